// The tracker's `$generate` (docs/jira.md "Generated volume"): site users, projects, issues and comments
// next to the seed's own, built by the seed's own code (seed-users.ts, seed-projects.ts, seed-issues.ts),
// numbered after the hand-written ones (ids, and each project's issue numbers), sequences moved on.
import { SeedError, volumeRandom } from "../../../core/pack/index.ts";
import type { GenerateContext, JsonRecord, PackGenerate, SeedRecords, SeedSteps } from "../../../core/pack/index.ts";
import { COLLECTIONS, type JiraIssue } from "../records.ts";
import { buildComments, buildIssue } from "../seed-issues.ts";
import { seedProjects } from "../seed-projects.ts";
import { completeUser } from "../seed-users.ts";
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
  if (counts.users) {
    const users = rows(COLLECTIONS.users);
    const emails = new Set(users.flatMap((row) => (typeof row.record.emailAddress === "string" ? [row.record.emailAddress.toLowerCase()] : [])));
    const random = volumeRandom(ctx.randomSeed, "users");
    for (let done = 0; done < counts.users; done += ROWS_PER_STEP) {
      // Unique emails, so unique account ids (derived from them).
      for (const row of userRows(Math.min(ROWS_PER_STEP, counts.users - done), random, emails)) {
        const user = completeUser(row, users.length);
        users.push({ id: user.accountId, record: user });
      }
      yield;
    }
  }
  let site = siteContext(records, ctx.clock);
  const people = site.users.users.filter((u) => u.active && u.accountType === "atlassian");
  if (counts.projects) {
    const projects = rows(COLLECTIONS.projects);
    const keys = new Set(site.projects.map((p) => p.key));
    const random = volumeRandom(ctx.randomSeed, "projects");
    for (let done = 0; done < counts.projects; done += ROWS_PER_STEP) {
      const chunk = projectRows(Math.min(ROWS_PER_STEP, counts.projects - done), random, people.map((u) => u.accountId), keys);
      // Ids after the site's projects; their workflow and types are the defaults every site has, with the same ids.
      for (const project of seedProjects(chunk, site.users).projects) {
        const id = String(10000 + projects.length);
        projects.push({ id, record: { ...project, id } });
      }
      yield;
    }
    site = siteContext(records, ctx.clock);
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
