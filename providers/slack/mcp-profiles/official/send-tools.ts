// Sending: a message (or thread reply) now, one scheduled, and a draft (which this mock cannot keep).
import { slackCall } from "../../tools/shared.ts";
import { defined, text, type ProfileToolSpec } from "../profile-tools.ts";
import { answerText, refuse, utc } from "./answers.ts";
import { conversationOf, USER_ID } from "./read-tools.ts";

/** The thread arguments of a post, when it is a reply. */
const thread = (input: Record<string, unknown>) =>
  text(input.thread_ts) ? { thread_ts: input.thread_ts, reply_broadcast: input.reply_broadcast === true ? true : undefined } : {};

export const sendTools: Record<string, ProfileToolSpec> = {
  // A user id as channel_id posts in the DM with that user (chat.postMessage opens it, as Slack's does).
  // The message goes as Slack's `text` (markdown is kept as written); unfurl_app_links and draft_id
  // change nothing here: the mock unfurls no links and keeps no drafts.
  slack_send_message: {
    native: {
      tool: "slack_post_message",
      arguments: (input) => defined({ channel: input.channel_id, text: input.message, thread_ts: input.thread_ts, broadcast: input.reply_broadcast }),
    },
    async run(ctx, input) {
      const posted = await slackCall(ctx, "chatPostMessage", { channel: input.channel_id, text: input.message, ...thread(input) });
      const { permalink } = await slackCall(ctx, "chatGetPermalink", { channel: posted.channel, message_ts: posted.ts });
      return answerText([
        `Message sent to ${posted.channel}${text(input.thread_ts) ? ` in thread ${posted.message?.thread_ts ?? input.thread_ts}` : ""} (ts ${posted.ts}).`,
        `Message link: ${permalink}`,
      ]);
    },
  },
  slack_schedule_message: {
    async run(ctx, input) {
      const scheduled = await slackCall(ctx, "chatScheduleMessage", { channel: input.channel_id, text: input.message, post_at: input.post_at, ...thread(input) });
      return answerText([
        `Message scheduled for ${scheduled.channel} at ${utc(scheduled.post_at)} (post_at ${scheduled.post_at}).`,
        `scheduled_message_id: ${scheduled.scheduled_message_id}`,
      ]);
    },
  },
  // Slack keeps drafts in its client ("Drafts & Sent"), outside the Web API this mock serves: after the
  // same channel check as Slack's, the call fails with the tool's own failed_to_create_draft.
  slack_send_message_draft: {
    async run(ctx, input) {
      // A user id names the DM with that user, which Slack would open for the draft.
      if (!USER_ID.test(String(input.channel_id))) await conversationOf(ctx, String(input.channel_id));
      return refuse("failed_to_create_draft: this mock workspace keeps no message drafts; send the message with slack_send_message once the user has reviewed it.");
    },
  },
};
