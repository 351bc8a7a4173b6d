// The gmail profile's label tools: counts as the JSON API counts, labels it creates, label changes on a
// thread or on one message read back over the JSON API, Trash and Spam, and how graders read the calls.
import { describe, expect, test } from "bun:test";
import { withNativeCalls } from "../../../../core/grading/native-calls.ts";
import toolCalled from "../../../../plugins/tool-called/plugin.ts";
import { gradingInput } from "../../../../plugins/shared/grading-input.fixture.ts";
import type { MailMessage } from "../../records.ts";
import { gmailWorld } from "./gmail-test-world.fixture.ts";

const w = gmailWorld();
const shape = (messages: MailMessage[]) => messages.map((m) => ({ id: m.id, folder: m.folder, labels: m.labels, read: m.read, starred: m.starred }));

/** A thread with two or more messages in the inbox (and perhaps Dana's replies in Sent), no draft. */
async function inboxThread(): Promise<MailMessage[]> {
  for (const summary of (await w.api("/messages?folder=inbox&pageSize=200")).threads) {
    if (summary.count < 2 || summary.threadId === "t001") continue;
    const messages = await w.thread(summary.threadId);
    if (messages.every((m) => !m.draft && (m.folder === "inbox" || m.folder === "sent"))) return messages;
  }
  throw new Error("no inbox thread of several messages");
}
const received = (thread: MailMessage[]) => thread.filter((m) => m.folder === "inbox");

describe("labels", () => {
  test("list_labels: the system labels and the user labels, with the JSON API's counts", async () => {
    const { labels } = await w.call("list_labels");
    expect(labels.map((l: { labelId: string }) => l.labelId)).toEqual(["INBOX", "SENT", "DRAFT", "SPAM", "TRASH", "STARRED", "UNREAD", "clients", "finance", "hiring", "team", "travel", "vendors"]);
    const counts = await w.api("/folders");
    const inbox = labels.find((l: { labelId: string }) => l.labelId === "INBOX");
    expect(inbox).toEqual({
      labelId: "INBOX", name: "INBOX", messagesTotal: counts.folders.inbox.total, messagesUnread: counts.folders.inbox.unread,
      threadsTotal: (await w.api("/messages?folder=inbox")).total, threadsUnread: (await w.api("/messages?folder=inbox&unread=true")).total,
    });
    const finance = labels.find((l: { labelId: string }) => l.labelId === "finance");
    expect(finance).toMatchObject({ name: "Finance", color: { backgroundColor: "#188038" }, messagesTotal: counts.labels.finance.total, threadsTotal: (await w.api("/messages?label=finance")).total });
  });

  test("create_label makes the label and its parents; a name taken is refused", async () => {
    const created = await w.call("create_label", { displayName: "Projects/Alpha", color: { backgroundColor: "#16a766", textColor: "#ffffff" } });
    expect(created).toEqual({ labelId: "projects-alpha", name: "Projects/Alpha", color: { backgroundColor: "#16a766" }, messagesTotal: 0, messagesUnread: 0, threadsTotal: 0, threadsUnread: 0 });
    const names = (await w.api("/labels")).labels.map((l: { name: string }) => l.name);
    expect(names).toEqual(expect.arrayContaining(["Projects", "Projects/Alpha"]));
    await w.call("create_label", { displayName: "Solo/Child", autoCreateParentLabels: false });
    expect((await w.api("/labels")).labels.map((l: { name: string }) => l.name)).not.toContain("Solo");
    expect(await w.failure("create_label", { displayName: "projects/alpha" })).toBe("Label name exists or conflicts");
    expect(await w.failure("create_label", { displayName: "Inbox" })).toBe("Invalid label name");
    expect(await w.failure("create_label", { displayName: "Odd", color: { backgroundColor: "green" } })).toBe("Invalid label color: give backgroundColor as #rrggbb.");
    expect((await w.call("search_threads", { query: "label:projects-alpha" })).threads).toBeUndefined();
  });

  test("label_thread and unlabel_thread change every message of the thread: user labels, INBOX, UNREAD, STARRED", async () => {
    const thread = await inboxThread();
    const threadId = thread[0]!.threadId;
    expect(await w.call("label_thread", { threadId, labelIds: ["finance", "STARRED", "UNREAD"] })).toEqual({});
    expect(shape(await w.thread(threadId))).toEqual(thread.map((m) => ({ id: m.id, folder: m.folder, labels: [...m.labels, "finance"], read: false, starred: true })));
    await w.call("unlabel_thread", { threadId, labelIds: ["INBOX", "UNREAD", "STARRED", "finance"] });
    // Removing INBOX archives what was in the inbox; Dana's own copies stay in Sent.
    expect(shape(await w.thread(threadId))).toEqual(thread.map((m) => ({ id: m.id, folder: m.folder === "inbox" ? "archive" : "sent", labels: m.labels, read: true, starred: false })));
    await w.call("label_thread", { threadId, labelIds: ["INBOX"] });
    expect((await w.thread(threadId)).map((m) => m.folder)).toEqual(thread.map((m) => m.folder));
  });

  test("a bad label id changes nothing and is Invalid label: names are not ids; TRASH is added by the sensitive tool only", async () => {
    const thread = await inboxThread();
    const before = shape(await w.thread(thread[0]!.threadId));
    for (const labelIds of [["finance", "Finance"], ["STARRED", "IMPORTANT"], ["TRASH"], ["SENT"]])
      expect(await w.failure("label_thread", { threadId: thread[0]!.threadId, labelIds })).toBe(`Invalid label: ${labelIds.at(-1)}`);
    expect(shape(await w.thread(thread[0]!.threadId))).toEqual(before);
    expect(await w.failure("label_thread", { threadId: "t999", labelIds: ["finance"] })).toBe("Requested entity was not found.");
    expect(await w.failure("label_message", { messageId: "m9999", labelIds: ["finance"] })).toBe("Requested entity was not found.");
  });

  test("label_message and unlabel_message change that one message", async () => {
    const [first, second] = received(await inboxThread());
    await w.call("label_message", { messageId: second!.id, labelIds: ["travel", "UNREAD"] });
    const after = await w.thread(first!.threadId);
    expect(after.find((m) => m.id === second!.id)).toMatchObject({ labels: [...second!.labels, "travel"], read: false });
    expect(after.find((m) => m.id === first!.id)).toEqual(first!);
    await w.call("unlabel_message", { messageId: second!.id, labelIds: ["INBOX", "travel"] });
    expect((await w.api(`/messages/${second!.id}`)).message).toMatchObject({ folder: "archive", labels: second!.labels });
    expect((await w.api(`/messages/${first!.id}`)).message.folder).toBe("inbox");
  });

  test("apply_sensitive_*_label moves a thread or a message to Trash or Spam; removing the label brings it back", async () => {
    const thread = await inboxThread();
    const threadId = thread[0]!.threadId;
    expect(await w.call("apply_sensitive_thread_label", { threadId, labelOption: "TRASH" })).toEqual({});
    expect((await w.thread(threadId)).map((m) => m.folder)).toEqual(thread.map(() => "trash"));
    await w.call("unlabel_thread", { threadId, labelIds: ["TRASH"] });
    expect((await w.thread(threadId)).map((m) => m.folder)).toEqual(thread.map((m) => m.folder));
    const target = received(thread)[1]!;
    await w.call("apply_sensitive_message_label", { messageId: target.id, labelOption: "SPAM" });
    expect((await w.thread(threadId)).map((m) => m.folder)).toEqual(thread.map((m) => (m.id === target.id ? "spam" : m.folder)));
    const spammed = await w.call("get_message", { messageId: target.id, messageFormat: "METADATA_ONLY" });
    expect(spammed.labelIds).toContain("SPAM");
    await w.call("unlabel_message", { messageId: target.id, labelIds: ["SPAM"] });
    expect((await w.api(`/messages/${target.id}`)).message.folder).toBe("inbox");
    expect(await w.failure("apply_sensitive_thread_label", { threadId, labelOption: "LABEL_OPTION_UNSPECIFIED" })).toBe("Invalid label option: choose TRASH or SPAM.");
    expect(await w.failure("apply_sensitive_message_label", { messageId: "m9999", labelOption: "TRASH" })).toBe("Requested entity was not found.");
  });
});

describe("grading", () => {
  test("graders read the profile's calls as the native tools they do the work of", async () => {
    const calls = withNativeCalls(w.t.service.packs, await w.t.service.store.listToolCalls(w.worldId));
    const native = (tool: string) => calls.filter((c) => c.tool === tool).map((c) => c.native);
    expect(native("label_thread")[0]).toEqual({ tool: "mail_label_thread", arguments: { add: ["finance", "STARRED", "UNREAD"] } });
    expect(native("unlabel_message")[0]).toEqual({ tool: "mail_label_thread", arguments: { remove: ["INBOX", "travel"] } });
    expect(native("apply_sensitive_thread_label")[0]).toEqual({ tool: "mail_trash_thread", arguments: {} });
    expect(native("apply_sensitive_message_label")[0]).toEqual({ tool: "mail_trash_thread", arguments: { labelOption: "SPAM" } });
    expect(native("list_labels")[0]).toEqual({ tool: "mail_list_folders", arguments: {} });
    expect(native("create_label")[0]).toBeUndefined(); // no native tool creates labels
    const graded = toolCalled.grade(gradingInput({ toolCalls: calls }), { tool: "mail_label_thread", arguments: { "add.0": "finance" }, outcome: "ok" });
    expect(graded.passed).toBe(true);
  });
});
