import { afterAll, beforeAll, expect, test } from "bun:test";
import type { JsonRecord } from "../../../core/pack/index.ts";
import { OPS_SEED } from "../seed-example.ts";
import { startJiraWorld, type JiraWorld } from "../test-service.fixture.ts";

let world: JiraWorld;
let records: Array<{ collection: string; id: string; data: JsonRecord }>;

beforeAll(async () => {
  world = await startJiraWorld({ ...OPS_SEED, $generate: { users: 25, projects: 3, issues: 900, comments: 1_500 } });
  const [snapshot] = await world.service.service.store.listLiveWorlds(world.service.clock.now);
  records = (await world.service.service.store.loadWorld(snapshot!.id))!.records;
}, 30_000);
afterAll(() => world.close());

const of = (collection: string) => records.filter((r) => r.collection === collection).map((r) => r.data);
const count = async (jql: string) => (await world.call("POST", "/rest/api/3/search/approximate-count", { body: { jql } })).body.count;

test("JQL over generated issues counts what the stored issues hold", async () => {
  const issues = of("issues");
  const projects = new Map(of("projects").map((p) => [String(p.key), p.id]));
  const statuses = new Map(of("statuses").map((s) => [s.name, s.id]));
  const fields = (i: JsonRecord) => i.fields as JsonRecord;
  expect(issues.length).toBe(OPS_SEED.issues.length + 900);
  expect(await count("project = OPS")).toBe(issues.filter((i) => i.projectId === projects.get("OPS")).length);
  expect(await count('project = OPS AND status = "In Progress"')).toBe(issues.filter((i) => i.projectId === projects.get("OPS") && fields(i).status === statuses.get("In Progress")).length);
  expect(await count("assignee is EMPTY")).toBe(issues.filter((i) => fields(i).assignee === null).length);
  const someone = of("users").find((u) => !String(u.emailAddress).endsWith("acme.example") && issues.some((i) => fields(i).assignee === u.accountId))!;
  expect(await count(`assignee = "${someone.accountId}"`)).toBe(issues.filter((i) => fields(i).assignee === someone.accountId).length);
  const generatedProject = [...projects.keys()].find((key) => !["OPS", "WEB"].includes(key))!;
  const page = await world.call("GET", `/rest/api/3/search/jql?jql=${encodeURIComponent(`project = ${generatedProject} ORDER BY created DESC`)}&fields=created&maxResults=5`);
  const newest = issues.filter((i) => i.projectId === projects.get(generatedProject)).sort((a, b) => String(fields(b).created).localeCompare(String(fields(a).created))).slice(0, 5);
  expect(page.body.issues.map((i: JsonRecord) => i.key)).toEqual(newest.map((i) => i.key));
});

test("assignees and comment authors are site users; comments are on issues, after they were created", async () => {
  const users = new Set(of("users").map((u) => u.accountId));
  for (const issue of of("issues")) {
    const { assignee, reporter } = issue.fields as JsonRecord;
    if (assignee !== null) expect(users.has(assignee)).toBe(true);
    expect(users.has(reporter)).toBe(true);
  }
  const issues = new Map(of("issues").map((i) => [i.id, i]));
  for (const comment of of("comments")) {
    expect(users.has(comment.author)).toBe(true);
    expect(String(comment.created) >= String((issues.get(comment.issueId)!.fields as JsonRecord).created)).toBe(true);
  }
  const busy = of("comments").reduce((most: Map<string, number>, c) => most.set(String(c.issueId), (most.get(String(c.issueId)) ?? 0) + 1), new Map());
  const [issueId, n] = [...busy].sort((a, b) => b[1] - a[1])[0]!;
  const answered = await world.call("GET", `/rest/api/3/issue/${issues.get(issueId)!.key}/comment`);
  expect(answered.body.total).toBe(n);
});

test("hand-written issues keep their keys and ids; generated ones are numbered after them", async () => {
  const byKey = new Map(of("issues").map((i) => [i.key, i]));
  OPS_SEED.issues.forEach((row, index) => expect(byKey.get(row.key)?.id).toBe(String(10000 + index)));
  const created = await world.call("POST", "/rest/api/3/issue", { body: { fields: { project: { key: "OPS" }, summary: "After the volume", issuetype: { name: "Task" } } } });
  const highest = Math.max(...of("issues").filter((i) => String(i.key).startsWith("OPS-")).map((i) => Number(String(i.key).slice(4))));
  expect(created.body.key).toBe(`OPS-${highest + 1}`);
  expect(Number(created.body.id)).toBe(10000 + of("issues").length);
});
