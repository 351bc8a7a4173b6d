import { plainText } from "./plain-text.ts";
import type { JqlIssue } from "./context.ts";
import { OPERATORS, type FieldDef, type FieldValue } from "./field-def.ts";
import { absentField, dateField, datetimeField, entityField, labelsField, textField, userField } from "./field-readers.ts";
import type { Scope } from "./scope.ts";
import type { Analysed } from "./text-analysis.ts";

/** Jira's system fields by every JQL name (lower case: field names are case-insensitive). */
const CATEGORY_ORDER: Record<string, number> = { new: 0, indeterminate: 1, done: 2 };

const keyOrder = (key: string) => {
  const [project, number] = key.toUpperCase().split("-");
  return `${project}\u0000${(number ?? "").padStart(12, "0")}`;
};

const project = entityField("project", (i) => i.fields.project, (s) => s.lookup.projects, {
  sortKey: (issue, scope) => {
    const ref = issue.fields.project;
    return ref ? (ref.name ?? scope.lookup.projects.byId.get(ref.id)?.name ?? ref.id).toLowerCase() : null;
  },
});

const issueKey: FieldDef = {
  kind: "key",
  operators: OPERATORS.ordered,
  emptySearchable: true,
  values: (issue) => [`#${issue.id}`, issue.key.toUpperCase()],
  sortKey: (issue) => keyOrder(issue.key),
};

const parent: FieldDef = {
  kind: "parent",
  operators: OPERATORS.equality,
  emptySearchable: false,
  values: (issue) => (issue.fields.parent ? [`#${issue.fields.parent.id}`, issue.fields.parent.key.toUpperCase()] : []),
  sortKey: (issue) => (issue.fields.parent ? keyOrder(issue.fields.parent.key) : null),
};

const statusCategory: FieldDef = {
  kind: "statusCategory",
  operators: OPERATORS.equality,
  emptySearchable: true,
  values: (issue, scope) => {
    const key = categoryOf(issue, scope);
    return key ? [key] : [];
  },
  sortKey: (issue, scope) => {
    const key = categoryOf(issue, scope);
    return key ? (CATEGORY_ORDER[key] ?? 3) : null;
  },
};

function categoryOf(issue: JqlIssue, scope: Scope): string | undefined {
  const status = issue.fields.status;
  return status?.statusCategory?.key ?? (status ? scope.lookup.statuses.byId.get(status.id)?.category : undefined);
}

/** Rendered issues may leave resolution out; then a resolution date means Jira's default "Done". */
function resolutionName(issue: JqlIssue): string | null {
  if ("resolution" in issue.fields) return issue.fields.resolution?.name.toLowerCase() ?? null;
  return issue.fields.resolutiondate ? "done" : null;
}

const resolution: FieldDef = {
  kind: "resolution",
  operators: OPERATORS.equality,
  emptySearchable: true,
  values: (issue) => {
    const name = resolutionName(issue);
    return name ? [name] : [];
  },
  sortKey: (issue, scope) => {
    const name = resolutionName(issue);
    if (!name) return null;
    const entry = scope.lookup.resolutions.byName.get(name)?.[0];
    return entry ? (scope.lookup.resolutions.position.get(entry.id) ?? 0) : name;
  },
};

function commentTexts(issue: JqlIssue, scope: Scope): Analysed[] {
  const bodies = scope.ctx.commentsOf?.(issue) ?? issue.fields.comment?.comments?.map((c) => c.body) ?? [];
  return bodies.map((body, i) => scope.analysed(issue, `comment:${i}`, () => plainText(body))).filter((a) => a.words.length > 0);
}

const comment: FieldDef = {
  kind: "text",
  operators: OPERATORS.text,
  emptySearchable: false,
  values: (issue, scope) => (commentTexts(issue, scope).length > 0 ? ["text"] : []),
  texts: commentTexts,
};

const summary = textField("summary", (i) => i.fields.summary, { sortKey: (i) => i.fields.summary?.toLowerCase() ?? null });
const description = textField("description", (i) => i.fields.description);
const environment = textField("environment", (i) => i.fields.environment);

/** `text`: summary, description, environment, comments and every text custom field. */
const allText: FieldDef = {
  kind: "text",
  operators: OPERATORS.allText,
  emptySearchable: false,
  values: () => ["text"],
  texts: (issue, scope) => {
    const texts = [summary, description, environment, comment].flatMap((f) => f.texts!(issue, scope));
    for (const field of scope.ctx.customFields ?? []) {
      if (field.type !== "string") continue;
      const value = plainText(issue.fields[field.id]);
      if (value) texts.push(scope.analysed(issue, field.id, () => value));
    }
    return texts;
  },
};

const priority = entityField("priority", (i) => i.fields.priority, (s) => s.lookup.priorities, {
  operators: OPERATORS.ordered,
  defaultDescending: true,
  sortKey: (issue, scope): FieldValue | null => {
    const id = issue.fields.priority?.id;
    return id == null ? null : -(scope.lookup.priorities.byId.get(id)?.rank ?? Number.MAX_SAFE_INTEGER);
  },
});

const newestFirst = { defaultDescending: true };

const FIELDS: Record<string, FieldDef> = {
  project,
  issuekey: issueKey, key: issueKey, issue: issueKey, id: issueKey,
  summary, description, environment, comment, text: allText,
  status: entityField("status", (i) => i.fields.status, (s) => s.lookup.statuses),
  statuscategory: statusCategory,
  priority,
  issuetype: entityField("issuetype", (i) => i.fields.issuetype, (s) => s.lookup.issueTypes),
  assignee: userField((i) => i.fields.assignee),
  reporter: userField((i) => i.fields.reporter),
  creator: userField((i) => i.fields.creator),
  labels: labelsField((i) => i.fields.labels),
  created: datetimeField((i) => i.fields.created, newestFirst),
  updated: datetimeField((i) => i.fields.updated, newestFirst),
  resolved: datetimeField((i) => i.fields.resolutiondate, newestFirst),
  due: dateField((i) => i.fields.duedate),
  statuscategorychangeddate: datetimeField((i) => i.fields.statuscategorychangedate, newestFirst),
  parent,
  resolution,
  component: absentField(), fixversion: absentField(), affectedversion: absentField(), sprint: absentField(),
  attachments: absentField(),
};
FIELDS.type = FIELDS.issuetype!;
FIELDS.createddate = FIELDS.created!;
FIELDS.updateddate = FIELDS.updated!;
FIELDS.resolutiondate = FIELDS.resolved!;
FIELDS.duedate = FIELDS.due!;

export function systemField(name: string): FieldDef | undefined {
  return Object.hasOwn(FIELDS, name.toLowerCase()) ? FIELDS[name.toLowerCase()] : undefined;
}

/** Jira fields this mock knows of but does not model: refused rather than called unknown. */
export const UNMODELLED_FIELDS: ReadonlySet<string> = new Set([
  "watcher", "watchers", "voter", "votes", "timespent", "originalestimate", "remainingestimate", "workratio",
  "worklogauthor", "worklogcomment", "worklogdate", "issuelink", "issuelinktype", "lastviewed", "filter",
  "savedfilter", "request", "level", "category", "subtasks", "development", "epic link", "epic name", "team",
  "timeoriginalestimate", "timeestimate", "aggregatetimespent",
]);
