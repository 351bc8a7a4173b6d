import { expect, test } from "bun:test";
import { messageKey } from "../slack-ids.ts";
import type { SlackAnswer } from "./call.ts";
import { chatPostEphemeral } from "./chat-ephemeral.ts";
import { conversationsHistory, conversationsReplies } from "./conversation-history.ts";
import { errorOf, expectSampleShape, world } from "./fixture.ts";

const PARENT = "1700000100.000100";
const texts = (answer: SlackAnswer) => (answer.messages as Array<{ text: string }>).map((m) => m.text);

test("chat.postEphemeral: a message_ts from the clock, kept for graders, never in history or a thread", () => {
  const w = world();
  const answer = chatPostEphemeral(w.as("U0BOT", { channel: "C0GENERAL", user: "U0ADA", text: "only you", thread_ts: PARENT }));
  expectSampleShape(answer, "chat.postEphemeral");
  // The seed's reply without a ts took the clock's first one in #general (1709640000.000100).
  expect(answer).toEqual({ ok: true, message_ts: "1709640000.000101" });
  const stored = w.records.collection("ephemeral_messages").get(messageKey("C0GENERAL", "1709640000.000101"));
  expect(stored).toMatchObject({ channel: "C0GENERAL", user: "U0BOT", recipient: "U0ADA", text: "only you", thread_ts: PARENT, bot_id: "B0BOT", team: "T0ACME" });
  expect(texts(conversationsHistory(w.as("U0ADA", { channel: "C0GENERAL" })))).not.toContain("only you");
  expect(texts(conversationsReplies(w.as("U0ADA", { channel: "C0GENERAL", ts: PARENT })))).not.toContain("only you");
  const next = chatPostEphemeral(w.as("U0ADA", { channel: "C0GENERAL", user: "U0BOT", blocks: '[{"type":"divider"}]' }));
  expect(next.message_ts).toBe("1709640000.000102");
  expect(w.records.collection("ephemeral_messages").all()).toHaveLength(2);
});

test("chat.postEphemeral refusals write nothing", () => {
  const w = world();
  const post = (user: string, args: Record<string, string>) => errorOf(() => chatPostEphemeral(w.as(user, { text: "x", ...args })));
  expect(post("U0BOT", { channel: "C0GENERAL", user: "U0BEA" })).toBe("user_not_in_channel");
  expect(post("U0BOT", { channel: "C0GENERAL", user: "U0NOBODY" })).toBe("user_not_in_channel");
  expect(post("U0BOT", { channel: "C0RANDOM", user: "U0ADA" })).toBe("not_in_channel");
  expect(post("U0ADA", { channel: "G0SECRET", user: "U0BEA" })).toBe("channel_not_found");
  expect(post("U0BOT", { channel: "C0OLD", user: "U0ADA" })).toBe("is_archived");
  expect(post("U0BOT", { channel: "C0GENERAL" })).toBe("invalid_arguments");
  expect(errorOf(() => chatPostEphemeral(w.as("U0BOT", { channel: "C0GENERAL", user: "U0ADA" })))).toBe("no_text");
  expect(w.records.collection("ephemeral_messages").all()).toEqual([]);
});
