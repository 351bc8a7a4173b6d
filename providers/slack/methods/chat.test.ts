import { expect, test } from "bun:test";
import { messageKey } from "../slack-ids.ts";
import { chatDelete, chatGetPermalink, chatPostMessage, chatUpdate } from "./chat.ts";
import { conversationsHistory, conversationsReplies } from "./conversation-history.ts";
import { errorOf, expectSampleShape, world } from "./fixture.ts";

const PARENT = "1700000100.000100";

test("chat.postMessage: ts from the world clock, unique and increasing per channel", () => {
  const w = world();
  const first = chatPostMessage(w.as("U0BOT", { channel: "C0GENERAL", text: "hello" }));
  expectSampleShape(first, "chat.postMessage");
  // The seed's reply without a ts already took the clock's first one (1709640000.000100).
  expect(first).toMatchObject({ channel: "C0GENERAL", ts: "1709640000.000101", message: { text: "hello", user: "U0BOT", bot_id: "B0BOT", ts: "1709640000.000101" } });
  expect((first.message as any).bot_profile.id).toBe("B0BOT");
  const second = chatPostMessage(w.as("U0ADA", { channel: "C0GENERAL", text: "again", blocks: '[{"type":"divider"}]' }));
  expect(second.ts).toBe("1709640000.000102");
  expect((second.message as any).blocks).toEqual([{ type: "divider" }]);
});

test("chat.postMessage refusals", () => {
  const w = world();
  expect(errorOf(() => chatPostMessage(w.as("U0BOT", { channel: "C0RANDOM", text: "x" })))).toBe("not_in_channel");
  expect(errorOf(() => chatPostMessage(w.as("U0ADA", { channel: "G0SECRET", text: "x" })))).toBe("channel_not_found");
  expect(errorOf(() => chatPostMessage(w.as("U0BOT", { channel: "C0OLD", text: "x" })))).toBe("is_archived");
  expect(errorOf(() => chatPostMessage(w.as("U0BOT", { channel: "C0GENERAL" })))).toBe("no_text");
  expect(errorOf(() => chatPostMessage(w.as("U0BOT", { channel: "C0GENERAL", text: "x".repeat(40_001) })))).toBe("msg_too_long");
  expect(errorOf(() => chatPostMessage(w.as("U0BOT", { channel: "C0GENERAL", text: "x", thread_ts: "1600000000.000100" })))).toBe("thread_not_found");
});

test("thread replies update the parent; reply_broadcast also shows in history", () => {
  const w = world();
  const reply = chatPostMessage(w.as("U0ADA", { channel: "C0GENERAL", text: "in thread", thread_ts: PARENT }));
  expect(reply.message).toMatchObject({ thread_ts: PARENT, parent_user_id: "U0ADA" });
  const parent = w.records.collection("messages").get(messageKey("C0GENERAL", PARENT))!;
  expect(parent).toMatchObject({ reply_count: 2, reply_users: ["U0BOT", "U0ADA"], reply_users_count: 2, latest_reply: reply.ts });
  // (the replies sample has no broadcast in it, so its shape is checked before one)
  expectSampleShape(conversationsReplies(w.as("U0BOT", { channel: "C0GENERAL", ts: PARENT })), "conversations.replies");
  const broadcast = chatPostMessage(w.as("U0ADA", { channel: "C0GENERAL", text: "everyone", thread_ts: PARENT, reply_broadcast: "true" }));
  expectSampleShape(broadcast, "chat.postMessage");
  expect(broadcast.message).toMatchObject({ subtype: "thread_broadcast", root: { ts: PARENT } });
  const history = conversationsHistory(w.as("U0BOT", { channel: "C0GENERAL" }));
  expectSampleShape(history, "conversations.history");
  expect((history.messages as any[]).map((m) => m.ts)).toEqual([broadcast.ts, PARENT]);
  expect((history.messages as any[])[1]).toMatchObject({ reply_count: 3, latest_reply: broadcast.ts });
  const replies = conversationsReplies(w.as("U0BOT", { channel: "C0GENERAL", ts: PARENT }));
  expect((replies.messages as any[])[3]).toMatchObject({ subtype: "thread_broadcast", thread_ts: PARENT });
  expect((replies.messages as any[]).length).toBe(4);
  expect(errorOf(() => conversationsReplies(w.as("U0BOT", { channel: "C0GENERAL", ts: "1600000000.000100" })))).toBe("thread_not_found");
});

test("conversations.history: oldest, latest, inclusive, paging and not_in_channel", () => {
  const w = world();
  const ts = [1, 2, 3].map((n) => chatPostMessage(w.as("U0ADA", { channel: "C0RANDOM", text: `m${n}` })).ts as string);
  const all = (args: Record<string, string>) => (conversationsHistory(w.as("U0ADA", { channel: "C0RANDOM", ...args })).messages as any[]).map((m) => m.text);
  expect(all({})).toEqual(["m3", "m2", "m1"]);
  expect(all({ oldest: ts[0]!, latest: ts[2]! })).toEqual(["m2"]);
  expect(all({ oldest: ts[0]!, latest: ts[2]!, inclusive: "true" })).toEqual(["m3", "m2", "m1"]);
  const page = conversationsHistory(w.as("U0ADA", { channel: "C0RANDOM", limit: "2" }));
  expect(page).toMatchObject({ has_more: true });
  const next = conversationsHistory(w.as("U0ADA", { channel: "C0RANDOM", limit: "2", cursor: (page.response_metadata as any).next_cursor }));
  expect((next.messages as any[]).map((m) => m.text)).toEqual(["m1"]);
  expect(next.has_more).toBe(false);
  expect(errorOf(() => conversationsHistory(w.as("U0ADA", { channel: "C0RANDOM", oldest: "soon" })))).toBe("invalid_ts_oldest");
  expect(errorOf(() => conversationsHistory(w.as("U0BOT", { channel: "C0RANDOM" })))).toBe("not_in_channel");
});

test("chat.update, chat.delete and chat.getPermalink", () => {
  const w = world();
  const posted = chatPostMessage(w.as("U0BOT", { channel: "C0GENERAL", text: "draft" }));
  const updated = chatUpdate(w.as("U0BOT", { channel: "C0GENERAL", ts: posted.ts as string, text: "final" }));
  expectSampleShape(updated, "chat.update");
  expect(updated).toMatchObject({ channel: "C0GENERAL", ts: posted.ts, text: "final", message: { text: "final", edited: { user: "U0BOT" } } });
  expect(errorOf(() => chatUpdate(w.as("U0ADA", { channel: "C0GENERAL", ts: posted.ts as string, text: "mine" })))).toBe("cant_update_message");
  expect(errorOf(() => chatUpdate(w.as("U0BOT", { channel: "C0GENERAL", ts: "1600000000.000100", text: "x" })))).toBe("message_not_found");
  const link = chatGetPermalink(w.as("U0BOT", { channel: "C0GENERAL", message_ts: PARENT }));
  expectSampleShape(link, "chat.getPermalink");
  expect(link.permalink).toBe("https://acme.slack.com/archives/C0GENERAL/p1700000100000100");
  expect(errorOf(() => chatDelete(w.as("U0BEA", { channel: "C0GENERAL", ts: posted.ts as string })))).toBe("cant_delete_message");
  const deleted = chatDelete(w.as("U0BOT", { channel: "C0GENERAL", ts: posted.ts as string }));
  expectSampleShape(deleted, "chat.delete");
  expect(errorOf(() => chatDelete(w.as("U0BOT", { channel: "C0GENERAL", ts: posted.ts as string })))).toBe("message_not_found");
  // Deleting the only reply takes the thread fields off the parent.
  const replyTs = (conversationsReplies(w.as("U0BOT", { channel: "C0GENERAL", ts: PARENT })).messages as any[])[1].ts;
  chatDelete(w.as("U0BOT", { channel: "C0GENERAL", ts: replyTs }));
  expect(w.records.collection("messages").get(messageKey("C0GENERAL", PARENT))!.reply_count).toBeUndefined();
});
