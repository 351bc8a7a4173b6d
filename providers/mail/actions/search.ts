// Whether one message meets a Gmail search (search-query.ts reads the syntax). Case-insensitive; plain
// words and "phrases" are found in the subject, text, names and addresses (as substrings, so "invoice"
// also finds "invoices"); +word only as a whole word. What the mailbox has no notion of (attachments,
// Important, categories other than Primary, mailing lists, Bcc) matches nothing, so `-has:attachment`
// matches everything.
import type { Label, MailMessage } from "../records.ts";
import { parseSearch, type SearchNode } from "./search-query.ts";

export interface SearchContext {
  labels: Label[];
  /** The signed-in user's address, for from:me and to:me. */
  self: string;
  /** The world's time, for older_than: and newer_than: (without it they match nothing). */
  now?: Date;
}

type Test = (m: MailMessage, memo: Memo) => boolean;
/** What a message's terms share, built on first use: the text to search in, its words, its size. */
interface Memo { text?: string; words?: Set<string>; size?: number }

const who = (list: Array<{ name: string; email: string }>) => list.map((a) => `${a.name} ${a.email}`).join(" ").toLowerCase();
const DAY = 86_400_000;

/** Compiles a query once into a test of one message. */
export function compileSearch(query: string | SearchNode, context: SearchContext): (m: MailMessage) => boolean {
  const test = compile(typeof query === "string" ? parseSearch(query) : query, context);
  return (m) => test(m, {});
}

function compile(node: SearchNode, context: SearchContext): Test {
  switch (node.kind) {
    case "all": return () => true;
    case "not": { const inner = compile(node.of, context); return (m, memo) => !inner(m, memo); }
    case "and": { const parts = node.of.map((n) => compile(n, context)); return (m, memo) => parts.every((p) => p(m, memo)); }
    case "or": { const parts = node.of.map((n) => compile(n, context)); return (m, memo) => parts.some((p) => p(m, memo)); }
    case "term": return termTest(node.field, node.value, context);
  }
}

function termTest(field: Extract<SearchNode, { kind: "term" }>["field"], value: string, context: SearchContext): Test {
  const person = (list: (m: MailMessage) => Array<{ name: string; email: string }>): Test =>
    value === "me" ? (m) => list(m).some((a) => a.email === context.self) : (m) => who(list(m)).includes(value);
  switch (field) {
    case "text": return (m, memo) => textOf(m, memo).includes(value);
    case "word": return (m, memo) => wordsOf(m, memo).has(value);
    case "from": return person((m) => [m.from]);
    case "to": case "deliveredto": return person((m) => [...m.to, ...m.cc]);
    case "cc": return person((m) => m.cc);
    case "subject": return (m) => m.subject.toLowerCase().includes(value);
    case "rfc822msgid": { const id = value.replace(/^<|>$/g, ""); return (m) => m.messageId.toLowerCase().replace(/^<|>$/g, "") === id; }
    case "label": return labelTest(value, context.labels);
    case "in": return inTest(value, context.labels);
    case "is": return isTest(value);
    case "has": return hasTest(value);
    case "category": return value === "primary" ? () => true : () => false;
    case "after": { const at = parseDate(value); return at === undefined ? () => false : (m) => Date.parse(m.date) >= at; }
    case "before": { const at = parseDate(value); return at === undefined ? () => false : (m) => Date.parse(m.date) < at; }
    case "newer_than": case "older_than": {
      const at = context.now && relativeTo(context.now, value);
      if (at === undefined) return () => false;
      return field === "newer_than" ? (m) => Date.parse(m.date) > at : (m) => Date.parse(m.date) < at;
    }
    case "size": case "larger": case "smaller": {
      const bytes = parseSize(value);
      if (bytes === undefined) return () => false;
      return field === "smaller" ? (m, memo) => sizeOf(m, memo) < bytes : (m, memo) => sizeOf(m, memo) > bytes;
    }
    // bcc, list, filename: the mailbox keeps no Bcc, mailing lists or attachments.
    default: return () => false;
  }
}

function textOf(m: MailMessage, memo: Memo): string {
  return (memo.text ??= `${m.subject} ${m.body} ${who([m.from, ...m.to, ...m.cc])}`.toLowerCase());
}

/** Whole words, split on anything that is not a letter or a digit, in one pass. */
function wordsOf(m: MailMessage, memo: Memo): Set<string> {
  if (memo.words) return memo.words;
  const words = new Set<string>();
  let word = "";
  for (const c of textOf(m, memo)) {
    if (/[\p{L}\p{N}]/u.test(c)) word += c;
    else if (word) words.add(word), (word = "");
  }
  if (word) words.add(word);
  return (memo.words = words);
}

const sizeOf = (m: MailMessage, memo: Memo) => (memo.size ??= new TextEncoder().encode(`${m.subject}\n${m.body}`).length);

/** label: takes a label's id or its name, with spaces and slashes written as hyphens (label:projects-alpha), or a system label. */
function labelTest(value: string, labels: Label[]): Test {
  const system = SYSTEM_LABELS[value];
  if (system) return system;
  const dashed = (text: string) => text.toLowerCase().replace(/[\s/]+/g, "-");
  const ids = new Set(labels.filter((l) => l.id.toLowerCase() === value || l.name.toLowerCase() === value || dashed(l.name) === dashed(value)).map((l) => l.id));
  return (m) => m.labels.some((id) => ids.has(id));
}

const SYSTEM_LABELS: Record<string, Test> = {
  inbox: (m) => m.folder === "inbox",
  sent: (m) => m.folder === "sent",
  draft: (m) => m.folder === "drafts",
  drafts: (m) => m.folder === "drafts",
  trash: (m) => m.folder === "trash",
  spam: (m) => m.folder === "spam",
  unread: (m) => !m.read,
  starred: (m) => m.starred,
};

function inTest(value: string, labels: Label[]): Test {
  if (value === "anywhere") return () => true;
  if (value === "all") return (m) => m.folder !== "trash" && m.folder !== "spam";
  if (value === "archive") return (m) => m.folder === "archive";
  if (value === "starred") return (m) => m.starred;
  if (SYSTEM_LABELS[value]) return SYSTEM_LABELS[value]!;
  // Gmail's in: also takes a label's name.
  return labelTest(value, labels);
}

function isTest(value: string): Test {
  if (value === "unread") return (m) => !m.read;
  if (value === "read") return (m) => m.read;
  if (value === "starred") return (m) => m.starred;
  if (value === "draft" || value === "drafts") return (m) => m.draft;
  return () => false; // important, muted, snoozed, chat: the mailbox has none
}

function hasTest(value: string): Test {
  if (value === "userlabels") return (m) => m.labels.length > 0;
  if (value === "nouserlabels") return (m) => m.labels.length === 0;
  if (value.endsWith("-star") || value.endsWith("-bang") || value.endsWith("-check") || value.endsWith("-guillemet") || value.endsWith("-info") || value.endsWith("-question"))
    return (m) => m.starred; // one kind of star here
  return () => false; // attachment, drive, document, spreadsheet, presentation, youtube
}

/** YYYY/MM/DD, YYYY-MM-DD or MM/DD/YYYY (midnight UTC), or seconds since 1970. */
export function parseDate(value: string): number | undefined {
  if (/^\d{9,11}$/.test(value)) return Number(value) * 1000;
  const parts = value.split(/[/-]/);
  if (parts.length !== 3 || !parts.every((p) => /^\d{1,4}$/.test(p))) return undefined;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  const [year, month, day] = parts[0]!.length === 4 ? [a, b, c] : [c, a, b];
  const at = Date.UTC(year, month - 1, day);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && !Number.isNaN(at) ? at : undefined;
}

/** 2d, 3m, 1y (also h) before `now`. */
function relativeTo(now: Date, value: string): number | undefined {
  const match = /^(\d{1,6})([hdmy])$/.exec(value);
  if (!match) return undefined;
  const n = Number(match[1]);
  const at = new Date(now);
  if (match[2] === "h") return now.getTime() - n * 3_600_000;
  if (match[2] === "d") return now.getTime() - n * DAY;
  if (match[2] === "m") at.setUTCMonth(at.getUTCMonth() - n);
  else at.setUTCFullYear(at.getUTCFullYear() - n);
  return at.getTime();
}

/** Bytes, or with K or M (10M is ten megabytes). */
function parseSize(value: string): number | undefined {
  const match = /^(\d{1,12})([km]b?)?$/.exec(value);
  if (!match) return undefined;
  const unit = match[2]?.[0];
  return Number(match[1]) * (unit === "m" ? 1_048_576 : unit === "k" ? 1024 : 1);
}
