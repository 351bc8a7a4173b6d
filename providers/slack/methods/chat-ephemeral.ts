// chat.postEphemeral. Ephemeral messages never enter `messages` (no history, replies or search sees them);
// they are kept in `ephemeral_messages`, keyed `channel/ts`, so graders can check what a user was shown.
import type { JsonRecord } from "../../../core/pack/index.ts";
import { isMember } from "../render-conversation.ts";
import { appIdFor, botIdFor, messageKey } from "../slack-ids.ts";
import { arg, conversationArg, fail, requireArg, requireMember, requireOpen, team, userById, type SlackAnswer, type SlackCall } from "./call.ts";
import { content } from "./chat.ts";
import { claimMessageTs } from "./message-ts.ts";

export function chatPostEphemeral(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  const channel = String(c.id);
  requireOpen(c);
  requireMember(call, c);
  const recipient = requireArg(call, "user");
  // Slack answers user_not_in_channel for an unknown user id as well as for a non-member.
  const target = call.records.collection("users").get(recipient);
  if (!target || target.deleted === true || !isMember(c, recipient)) fail("user_not_in_channel");
  const body = content(call);
  const author = userById(call, call.user);
  const ts = claimMessageTs(call, channel);
  const record: JsonRecord = { type: "message", channel, user: call.user, recipient, ...body, ts, team: team(call).id };
  if (author.is_bot === true) Object.assign(record, { bot_id: botIdFor(call.user), app_id: appIdFor(call.user) });
  const threadTs = arg(call, "thread_ts");
  if (threadTs !== undefined) record.thread_ts = threadTs;
  call.records.collection("ephemeral_messages").insert(messageKey(channel, ts), record);
  return { ok: true, message_ts: ts };
}
