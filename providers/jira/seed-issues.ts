// Seeded issues and their comments → records. References are resolved by name, key, accountId or email
// and stored as ids; anything Jira could not hold (an unknown status, a status outside the project's
// workflow, a type the project lacks, a key of no project) is a SeedError naming the row and field.
import { SeedError, type JsonRecord, type WorldClock } from "../../core/pack/index.ts";
import { explainAdf, textToAdf } from "./adf/index.ts";
import { checkCustomValue } from "./custom-fields.ts";
import { isJiraDate, jiraTime, parseJiraTime } from "./jira-time.ts";
import type { JiraComment, JiraCustomField, JiraIssue, JiraPriority, JiraProject } from "./records.ts";
import type { SeedCatalogue } from "./seed-projects.ts";
import { seedUserRef, type UserDirectory } from "./seed-users.ts";
import { checkParent } from "./seed-parents.ts";

export interface IssueSeedContext extends SeedCatalogue {
  users: UserDirectory;
  priorities: JiraPriority[];
  fields: JiraCustomField[];
  clock: WorldClock;
}

const lower = (s: string) => s.toLowerCase();
const refName = (ref: unknown): { name?: string; id?: string } => (ref && typeof ref === "object" ? (ref as { name?: string; id?: string }) : {});

/** A description or comment body: text → a paragraph per line; ADF kept once it checks out. */
export function seedRichText(value: unknown, at: string): JsonRecord | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return textToAdf(value) as unknown as JsonRecord;
  const problem = explainAdf(value);
  if (problem) throw new SeedError(`${at}: not an Atlassian Document Format document: ${problem}`);
  return structuredClone(value) as JsonRecord;
}

/** Each row's project and number: from its key, else the next number after the project's highest seeded one. */
function placeIssues(rows: JsonRecord[], projects: JiraProject[]): Array<{ project: JiraProject; number: number }> {
  const byKey = new Map(projects.map((p) => [p.key, p]));
  const byId = new Map(projects.map((p) => [p.id, p]));
  const highest = new Map<string, number>();
  const taken = new Set<string>();
  const placed = rows.map((row, index) => {
    const at = `seed.jira.issues[${index}]`;
    const ref = (row.fields as JsonRecord).project as { key?: string; id?: string } | undefined;
    const named = ref ? (ref.key !== undefined ? byKey.get(ref.key) : byId.get(String(ref.id))) : undefined;
    if (ref && !named) throw new SeedError(`${at}.fields.project: ${JSON.stringify(ref.key ?? ref.id)} is not a seeded project`);
    if (typeof row.key !== "string") {
      if (!named) throw new SeedError(`${at}: an issue needs a key or fields.project`);
      return { project: named, number: 0 };
    }
    const [, prefix, digits] = /^(.+)-(\d+)$/.exec(row.key)!;
    const project = byKey.get(prefix!);
    if (!project) throw new SeedError(`${at}.key: ${row.key}'s project ${prefix} is not a seeded project`);
    if (named && named !== project) throw new SeedError(`${at}.fields.project: ${row.key} belongs to ${project.key}, not ${named.key}`);
    if (taken.has(row.key)) throw new SeedError(`${at}.key: duplicate issue key ${row.key}`);
    taken.add(row.key);
    highest.set(project.id, Math.max(highest.get(project.id) ?? 0, Number(digits)));
    return { project, number: Number(digits) };
  });
  for (const place of placed)
    if (place.number === 0) {
      place.number = (highest.get(place.project.id) ?? 0) + 1;
      highest.set(place.project.id, place.number);
    }
  return placed;
}

function resolveType(ctx: IssueSeedContext, project: JiraProject, ref: unknown, at: string): string {
  if (ref === undefined) return ctx.issueTypes.find((t) => project.issueTypeIds.includes(t.id) && t.hierarchyLevel === 0)?.id ?? project.issueTypeIds[0]!;
  const { name, id } = refName(ref);
  const type = ctx.issueTypes.find((t) => (id !== undefined ? t.id === id : lower(t.name) === lower(String(name))));
  if (!type || !project.issueTypeIds.includes(type.id)) throw new SeedError(`${at}: ${JSON.stringify(name ?? id)} is not an issue type of project ${project.key}`);
  return type.id;
}

function resolveStatus(ctx: IssueSeedContext, project: JiraProject, ref: unknown, at: string): string {
  if (ref === undefined) return project.statusIds[0]!;
  const { name, id } = refName(ref);
  const status = ctx.statuses.find((s) => (id !== undefined ? s.id === id : lower(s.name) === lower(String(name))));
  if (!status) throw new SeedError(`${at}: ${JSON.stringify(name ?? id)} is not a status (the site has ${ctx.statuses.map((s) => s.name).join(", ")})`);
  if (!project.statusIds.includes(status.id)) throw new SeedError(`${at}: ${JSON.stringify(status.name)} is not in project ${project.key}'s workflow`);
  return status.id;
}

function resolvePriority(ctx: IssueSeedContext, ref: unknown, at: string): string {
  if (ref === undefined) return ctx.priorities.find((p) => p.isDefault)!.id;
  const { name, id } = refName(ref);
  const priority = ctx.priorities.find((p) => (id !== undefined ? p.id === id : lower(p.name) === lower(String(name))));
  if (!priority) throw new SeedError(`${at}: ${JSON.stringify(name ?? id)} is not a priority (the site has ${ctx.priorities.map((p) => p.name).join(", ")})`);
  return priority.id;
}

function seedTime(value: unknown, fallback: string, at: string): string {
  if (value === undefined) return fallback;
  const time = parseJiraTime(value);
  if (!time) throw new SeedError(`${at}: ${JSON.stringify(value)} is not a date-time`);
  return time;
}

function customValues(ctx: IssueSeedContext, fields: JsonRecord, at: string): JsonRecord {
  const values: JsonRecord = {};
  for (const [id, value] of Object.entries(fields)) {
    if (!id.startsWith("customfield_")) continue;
    const field = ctx.fields.find((f) => f.id === id);
    if (!field) throw new SeedError(`${at}.${id}: no such custom field (declare it in seed.jira.fields)`);
    const checked = checkCustomValue(field, value, { userExists: (accountId) => ctx.users.find(accountId) !== undefined });
    if (!checked.ok) throw new SeedError(`${at}.${id}: ${checked.message}`);
    values[id] = checked.value;
  }
  return values;
}

/** One issue row of a seed (or of `$generate`) as its record, numbered `place.number` with id `id`. */
export function buildIssue(ctx: IssueSeedContext, row: JsonRecord, place: { project: JiraProject; number: number }, id: string, index: number): JiraIssue {
  const at = `seed.jira.issues[${index}].fields`;
  const f = row.fields as JsonRecord;
  const { project } = place;
  const now = jiraTime(ctx.clock.now());
  const created = seedTime(f.created, now, `${at}.created`);
  const updated = seedTime(f.updated, created, `${at}.updated`);
  if (updated < created) throw new SeedError(`${at}.updated: before the issue was created (${created})`);
  const status = resolveStatus(ctx, project, f.status, `${at}.status`);
  const done = ctx.statuses.find((s) => s.id === status)!.category === "done";
  const reporter = f.reporter === undefined ? project.leadAccountId : seedUserRef(ctx.users, f.reporter, `${at}.reporter`).accountId;
  if (f.duedate !== undefined && !isJiraDate(f.duedate)) throw new SeedError(`${at}.duedate: ${JSON.stringify(f.duedate)} is not a date (YYYY-MM-DD)`);
  return {
    id,
    key: `${project.key}-${place.number}`,
    projectId: project.id,
    fields: {
      summary: String(f.summary),
      issuetype: resolveType(ctx, project, f.issuetype, `${at}.issuetype`),
      status,
      priority: resolvePriority(ctx, f.priority, `${at}.priority`),
      assignee: f.assignee === undefined || f.assignee === null ? null : seedUserRef(ctx.users, f.assignee, `${at}.assignee`).accountId,
      reporter,
      creator: reporter,
      labels: [...new Set((f.labels as string[] | undefined) ?? [])],
      description: seedRichText(f.description, `${at}.description`),
      ...(f.environment !== undefined ? { environment: seedRichText(f.environment, `${at}.environment`) } : {}),
      duedate: (f.duedate as string | undefined) ?? null,
      parent: null,
      created,
      updated,
      resolutiondate: done ? updated : null,
      statuscategorychangedate: done ? updated : created,
      ...customValues(ctx, f, at),
    },
  };
}

/** A row's `comments` as records of `issue`, ids from `nextId`. */
export function buildComments(ctx: IssueSeedContext, row: JsonRecord, issue: JiraIssue, index: number, nextId: () => string): JiraComment[] {
  return ((row.comments as JsonRecord[] | undefined) ?? []).map((c, j) => {
    const at = `seed.jira.issues[${index}].comments[${j}]`;
    const author = c.author === undefined ? issue.fields.reporter! : seedUserRef(ctx.users, c.author, `${at}.author`).accountId;
    const created = seedTime(c.created, issue.fields.created, `${at}.created`);
    return { id: nextId(), issueId: issue.id, author, updateAuthor: author, body: seedRichText(c.body, `${at}.body`)!, created, updated: created };
  });
}

export interface SeededIssues {
  issues: JiraIssue[];
  comments: JiraComment[];
  /** Per project id: the number the next created issue gets. */
  nextNumbers: Map<string, number>;
}

export function seedIssues(rows: JsonRecord[], ctx: IssueSeedContext): SeededIssues {
  const placed = placeIssues(rows, ctx.projects);
  const issues = rows.map((row, index) => buildIssue(ctx, row, placed[index]!, String(10000 + index), index));
  rows.forEach((row, index) => checkParent(ctx, issues, index, (row.fields as JsonRecord).parent));
  let commentId = 10000;
  const comments = rows.flatMap((row, index) => buildComments(ctx, row, issues[index]!, index, () => String(commentId++)));
  const nextNumbers = new Map<string, number>(ctx.projects.map((p) => [p.id, 1]));
  for (const { project, number } of placed) nextNumbers.set(project.id, Math.max(nextNumbers.get(project.id)!, number + 1));
  return { issues, comments, nextNumbers };
}
