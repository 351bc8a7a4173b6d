// Reading the mailbox: thread lists (newest first, paged), one thread (marks it read), labels,
// contacts and the unread counts per folder and label that the sidebar shows.
import { checkWorkBudget, type PackWorld } from "../../../core/pack/index.ts";
import { COLLECTIONS, type Address, type Contact, type Folder, type Label, type MailMessage } from "../records.ts";
import { byDate, findLabel, me, myMessages, myThread, patch } from "./mailbox.ts";
import { compileSearch } from "./search.ts";
import { foldersNamed, parseSearch } from "./search-query.ts";

export const FOLDERS: Folder[] = ["inbox", "sent", "drafts", "archive", "trash", "spam"];

export interface ListOptions {
  /** A folder, or "starred" / "all" (everything but trash and spam). Default inbox, or "all" with a query. */
  folder?: Folder | "starred" | "all";
  label?: string;
  query?: string;
  starred?: boolean;
  unread?: boolean;
  page?: number;
  pageSize?: number;
  /** The world's time, for the search's newer_than: and older_than:. */
  now?: Date;
}

export interface ThreadSummary {
  threadId: string;
  subject: string;
  participants: Address[];
  snippet: string;
  date: string;
  count: number;
  unread: boolean;
  starred: boolean;
  labels: string[];
  folders: Folder[];
  /** The newest matching message: what a click opens. */
  messageId: string;
}

export function listMessages(world: PackWorld, options: ListOptions = {}) {
  const labels = world.collection(COLLECTIONS.labels).all() as Label[];
  const folder = options.folder ?? (options.query || options.label ? "all" : "inbox");
  const search = parseSearch(options.query ?? "");
  const named = foldersNamed(search);
  // A query that names folders (in:sent, -in:inbox) searches them instead of `folder`; Trash and Spam
  // stay out unless it names them (or in:anywhere), as in Gmail.
  const where = named.size === 0 ? (m: MailMessage) => inFolder(m, folder)
    : named.has("anywhere") ? () => true
    : (m: MailMessage) => (m.folder !== "trash" || named.has("trash")) && (m.folder !== "spam" || named.has("spam"));
  const matches = compileSearch(search, { labels, self: me(world).address, now: options.now });
  const labelId = options.label ? findLabel(world, options.label).id : undefined;
  const all = myMessages(world);
  const hits = all.filter((m) => {
    // A mailbox grows with every send and a query can hold many terms: stop before the scan holds the service.
    checkWorkBudget();
    return where(m) &&
      (labelId === undefined || m.labels.includes(labelId)) &&
      (options.starred === undefined || m.starred === options.starred) &&
      (options.unread === undefined || m.read !== options.unread) &&
      matches(m);
  });
  const threads = groupByThread(hits);
  const everyThread = groupByThread(all);
  const summaries = [...threads.entries()].map(([threadId, matched]) => summarize(matched, everyThread.get(threadId)!)).sort((a, b) => b.date.localeCompare(a.date) || b.threadId.localeCompare(a.threadId));
  const pageSize = Math.min(Math.max(options.pageSize ?? 50, 1), 200);
  const page = Math.max(options.page ?? 1, 1);
  return { folder, page, pageSize, total: summaries.length, pages: Math.max(1, Math.ceil(summaries.length / pageSize)), threads: summaries.slice((page - 1) * pageSize, page * pageSize) };
}

function inFolder(m: MailMessage, folder: string): boolean {
  if (folder === "all") return m.folder !== "trash" && m.folder !== "spam";
  if (folder === "starred") return m.starred && m.folder !== "trash";
  return m.folder === folder;
}

function groupByThread(messages: MailMessage[]): Map<string, MailMessage[]> {
  const threads = new Map<string, MailMessage[]>();
  for (const m of messages) {
    const list = threads.get(m.threadId);
    if (list) list.push(m);
    else threads.set(m.threadId, [m]);
  }
  return threads;
}

function summarize(matched: MailMessage[], thread: MailMessage[]): ThreadSummary {
  checkWorkBudget();
  matched.sort(byDate);
  const newest = matched.at(-1)!;
  const participants = new Map<string, Address>();
  for (const m of thread.sort(byDate)) if (!participants.has(m.from.email)) participants.set(m.from.email, m.from);
  return {
    threadId: newest.threadId, subject: thread[0]!.subject, participants: [...participants.values()], snippet: newest.body.replace(/\s+/g, " ").slice(0, 120), date: newest.date,
    count: matched.length, unread: matched.some((m) => !m.read), starred: matched.some((m) => m.starred),
    labels: [...new Set(thread.flatMap((m) => m.labels))], folders: [...new Set(matched.map((m) => m.folder))], messageId: newest.id,
  };
}

/** One thread, oldest first; opening it marks its messages read, unless `markRead` is false (a peek, as an API client reads). */
export function getThread(world: PackWorld, threadId: string, { markRead = true }: { markRead?: boolean } = {}) {
  const messages = myThread(world, threadId).map((m) => (m.read || !markRead ? m : patch(world, m.id, { read: true })));
  return { threadId, subject: messages[0]!.subject, labels: [...new Set(messages.flatMap((m) => m.labels))], messages };
}

export function listLabels(world: PackWorld): Label[] {
  return (world.collection(COLLECTIONS.labels).all() as Label[]).sort((a, b) => a.name.localeCompare(b.name));
}

/** Contacts (optionally those whose name, email or company contains `query`), by name. */
export function listContacts(world: PackWorld, query = ""): Contact[] {
  const q = query.trim().toLowerCase();
  return (world.collection(COLLECTIONS.contacts).all() as Contact[])
    .filter((c) => !q || `${c.name} ${c.email} ${c.company}`.toLowerCase().includes(q))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Unread and total messages per folder (drafts: total only) and per label (outside trash and spam). */
export function folderCounts(world: PackWorld) {
  const messages = myMessages(world);
  const count = (list: MailMessage[]) => ({ unread: list.filter((m) => !m.read).length, total: list.length });
  const folders = Object.fromEntries(FOLDERS.map((f) => [f, count(messages.filter((m) => m.folder === f))]));
  folders.starred = count(messages.filter((m) => inFolder(m, "starred")));
  const live = messages.filter((m) => inFolder(m, "all"));
  const labels = Object.fromEntries(listLabels(world).map((l) => [l.id, count(live.filter((m) => m.labels.includes(l.id)))]));
  return { mailbox: me(world).address, folders, labels };
}
