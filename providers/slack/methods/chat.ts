// chat.postMessage (threads, reply_broadcast), chat.update, chat.delete, chat.getPermalink.
import type { JsonRecord } from "../../../core/pack/index.ts";
import { appIdFor, botIdFor, compareTs, messageKey, nextTs } from "../slack-ids.ts";
import { claimMessageTs } from "./message-ts.ts";
import { arg, conversationArg, fail, flag, jsonArg, messageAt, permalink, requireArg, requireMember, requireOpen, team, userById, wireMessage, type SlackAnswer, type SlackCall } from "./call.ts";
import { postTarget } from "./direct-messages.ts";
import { checkMessageParts } from "./message-shape.ts";

const MAX_TEXT = 40_000;

/** The message content arguments: text, blocks, attachments, metadata; no_text when all are missing. */
export function content(call: SlackCall): JsonRecord {
  const out: JsonRecord = {};
  const text = arg(call, "text");
  const blocks = jsonArg(call, "blocks");
  const attachments = jsonArg(call, "attachments");
  const metadata = jsonArg(call, "metadata");
  if (text === undefined && !(Array.isArray(blocks) && blocks.length) && !(Array.isArray(attachments) && attachments.length)) fail("no_text");
  if ((text ?? "").length > MAX_TEXT) fail("msg_too_long");
  if (blocks !== undefined && !Array.isArray(blocks)) fail("invalid_blocks");
  checkMessageParts({ blocks, attachments, metadata });
  out.text = text ?? "";
  if (Array.isArray(blocks)) out.blocks = blocks;
  // Slack numbers a message's attachments from 1 (the `id` its answers and the OpenAPI schema require).
  if (Array.isArray(attachments)) out.attachments = attachments.map((a, i) => (a && typeof a === "object" && !Array.isArray(a) ? { ...a, id: i + 1 } : a));
  if (metadata !== undefined) out.metadata = metadata;
  return out;
}

/** Recomputes a thread parent's reply_count, reply_users, reply_users_count and latest_reply. */
export function refreshThread(call: SlackCall, channel: string, parentTs: string): void {
  const messages = call.records.collection("messages");
  const key = messageKey(channel, parentTs);
  if (!messages.has(key)) return;
  const replies = messages
    .find((m) => m.channel === channel && m.thread_ts === parentTs && m.ts !== parentTs)
    .sort((a, b) => compareTs(String(a.ts), String(b.ts)));
  const users = [...new Set(replies.map((m) => String(m.user)))];
  if (!replies.length) {
    const { thread_ts, reply_count, reply_users_count, reply_users, latest_reply, is_locked, subscribed, ...rest } = messages.get(key)!;
    messages.delete(key);
    messages.insert(key, rest);
    return;
  }
  messages.update(key, {
    thread_ts: parentTs,
    reply_count: replies.length,
    reply_users_count: users.length,
    reply_users: users,
    latest_reply: replies[replies.length - 1]!.ts,
    is_locked: false,
    subscribed: false,
  });
}

export function chatPostMessage(call: SlackCall): SlackAnswer {
  const c = postTarget(call);
  requireOpen(c);
  requireMember(call, c);
  const body = content(call);
  const channel = String(c.id);
  const author = userById(call, call.user);
  const ts = claimMessageTs(call, channel);
  const record: JsonRecord = { type: "message", channel, user: call.user, ...body, ts, team: team(call).id };
  if (author.is_bot === true) Object.assign(record, { bot_id: botIdFor(call.user), app_id: appIdFor(call.user) });
  const threadArg = arg(call, "thread_ts");
  let parent: JsonRecord | undefined;
  if (threadArg !== undefined) {
    parent = call.records.collection("messages").get(messageKey(channel, threadArg)) ?? fail("thread_not_found");
    const parentTs = typeof parent.thread_ts === "string" && parent.thread_ts !== parent.ts ? parent.thread_ts : String(parent.ts);
    parent = call.records.collection("messages").get(messageKey(channel, parentTs))!;
    Object.assign(record, { thread_ts: parentTs, parent_user_id: parent.user });
    if (flag(call, "reply_broadcast")) record.subtype = "thread_broadcast";
  }
  call.records.collection("messages").insert(messageKey(channel, ts), record);
  if (parent) refreshThread(call, channel, String(parent.ts));
  const message = wireMessage(call, record);
  if (record.subtype === "thread_broadcast" && parent) message.root = wireMessage(call, call.records.collection("messages").get(messageKey(channel, String(parent.ts)))!);
  return { ok: true, channel, ts, message };
}

const UPDATE_KEYS = ["type", "subtype", "text", "user", "team", "bot_id", "app_id", "bot_profile", "edited", "blocks", "attachments", "files", "upload", "display_as_bot", "metadata"];

export function chatUpdate(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  const message = messageAt(call, String(c.id), requireArg(call, "ts"));
  if (message.user !== call.user) fail("cant_update_message");
  requireOpen(c);
  const body = content(call);
  const edited = { user: call.user, ts: nextTs(call.clock.now(), undefined) };
  const key = messageKey(String(c.id), String(message.ts));
  const updated = call.records.collection("messages").update(key, { ...body, edited });
  const wire = wireMessage(call, updated);
  const out: JsonRecord = {};
  for (const k of UPDATE_KEYS) if (wire[k] !== undefined) out[k] = wire[k];
  return { ok: true, channel: c.id, ts: message.ts, text: updated.text, message: out };
}

export function chatDelete(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  const message = messageAt(call, String(c.id), requireArg(call, "ts"));
  const me = userById(call, call.user);
  const adminWithUserToken = call.tokenType === "user" && (me.is_admin === true || me.is_owner === true);
  if (message.user !== call.user && !adminWithUserToken) fail("cant_delete_message");
  const channel = String(c.id);
  call.records.collection("messages").delete(messageKey(channel, String(message.ts)));
  call.records.collection("pins").delete(messageKey(channel, String(message.ts)));
  const parentTs = message.thread_ts;
  if (typeof parentTs === "string" && parentTs !== message.ts) refreshThread(call, channel, parentTs);
  return { ok: true, channel, ts: message.ts };
}

export function chatGetPermalink(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  const message = messageAt(call, String(c.id), requireArg(call, "message_ts"));
  return { ok: true, permalink: permalink(call, message), channel: c.id };
}
