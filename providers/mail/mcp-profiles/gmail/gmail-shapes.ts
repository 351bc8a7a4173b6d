// The mail pack's records in the shapes of the Gmail MCP server's output schemas. A message's Gmail
// labels come from its folder (INBOX, SENT, DRAFT, TRASH, SPAM; Archive has none), its read state
// (UNREAD), its star (STARRED) and its user labels (their ids: finance). Addresses are written as the
// headers give them ("Priya Natarajan <priya.natarajan@contoso.example>"); dates are YYYY-MM-DD, as
// the schemas say.
import { formatAddress } from "../../actions/index.ts";
import type { Folder, Label, MailMessage } from "../../records.ts";
import { withoutEmpty } from "./gmail-answer.ts";

export type MessageFormat = "MINIMAL" | "FULL_CONTENT" | "METADATA_ONLY";

const FOLDER_LABELS: Record<Folder, string | undefined> = { inbox: "INBOX", sent: "SENT", drafts: "DRAFT", trash: "TRASH", spam: "SPAM", archive: undefined };

/** The system labels the profile knows, each with the folder or flag it stands for. */
export const SYSTEM_LABELS = ["INBOX", "SENT", "DRAFT", "SPAM", "TRASH", "STARRED", "UNREAD"] as const;

export function labelIdsOf(m: MailMessage): string[] {
  const folder = FOLDER_LABELS[m.folder];
  return [...m.labels, ...(m.starred ? ["STARRED"] : []), ...(m.read || m.draft ? [] : ["UNREAD"]), ...(folder ? [folder] : [])];
}

const snippetOf = (m: MailMessage) => m.body.replace(/\s+/g, " ").trim().slice(0, 120);

/** A message as get_message answers it and get_thread and search_threads list it. */
export function gmailMessage(m: MailMessage, format: MessageFormat) {
  const withText = format !== "METADATA_ONLY";
  return withoutEmpty({
    id: m.id,
    snippet: withText ? snippetOf(m) : undefined,
    subject: withText ? m.subject : undefined,
    sender: formatAddress(m.from),
    toRecipients: m.to.map(formatAddress),
    ccRecipients: m.cc.map(formatAddress),
    date: m.date.slice(0, 10),
    labelIds: labelIdsOf(m),
    plaintextBody: format === "FULL_CONTENT" ? m.body : undefined,
  });
}

export const gmailThread = (threadId: string, messages: MailMessage[], format: MessageFormat) => ({ id: threadId, messages: messages.map((m) => gmailMessage(m, format)) });

/** A draft as list_drafts lists it: metadata, and with the full view its subject and text. */
export function gmailDraft(m: MailMessage, full: boolean) {
  return withoutEmpty({
    id: m.id,
    threadId: m.threadId,
    toRecipients: m.to.map(formatAddress),
    ccRecipients: m.cc.map(formatAddress),
    date: m.date.slice(0, 10),
    subject: full ? m.subject : undefined,
    plaintextBody: full ? m.body : undefined,
  });
}

export interface Counts { messagesTotal: number; messagesUnread: number; threadsTotal: number; threadsUnread: number }

/** A label as list_labels and create_label answer it; the pack keeps one colour, the background. */
export function gmailLabel(label: Pick<Label, "id" | "name"> & { color?: string }, counts: Counts) {
  return { labelId: label.id, name: label.name, ...(label.color ? { color: { backgroundColor: label.color } } : {}), ...counts };
}
