// reactions.add/remove/get/list. Stored on the message as `{ name, users }`; count is rendered.
import type { JsonRecord } from "../../../core/pack/index.ts";
import { pageMetadata, paginate } from "../cursor-paging.ts";
import { compareTs, messageKey } from "../slack-ids.ts";
import { arg, canSee, conversationArg, fail, messageAt, permalink, requireArg, requireOpen, wireMessage, type SlackAnswer, type SlackCall } from "./call.ts";

const MAX_REACTIONS = 23;

function target(call: SlackCall): JsonRecord {
  const c = conversationArg(call);
  return messageAt(call, String(c.id), arg(call, "timestamp") ?? fail("no_item_specified"));
}

const nameArg = (call: SlackCall): string => requireArg(call, "name").replace(/^:|:$/g, "");
const reactionsOf = (m: JsonRecord): JsonRecord[] => (Array.isArray(m.reactions) ? (m.reactions as JsonRecord[]) : []);
const keyOf = (m: JsonRecord): string => messageKey(String(m.channel), String(m.ts));

export function reactionsAdd(call: SlackCall): SlackAnswer {
  const message = target(call);
  requireOpen(call.records.collection("conversations").get(String(message.channel))!);
  const name = nameArg(call);
  const reactions = reactionsOf(message);
  const found = reactions.find((r) => r.name === name);
  const users = (found?.users as string[] | undefined) ?? [];
  if (users.includes(call.user)) fail("already_reacted");
  if (!found && reactions.length >= MAX_REACTIONS) fail("too_many_reactions");
  const next = found ? reactions.map((r) => (r === found ? { name, users: [...users, call.user] } : r)) : [...reactions, { name, users: [call.user] }];
  call.records.collection("messages").update(keyOf(message), { reactions: next });
  return { ok: true };
}

export function reactionsRemove(call: SlackCall): SlackAnswer {
  const message = target(call);
  const name = nameArg(call);
  const reactions = reactionsOf(message);
  const found = reactions.find((r) => r.name === name);
  if (!found || !(found.users as string[]).includes(call.user)) fail("no_reaction");
  const next = reactions
    .map((r) => (r === found ? { name, users: (r.users as string[]).filter((u) => u !== call.user) } : r))
    .filter((r) => (r.users as string[]).length > 0);
  const key = keyOf(message);
  const messages = call.records.collection("messages");
  if (next.length) messages.update(key, { reactions: next });
  else {
    const { reactions: _gone, ...rest } = messages.get(key)!;
    messages.delete(key);
    messages.insert(key, rest);
  }
  return { ok: true };
}

export function reactionsGet(call: SlackCall): SlackAnswer {
  const message = target(call);
  return { ok: true, type: "message", channel: message.channel, message: { ...wireMessage(call, message), permalink: permalink(call, message) } };
}

/** Messages the user (default: the caller) reacted to, newest first, in conversations the caller sees. */
export function reactionsList(call: SlackCall): SlackAnswer {
  const user = arg(call, "user") ?? call.user;
  const conversations = call.records.collection("conversations");
  const items = call.records
    .collection("messages")
    .find((m) => reactionsOf(m).some((r) => (r.users as string[]).includes(user)))
    .filter((m) => {
      const c = conversations.get(String(m.channel));
      return c !== undefined && canSee(call, c);
    })
    .sort((a, b) => compareTs(String(b.ts), String(a.ts)));
  const page = paginate(items, { limit: arg(call, "limit"), cursor: arg(call, "cursor") }, { scope: `reactions.list:${user}` });
  return {
    ok: true,
    items: page.items.map((m) => ({ type: "message", channel: m.channel, message: { ...wireMessage(call, m), permalink: permalink(call, m) } })),
    response_metadata: pageMetadata(page),
  };
}
