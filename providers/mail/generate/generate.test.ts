import { expect, test } from "bun:test";
import type { MailMessage } from "../records.ts";
import { mailSeedRecords } from "./index.ts";
import { generatePlans } from "./thread-plan.ts";

const danas = () => mailSeedRecords().messages!.map((r) => r.record as MailMessage).filter((m) => m.mailbox === "dana@northwind.example");

test("json-schema-faker with a fixed seed draws the same plans every time", () => {
  expect(generatePlans(20)).toEqual(generatePlans(20));
  expect(generatePlans(20, 18)).not.toEqual(generatePlans(20));
});

test("every world gets the same records, as fresh copies", () => {
  const a = mailSeedRecords();
  const b = mailSeedRecords();
  expect(a).toEqual(b);
  expect(a.messages![0]!.record).not.toBe(b.messages![0]!.record);
});

test("the mailbox looks lived in: hundreds of messages in threads over Aug–Nov 2026, in every folder", () => {
  const mine = danas();
  expect(mine.length).toBeGreaterThan(350);
  const threads = new Map<string, number>();
  for (const m of mine) threads.set(m.threadId, (threads.get(m.threadId) ?? 0) + 1);
  expect(Math.max(...threads.values())).toBeLessThanOrEqual(6);
  expect(threads.size).toBeGreaterThan(100);
  const dates = mine.map((m) => m.date).sort();
  expect(dates[0]! >= "2026-08-01" && dates.at(-1)! < "2026-12-01").toBe(true);
  for (const folder of ["inbox", "sent", "drafts", "archive", "trash", "spam"]) expect(mine.some((m) => m.folder === folder)).toBe(true);
  expect(mine.filter((m) => !m.read).length).toBeGreaterThan(15);
  expect(mine.filter((m) => m.starred).length).toBeGreaterThan(5);
  for (const label of ["clients", "finance", "hiring", "travel"]) expect(mine.some((m) => m.labels.includes(label))).toBe(true);
  // Internal mail is delivered: colleagues hold their own copies.
  expect(mailSeedRecords().messages!.some((r) => (r.record as MailMessage).mailbox === "sam@northwind.example")).toBe(true);
});

test("thread t001 is Priya's unread invoice question (the anchor tasks rely on)", () => {
  expect(danas().find((m) => m.threadId === "t001")).toMatchObject({ id: "m0001", from: { name: "Priya Natarajan" }, folder: "inbox", read: false, subject: expect.stringContaining("INV-4471") });
});

test("a world costs well under 50 ms once the data is built", () => {
  mailSeedRecords();
  const start = performance.now();
  for (let i = 0; i < 10; i++) mailSeedRecords();
  expect((performance.now() - start) / 10).toBeLessThan(50);
});
