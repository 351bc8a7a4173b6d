import { expect, test } from "bun:test";
import { SlackFault } from "../slack-errors.ts";
import { chatPostMessage, chatUpdate } from "./chat.ts";
import { errorOf, world } from "./fixture.ts";
import { MAX_PART_DEPTH } from "./message-shape.ts";

const section = (text: string) => ({ type: "section", text: { type: "mrkdwn", text } });
const nested = (depth: number): unknown => {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i++) value = { elements: [value] };
  return value;
};
const detail = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof SlackFault) return `${error.code} ${error.extra.messages?.join(" ")}`;
  }
  throw new Error("expected a Slack error");
};

test("at most 50 blocks and 100 attachments, as Slack", () => {
  const w = world();
  const post = (args: Record<string, unknown>) => chatPostMessage(w.as("U0ADA", { channel: "C0GENERAL", text: "x", ...args } as never));
  expect(post({ blocks: Array.from({ length: 50 }, (_, i) => section(`b${i}`)) }).ok).toBe(true);
  expect(detail(() => post({ blocks: Array.from({ length: 51 }, (_, i) => section(`b${i}`)) }))).toBe("invalid_blocks [ERROR] no more than 50 items allowed [json-pointer:/blocks]");
  expect(errorOf(() => post({ attachments: Array.from({ length: 101 }, () => ({ text: "a" })) }))).toBe("too_many_attachments");
});

test("blocks nested 5,000 deep are refused, not stored; so are attachments and metadata past the bounds", () => {
  const w = world();
  const before = w.records.collection("messages").all().length;
  const post = (args: Record<string, unknown>) => chatPostMessage(w.as("U0ADA", { channel: "C0GENERAL", text: "x", ...args } as never));
  expect(detail(() => post({ blocks: [nested(5000)] }))).toBe(`invalid_blocks [ERROR] blocks nest deeper than ${MAX_PART_DEPTH} levels [json-pointer:/blocks]`);
  expect(errorOf(() => post({ attachments: [nested(100)] }))).toBe("invalid_arguments");
  expect(errorOf(() => post({ metadata: { event_type: "x", event_payload: nested(100) } }))).toBe("invalid_arguments");
  expect(errorOf(() => post({ blocks: [section("x".repeat(200_001))] }))).toBe("invalid_blocks");
  expect(errorOf(() => post({ blocks: [{ type: "rich_text", elements: Array.from({ length: 10_001 }, () => 1) }] }))).toBe("invalid_blocks");
  expect(w.records.collection("messages").all().length).toBe(before);
  // A real rich text layout is well inside the bounds.
  const rich = { type: "rich_text", elements: [{ type: "rich_text_list", style: "bullet", elements: [{ type: "rich_text_section", elements: [{ type: "text", text: "ok", style: { bold: true } }] }] }] };
  expect(post({ blocks: [rich] }).ok).toBe(true);
});

test("chat.update is bounded the same way", () => {
  const w = world();
  const posted = chatPostMessage(w.as("U0ADA", { channel: "C0GENERAL", text: "x" }));
  expect(errorOf(() => chatUpdate(w.as("U0ADA", { channel: "C0GENERAL", ts: String(posted.ts), blocks: [nested(40)] } as never)))).toBe("invalid_blocks");
});
