// The conditions of a jira-issue assertion, each a test over a stored issue plus its words for the report:
// what was wanted ("with status Done") and what an issue that missed it had ("status In Progress").
import type { JsonRecord } from "../../core/grading/index.ts";
import { adfToPlainText, type AdfNode } from "../../providers/jira/adf/index.ts";
import { describeFields, describeWhere, formatValue, matchesWhere, truncate, unmetFields, type Where } from "../shared/index.ts";
import type { JiraSite } from "./site.ts";

export interface JiraIssueOptions {
  /** The issue's key (OPS-12), case-insensitive. */
  key?: string;
  /** Its project, by key or name. */
  project?: string;
  /** Its type's name (Bug, Task…). */
  type?: string;
  summary_contains?: string | string[];
  description_contains?: string | string[];
  /** Its status's name. */
  status?: string;
  /** Its priority's name. */
  priority?: string;
  /** Its assignee (email, display name or accountId); null: unassigned. */
  assignee?: string | null;
  /** Its reporter (email, display name or accountId). */
  reporter?: string;
  /** Labels it carries (each of them; other labels may be there too). */
  labels_include?: string | string[];
  /** A comment on it containing this text (or each of a list), or `{contains?, by?, new?}`. */
  comment?: string | { contains?: string | string[]; by?: string; new?: boolean };
  /** true: created during the task; false: from the seed. */
  new?: boolean;
  /** Any other condition on the stored record (`fields.duedate`, `fields.customfield_10010`…), as in record-exists. */
  where?: Where;
  /** Exactly this many matching issues (0: none); default at least one. */
  count?: number;
}

export interface Criterion {
  wanted: string;
  /** The issue's key: when one issue has it, the report's closest miss is that issue. */
  identifies?: boolean;
  test(issue: JsonRecord): boolean;
  had(issue: JsonRecord): string;
}

const list = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const fieldsOf = (issue: JsonRecord) => (issue.fields ?? {}) as JsonRecord;
const textOf = (doc: unknown) => (doc && typeof doc === "object" ? adfToPlainText(doc as { content?: AdfNode[] }) : typeof doc === "string" ? doc : "");
const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

function textCriteria(field: "summary" | "description", parts: string[]): Criterion[] {
  const read = (issue: JsonRecord) => (field === "summary" ? String(fieldsOf(issue).summary ?? "") : textOf(fieldsOf(issue).description));
  return parts.map((part) => ({
    wanted: `with a ${field} containing ${formatValue(part)}`,
    test: (issue) => contains(read(issue), part),
    had: (issue) => `${field} ${formatValue(truncate(read(issue), 60), 70)}`,
  }));
}

function referenceCriterion(site: JiraSite, field: "status" | "priority" | "issuetype", collection: "statuses" | "priorities" | "issuetypes", ref: string, option: string): Criterion {
  const ids = site.named(collection, ref, option);
  const word = field === "issuetype" ? "type" : field;
  return {
    wanted: `with ${word} ${site.nameOf(collection, [...ids][0])}`,
    test: (issue) => ids.has(String(fieldsOf(issue)[field])),
    had: (issue) => `${word} ${fieldsOf(issue)[field] === null ? "none" : site.nameOf(collection, fieldsOf(issue)[field])}`,
  };
}

function personCriterion(site: JiraSite, field: "assignee" | "reporter", ref: string | null): Criterion {
  const verb = field === "assignee" ? "assigned to" : "reported by";
  if (ref === null) return { wanted: "unassigned", test: (issue) => !fieldsOf(issue).assignee, had: (issue) => `${verb} ${site.userLabel(fieldsOf(issue).assignee)}` };
  const user = site.user(ref, field);
  return { wanted: `${verb} ${user.label}`, test: (issue) => fieldsOf(issue)[field] === user.accountId, had: (issue) => `${verb} ${site.userLabel(fieldsOf(issue)[field])}` };
}

function commentCriterion(site: JiraSite, option: NonNullable<JiraIssueOptions["comment"]>): Criterion {
  const o = typeof option === "string" ? { contains: option } : option;
  const parts = list(o.contains);
  const by = o.by === undefined ? undefined : site.user(o.by, "comment.by");
  const fits = (c: JsonRecord) =>
    parts.every((p) => contains(textOf(c.body), p)) && (!by || c.author === by.accountId) && (o.new === undefined || o.new !== site.initialCommentIds.has(String(c.id)));
  const words = [
    ...parts.map((p) => `containing ${formatValue(p)}`),
    ...(by ? [`by ${by.label}`] : []),
    ...(o.new === true ? ["added during the task"] : o.new === false ? ["from the seed"] : []),
  ];
  return {
    wanted: `with a comment ${words.join(" ")}`.trimEnd(),
    test: (issue) => site.commentsOf(String(issue.id)).some(fits),
    had: (issue) => {
      const comments = site.commentsOf(String(issue.id));
      if (!comments.length) return "no comments";
      const last = comments.reduce((a, b) => (String(b.created) > String(a.created) ? b : a));
      return `${comments.length} comment${comments.length === 1 ? "" : "s"}, the latest by ${site.userLabel(last.author)}: ${formatValue(truncate(textOf(last.body), 60), 70)}`;
    },
  };
}

export function criteriaOf(options: JiraIssueOptions, site: JiraSite): Criterion[] {
  const criteria: Criterion[] = [];
  if (options.key !== undefined) {
    const key = options.key.trim().toUpperCase();
    criteria.push({ wanted: key, identifies: true, test: (issue) => String(issue.key).toUpperCase() === key, had: (issue) => `key ${String(issue.key)}` });
  }
  if (options.project !== undefined) {
    const ids = site.named("projects", options.project, "project");
    criteria.push({ wanted: `in project ${site.nameOf("projects", [...ids][0])}`, test: (issue) => ids.has(String(issue.projectId)), had: (issue) => `in project ${site.nameOf("projects", issue.projectId)}` });
  }
  if (options.type !== undefined) criteria.push(referenceCriterion(site, "issuetype", "issuetypes", options.type, "type"));
  criteria.push(...textCriteria("summary", list(options.summary_contains)), ...textCriteria("description", list(options.description_contains)));
  if (options.status !== undefined) criteria.push(referenceCriterion(site, "status", "statuses", options.status, "status"));
  if (options.priority !== undefined) criteria.push(referenceCriterion(site, "priority", "priorities", options.priority, "priority"));
  if (options.assignee !== undefined) criteria.push(personCriterion(site, "assignee", options.assignee));
  if (options.reporter !== undefined) criteria.push(personCriterion(site, "reporter", options.reporter));
  for (const label of list(options.labels_include))
    criteria.push({
      wanted: `labelled ${formatValue(label)}`,
      test: (issue) => ((fieldsOf(issue).labels ?? []) as string[]).includes(label),
      had: (issue) => `labels ${formatValue(fieldsOf(issue).labels ?? [])}`,
    });
  if (options.comment !== undefined) criteria.push(commentCriterion(site, options.comment));
  if (options.new === true) criteria.push({ wanted: "created during the task", test: (issue) => !site.initialIssueIds.has(String(issue.id)), had: () => "seeded" });
  if (options.new === false) criteria.push({ wanted: "from the seed", test: (issue) => site.initialIssueIds.has(String(issue.id)), had: () => "created during the task" });
  const where = options.where;
  if (where && Object.keys(where).length)
    criteria.push({ wanted: `with ${describeWhere(where)}`, test: (issue) => matchesWhere(issue, where), had: (issue) => describeFields(issue, unmetFields(issue, where)) });
  return criteria;
}
