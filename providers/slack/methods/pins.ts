// pins.add/remove/list. Pins live in a `pins` collection keyed `channel/ts`: { channel, ts, created, created_by }.
import { compareTs, messageKey } from "../slack-ids.ts";
import { arg, conversationArg, fail, messageAt, now, requireMember, requireOpen, wireMessage, type SlackAnswer, type SlackCall } from "./call.ts";

function pinTarget(call: SlackCall) {
  const c = conversationArg(call);
  const ts = arg(call, "timestamp") ?? fail("no_item_specified");
  const message = messageAt(call, String(c.id), ts);
  return { c, message, key: messageKey(String(c.id), String(message.ts)) };
}

export function pinsAdd(call: SlackCall): SlackAnswer {
  const { c, message, key } = pinTarget(call);
  requireOpen(c);
  requireMember(call, c);
  const pins = call.records.collection("pins");
  if (pins.has(key)) fail("already_pinned");
  pins.insert(key, { channel: c.id, ts: message.ts, created: now(call), created_by: call.user });
  return { ok: true };
}

export function pinsRemove(call: SlackCall): SlackAnswer {
  const { c, key } = pinTarget(call);
  requireMember(call, c);
  if (!call.records.collection("pins").delete(key)) fail("not_pinned");
  return { ok: true };
}

/** A channel's pinned messages, most recently pinned first. */
export function pinsList(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  const messages = call.records.collection("messages");
  const items = call.records
    .collection("pins")
    .find((p) => p.channel === c.id)
    .sort((a, b) => Number(b.created) - Number(a.created) || compareTs(String(b.ts), String(a.ts)))
    .flatMap((pin) => {
      const message = messages.get(messageKey(String(c.id), String(pin.ts)));
      if (!message) return [];
      return [{ type: "message", created: pin.created, created_by: pin.created_by, channel: c.id, message: { ...wireMessage(call, message), pinned_to: [c.id] } }];
    });
  return { ok: true, items };
}
