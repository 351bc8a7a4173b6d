// How grading reports name the mail world's records: `mail message “Invoice INV-4471” from Dana Reyes
// to Priya Natarajan (sent, dana@northwind.example)`.
import type { JsonRecord, RecordDescription } from "../../core/pack/index.ts";

const text = (value: unknown) => (typeof value === "string" ? value : "");
const person = (a: unknown) => {
  const address = (a ?? {}) as { name?: unknown; email?: unknown };
  return text(address.name) || text(address.email) || "?";
};

function quoted(value: unknown, max = 48): string {
  const line = text(value).replace(/\s+/g, " ").trim() || "(no subject)";
  return `“${line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`}”`;
}

function messageLabel(m: JsonRecord): string {
  const to = Array.isArray(m.to) ? m.to.map(person) : [];
  const recipients = to.length > 2 ? `${to.slice(0, 2).join(", ")} and ${to.length - 2} more` : to.join(", ") || "nobody";
  return `${quoted(m.subject)} from ${person(m.from)} to ${recipients} (${text(m.folder)}, ${text(m.mailbox)})`;
}

const RECORDS: Record<string, RecordDescription> = {
  messages: { noun: "mail message", label: messageLabel },
  labels: { noun: "mail label", label: (l, { id }) => text(l.name) || id },
  contacts: { noun: "mail contact", label: (c, { id }) => (text(c.name) ? `${text(c.name)} <${text(c.email)}>` : id) },
  mailboxes: { noun: "mailbox", label: (b, { id }) => text(b.address) || id },
  session: { noun: "mail session", label: (s) => `signed in as ${text(s.mailbox)}` },
};

export function mailRecords(collection: string): RecordDescription | undefined {
  return Object.hasOwn(RECORDS, collection) ? RECORDS[collection] : undefined;
}
