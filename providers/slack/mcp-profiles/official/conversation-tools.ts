// Conversations: creating a channel, DM or group DM, and listing a conversation's members.
import type { ToolContext } from "../../../../core/pack/index.ts";
import { slackCall } from "../../tools/shared.ts";
import { defined, text, type ProfileToolSpec } from "../profile-tools.ts";
import { answerText, count, pageSize, refuse } from "./answers.ts";
import { conversationName } from "./message-text.ts";
import { directory, person, type User } from "./people.ts";
import { conversationOf } from "./read-tools.ts";

const MAX_DM_USERS = 8;

/** "Auto-sanitized": lower case, spaces to hyphens, only Slack's name characters, at most 80. */
export const sanitizeChannelName = (name: string): string =>
  name.trim().toLowerCase().replace(/^#/, "").replace(/\s+/g, "-").replace(/[^a-z0-9_\-\u00c0-\uffff]/g, "").slice(0, 80);

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

async function createChannel(ctx: ToolContext, name: string, isPrivate: boolean, invite: string[]) {
  const { channel } = await slackCall(ctx, "conversationsCreate", { name: sanitizeChannelName(name), is_private: isPrivate || undefined });
  let note: string | undefined;
  if (invite.length) {
    const invited = await ctx.call("conversationsInvite", { method: "POST", body: { channel: channel.id, users: invite.join(",") } });
    const body = (await invited.json()) as Record<string, any>;
    if (body.ok !== true) note = `Inviting ${invite.join(", ")} failed (${body.error}): ask the user to add them in Slack.`;
  }
  return answerText([`Created ${isPrivate ? "private" : "public"} channel #${channel.name}.`, `channel_id: ${channel.id}`, note]);
}

async function openDm(ctx: ToolContext, userIds: string[]) {
  if (userIds.length > MAX_DM_USERS) refuse(`too_many_users: a group DM takes at most ${MAX_DM_USERS} users besides you`);
  const users = await directory(ctx);
  for (const id of userIds) if (!users.has(id)) refuse(`user_not_found: no user ${id}`);
  if (userIds.length === 1 && users.get(userIds[0]!)?.is_bot === true) refuse(`cannot_dm_bot: ${person(users, userIds[0])} is a bot`);
  const { channel } = await slackCall(ctx, "conversationsOpen", { users: userIds.join(",") });
  const kind = userIds.length === 1 ? "a DM" : "a group DM";
  return answerText([`Opened ${kind} with ${userIds.map((id) => person(users, id)).join(", ")}.`, `channel_id: ${channel.id}`]);
}

/** A member line in the listing's three formats. */
const memberLine = (user: User, detailed: boolean, users: Map<string, User>) =>
  detailed ? `- ${person(users, user.id)}${user.profile?.title ? `, ${user.profile.title}` : ""}${user.profile?.email ? `, ${user.profile.email}` : ""}${user.tz ? `, ${user.tz}` : ""}` : `- @${user.name} (${user.profile?.display_name || user.real_name || user.name})`;

export const conversationTools: Record<string, ProfileToolSpec> = {
  slack_create_conversation: {
    native: { tool: "slack_create_channel", arguments: (input) => defined({ name: input.channel_name, is_private: input.is_private, users: input.user_ids }) },
    run(ctx, input) {
      const name = text(input.channel_name);
      if (name !== undefined && name.trim() !== "") return createChannel(ctx, name, input.is_private === true, ids(input.user_ids));
      if (ids(input.user_ids).length) return openDm(ctx, ids(input.user_ids));
      return refuse("invalid_arguments: give channel_name to create a channel, or user_ids (1 to 8) for a DM or group DM");
    },
  },
  slack_list_channel_members: {
    native: { tool: "slack_list_members", arguments: (input) => defined({ channel: input.channel_id, limit: input.limit, cursor: input.cursor }) },
    async run(ctx, input) {
      const channel = await conversationOf(ctx, String(input.channel_id));
      if (channel.is_im === true) refuse("method_not_supported_for_channel_type: this tool does not support DMs");
      const page = await slackCall(ctx, "conversationsMembers", { channel: channel.id, limit: pageSize(input.limit, 30, 30), cursor: text(input.cursor) || undefined });
      const memberIds = (page.members ?? []) as string[];
      const cursor = page.response_metadata?.next_cursor || undefined;
      const users = await directory(ctx);
      const format = String(input.response_format ?? "detailed").toLowerCase();
      const lines =
        format === "ids_only"
          ? memberIds.map((id) => `- ${id}`)
          : memberIds
              .map((id) => users.get(id))
              .filter((user): user is User => !!user && (input.include_deleted === true || user.deleted !== true) && (input.include_bots === true || user.is_bot !== true))
              .map((user) => memberLine(user, format !== "concise", users));
      return answerText([
        `Members of ${conversationName(users, channel)}: ${count(lines.length, "member")} on this page`,
        ...lines,
        `pagination_info: ${cursor ? `next_cursor "${cursor}" (more members)` : "no more members"}`,
      ]);
    },
  },
};
