// Gmail-like search over one message: plain words (all must appear somewhere), "quoted phrases",
// from:, to: (to or cc), subject:, label:, in:<folder>, is:unread|read|starred. Case-insensitive.
import type { Label, MailMessage } from "../records.ts";

export interface SearchTerm {
  field: "text" | "from" | "to" | "subject" | "label" | "in" | "is";
  value: string;
}

const FIELDS = new Set(["from", "to", "subject", "label", "in", "is"]);

export function parseQuery(query: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  for (const match of query.matchAll(/(\w+:)?("([^"]*)"|\S+)/g)) {
    const key = match[1]?.slice(0, -1).toLowerCase();
    const value = (match[3] ?? match[2]!).toLowerCase();
    if (key && FIELDS.has(key)) terms.push({ field: key as SearchTerm["field"], value });
    else terms.push({ field: "text", value: (match[1] ?? "").toLowerCase() + value });
  }
  return terms.filter((t) => t.value !== "");
}

const who = (list: Array<{ name: string; email: string }>) => list.map((a) => `${a.name} ${a.email}`).join(" ").toLowerCase();

/** Whether the message meets every term; `labels` resolves label names for label:. */
export function matches(message: MailMessage, terms: SearchTerm[], labels: Label[]): boolean {
  // Built once per message, not once per word: a query may hold many words.
  let text: string | undefined;
  return terms.every((term) => {
    switch (term.field) {
      case "from": return who([message.from]).includes(term.value);
      case "to": return who([...message.to, ...message.cc]).includes(term.value);
      case "subject": return message.subject.toLowerCase().includes(term.value);
      case "in": return term.value === "anywhere" || term.value === "all" || message.folder === term.value || (term.value === "starred" && message.starred);
      case "label": {
        const ids = labels.filter((l) => l.id === term.value || l.name.toLowerCase() === term.value.replace(/-/g, " ") || l.name.toLowerCase() === term.value).map((l) => l.id);
        return message.labels.some((id) => ids.includes(id));
      }
      case "is":
        if (term.value === "unread") return !message.read;
        if (term.value === "read") return message.read;
        if (term.value === "starred") return message.starred;
        if (term.value === "draft") return message.draft;
        return false;
      default:
        text ??= `${message.subject} ${message.body} ${who([message.from, ...message.to, ...message.cc])}`.toLowerCase();
        return text.includes(term.value);
    }
  });
}
