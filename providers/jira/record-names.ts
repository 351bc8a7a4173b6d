// How grading reports name the site's records: `Jira issue OPS-12 (“Login fails on Safari”)`.
import type { JsonRecord, RecordDescription, RecordLabelContext } from "../../core/pack/index.ts";
import { adfToPlainText, type AdfNode } from "./adf/index.ts";
import { findLinkType } from "./link-types.ts";
import { COLLECTIONS } from "./records.ts";
import { formatDuration } from "./time-duration.ts";

/** `“Login fails on Sa…”`: words on one short line. */
function quoted(value: string, max = 40): string {
  const line = value.replace(/\s+/g, " ").trim();
  return `“${line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`}”`;
}

const str = (value: unknown) => (typeof value === "string" ? value : "");
const plain = (doc: unknown) => (doc && typeof doc === "object" ? adfToPlainText(doc as { content?: AdfNode[] }) : str(doc));

/** An issue's key, else its id. */
const keyOf = (issueId: unknown, { lookup }: RecordLabelContext) => str(lookup(COLLECTIONS.issues, String(issueId))?.key) || String(issueId);
/** A user's display name, else their accountId. */
const person = (accountId: unknown, { lookup }: RecordLabelContext) => str(lookup(COLLECTIONS.users, String(accountId))?.displayName) || String(accountId);
/** `Done`, `OPS (Operations)`: a named record, with its name when it has one. */
const named = (record: JsonRecord, { id }: RecordLabelContext) => str(record.name) || id;

const RECORDS: Record<string, RecordDescription> = {
  [COLLECTIONS.issues]: {
    noun: "Jira issue",
    label: (issue, { id }) => {
      const summary = str((issue.fields as JsonRecord | undefined)?.summary);
      return `${str(issue.key) || id}${summary ? ` (${quoted(summary)})` : ""}`;
    },
    // Every write moves `updated` (a comment on the issue too): alone it is no change to the issue.
    stamps: ["fields.updated"],
  },
  [COLLECTIONS.comments]: {
    noun: "Jira comment",
    label: (c, ctx) => `on ${keyOf(c.issueId, ctx)} by ${person(c.author, ctx)}${plain(c.body).trim() ? `: ${quoted(plain(c.body))}` : ""}`,
  },
  [COLLECTIONS.changelog]: {
    noun: "Jira history entry",
    plural: "Jira history entries",
    label: (h, ctx) => {
      const fields = Array.isArray(h.items) ? (h.items as JsonRecord[]).map((item) => str(item.field)).filter(Boolean) : [];
      return `of ${keyOf(h.issueId, ctx)} by ${person(h.author, ctx)}${fields.length ? ` (${fields.join(", ")})` : ""}`;
    },
  },
  [COLLECTIONS.watchers]: { noun: "Jira watcher", label: (w, ctx) => `${person(w.accountId, ctx)} on ${keyOf(w.issueId, ctx)}` },
  [COLLECTIONS.worklogs]: {
    noun: "Jira worklog",
    label: (w, ctx) => `on ${keyOf(w.issueId, ctx)} by ${person(w.author, ctx)}${typeof w.timeSpentSeconds === "number" ? ` (${formatDuration(w.timeSpentSeconds)})` : ""}`,
  },
  [COLLECTIONS.issueLinks]: {
    noun: "Jira issue link",
    label: (l, ctx) => `${keyOf(l.inwardIssueId, ctx)} ${findLinkType(str(l.typeId))?.outward ?? "links to"} ${keyOf(l.outwardIssueId, ctx)}`,
  },
  [COLLECTIONS.remoteLinks]: {
    noun: "Jira remote link",
    label: (l, ctx) => `on ${keyOf(l.issueId, ctx)}${(l.object as JsonRecord | undefined)?.title ? `: ${quoted(str((l.object as JsonRecord).title))}` : ""}`,
  },
  [COLLECTIONS.attachments]: { noun: "Jira attachment", label: (a, ctx) => `${str(a.filename) || ctx.id} on ${keyOf(a.issueId, ctx)}` },
  [COLLECTIONS.users]: { noun: "Jira user", label: (u, { id }) => (u.emailAddress ? `${str(u.displayName) || id} (${u.emailAddress})` : str(u.displayName) || id) },
  [COLLECTIONS.projects]: { noun: "Jira project", label: (p, { id }) => (p.key ? `${p.key}${p.name ? ` (${p.name})` : ""}` : id) },
  [COLLECTIONS.statuses]: { noun: "Jira status", label: named },
  [COLLECTIONS.priorities]: { noun: "Jira priority", plural: "Jira priorities", label: named },
  [COLLECTIONS.issueTypes]: { noun: "Jira issue type", label: named },
  [COLLECTIONS.fields]: { noun: "Jira custom field", label: (f, { id }) => `${id}${f.name ? ` (${f.name})` : ""}` },
  [COLLECTIONS.groups]: { noun: "Jira group", label: named },
  [COLLECTIONS.site]: { noun: "Jira site" },
};

/** The words for one collection (none for an unknown one: reports then say `jira/<collection>`). */
export function jiraRecords(collection: string): RecordDescription | undefined {
  return Object.hasOwn(RECORDS, collection) ? RECORDS[collection] : undefined;
}
