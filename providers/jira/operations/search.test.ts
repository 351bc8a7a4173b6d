import { describe, expect, test } from "bun:test";
import { OPS_SEED } from "../seed-example.ts";
import { adf, basicAuth, useJiraWorld } from "../test-service.fixture.ts";

// The example site, plus 150 WEB issues labelled "bulk" to page through.
const BULK = Array.from({ length: 150 }, (_, i) => ({ key: `WEB-${i + 2}`, fields: { summary: `Bulk item ${i + 2}`, labels: ["bulk"] } }));
const world = useJiraWorld({ ...OPS_SEED, issues: [...OPS_SEED.issues, ...BULK] });

const REMOVED = "The requested API has been removed. Please migrate to the /rest/api/3/search/jql API. A full migration guideline is available at https://developer.atlassian.com/changelog/#CHANGE-2046";
const UNBOUNDED = { status: 400, body: { errorMessages: ["Unbounded JQL queries are not allowed here. Please add a search restriction to your query."], errors: {} } };
const { call } = world;
const get = (params: Record<string, string>, version = 3, auth?: string) => call("GET", `/rest/api/${version}/search/jql?${new URLSearchParams(params)}`, undefined, auth);
const post = (body: unknown) => call("POST", "/rest/api/3/search/jql", body);
const doc = adf;

describe("search/jql", () => {
  test("ids only by default, newest first without ORDER BY", async () => {
    const answer = await get({ jql: "project = OPS" });
    expect(answer).toMatchObject({ status: 200, body: { issues: [{ id: "10002" }, { id: "10001" }, { id: "10000" }], isLast: true } });
    expect(answer.body.issues[0]).toEqual({ id: "10002" });
    expect(answer.body.nextPageToken).toBeUndefined();
  });
  test("fields as GET issue renders them; names and schema once, beside the issues", async () => {
    const answer = (await get({ jql: "project = OPS ORDER BY key", fields: "summary,status", expand: "names,schema" })).body;
    expect(answer.issues.map((i: any) => i.key)).toEqual(["OPS-1", "OPS-2", "OPS-3"]);
    expect(answer.issues[0]).toMatchObject({ id: "10000", self: `${world.url}/rest/api/3/issue/10000`, fields: { summary: "Login fails on Safari", status: { name: "To Do" } } });
    expect(Object.keys(answer.issues[0].fields).sort()).toEqual(["status", "summary"]);
    expect(answer.issues[0].names).toBeUndefined();
    expect(answer.names).toEqual({ status: "Status", summary: "Summary" });
    expect(answer.schema.status).toEqual({ type: "status", system: "status" });
    const navigable = (await get({ jql: "key = OPS-1", fields: "*navigable" })).body.issues[0].fields;
    expect(navigable.comment).toBeUndefined();
    expect(navigable.summary).toBe("Login fails on Safari");
    expect((await get({ jql: "key = OPS-1", fields: "-description" })).body.issues[0].fields.description).toBeUndefined();
    expect((await get({ jql: "key = OPS-1", fields: "key" })).body.issues[0]).toMatchObject({ key: "OPS-1", fields: {} });
  });
  test("v2 renders rich text as wiki markup", async () => {
    expect((await get({ jql: "key = OPS-2", fields: "description" }, 2)).body.issues[0].fields.description).toBe("Move to the new *LB pool*");
  });
  test("pages by nextPageToken until isLast, on GET and POST", async () => {
    const keys: string[] = [];
    let token: string | undefined;
    const sizes: number[] = [];
    do {
      const page = (await get({ jql: "labels = bulk ORDER BY key", maxResults: "60", fields: "key", ...(token ? { nextPageToken: token } : {}) })).body;
      keys.push(...page.issues.map((i: any) => i.key));
      sizes.push(page.issues.length);
      token = page.nextPageToken;
      expect(page.isLast).toBe(token === undefined);
    } while (token);
    expect(sizes).toEqual([60, 60, 30]);
    expect(new Set(keys).size).toBe(150);
    expect(keys[0]).toBe("WEB-2");
    const first = (await post({ jql: "labels = bulk ORDER BY key", maxResults: 100 })).body;
    const second = (await post({ jql: "labels = bulk ORDER BY key", maxResults: 100, nextPageToken: first.nextPageToken, fields: ["summary"] })).body;
    expect([first.issues.length, second.issues.length, second.isLast]).toEqual([100, 50, true]);
  });
  test("a page with fields holds at most 100 issues; ids alone take maxResults", async () => {
    expect((await get({ jql: "labels = bulk", maxResults: "500", fields: "summary" })).body.issues).toHaveLength(100);
    expect((await get({ jql: "labels = bulk", maxResults: "500" })).body).toMatchObject({ isLast: true, issues: expect.any(Array) });
    expect((await get({ jql: "labels = bulk", maxResults: "500" })).body.issues).toHaveLength(150);
  });
  test("the page token is checked", async () => {
    const token = (await get({ jql: "labels = bulk", maxResults: "10" })).body.nextPageToken;
    const bad = { status: 400, body: { errorMessages: ["The provided next page token is invalid or expired."], errors: {} } };
    expect(await get({ jql: "labels = bulk AND project = WEB", nextPageToken: token })).toMatchObject(bad);
    expect(await get({ jql: "labels = bulk", nextPageToken: "not-a-token" })).toMatchObject(bad);
    expect(await post({ jql: "labels = bulk", nextPageToken: `${token}x` })).toMatchObject(bad);
  });
  test("maxResults is 1-5000", async () => {
    const refused = { status: 400, body: { errorMessages: ["The maxResults parameter must be between 1 and 5000."] } };
    expect(await get({ jql: "project = OPS", maxResults: "0" })).toMatchObject(refused);
    expect(await post({ jql: "project = OPS", maxResults: 5001 })).toMatchObject(refused);
    expect((await get({ jql: "project = OPS", maxResults: "lots" })).status).toBe(400);
  });
  test("unbounded JQL is refused, as Jira Cloud refuses it", async () => {
    expect(await get({})).toMatchObject(UNBOUNDED);
    expect(await get({ jql: " " })).toMatchObject(UNBOUNDED);
    expect(await get({ jql: "ORDER BY created DESC" })).toMatchObject(UNBOUNDED);
    expect(await post({ jql: "order by key" })).toMatchObject(UNBOUNDED);
    expect(await call("POST", "/rest/api/3/search/approximate-count", {})).toMatchObject(UNBOUNDED);
  });
  test("bad JQL: the engine's sentences in Jira's error collection", async () => {
    expect(await get({ jql: "nosuch = 1" })).toMatchObject({ status: 400, body: { errorMessages: ["Field 'nosuch' does not exist or you do not have permission to view it."], errors: {} } });
    expect(await post({ jql: 'status = "Blocked"' })).toMatchObject({ status: 400, body: { errorMessages: ["The value 'Blocked' does not exist for the field 'status'."] } });
    expect((await get({ jql: "key = OPS-999" })).body.errorMessages).toEqual(["An issue with key 'OPS-999' does not exist for field 'key'."]);
    const syntax = await get({ jql: "project = " });
    expect(syntax.status).toBe(400);
    expect(syntax.body.errorMessages[0]).toStartWith("Error in");
  });
  test("currentUser() is the caller", async () => {
    const grace = basicAuth("grace@acme.example");
    expect((await get({ jql: "assignee = currentUser()", fields: "key" }, 3, grace)).body.issues.map((i: any) => i.key)).toEqual(["OPS-2"]);
    expect((await get({ jql: "assignee = currentUser()", fields: "key" })).body.issues.map((i: any) => i.key)).toEqual(["OPS-1"]);
  });
  test("writes are searchable at once: comments, transitions, edits", async () => {
    const count = async (jql: string) => (await call("POST", "/rest/api/3/search/approximate-count", { jql })).body.count;
    expect(await count('comment ~ "blue-green"')).toBe(0);
    expect((await call("POST", "/rest/api/3/issue/OPS-3/comment", { body: doc("Use a blue-green rollout") })).status).toBe(201);
    expect((await get({ jql: 'comment ~ "blue-green"', fields: "key" })).body.issues.map((i: any) => i.key)).toEqual(["OPS-3"]);
    expect((await call("POST", "/rest/api/3/issue/OPS-1/transitions", { transition: { id: "11" } })).status).toBe(204);
    expect(await count('project = OPS AND status = "In Progress"')).toBe(2);
    expect((await call("PUT", "/rest/api/3/issue/WEB-2", { fields: { labels: [] } })).status).toBe(204);
    expect(await count("labels = bulk")).toBe(149);
  });
});

describe("the retired search", () => {
  test("GET and POST /search answer Jira's 410 on v3 and v2", async () => {
    for (const [method, path] of [["GET", "/rest/api/3/search?jql=project%3DOPS"], ["POST", "/rest/api/3/search"], ["GET", "/rest/api/2/search"], ["POST", "/rest/api/2/search"]] as const)
      expect(await call(method, path, method === "POST" ? { jql: "project = OPS" } : undefined)).toMatchObject({ status: 410, body: { errorMessages: [REMOVED], errors: {} } });
  });
});

describe("bounded work", () => {
  test("20,000 ORs are refused with Jira's 400 before any parsing, on GET and POST", async () => {
    const jql = Array.from({ length: 20_000 }, (_, i) => `key = OPS-${i}`).join(" OR ");
    const started = performance.now();
    const refused = await post({ jql });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessages[0]).toStartWith("The JQL query is ");
    expect(refused.body.errors).toEqual({});
    const clauses = Array.from({ length: 501 }, (_, i) => `key = OPS-${i}`).join(" OR ");
    expect(await get({ jql: clauses })).toMatchObject({ status: 400, body: { errorMessages: ["The JQL query has 501 clauses; this mock reads at most 500. Use fewer clauses (an IN list instead of ORs)."], errors: {} } });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
