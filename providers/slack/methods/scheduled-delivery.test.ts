import { expect, test } from "bun:test";
import { messageKey } from "../slack-ids.ts";
import type { SlackCall } from "./call.ts";
import { conversationsHistory } from "./conversation-history.ts";
import { world, type World } from "./fixture.ts";
import { deliverDueScheduledMessages } from "./scheduled-delivery.ts";
import { chatScheduleMessage } from "./scheduled-messages.ts";

const NOW = 1709640000; // the fixture clock, 2024-03-05T12:00:00Z
const PARENT = "1700000100.000100";

/** A call made when the world's clock reads `seconds`. */
const callAt = (w: World, seconds: number): SlackCall => ({ ...w.as("U0ADA"), clock: { now: () => new Date(seconds * 1000) } });
const pending = (w: World) => w.records.collection("scheduled_messages").all().map((m) => m.text);

test("due messages are posted as chat.postMessage would have at post_at, then leave the queue", () => {
  const w = world();
  chatScheduleMessage(w.as("U0BOT", { channel: "C0GENERAL", text: "second", post_at: String(NOW + 120), thread_ts: PARENT, reply_broadcast: "true" }));
  chatScheduleMessage(w.as("U0ADA", { channel: "C0GENERAL", text: "first", post_at: String(NOW + 60) }));

  deliverDueScheduledMessages(callAt(w, NOW + 59));
  expect(pending(w)).toEqual(["second", "first"]);

  deliverDueScheduledMessages(callAt(w, NOW + 90));
  expect(pending(w)).toEqual(["second"]);
  const first = w.records.collection("messages").get(messageKey("C0GENERAL", `${NOW + 60}.000100`));
  expect(first).toMatchObject({ type: "message", user: "U0ADA", text: "first", ts: `${NOW + 60}.000100` });

  deliverDueScheduledMessages(callAt(w, NOW + 3600));
  expect(pending(w)).toEqual([]);
  const second = w.records.collection("messages").get(messageKey("C0GENERAL", `${NOW + 120}.000100`));
  expect(second).toMatchObject({ user: "U0BOT", bot_id: "B0BOT", text: "second", thread_ts: PARENT, subtype: "thread_broadcast" });
  expect(w.records.collection("messages").get(messageKey("C0GENERAL", PARENT))).toMatchObject({ reply_count: 2, latest_reply: `${NOW + 120}.000100` });

  const history = conversationsHistory({ ...callAt(w, NOW + 3600), user: "U0BOT", tokenType: "bot", args: { channel: "C0GENERAL", limit: "2" } });
  expect((history.messages as Array<{ text: string }>).map((m) => m.text)).toEqual(["second", "first"]);
});

test("several due at once are posted oldest first, with increasing ts", () => {
  const w = world();
  for (const [text, offset] of [["b", 30], ["a", 10], ["c", 30]] as const)
    chatScheduleMessage(w.as("U0ADA", { channel: "C0RANDOM", text, post_at: String(NOW + offset) }));
  deliverDueScheduledMessages(callAt(w, NOW + 31));
  const posted = w.records.collection("messages").find((m) => m.channel === "C0RANDOM").map((m) => [m.text, m.ts]);
  expect(posted).toEqual([["a", `${NOW + 10}.000100`], ["b", `${NOW + 30}.000100`], ["c", `${NOW + 30}.000101`]]);
});

test("a message that can no longer be posted is dropped, and nothing else is written", () => {
  const w = world();
  chatScheduleMessage(w.as("U0ADA", { channel: "C0RANDOM", text: "too late", post_at: String(NOW + 60) }));
  w.records.collection("conversations").update("C0RANDOM", { is_archived: true });
  const before = w.records.collection("messages").all().length;
  deliverDueScheduledMessages(callAt(w, NOW + 61));
  expect(pending(w)).toEqual([]);
  expect(w.records.collection("messages").all()).toHaveLength(before);
});

test("an empty queue is a no-op", () => {
  const w = world();
  const before = w.records.collection("messages").all();
  deliverDueScheduledMessages(callAt(w, NOW + 1_000_000));
  expect(w.records.collection("messages").all()).toEqual(before);
});
