// Reading tools: folders with unread counts, search and list, one thread, contacts.
import { defineTool } from "../../../core/pack/index.ts";
import type { ThreadSummary } from "../actions/index.ts";
import type { Contact, MailMessage } from "../records.ts";
import { READ, compactMessage } from "./shared.ts";

export const listFolders = defineTool({
  name: "mail_list_folders",
  description: "List the mailbox's folders (inbox, sent, drafts, archive, trash, spam, starred) and labels with unread and total message counts.",
  inputSchema: { type: "object", properties: {}, additionalProperties: false },
  annotations: { title: "List folders and labels", ...READ },
  run: async (ctx) => {
    const counts = await ctx.callJson<{ mailbox: string; folders: object; labels: Record<string, object> }>("apiFolderCounts", { method: "GET" });
    const { labels } = await ctx.callJson<{ labels: Array<{ id: string; name: string }> }>("apiListLabels", { method: "GET" });
    return { mailbox: counts.mailbox, folders: counts.folders, labels: labels.map((l) => ({ id: l.id, name: l.name, ...counts.labels[l.id] })) };
  },
});

export const searchMessages = defineTool({
  name: "mail_search_messages",
  description: "List threads newest first, in a folder or matching a Gmail-style search: words, \"phrases\", from:, to:, subject:, label:, in:<folder>, is:unread, is:starred. Without query or label it lists the inbox.",
  inputSchema: {
    type: "object",
    properties: {
      query: { type: "string", description: 'e.g. "from:priya invoice is:unread"' },
      folder: { type: "string", enum: ["inbox", "sent", "drafts", "archive", "trash", "spam", "starred", "all"], description: "Default inbox; all (but trash and spam) when searching" },
      label: { type: "string", description: "A label id or name" },
      page: { type: "integer", minimum: 1, description: "1-based page of 25 threads" },
    },
    additionalProperties: false,
  },
  annotations: { title: "Search messages", ...READ },
  run: async (ctx, input) => {
    const query: Record<string, string> = { pageSize: "25" };
    if (input.query) query.q = input.query;
    if (input.folder) query.folder = input.folder;
    if (input.label) query.label = input.label;
    if (input.page) query.page = String(input.page);
    const list = await ctx.callJson<{ total: number; page: number; pages: number; threads: ThreadSummary[] }>("apiListMessages", { method: "GET", query });
    return {
      total: list.total, page: list.page, pages: list.pages,
      threads: list.threads.map((t) => ({
        threadId: t.threadId, messageId: t.messageId, subject: t.subject, from: t.participants.map((p) => p.name || p.email).join(", "),
        date: t.date, messages: t.count, ...(t.unread ? { unread: true } : {}), ...(t.starred ? { starred: true } : {}), labels: t.labels, folders: t.folders, snippet: t.snippet,
      })),
    };
  },
});

export const readThread = defineTool({
  name: "mail_read_thread",
  description: "Read a whole thread, oldest message first, with full bodies. Opening it marks it read.",
  inputSchema: { type: "object", properties: { thread_id: { type: "string", minLength: 1, description: "A thread id from mail_search_messages (e.g. t001)" } }, required: ["thread_id"], additionalProperties: false },
  annotations: { title: "Read a thread", readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  run: async (ctx, input) => {
    const thread = await ctx.callJson<{ threadId: string; subject: string; labels: string[]; messages: MailMessage[] }>("apiGetThread", { method: "GET", params: { id: input.thread_id } });
    return { threadId: thread.threadId, subject: thread.subject, labels: thread.labels, messages: thread.messages.map(compactMessage) };
  },
});

export const listContacts = defineTool({
  name: "mail_list_contacts",
  description: "List contacts (colleagues and outside people) with email, company and title; optionally those whose name, email or company contains the query.",
  inputSchema: { type: "object", properties: { query: { type: "string" } }, additionalProperties: false },
  annotations: { title: "List contacts", ...READ },
  run: async (ctx, input) => {
    const { contacts } = await ctx.callJson<{ contacts: Contact[] }>("apiListContacts", { method: "GET", query: input.query ? { q: input.query } : {} });
    return { contacts: contacts.map((c) => ({ name: c.name, email: c.email, company: c.company, title: c.title })) };
  },
});
