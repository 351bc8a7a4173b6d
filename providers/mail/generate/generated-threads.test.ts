import { expect, test } from "bun:test";
import { runSeedSteps, type SeedRecords } from "../../../core/pack/index.ts";
import type { MailMessage } from "../records.ts";
import { mailSeedRecords } from "./index.ts";
import { mailGenerate } from "./generated-threads.ts";
import { THREAD_COUNT } from "./thread-plan.ts";

const context = (randomSeed: number) => {
  let n = 0;
  return { config: undefined, clock: { now: () => new Date("2026-11-21T12:00:00Z") }, ids: { next: () => ++n, random: () => 0.5 }, randomSeed };
};
const grown = (threads: number, randomSeed = 1): SeedRecords => runSeedSteps(mailGenerate.records({ threads }, mailSeedRecords(), context(randomSeed)));
const messages = (records: SeedRecords) => records.messages!.map((row) => row.record as MailMessage);

test("generated threads come after the built-in mailbox, which stays as it was", () => {
  const builtIn = mailSeedRecords();
  const records = grown(300);
  expect(records.messages!.slice(0, builtIn.messages!.length)).toEqual(builtIn.messages!);
  const added = messages(records).slice(builtIn.messages!.length);
  const threads = new Set(added.map((m) => m.threadId));
  expect(threads.size).toBe(300);
  const number = (threadId: string) => Number(threadId.slice(1));
  expect(Math.min(...[...threads].map(number))).toBe(THREAD_COUNT + 1);
  expect(Math.max(...messages(builtIn).map((m) => number(m.threadId)))).toBe(THREAD_COUNT);
  expect(added[0]!.id).toBe(`m${String(builtIn.messages!.length + 1).padStart(4, "0")}`);
});

test("a generated reply answers the message before it in its thread, and every copy sits in a mailbox of the world", () => {
  const records = grown(200);
  const mailboxes = new Set(records.mailboxes!.map((row) => row.id));
  const byMessageId = new Map(messages(records).map((m) => [m.messageId, m]));
  const added = messages(records).filter((m) => Number(m.threadId.slice(1)) > THREAD_COUNT);
  expect(added.some((m) => m.inReplyTo !== null)).toBe(true);
  for (const message of added) {
    expect(mailboxes.has(message.mailbox)).toBe(true);
    if (message.inReplyTo === null) continue;
    const answered = byMessageId.get(message.inReplyTo)!;
    expect(answered.threadId).toBe(message.threadId);
    expect(answered.date < message.date).toBe(true);
  }
});

test("the same seed gives the same threads; another seed others", () => {
  expect(grown(50, 7)).toEqual(grown(50, 7));
  expect(JSON.stringify(grown(50, 8))).not.toBe(JSON.stringify(grown(50, 7)));
});
