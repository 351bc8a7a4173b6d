// chat.scheduleMessage, chat.scheduledMessages.list, chat.deleteScheduledMessage. A scheduled message is a
// `scheduled_messages` record (keyed by its Q… id) until the world's clock reaches post_at; then
// deliverDueScheduledMessages (scheduled-delivery.ts) posts it and removes the record.
import type { JsonRecord } from "../../../core/pack/index.ts";
import { paginate, pageMetadata } from "../cursor-paging.ts";
import { appIdFor, botIdFor, newSlackId } from "../slack-ids.ts";
import { SlackFault } from "../slack-errors.ts";
import { arg, canSee, conversationArg, fail, flag, now, requireArg, requireMember, requireOpen, team, userById, wireMessage, type SlackAnswer, type SlackCall } from "./call.ts";
import { content } from "./chat.ts";

const MAX_AHEAD = 120 * 24 * 60 * 60; // Slack: "up to 120 days into the future"
const WINDOW = 5 * 60; // Slack: no more than 30 messages to post within a 5-minute window to one channel
const PER_WINDOW = 30;

/** post_at as whole seconds: Slack takes an integer (the SDK may send it as text); anything else is invalid_time. */
function postAtArg(call: SlackCall): number {
  const raw = requireArg(call, "post_at");
  if (!/^[0-9]{1,12}(\.[0-9]*)?$/.test(raw)) return fail("invalid_time");
  return Math.floor(Number(raw));
}

function checkPostAt(call: SlackCall, channel: string, postAt: number): void {
  const current = now(call);
  if (postAt < current) fail("time_in_past");
  if (postAt > current + MAX_AHEAD) fail("time_too_far");
  const crowded = call.records.collection("scheduled_messages").find((m) => m.channel === channel && Math.abs(Number(m.post_at) - postAt) < WINDOW);
  if (crowded.length >= PER_WINDOW) fail("restricted_too_many");
}

export function chatScheduleMessage(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  const channel = String(c.id);
  requireOpen(c);
  requireMember(call, c);
  const postAt = postAtArg(call);
  const body = content(call);
  checkPostAt(call, channel, postAt);
  const id = newSlackId("Q", call.ids);
  const record: JsonRecord = { id, channel, user: call.user, token_type: call.tokenType, post_at: postAt, date_created: now(call), ...body };
  const threadTs = arg(call, "thread_ts");
  if (threadTs !== undefined) Object.assign(record, { thread_ts: threadTs, reply_broadcast: flag(call, "reply_broadcast") });
  call.records.collection("scheduled_messages").insert(id, record);
  return { ok: true, scheduled_message_id: id, channel, post_at: postAt, message: pendingMessage(call, body) };
}

/** The message as Slack echoes it before delivery: `type: "delayed_message"`, no ts yet. */
function pendingMessage(call: SlackCall, body: JsonRecord): JsonRecord {
  const author = userById(call, call.user);
  const message: JsonRecord = { type: "delayed_message", ...body, user: call.user, team: team(call).id };
  if (author.is_bot === true) Object.assign(message, { bot_id: botIdFor(call.user), app_id: appIdFor(call.user) });
  return wireMessage(call, message);
}

/** A UNIX-seconds bound of the listing (Slack also accepts "seconds.micro"). */
function boundArg(call: SlackCall, name: "oldest" | "latest"): number | undefined {
  const raw = arg(call, name);
  if (raw === undefined) return undefined;
  if (!/^[0-9]{1,12}(\.[0-9]*)?$/.test(raw)) throw new SlackFault("invalid_arguments", { messages: [`[ERROR] invalid value for ${name}`] });
  return Number(raw);
}

/** The caller's own pending messages (Slack shows an app or user only what it scheduled), soonest first. */
export function chatScheduledMessagesList(call: SlackCall): SlackAnswer {
  const channelId = arg(call, "channel");
  if (channelId !== undefined) {
    const c = call.records.collection("conversations").get(channelId);
    if (!c || !canSee(call, c)) fail("invalid_channel");
  }
  const oldest = boundArg(call, "oldest");
  const latest = boundArg(call, "latest");
  const mine = call.records
    .collection("scheduled_messages")
    .find((m) => m.user === call.user && (channelId === undefined || m.channel === channelId))
    .filter((m) => (oldest === undefined || Number(m.post_at) >= oldest) && (latest === undefined || Number(m.post_at) <= latest))
    .sort((a, b) => Number(a.post_at) - Number(b.post_at) || Number(a.date_created) - Number(b.date_created));
  const page = paginate(mine, { limit: arg(call, "limit"), cursor: arg(call, "cursor") }, { scope: "scheduled_messages" });
  const scheduled_messages = page.items.map((m) => ({ id: m.id, channel_id: m.channel, post_at: m.post_at, date_created: m.date_created, text: m.text ?? "" }));
  return { ok: true, scheduled_messages, response_metadata: pageMetadata(page) };
}

/** Only the scheduler may delete; someone else's, a sent or an unknown id are all invalid_scheduled_message_id. */
export function chatDeleteScheduledMessage(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  const id = requireArg(call, "scheduled_message_id");
  const scheduled = call.records.collection("scheduled_messages");
  const record = scheduled.get(id);
  if (!record || record.channel !== c.id || record.user !== call.user) return fail("invalid_scheduled_message_id");
  scheduled.delete(id);
  return { ok: true };
}

