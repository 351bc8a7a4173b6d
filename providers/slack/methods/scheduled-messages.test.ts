import { expect, test } from "bun:test";
import type { SlackAnswer } from "./call.ts";
import { errorOf, expectSampleShape, unknownKeys, world } from "./fixture.ts";
import { chatDeleteScheduledMessage, chatScheduledMessagesList, chatScheduleMessage } from "./scheduled-messages.ts";

const NOW = 1709640000; // the fixture clock, 2024-03-05T12:00:00Z
const at = (seconds: number) => String(seconds);
const ids = (answer: SlackAnswer) => (answer.scheduled_messages as Array<{ id: string }>).map((m) => m.id);

test("chat.scheduleMessage answers the id, post_at and the pending message", () => {
  const w = world();
  const answer = chatScheduleMessage(w.as("U0BOT", { channel: "C0GENERAL", text: "stand-up", post_at: at(NOW + 3600) }));
  expectSampleShape(answer, "chat.scheduleMessage");
  expect(answer).toMatchObject({ channel: "C0GENERAL", post_at: NOW + 3600, message: { type: "delayed_message", text: "stand-up", user: "U0BOT", bot_id: "B0BOT", team: "T0ACME" } });
  expect(answer.scheduled_message_id).toMatch(/^Q0[0-9A-Z]+$/);
  expect((answer.message as any).bot_profile.id).toBe("B0BOT");
  expect((answer.message as any).ts).toBeUndefined();
  const stored = w.records.collection("scheduled_messages").get(answer.scheduled_message_id as string);
  expect(stored).toMatchObject({ channel: "C0GENERAL", user: "U0BOT", post_at: NOW + 3600, date_created: NOW, text: "stand-up" });
});

test("chat.scheduleMessage refusals", () => {
  const w = world();
  const schedule = (user: string, args: Record<string, string>) => errorOf(() => chatScheduleMessage(w.as(user, { channel: "C0GENERAL", text: "x", post_at: at(NOW + 60), ...args })));
  expect(schedule("U0BOT", { post_at: at(NOW - 1) })).toBe("time_in_past");
  expect(schedule("U0BOT", { post_at: at(NOW + 121 * 86400) })).toBe("time_too_far");
  expect(schedule("U0BOT", { post_at: "tomorrow" })).toBe("invalid_time");
  expect(schedule("U0BOT", { channel: "C0RANDOM" })).toBe("not_in_channel");
  expect(schedule("U0ADA", { channel: "G0SECRET" })).toBe("channel_not_found");
  expect(schedule("U0BOT", { channel: "C0OLD" })).toBe("is_archived");
  expect(schedule("U0BOT", { text: "" })).toBe("no_text");
  expect(w.records.collection("scheduled_messages").all()).toEqual([]);
  // Slack: no more than 30 messages to post within a 5-minute window to one channel.
  for (let i = 0; i < 30; i++) chatScheduleMessage(w.as("U0BOT", { channel: "C0GENERAL", text: `m${i}`, post_at: at(NOW + 600 + i) }));
  expect(schedule("U0BOT", { post_at: at(NOW + 700) })).toBe("restricted_too_many");
  expect(chatScheduleMessage(w.as("U0BOT", { channel: "C0GENERAL", text: "later", post_at: at(NOW + 1200) })).ok).toBe(true);
});

test("chat.scheduledMessages.list: the caller's own, soonest first, by channel and time range, paged", () => {
  const w = world();
  const schedule = (user: string, channel: string, offset: number) =>
    chatScheduleMessage(w.as(user, { channel, text: `in ${offset}`, post_at: at(NOW + offset) })).scheduled_message_id as string;
  const later = schedule("U0ADA", "C0GENERAL", 7200);
  const soon = schedule("U0ADA", "C0RANDOM", 600);
  schedule("U0BOT", "C0GENERAL", 900);
  const all = chatScheduledMessagesList(w.as("U0ADA"));
  expectSampleShape(all, "chat.scheduledMessages.list");
  expect(all.scheduled_messages).toEqual([
    { id: soon, channel_id: "C0RANDOM", post_at: NOW + 600, date_created: NOW, text: "in 600" },
    { id: later, channel_id: "C0GENERAL", post_at: NOW + 7200, date_created: NOW, text: "in 7200" },
  ]);
  expect(all.response_metadata).toEqual({ next_cursor: "" });
  expect(ids(chatScheduledMessagesList(w.as("U0ADA", { channel: "C0GENERAL" })))).toEqual([later]);
  expect(ids(chatScheduledMessagesList(w.as("U0ADA", { oldest: at(NOW + 601) })))).toEqual([later]);
  expect(ids(chatScheduledMessagesList(w.as("U0ADA", { latest: at(NOW + 601) })))).toEqual([soon]);
  const first = chatScheduledMessagesList(w.as("U0ADA", { limit: "1" }));
  expect(ids(first)).toEqual([soon]);
  const cursor = (first.response_metadata as { next_cursor: string }).next_cursor;
  expect(ids(chatScheduledMessagesList(w.as("U0ADA", { limit: "1", cursor })))).toEqual([later]);
  expect(errorOf(() => chatScheduledMessagesList(w.as("U0ADA", { channel: "C0NOPE" })))).toBe("invalid_channel");
  expect(errorOf(() => chatScheduledMessagesList(w.as("U0ADA", { channel: "G0SECRET" })))).toBe("invalid_channel");
});

test("chat.deleteScheduledMessage: only the scheduler's, in its channel, once", () => {
  const w = world();
  const id = chatScheduleMessage(w.as("U0ADA", { channel: "C0GENERAL", text: "oops", post_at: at(NOW + 60) })).scheduled_message_id as string;
  const remove = (user: string, channel: string, scheduled_message_id = id) => () => chatDeleteScheduledMessage(w.as(user, { channel, scheduled_message_id }));
  expect(errorOf(remove("U0BOT", "C0GENERAL"))).toBe("invalid_scheduled_message_id");
  expect(errorOf(remove("U0ADA", "C0RANDOM"))).toBe("invalid_scheduled_message_id");
  expect(errorOf(remove("U0ADA", "C0GENERAL", "Q0NOPE"))).toBe("invalid_scheduled_message_id");
  expect(errorOf(remove("U0ADA", "C0NOPE"))).toBe("channel_not_found");
  const answer = remove("U0ADA", "C0GENERAL")();
  expect(answer).toEqual({ ok: true });
  expect(unknownKeys(answer, "chat.deleteScheduledMessage")).toEqual([]);
  expect(w.records.collection("scheduled_messages").all()).toEqual([]);
  expect(errorOf(remove("U0ADA", "C0GENERAL"))).toBe("invalid_scheduled_message_id");
});
