import { expect, test } from "bun:test";
import type { MailMessage } from "../records.ts";
import * as mail from "./index.ts";
import { memoryWorld } from "./test-world.fixture.ts";

const messages = (world: ReturnType<typeof memoryWorld>["world"]) => world.collection("messages").all() as MailMessage[];

test("the inbox lists threads newest first, paged", () => {
  const { world } = memoryWorld();
  const page = mail.listMessages(world, { pageSize: 10 });
  expect(page.threads).toHaveLength(10);
  expect(page.total).toBeGreaterThan(10);
  const dates = page.threads.map((t) => t.date);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(mail.listMessages(world, { pageSize: 10, page: 2 }).threads[0]!.threadId).not.toBe(page.threads[0]!.threadId);
});

test("search understands words, from:, subject:, is:, label: and in:", () => {
  const { world } = memoryWorld();
  const priya = mail.listMessages(world, { query: "from:priya invoice is:unread" });
  expect(priya.threads.map((t) => t.threadId)).toContain("t001");
  expect(mail.listMessages(world, { query: 'subject:"INV-4471"' }).threads[0]!.threadId).toBe("t001");
  expect(mail.listMessages(world, { query: "label:finance" }).total).toBeGreaterThan(0);
  expect(mail.listMessages(world, { query: "in:spam" }).threads.every((t) => t.folders.includes("spam"))).toBe(true);
  expect(mail.listMessages(world, { query: "zzzz-nothing" }).total).toBe(0);
});

test("opening a thread marks it read", () => {
  const { world } = memoryWorld();
  expect(mail.getThread(world, "t001").messages[0]).toMatchObject({ id: "m0001", read: true });
  expect(world.collection("messages").get("m0001")!.read).toBe(true);
  expect(() => mail.getThread(world, "t999")).toThrow("No thread t999");
});

test("send keeps a sent copy and delivers to colleagues' inboxes, not to outsiders", () => {
  const { world, clock, ids } = memoryWorld();
  const sent = mail.send(world, clock, ids, { to: "Sam <sam@northwind.example>, owen@contoso.example", subject: "Budget", body: "See attached" });
  expect(sent).toMatchObject({ mailbox: "dana@northwind.example", folder: "sent", read: true, date: "2026-11-24T09:00:00.000Z" });
  expect(sent.to.map((a) => a.email)).toEqual(["sam@northwind.example", "owen@contoso.example"]);
  const copies = messages(world).filter((m) => m.messageId === sent.messageId);
  expect(copies.map((m) => [m.mailbox, m.folder, m.read])).toEqual([["dana@northwind.example", "sent", true], ["sam@northwind.example", "inbox", false]]);
  expect(() => mail.send(world, clock, ids, { to: "not-an-address", body: "x" })).toThrow('"not-an-address" is not a valid email address');
  expect(() => mail.send(world, clock, ids, { to: "", body: "x" })).toThrow("Add at least one recipient");
});

test("reply threads under the original with Re: and a quote; forward with Fwd:", () => {
  const { world, clock, ids } = memoryWorld();
  const answer = mail.reply(world, clock, ids, "m0001", { body: "It was paid on Friday." });
  expect(answer.subject).toStartWith("Re: Invoice INV-4471"); // (a matcher inside toMatchObject would overwrite the field in bun 1.4)
  expect(answer).toMatchObject({ threadId: "t001", to: [{ email: "priya.natarajan@contoso.example" }], inReplyTo: "<t001.0@contoso.example>" });
  expect(answer.body).toStartWith("It was paid on Friday.\n\nOn 2026-11-18 09:05 UTC, Priya Natarajan");
  expect(answer.body).toContain("> Could you confirm");
  expect(mail.reply(world, clock, ids, answer.id, { body: "again" }).subject).toBe(answer.subject); // no Re: Re:
  const fwd = mail.forward(world, clock, ids, "m0001", { to: "sam@northwind.example", body: "FYI" });
  expect(fwd.subject).toStartWith("Fwd: ");
  expect(fwd.body).toContain("---------- Forwarded message ---------\nFrom: Priya Natarajan <priya.natarajan@contoso.example>");
  expect(() => mail.reply(world, clock, ids, "m9999", {})).toThrow("No message m9999");
});

test("drafts are saved, updated and replaced when sent", () => {
  const { world, clock, ids } = memoryWorld();
  const draft = mail.saveDraft(world, clock, ids, { to: "", subject: "Half", body: "..." });
  expect(draft).toMatchObject({ folder: "drafts", draft: true });
  mail.saveDraft(world, clock, ids, { draftId: draft.id, to: "sam@northwind.example", subject: "Whole", body: "done" });
  const sent = mail.send(world, clock, ids, { draftId: draft.id, to: "sam@northwind.example", subject: "Whole", body: "done" });
  expect(world.collection("messages").has(draft.id)).toBe(false);
  expect(sent.folder).toBe("sent");
});

test("archive, trash, restore, labels, read and star", () => {
  const { world } = memoryWorld();
  mail.archive(world, "m0001");
  expect(world.collection("messages").get("m0001")!.folder).toBe("archive");
  expect(mail.listMessages(world, {}).threads.map((t) => t.threadId)).not.toContain("t001");
  mail.trash(world, "m0001");
  expect(world.collection("messages").get("m0001")!.folder).toBe("trash");
  mail.restore(world, "m0001");
  expect(world.collection("messages").get("m0001")!.folder).toBe("inbox");
  mail.addLabel(world, "m0001", "Travel");
  expect(world.collection("messages").get("m0001")!.labels).toContain("travel");
  mail.removeLabel(world, "m0001", "travel");
  expect(world.collection("messages").get("m0001")!.labels).not.toContain("travel");
  expect(() => mail.addLabel(world, "m0001", "Nope")).toThrow('No label named "Nope"');
  mail.markRead(world, "m0001");
  const before = mail.folderCounts(world).folders.inbox!.unread;
  mail.markUnread(world, "m0001");
  expect(mail.folderCounts(world).folders.inbox!.unread).toBe(before + 1);
  mail.star(world, "m0001");
  expect(mail.listMessages(world, { folder: "starred" }).threads.map((t) => t.threadId)).toContain("t001");
});

test("contacts and labels", () => {
  const { world } = memoryWorld();
  expect(mail.listContacts(world, "contoso").map((c) => c.name)).toEqual(["Owen Gallagher", "Priya Natarajan"]);
  expect(mail.listLabels(world).map((l) => l.name)).toEqual(["Clients", "Finance", "Hiring", "Team", "Travel", "Vendors"]);
});
