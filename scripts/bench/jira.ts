// The tracker pack's figures for `bun run bench`: issue create under the same load as the CRM's writes
// (POST /rest/api/3/issue with Basic auth, as jira.js sends it), and JQL search latency over 10,000 seeded
// issues (POST /rest/api/3/search/jql, a selective query with ORDER BY, two fields), over loopback HTTP.
import { measureLoad, type LoadResult } from "./load.ts";
import type { Figure } from "./report.ts";
import { median, timeCalls } from "./stats.ts";

/** An empty seed's site: project DEMO and the site admin (see providers/jira/README.md). */
const ADMIN_AUTH = `Basic ${btoa("admin@understudy.example:bench-token")}`;
const HEADERS = { Authorization: ADMIN_AUTH, "Content-Type": "application/json", Accept: "application/json" };
export const SEARCH_ISSUES = 10_000;
export const SEARCH_JQL = 'project = OPS AND status = "In Progress" AND priority in (Highest, High) ORDER BY created DESC';
const SEARCH_BODY = JSON.stringify({ jql: SEARCH_JQL, fields: ["summary", "status"], maxResults: 50 });

export interface JiraBench {
  create: LoadResult;
  /** Issues stored after the kept run: at least the 201s answered (some requests are in flight at the end). */
  stored: number;
  search: { p50: number; p99: number; runs: number };
  /** How many of the 10,000 issues the query selects (the page holds the first 50). */
  matches: number;
}

async function createSnapshot(controlUrl: string, key: string, seed: unknown): Promise<string> {
  const response = await fetch(`${controlUrl}/providers/jira/create-snapshot`, {
    method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify({ ttl: "2h", seed }),
  });
  if (!response.ok) throw new Error(`jira create-snapshot ${response.status}: ${await response.text()}`);
  return (await response.json()).url;
}

async function rest(url: string, path: string, body: unknown): Promise<Record<string, any>> {
  const response = await fetch(`${url}/rest/api/3${path}`, { method: "POST", headers: HEADERS, body: JSON.stringify(body) });
  const answer = await response.json();
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** How many issues a JQL query matches (approximate-count, exact in the mock). */
const countIssues = async (url: string, jql: string): Promise<number> => (await rest(url, "/search/approximate-count", { jql })).count;

/** 10,000 issues in two projects, spread over statuses, priorities, assignees and labels. */
function searchSeed() {
  const users = ["Ada Lovelace", "Grace Hopper", "Linus Torvalds", "Margaret Hamilton"].map((displayName) => ({ displayName, emailAddress: `${displayName.split(" ")[0]!.toLowerCase()}@acme.example` }));
  const statuses = ["To Do", "In Progress", "Done"];
  const priorities = ["Highest", "High", "Medium", "Low", "Lowest"];
  const issues = Array.from({ length: SEARCH_ISSUES }, (_, i) => ({
    fields: {
      project: { key: i % 4 === 0 ? "WEB" : "OPS" },
      summary: `Issue ${i}: ${i % 7 === 0 ? "checkout latency" : "routine maintenance"}`,
      status: { name: statuses[i % 3] },
      priority: { name: priorities[i % 5] },
      assignee: i % 6 === 0 ? null : { emailAddress: users[i % 4]!.emailAddress },
      labels: i % 10 === 0 ? ["backend"] : [],
      created: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString().replace("Z", "+0000"),
    },
  }));
  return { users, projects: [{ key: "OPS", name: "Operations" }, { key: "WEB", name: "Website" }], issues };
}

export async function measureJira(
  service: { controlUrl: string; key: string },
  load: { seconds: number; connections: number; reps: number },
  searchRuns: number,
): Promise<JiraBench> {
  // Writes: every request a new issue in DEMO. Each run starts from a fresh site (the runs stay comparable).
  const body = JSON.stringify({ fields: { project: { key: "DEMO" }, issuetype: { name: "Task" }, summary: "Checkout times out under load", labels: ["bench"] } });
  const runs: Array<{ result: LoadResult; stored: number }> = [];
  for (let r = 0; r < load.reps; r++) {
    const url = await createSnapshot(service.controlUrl, service.key, {});
    const result = await measureLoad({ url: `${url}/rest/api/3/issue`, method: "POST", body, headers: HEADERS }, load.seconds, load.connections, 1);
    runs.push({ result, stored: await countIssues(url, "project = DEMO AND labels = bench") });
  }
  const { result: create, stored } = runs.find((run) => run.result.rps === median(runs.map((x) => x.result.rps)))!;

  // Reads: the first page of a selective, sorted query over 10,000 issues.
  const searchUrl = await createSnapshot(service.controlUrl, service.key, searchSeed());
  const page = await rest(searchUrl, "/search/jql", JSON.parse(SEARCH_BODY));
  if (page.issues.length !== 50 || !page.nextPageToken) throw new Error(`search/jql: a page of ${page.issues.length}, nextPageToken ${page.nextPageToken}`);
  const matches = await countIssues(searchUrl, SEARCH_JQL.replace(/ ORDER BY.*$/, ""));
  const search = await timeCalls(searchRuns, 20, async () => {
    const response = await fetch(`${searchUrl}/rest/api/3/search/jql`, { method: "POST", headers: HEADERS, body: SEARCH_BODY });
    if (response.status !== 200) throw new Error(`search/jql ${response.status}`);
    await response.arrayBuffer();
  });
  return { create, stored, search, matches };
}

/** The figures, the create throughput as a share of the bare-Bun.serve baseline measured in the same run. */
export function jiraFigures(jira: JiraBench, bare: LoadResult, crmWrite: LoadResult): Figure[] {
  const s = "Mock REST (tracker pack)";
  const share = `${((jira.create.rps / bare.rps) * 100).toFixed(0)}% of bare Bun.serve (${bare.rps.toFixed(0)} req/s)`;
  return [
    {
      section: s, figure: "issue create throughput", value: jira.create.rps, unit: "req/s",
      baseline: `${share}; CRM record create ${crmWrite.rps.toFixed(0)} req/s; ${jira.create.requests} answers, ${jira.stored} issues stored`,
    },
    { section: s, figure: "issue create p50 / p99 under load", value: jira.create.p50, unit: "ms", baseline: `p99 ${jira.create.p99.toFixed(2)} ms; bare p50 ${bare.p50.toFixed(2)} ms` },
    {
      section: s, figure: `JQL search p50, 50 of ${jira.matches.toLocaleString("en-US")} matches in ${SEARCH_ISSUES.toLocaleString("en-US")} issues`, value: jira.search.p50, unit: "ms",
      baseline: `p99 ${jira.search.p99.toFixed(2)} ms; ${jira.search.runs} sequential calls over loopback; ${SEARCH_JQL}`,
    },
  ];
}
