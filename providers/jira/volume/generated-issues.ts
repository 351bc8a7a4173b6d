// Generated issues (`$generate.issues`) and comments (`$generate.comments`), as seed rows the seed's own
// code builds: issues spread over the site's projects, of the project's types and workflow statuses,
// most assigned to a site user, created over the past year; comments on any issue, after it was created.
import { drawSamples, fakerSchema, type JsonRecord, type VolumeRandom } from "../../../core/pack/index.ts";
import { jiraTime } from "../jira-time.ts";
import type { JiraIssue, JiraProject, JiraUser } from "../records.ts";
import type { IssueSeedContext } from "../seed-issues.ts";

const TEXT = fakerSchema({ summary: "hacker.phrase", detail: "company.catchPhrase", aim: "company.buzzPhrase", label: "hacker.abbreviation" });
const samples = () => drawSamples(TEXT, 256);
const ref = (user: JiraUser) => ({ accountId: user.accountId });

/** A row for an issue of `project`, as a seed would give it. */
export function issueRow(project: JiraProject, ctx: IssueSeedContext, random: VolumeRandom, people: JiraUser[]): JsonRecord {
  const text = random.mix(samples()) as { summary: string; detail: string; aim: string };
  const types = ctx.issueTypes.filter((t) => project.issueTypeIds.includes(t.id) && t.hierarchyLevel === 0);
  const now = ctx.clock.now().getTime();
  const created = now - random.int(60, 365 * 24 * 60) * 60_000;
  const updated = created + Math.floor(random.next() * (now - created));
  const labels = new Set(Array.from({ length: random.int(0, 2) }, () => String(random.mix(samples()).label).toLowerCase()));
  return {
    fields: {
      summary: text.summary.slice(0, 255),
      project: { key: project.key },
      issuetype: { id: random.pick(types.length ? types : ctx.issueTypes.filter((t) => project.issueTypeIds.includes(t.id))).id },
      status: { id: random.pick(project.statusIds) },
      priority: { id: random.pick(ctx.priorities).id },
      assignee: random.chance(0.8) ? ref(random.pick(people)) : null,
      reporter: ref(random.pick(people)),
      labels: [...labels],
      description: `${text.detail}: ${text.summary}\nGoal: ${text.aim}.`,
      created: jiraTime(new Date(created)),
      updated: jiraTime(new Date(updated)),
    },
  };
}

/** A row carrying `count` comments on `issue` by the site's people, in time order after it was created. */
export function commentsRow(issue: JiraIssue, count: number, ctx: IssueSeedContext, random: VolumeRandom, people: JiraUser[]): JsonRecord {
  // Stored times are UTC, written "+0000" (jira-time.ts).
  const from = Date.parse(issue.fields.created.replace(/\+0000$/, "Z"));
  const now = ctx.clock.now().getTime();
  const times = Array.from({ length: count }, () => from + Math.floor(random.next() * Math.max(0, now - from))).sort((a, b) => a - b);
  return {
    comments: times.map((time) => {
      const text = random.mix(samples()) as { summary: string; aim: string };
      return { author: ref(random.pick(people)), body: `${text.summary} Shall we ${text.aim}?`, created: jiraTime(new Date(time)) };
    }),
  };
}
