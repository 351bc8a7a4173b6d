// Reading: a channel's history, a thread, a user's profile, a file.
import type { ToolContext } from "../../../../core/pack/index.ts";
import { allPages, slackCall } from "../../tools/shared.ts";
import { defined, text, type ProfileToolSpec } from "../profile-tools.ts";
import { answerText, concise, pageSize, refuse } from "./answers.ts";
import { conversationName, messagesText } from "./message-text.ts";
import { actingUserId, directory, profileLines, type Directory } from "./people.ts";

export const USER_ID = /^[UW][A-Z0-9]{2,}$/;

/** The conversation `channel_id` names; a user id names the DM with that user ("read DM history"). */
export async function conversationOf(ctx: ToolContext, channelId: string): Promise<Record<string, any>> {
  if (USER_ID.test(channelId)) {
    const im = (await allPages(ctx, "conversationsList", "channels", { types: "im" })).find((c) => c.user === channelId);
    return im ?? refuse(`channel_not_found: there is no DM with ${channelId} yet`);
  }
  return (await slackCall(ctx, "conversationsInfo", { channel: channelId })).channel;
}

/** The answer's next page, in words a model can pass back. */
const more = (answer: Record<string, any>) => {
  const cursor = answer.response_metadata?.next_cursor;
  return answer.has_more && cursor ? ["", `More messages: call again with cursor "${cursor}"`] : [];
};

function readMessages(users: Directory, heading: string, answer: Record<string, any>, detailed: boolean) {
  const messages = (answer.messages ?? []) as Array<Record<string, any>>;
  if (!messages.length) return answerText([`${heading}: no messages in this range.`]);
  return answerText([`${heading}:`, "", ...messagesText(users, messages, detailed), ...more(answer)]);
}

export const readTools: Record<string, ProfileToolSpec> = {
  slack_read_channel: {
    native: { tool: "slack_read_history", arguments: (input) => defined({ channel: input.channel_id, limit: input.limit, cursor: input.cursor, oldest: input.oldest, latest: input.latest }) },
    async run(ctx, input) {
      const channel = await conversationOf(ctx, String(input.channel_id));
      const answer = await slackCall(ctx, "conversationsHistory", {
        channel: channel.id, limit: pageSize(input.limit, 100, 100), cursor: text(input.cursor) || undefined, oldest: text(input.oldest), latest: text(input.latest),
      });
      const users = await directory(ctx);
      return readMessages(users, `Messages in ${conversationName(users, channel)}, newest first`, answer, !concise(input.response_format));
    },
  },
  slack_read_thread: {
    native: { tool: "slack_read_thread", arguments: (input) => defined({ channel: input.channel_id, ts: input.message_ts, limit: input.limit, cursor: input.cursor }) },
    async run(ctx, input) {
      const channel = await conversationOf(ctx, String(input.channel_id));
      const answer = await slackCall(ctx, "conversationsReplies", {
        channel: channel.id, ts: input.message_ts, limit: pageSize(input.limit, 100, 1000), cursor: text(input.cursor) || undefined, oldest: text(input.oldest), latest: text(input.latest),
      });
      const users = await directory(ctx);
      return readMessages(users, `Thread ${input.message_ts} in ${conversationName(users, channel)}, parent first`, answer, !concise(input.response_format));
    },
  },
  slack_read_user_profile: {
    native: { tool: "slack_get_user", arguments: (input) => defined({ user: input.user_id }) },
    async run(ctx, input) {
      const id = text(input.user_id) || (await actingUserId(ctx));
      const { user } = await slackCall(ctx, "usersInfo", { user: id, include_locale: input.include_locale === true ? true : undefined });
      return answerText(profileLines(user, !concise(input.response_format), input.include_locale === true));
    },
  },
  // The files host serves a file's bytes to a user token, which MCP tool calls do not carry: this
  // mock cannot read a file's content for a tool, so the call fails after naming the file.
  slack_read_file: {
    async run(ctx, input) {
      const { file } = await slackCall(ctx, "filesInfo", { file: input.file_id });
      return refuse(
        `file_content_unavailable: this mock workspace does not give MCP tools the content of files. ` +
          `The file is ${file.id} "${file.name}" (${file.mimetype}, ${file.size} bytes), shared by ${file.user}; its metadata is all that can be read here.`,
      );
    },
  },
};
