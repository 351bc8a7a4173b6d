import { expect, test } from "bun:test";
import type { MailMessage } from "../records.ts";
import * as mail from "./index.ts";
import { memoryWorld } from "./test-world.fixture.ts";

/** The first thread of two or more inbox messages. */
function twoInInbox(world: ReturnType<typeof memoryWorld>["world"]): MailMessage[] {
  const thread = mail.listMessages(world, { pageSize: 200 }).threads.find((t) => t.count >= 2)!;
  return (world.collection("messages").find((m) => m.threadId === thread.threadId && m.folder === "inbox" && m.mailbox === "dana@northwind.example") as MailMessage[]);
}

test("scope message acts on that one message; the default, its whole thread", () => {
  const { world } = memoryWorld();
  const [a, b] = twoInInbox(world);
  const folder = (m: MailMessage) => (world.collection("messages").get(m.id) as MailMessage).folder;
  mail.archive(world, a!.id, "message");
  expect([folder(a!), folder(b!)]).toEqual(["archive", "inbox"]);
  mail.addLabel(world, b!.id, "finance", "message");
  expect((world.collection("messages").get(a!.id) as MailMessage).labels).not.toContain("finance");
  mail.markUnread(world, a!.id, "message");
  expect((world.collection("messages").get(b!.id) as MailMessage).read).toBe(b!.read);
  mail.spam(world, a!.id);
  expect([folder(a!), folder(b!)]).toEqual(["spam", "spam"]);
  expect(mail.listMessages(world, { query: "in:spam", pageSize: 200 }).threads.map((t) => t.threadId)).toContain(a!.threadId);
  mail.restore(world, b!.id, "message");
  expect([folder(a!), folder(b!)]).toEqual(["spam", "inbox"]);
});

test("a thread can be read without marking it read", () => {
  const { world } = memoryWorld();
  expect(mail.getThread(world, "t001", { markRead: false }).messages[0]!.read).toBe(false);
  expect(world.collection("messages").get("m0001")!.read).toBe(false);
});

test("labels are created with an id from their name; a name is taken once, case aside", () => {
  const { world } = memoryWorld();
  expect(mail.createLabel(world, { name: "Projects/Alpha Beta", color: "#16a766" })).toEqual({ id: "projects-alpha-beta", name: "Projects/Alpha Beta", color: "#16a766" });
  expect(mail.createLabel(world, { name: "Projects: alpha beta" }).id).toBe("projects-alpha-beta-2");
  expect(mail.createLabel(world, { name: "Ünïcode!" })).toMatchObject({ id: "n-code", color: "#9aa0a6" });
  expect(() => mail.createLabel(world, { name: "finance" })).toThrow('A label named "finance" already exists');
  for (const name of ["", " ", "Inbox", "a//b", "x".repeat(226)]) expect(() => mail.createLabel(world, { name })).toThrow("is not a label name");
  expect(() => mail.createLabel(world, { name: "Red", color: "red" })).toThrow('A label color is "#rrggbb"');
  mail.addLabel(world, "m0001", "Projects/Alpha Beta");
  expect(mail.listMessages(world, { query: "label:projects-alpha-beta" }).threads.map((t) => t.threadId)).toEqual(["t001"]);
});
