// list_labels and create_label. The system labels the mailbox can stand for (its folders, Starred,
// Unread) come first, then the user labels; each with its message and thread counts. There is no
// IMPORTANT, CHAT or CATEGORY_* label: the mailbox has no such notion.
import type { ToolContext } from "../../../../core/pack/index.ts";
import type { Label } from "../../records.ts";
import { GMAIL_ERRORS, gmailAnswer, gmailFailure, mailApi } from "./gmail-answer.ts";
import { gmailTool } from "./gmail-listing.ts";
import { gmailLabel, SYSTEM_LABELS, type Counts } from "./gmail-shapes.ts";

type FolderCounts = { folders: Record<string, { unread: number; total: number }>; labels: Record<string, { unread: number; total: number }> };

/** What the JSON API's thread list is asked, per system label, to count its threads. */
const THREADS_OF: Record<(typeof SYSTEM_LABELS)[number], Record<string, string>> = {
  INBOX: { folder: "inbox" }, SENT: { folder: "sent" }, DRAFT: { folder: "drafts" }, SPAM: { folder: "spam" }, TRASH: { folder: "trash" },
  STARRED: { folder: "starred" }, UNREAD: { q: "is:unread in:anywhere" },
};
const FOLDER_OF = { INBOX: "inbox", SENT: "sent", DRAFT: "drafts", SPAM: "spam", TRASH: "trash", STARRED: "starred" } as const;

async function threadCounts(ctx: ToolContext, query: Record<string, string>): Promise<Pick<Counts, "threadsTotal" | "threadsUnread">> {
  const count = async (extra: Record<string, string>) =>
    (await mailApi<{ total: number }>(ctx, "apiListMessages", { method: "GET", query: { ...query, ...extra, pageSize: "1" } })).total;
  return { threadsTotal: await count({}), threadsUnread: await count({ unread: "true" }) };
}

export const userLabels = async (ctx: ToolContext) => (await mailApi<{ labels: Label[] }>(ctx, "apiListLabels", { method: "GET" })).labels;

export const listLabels = gmailTool("list_labels", {
  native: { tool: "mail_list_folders", arguments: () => ({}) },
  run: async (ctx) => {
    const counts = await mailApi<FolderCounts>(ctx, "apiFolderCounts", { method: "GET" });
    // Every unread message, wherever it is (Starred counts messages that are also in a folder).
    const unread = Object.entries(counts.folders).reduce((sum, [folder, c]) => sum + (folder === "starred" ? 0 : c.unread), 0);
    const labels = [];
    for (const id of SYSTEM_LABELS) {
      const c = id === "UNREAD" ? { total: unread, unread } : counts.folders[FOLDER_OF[id]] ?? { total: 0, unread: 0 };
      const threads = await threadCounts(ctx, THREADS_OF[id]);
      labels.push(gmailLabel({ id, name: id }, { messagesTotal: c.total, messagesUnread: c.unread, ...threads }));
    }
    for (const label of await userLabels(ctx)) {
      const c = counts.labels[label.id] ?? { total: 0, unread: 0 };
      const threads = await threadCounts(ctx, { label: label.id });
      labels.push(gmailLabel(label, { messagesTotal: c.total, messagesUnread: c.unread, ...threads }));
    }
    return gmailAnswer({ labels });
  },
});

const createOne = (ctx: ToolContext, name: string, color?: string) =>
  mailApi<{ label: Label }>(ctx, "apiCreateLabel", { method: "POST", body: { name, ...(color ? { color } : {}) } }, { 400: GMAIL_ERRORS.invalidLabelName, 409: GMAIL_ERRORS.labelExists });

// The native tools cannot create labels: create_label has no native equivalent.
export const createLabel = gmailTool("create_label", {
  run: async (ctx, input) => {
    const name = String(input.displayName).trim();
    // Checked whole before any parent is made, so a refused name leaves no parents behind.
    if (name.split("/").some((part) => part.trim() === "")) throw gmailFailure(GMAIL_ERRORS.invalidLabelName);
    const color = (input.color as { backgroundColor?: unknown } | undefined)?.backgroundColor;
    if (color !== undefined && (typeof color !== "string" || !/^#[0-9a-f]{6}$/i.test(color))) throw gmailFailure(GMAIL_ERRORS.invalidLabelColor);
    const existing = new Set((await userLabels(ctx)).map((l) => l.name.toLowerCase()));
    if (existing.has(name.toLowerCase())) throw gmailFailure(GMAIL_ERRORS.labelExists);
    // Projects/Alpha/Sprint-1 first makes Projects and Projects/Alpha, unless asked not to.
    if (input.autoCreateParentLabels !== false) {
      const parts = name.split("/");
      for (let n = 1; n < parts.length; n++) {
        const parent = parts.slice(0, n).join("/");
        if (!existing.has(parent.toLowerCase())) existing.add(parent.toLowerCase()), await createOne(ctx, parent);
      }
    }
    const { label } = await createOne(ctx, name, color as string | undefined);
    return gmailAnswer(gmailLabel(label, { messagesTotal: 0, messagesUnread: 0, threadsTotal: 0, threadsUnread: 0 }));
  },
});
