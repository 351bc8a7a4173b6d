// The tracker's `$generate` (docs/jira.md "Generated volume"): site users, projects, issues and comments
// next to the seed's own, built by the seed's own code (seed-users.ts, seed-projects.ts, seed-issues.ts),
// numbered after the hand-written ones (ids, and each project's issue numbers), sequences moved on.
import { SeedError, volumeRandom } from "../../../core/pack/index.ts";
import type { GenerateContext, JsonRecord, PackGenerate, SeedRecords, SeedSteps } from "../../../core/pack/index.ts";
import { COLLECTIONS, type JiraIssue, type JiraUser } from "../records.ts";
import { buildComments, buildIssue } from "../seed-issues.ts";
import { seedProjects } from "../seed-projects.ts";
import { idSequence, issueNumberSequence } from "../sequences.ts";
import { projectRows, userRows } from "./generated-people.ts";
import { commentsRow, issueRow } from "./generated-issues.ts";
import { siteContext } from "./site-context.ts";

export const jiraGenerate: PackGenerate = {
  names: () => ["users", "projects", "issues", "comments"],
  records: generateRecords,
};

const ROWS_PER_STEP = 250;
type Row = { id: string; record: JsonRecord };

function* generateRecords(counts: Record<string, number>, records: SeedRecords, ctx: GenerateContext): SeedSteps {
  const rows = (name: string): Row[] => (records[name] ??= []);
  const sequences = new Map(rows(COLLECTIONS.sequences).map((row) => [row.id, row]));
  /** Takes the next value of a sequence, which the world then continues from. */
  const take = (key: string, first: number): number => {
    const row = sequences.get(key) ?? { id: key, record: { key, next: first } };
    if (!sequences.has(key)) (sequences.set(key, row), rows(COLLECTIONS.sequences).push(row));
    const next = Number(row.record.next);
    row.record = { ...row.record, next: next + 1 };
    return next;
  };
  const existing = rows(COLLECTIONS.users).map((row) => row.record as JiraUser);
  if (counts.users) {
    const emails = new Set(existing.flatMap((u) => (u.emailAddress ? [u.emailAddress.toLowerCase()] : [])));
    const added = siteContext(records, ctx.clock, [...existing, ...(userRows(counts.users, volumeRandom(ctx.randomSeed, "users"), emails) as JiraUser[])]).users.users.slice(existing.length);
    rows(COLLECTIONS.users).push(...added.map((user) => ({ id: user.accountId, record: user })));
    yield;
  }
  let site = siteContext(records, ctx.clock);
  const people = site.users.users.filter((u) => u.active && u.accountType === "atlassian");
  if (counts.projects) {
    const keys = new Set(site.projects.map((p) => p.key));
    const generated = seedProjects(projectRows(counts.projects, volumeRandom(ctx.randomSeed, "projects"), people.map((u) => u.accountId), keys), site.users).projects;
    const first = site.projects.length;
    // Ids after the hand-written projects'; their workflow and types are the defaults every site has, same ids.
    rows(COLLECTIONS.projects).push(...generated.map((project, i) => ({ id: String(10000 + first + i), record: { ...project, id: String(10000 + first + i) } })));
    site = siteContext(records, ctx.clock);
    yield;
  }
  if (counts.issues) {
    const random = volumeRandom(ctx.randomSeed, "issues");
    for (let i = 0; i < counts.issues; i++) {
      if (i > 0 && i % ROWS_PER_STEP === 0) yield;
      const project = random.pick(site.projects);
      const issue = buildIssue(site, issueRow(project, site, random, people), { project, number: take(issueNumberSequence(project.id), 1) }, String(take(idSequence(COLLECTIONS.issues), 10000)), i);
      rows(COLLECTIONS.issues).push({ id: issue.id, record: issue });
    }
    yield;
  }
  if (counts.comments) {
    const random = volumeRandom(ctx.randomSeed, "comments");
    const issues = rows(COLLECTIONS.issues).map((row) => row.record as JiraIssue);
    if (!issues.length) throw new SeedError("seed.jira.$generate.comments: comments need issues to be on; seed or generate some");
    const perIssue = new Map<JiraIssue, number>();
    for (let i = 0; i < counts.comments; i++) {
      const issue = random.pick(issues);
      perIssue.set(issue, (perIssue.get(issue) ?? 0) + 1);
    }
    let done = 0;
    for (const [issue, count] of perIssue) {
      const comments = buildComments(site, commentsRow(issue, count, site, random, people), issue, 0, () => String(take(idSequence(COLLECTIONS.comments), 10000)));
      rows(COLLECTIONS.comments).push(...comments.map((comment) => ({ id: comment.id, record: comment })));
      if (Math.floor((done += count) / ROWS_PER_STEP) !== Math.floor((done - count) / ROWS_PER_STEP)) yield;
    }
  }
  return records;
}
