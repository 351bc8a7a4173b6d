// Runs under plain Node, as users run jira.js 6:
// `node jira-js-suite.mjs <worldUrl> <seed JSON> <JIRA_OPERATIONS JSON or null>`.
// Prints one JSON line per case: {"name", "ok", "error"?}. The bun test that spawns it asserts on them.
//
// jira.js 6 has one platform client (createCloudClient); Version2Client/Version3Client are gone. A rich-text
// field given a string is written through Jira's v2 route (POST /rest/api/2/issue, …/comment) and read back
// through v3; the v2 reads (strings) go through the same transport's sendRequest. Every client validates
// responses with `onSchemaMismatch: "throw"`, and a mismatch fails its case with zod's issues in the message.
import assert from "node:assert/strict";
import { createSuite } from "./run-cases.mjs";
import { createAgileClient, createCloudClient, isApiError, isSchemaMismatchError } from "jira.js";
import { ProjectSchema } from "jira.js/cloud";
import { createClient } from "jira.js/core";

/** @typedef {import("jira.js/core").Client} Transport */
/** @typedef {ReturnType<typeof createCloudClient>} Jira */
/** @typedef {{ type: "doc"; version: number; content: Array<Record<string, any>> }} Doc */
/** @typedef {{ accountId: string; displayName: string; emailAddress: string; active?: boolean }} SeedUser */
/** @typedef {{ statuses: Array<{ name: string; category: string }>; transitions: Array<{ id: string; name: string; from: string[]; to: string }> }} SeedWorkflow */
/** @typedef {{ key: string; name: string; leadAccountId: string; issueTypes?: string[]; workflow?: SeedWorkflow }} SeedProject */
/**
 * @typedef {{ summary: string; issuetype: { name: string }; status: { name: string }; priority?: { name: string };
 *   assignee?: { accountId: string } | null; labels?: string[]; duedate?: string; description?: string | Doc; created?: string }} SeedFields
 */
/** @typedef {{ key: string; fields: SeedFields; comments?: Array<{ author: { accountId: string }; body: string | Doc }> }} SeedIssue */
/** @typedef {{ users: SeedUser[]; groups?: Array<{ name: string; members: string[] }>; projects: SeedProject[]; issues: SeedIssue[] }} Seed */
/** @typedef {Record<string, any>} Loose a response read as plain JSON (the v2 routes, which jira.js 6 has no schema for) */

const [returnedUrl, seedJson, operationsJson] = process.argv.slice(2);
if (!returnedUrl || !seedJson || !operationsJson) throw new Error("usage: node jira-js-suite.mjs <worldUrl> <seed JSON> <JIRA_OPERATIONS JSON>");
// The client gets the url exactly as create-snapshot returned it (it ends in "/"); Jira names its own
// addresses (self, baseUrl) from the site's origin-like base, which has none.
const worldUrl = returnedUrl.replace(/\/$/, "");
/** @type {Seed} */
const seed = JSON.parse(seedJson);
/** @type {unknown} */
const jiraOperations = JSON.parse(operationsJson);
const basePath = new URL(worldUrl).pathname.replace(/\/+$/, "");

// Every request the clients make, as "METHOD /rest/api/…" (the world's path prefix and the query cut off).
// jira.js 6 calls the global fetch on each request (it has no axios any more), so this wrapper records them all.
/** @type {Set<string>} */
const requested = new Set();
/** @type {(input: string | URL | Request, init?: RequestInit) => Promise<Response>} */
const realFetch = globalThis.fetch;
/** @param {string | URL | Request} input @param {RequestInit} [init] */
const recordingFetch = (input, init) => {
  const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  if (url.href.startsWith(worldUrl)) requested.add(`${method} ${url.pathname.slice(basePath.length)}`);
  return realFetch(input, init);
};
Object.assign(globalThis, { fetch: recordingFetch });

const user = (/** @type {string} */ email) => {
  const found = seed.users.find((u) => u.emailAddress === email);
  if (!found) throw new Error(`no seeded user ${email}`);
  return found;
};
const ADA = user("ada@acme.example");
const BEA = user("bea@acme.example");
const CY = user("cy@acme.example");

/** The transport (for the v2 reads and raw routes) and the platform client of one seeded user. @param {string} email */
const actingAs = (email) => {
  const transport = createClient({ host: returnedUrl, auth: { type: "basic", email, apiToken: "any" }, onSchemaMismatch: "throw" });
  return { transport, jira: createCloudClient(transport) };
};
const { transport: adaRaw, jira: ada } = actingAs(ADA.emailAddress);
const { transport: beaRaw, jira: bea } = actingAs(BEA.emailAddress);
const anonymous = createCloudClient({ host: returnedUrl, onSchemaMismatch: "throw" });

const suite = createSuite();

/**
 * Declares a case. A response that fails jira.js's schema throws SchemaMismatchError, whose message names only
 * the endpoint: the case fails with the report's issues and zod's own text.
 * @param {string} name @param {() => unknown} run
 */
const check = (name, run) =>
  suite.check(name, async () => {
    try {
      await run();
    } catch (error) {
      if (isSchemaMismatchError(error)) {
        const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
        throw new Error(`${error.message}\nreport: ${JSON.stringify(error.report.issues)}\nzod: ${cause}`);
      }
      throw error;
    }
  });

/**
 * The value, asserted present.
 * @template T
 * @param {T | undefined | null} value
 * @param {string} what
 * @returns {T}
 */
const must = (value, what) => {
  assert.ok(value !== undefined && value !== null, `${what} is missing`);
  return value;
};

/**
 * Awaits a call that must fail with Jira's status and error body `{errorMessages, errors}`.
 * @param {PromiseLike<unknown>} promise
 * @param {number} status
 * @param {{ messages?: Array<string | RegExp>; errors?: Record<string, string | RegExp> }} [expected]
 * @returns {Promise<{ errorMessages: string[]; errors: Record<string, string> }>}
 */
const failsWith = async (promise, status, expected = {}) => {
  try {
    await promise;
  } catch (error) {
    assert.ok(isApiError(error), `expected an ApiError ${status}, got ${error}`);
    assert.equal(error.status, status, `expected ${status}, got ${error.status}: ${error.message}`);
    const body = /** @type {{ errorMessages: string[]; errors: Record<string, string> }} */ (error.body);
    assert.ok(body && typeof body === "object", `the ${status} has no JSON body: ${error.message}`);
    assert.ok(Array.isArray(body.errorMessages), `errorMessages is not an array: ${JSON.stringify(body)}`);
    assert.ok(body.errors && typeof body.errors === "object" && !Array.isArray(body.errors), `errors is not an object: ${JSON.stringify(body)}`);
    if (expected.messages) {
      assert.equal(body.errorMessages.length, expected.messages.length, `errorMessages: ${JSON.stringify(body.errorMessages)}`);
      expected.messages.forEach((m, i) =>
        typeof m === "string" ? assert.equal(body.errorMessages[i], m) : assert.match(body.errorMessages[i] ?? "", m),
      );
    }
    if (expected.errors) {
      assert.deepEqual(Object.keys(body.errors).sort(), Object.keys(expected.errors).sort(), `errors: ${JSON.stringify(body.errors)}`);
      for (const [field, m] of Object.entries(expected.errors))
        typeof m === "string" ? assert.equal(body.errors[field], m) : assert.match(body.errors[field] ?? "", m);
    }
    return body;
  }
  assert.fail(`expected ${status}, but the call succeeded`);
};

const NOT_FOUND = "Issue does not exist or you do not have permission to see it.";

// ---- ADF ----

/** A one-paragraph ADF document. @param {string} text @returns {Doc} */
const doc = (text) => ({ type: "doc", version: 1, content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
/** The text of a document, block by block. @param {unknown} value */
const docText = (value) => {
  const d = /** @type {Doc} */ (value);
  assert.equal(d?.type, "doc", `not an ADF document: ${JSON.stringify(value)}`);
  assert.equal(d.version, 1);
  /** @param {Record<string, any>} node @returns {string} */
  const text = (node) => (typeof node.text === "string" ? node.text : (node.content ?? []).map(text).join(""));
  return d.content.map(text).join("\n");
};

// ---- what the seed says ----

const RANK = /** @type {Record<string, number>} */ ({ Highest: 1, High: 2, Medium: 3, Low: 4, Lowest: 5 });
/** @param {string} key */
const keyParts = (key) => {
  const [project = "", number = "0"] = key.split("-");
  return { project, number: Number(number) };
};
/** Key order within and across projects (project key, then number). @param {string} a @param {string} b */
const byKey = (a, b) => {
  const pa = keyParts(a);
  const pb = keyParts(b);
  return pa.project === pb.project ? pa.number - pb.number : pa.project < pb.project ? -1 : 1;
};
/** The seeded issues matching `where`, in key order. @param {(issue: SeedIssue & { project: string }) => boolean} where */
const seededKeys = (where) =>
  seed.issues
    .map((i) => ({ ...i, project: keyParts(i.key).project }))
    .filter(where)
    .map((i) => i.key)
    .sort(byKey);
/** @param {string} key */
const seeded = (key) => must(seed.issues.find((i) => i.key === key), `seeded ${key}`);
/** @param {SeedIssue} i */
const assigneeOf = (i) => i.fields.assignee?.accountId ?? null;
const opsKeys = seededKeys((i) => i.project === "OPS");
const webKeys = seededKeys((i) => i.project === "WEB");
const developers = must(seed.groups?.find((g) => g.name === "developers"), "group developers").members;
const opsProject = must(seed.projects.find((p) => p.key === "OPS"), "project OPS");
const opsWorkflow = must(opsProject.workflow, "OPS workflow");

/**
 * Every key a JQL search returns, following nextPageToken through GET /search/jql, with each page's size.
 * @param {Jira} jira @param {string} jql @param {number} [maxResults]
 */
const searchAll = async (jira, jql, maxResults = 50) => {
  /** @type {string[]} */
  const keys = [];
  /** @type {number[]} */
  const sizes = [];
  /** @type {string | undefined} */
  let nextPageToken;
  for (let page = 0; page < 20; page++) {
    const result = await jira.issueSearch.searchAndReconsileIssuesUsingJql({ jql, maxResults, nextPageToken, fields: ["summary"] });
    const issues = result.issues ?? [];
    sizes.push(issues.length);
    keys.push(...issues.map((i) => must(i.key, "issue key")));
    if (result.isLast !== false) {
      assert.equal(result.isLast, true, `isLast on the last page of ${jql}`);
      assert.ok(result.nextPageToken === undefined || result.nextPageToken === null, "no nextPageToken on the last page");
      return { keys, sizes };
    }
    nextPageToken = must(result.nextPageToken, "nextPageToken when isLast is false");
  }
  assert.fail(`${jql}: more than 20 pages`);
};

/** The keys one JQL search returns, in the order given. @param {Jira} jira @param {string} jql */
const keysOf = async (jira, jql) => (await searchAll(jira, jql)).keys;
/** Keys, sorted, for clauses with no ORDER BY. @param {Jira} jira @param {string} jql */
const keySet = async (jira, jql) => (await keysOf(jira, jql)).sort(byKey);

// ---- who acts ----

check("myself answers for the credential's user: Ada and Bea each see themselves", async () => {
  for (const [jira, who] of /** @type {const} */ ([[ada, ADA], [bea, BEA]])) {
    const me = await jira.myself.getCurrentUser();
    assert.equal(me.accountId, who.accountId);
    assert.equal(me.displayName, who.displayName);
    assert.equal(me.emailAddress, who.emailAddress);
    assert.equal(me.active, true);
    assert.equal(me.accountType, "atlassian");
    assert.equal(me.self, `${worldUrl}/rest/api/3/user?accountId=${who.accountId}`);
  }
});

check("no credential is 401, with Jira's words", async () => {
  try {
    await anonymous.myself.getCurrentUser();
    assert.fail("myself without a credential succeeded");
  } catch (error) {
    assert.ok(isApiError(error) && error.status === 401, `expected 401, got ${error}`);
    // Jira answers an anonymous /myself with text, not an error collection.
    assert.equal(error.body, "Client must be authenticated to access this resource.");
  }
});

check("serverInfo describes a Cloud site at the world's url", async () => {
  const info = await ada.serverInfo.getServerInfo();
  assert.equal(info.baseUrl, worldUrl);
  assert.equal(info.deploymentType, "Cloud");
  assert.equal(typeof info.version, "string");
  assert.ok(info.serverTime instanceof Date && !Number.isNaN(info.serverTime.getTime()), "serverTime is a date");
});

// ---- projects and metadata ----

check("project search lists both projects, paged", async () => {
  const page = await ada.projects.searchProjects();
  assert.deepEqual((page.values ?? []).map((p) => p.key).sort(), ["OPS", "WEB"]);
  assert.equal(page.total, 2);
  assert.equal(page.isLast, true);
  const named = await bea.projects.searchProjects({ query: "Oper" });
  assert.deepEqual((named.values ?? []).map((p) => p.key), ["OPS"]);
});

check("a project by key and by id: lead, issue types, self on the world's host", async () => {
  const ops = await ada.projects.getProject({ projectIdOrKey: "OPS" });
  assert.equal(ops.key, "OPS");
  assert.equal(ops.name, "Operations");
  const id = must(ops.id, "project id");
  assert.match(id, /^\d+$/);
  assert.equal(ops.self, `${worldUrl}/rest/api/3/project/${id}`);
  assert.equal(ops.lead?.accountId, ADA.accountId);
  assert.deepEqual((ops.issueTypes ?? []).map((t) => t.name).sort(), ["Bug", "Epic", "Story", "Task"]);
  const byId = await bea.projects.getProject({ projectIdOrKey: id });
  assert.equal(byId.key, "OPS");
  await failsWith(ada.projects.getProject({ projectIdOrKey: "NOPE" }), 404, { messages: ["No project could be found with key 'NOPE'."] });
});

check("project statuses: each issue type with the workflow's statuses", async () => {
  const ops = await ada.projects.getAllStatuses({ projectIdOrKey: "OPS" });
  assert.deepEqual(ops.map((t) => t.name).sort(), ["Bug", "Epic", "Story", "Task"]);
  for (const type of ops) assert.deepEqual(type.statuses.map((s) => s.name).sort(), ["Done", "In Progress", "To Do"]);
  const web = await bea.projects.getAllStatuses({ projectIdOrKey: "WEB" });
  for (const type of web) assert.deepEqual(type.statuses.map((s) => s.name).sort(), ["Done", "In Progress", "To Do"]);
});

check("issue types, priorities (Jira's defaults, in order), statuses with categories, fields", async () => {
  const types = await ada.issueTypes.getIssueAllTypes();
  const typeNames = types.map((t) => t.name);
  for (const name of ["Task", "Bug", "Story", "Epic"]) assert.ok(typeNames.includes(name), `issue type ${name} in ${typeNames}`);
  const epic = must(types.find((t) => t.name === "Epic"), "Epic");
  assert.equal(epic.hierarchyLevel, 1);
  assert.match(must(epic.id, "issue type id"), /^\d+$/);

  const priorities = await ada.issuePriorities.searchPriorities();
  const names = ["Highest", "High", "Medium", "Low", "Lowest"];
  assert.deepEqual((priorities.values ?? []).map((p) => p.name), names);
  assert.equal(priorities.isLast, true);
  assert.equal((priorities.values ?? []).find((p) => p.isDefault)?.name, "Medium");
  // GET /rest/api/3/priority (deprecated, still served) has no jira.js 6 method: its transport sends it.
  /** @type {Loose[]} */
  const listed = await beaRaw.sendRequest({ url: "/rest/api/3/priority", method: "GET" });
  assert.deepEqual(listed.map((p) => p.name), names);
  for (const p of listed) assert.match(p.id, /^\d+$/);

  const statuses = await ada.workflowStatuses.getStatuses();
  /** @type {Record<string, string | undefined>} */
  const categories = Object.fromEntries(statuses.map((s) => [s.name, s.statusCategory?.key]));
  assert.deepEqual([categories["To Do"], categories["In Progress"], categories["Done"]], ["new", "indeterminate", "done"]);
  const found = must((await bea.status.search({ searchString: "In Progress" })).values, "statuses/search values");
  assert.ok(found.length > 0, "In Progress is found");
  for (const status of found) assert.deepEqual([status.name, status.statusCategory], ["In Progress", "IN_PROGRESS"]);
  const done = must((await ada.status.search({ statusCategory: "DONE" })).values, "statuses/search values");
  assert.ok(done.length > 0 && done.every((status) => status.name === "Done"), `DONE: ${done.map((status) => status.name)}`);

  const fields = await bea.issueFields.getFields();
  /** @type {Record<string, string | undefined>} */
  const fieldNames = Object.fromEntries(fields.map((f) => [f.id, f.name]));
  const expectedNames = { summary: "Summary", status: "Status", assignee: "Assignee", labels: "Labels", duedate: "Due date", priority: "Priority" };
  for (const [id, name] of Object.entries(expectedNames)) assert.equal(fieldNames[id], name, `field ${id}`);
});

// ---- users ----

check("users: get by accountId, search by name, assignable search; unknown is 404", async () => {
  const bee = await ada.users.getUser({ accountId: BEA.accountId });
  assert.equal(bee.displayName, BEA.displayName);
  assert.equal(bee.self, `${worldUrl}/rest/api/3/user?accountId=${BEA.accountId}`);

  const found = await bea.userSearch.findUsers({ query: "ada" });
  assert.deepEqual(found.map((u) => u.accountId), [ADA.accountId]);
  const byEmail = await bea.userSearch.findUsers({ query: "cy@acme.example" });
  assert.deepEqual(byEmail.map((u) => u.accountId), [CY.accountId]);

  const assignable = await ada.userSearch.findAssignableUsers({ project: "OPS" });
  const ids = assignable.map((u) => u.accountId);
  for (const u of seed.users.filter((s) => s.active !== false)) assert.ok(ids.includes(u.accountId), `${u.displayName} is assignable`);
  const forIssue = await ada.userSearch.findAssignableUsers({ issueKey: "OPS-1", query: "bea" });
  assert.deepEqual(forIssue.map((u) => u.accountId), [BEA.accountId]);

  await failsWith(ada.users.getUser({ accountId: "000000000000000000000000" }), 404);
});

// ---- reading seeded issues ----

check("a seeded issue by key and by numeric id: fields in Jira's shapes, self on the world's host", async () => {
  const source = seeded("OPS-1");
  const one = await ada.issues.getIssue({ issueIdOrKey: "OPS-1" });
  assert.equal(one.key, "OPS-1");
  const id = must(one.id, "issue id");
  assert.match(id, /^\d+$/);
  assert.equal(one.self, `${worldUrl}/rest/api/3/issue/${id}`);
  const f = must(one.fields, "fields");
  assert.equal(f.summary, source.fields.summary);
  assert.equal(f.issuetype.name, source.fields.issuetype.name);
  assert.equal(f.status.name, source.fields.status.name);
  assert.equal(f.status.statusCategory.key, "indeterminate");
  assert.equal(f.priority.name, source.fields.priority?.name);
  assert.equal(f.assignee?.accountId ?? null, assigneeOf(source));
  assert.deepEqual(f.labels, source.fields.labels ?? []);
  assert.equal(f.duedate ?? null, source.fields.duedate ?? null);
  assert.equal(f.project.key, "OPS");
  assert.match(f.created, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d{4}$/);
  assert.match(f.updated, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d{4}$/);

  const byId = await bea.issues.getIssue({ issueIdOrKey: id });
  assert.equal(byId.key, "OPS-1");

  // A seeded plain-text description reads as an ADF document on v3 and as the same text on v2.
  const withText = await ada.issues.getIssue({ issueIdOrKey: "OPS-2", fields: ["description"] });
  assert.equal(docText(withText.fields?.description), seeded("OPS-2").fields.description);
  /** @type {Loose} */
  const v2 = await adaRaw.sendRequest({ url: "/rest/api/2/issue/OPS-2", method: "GET", searchParams: { fields: "description" } });
  assert.equal(v2.fields.description, seeded("OPS-2").fields.description);
});

check("get with `fields` returns only those fields", async () => {
  const issue = await bea.issues.getIssue({ issueIdOrKey: "WEB-3", fields: ["summary", "status"] });
  assert.deepEqual(Object.keys(issue.fields ?? {}).sort(), ["status", "summary"]);
  assert.equal(issue.fields?.summary, seeded("WEB-3").fields.summary);
});

check("get with expand=renderedFields,transitions,changelog", async () => {
  const issue = await ada.issues.getIssue({ issueIdOrKey: "OPS-2", expand: "renderedFields,transitions,changelog" });
  const rendered = must(issue.renderedFields, "renderedFields");
  assert.match(String(rendered.description), new RegExp(`<p>${seeded("OPS-2").fields.description}</p>`));
  assert.deepEqual(issue.transitions ?? [], [], "OPS-2 is Done: the custom workflow has no way out");
  const changelog = must(issue.changelog, "changelog");
  assert.deepEqual(changelog.histories, []);
  assert.equal(changelog.total, 0);
});

check("unknown issue is 404 with Jira's message, on get, edit, delete, transitions and comments", async () => {
  const expected = { messages: [NOT_FOUND], errors: {} };
  await failsWith(ada.issues.getIssue({ issueIdOrKey: "OPS-999" }), 404, expected);
  await failsWith(ada.issues.getIssue({ issueIdOrKey: "99999999" }), 404, expected);
  await failsWith(ada.issues.editIssue({ issueIdOrKey: "OPS-999", fields: { summary: "x" } }), 404, expected);
  await failsWith(bea.issues.deleteIssue({ issueIdOrKey: "NOPE-1" }), 404, expected);
  await failsWith(bea.issues.getTransitions({ issueIdOrKey: "OPS-999" }), 404, expected);
  await failsWith(bea.issueComments.getComments({ issueIdOrKey: "OPS-999" }), 404, expected);
});

// ---- search ----

check("paging GET /search/jql at maxResults 10: three pages by nextPageToken, the union in key order", async () => {
  const { keys, sizes } = await searchAll(ada, "project = OPS ORDER BY key ASC", 10);
  assert.deepEqual(sizes, [10, 10, 3]);
  assert.deepEqual(keys, opsKeys);
});

check("paging POST /search/jql at maxResults 4, ordered by priority then key", async () => {
  const expected = seed.issues
    .filter((i) => keyParts(i.key).project === "OPS" && assigneeOf(i) !== null)
    .sort((a, b) => (RANK[a.fields.priority?.name ?? ""] ?? 0) - (RANK[b.fields.priority?.name ?? ""] ?? 0) || byKey(a.key, b.key))
    .map((i) => i.key);
  /** @type {string[]} */
  const keys = [];
  /** @type {number[]} */
  const sizes = [];
  /** @type {string | undefined} */
  let nextPageToken;
  for (;;) {
    const page = await bea.issueSearch.searchAndReconsileIssuesUsingJqlPost({
      jql: "project = OPS AND assignee IS NOT EMPTY ORDER BY priority DESC, key ASC",
      maxResults: 4,
      fields: ["priority", "assignee"],
      nextPageToken,
    });
    const issues = page.issues ?? [];
    sizes.push(issues.length);
    for (const i of issues) {
      keys.push(must(i.key, "key"));
      assert.deepEqual(Object.keys(i.fields ?? {}).sort(), ["assignee", "priority"]);
    }
    if (page.isLast) break;
    nextPageToken = must(page.nextPageToken, "nextPageToken");
    assert.ok(sizes.length < 10, "too many pages");
  }
  assert.deepEqual(keys, expected);
  assert.deepEqual(sizes, Array.from({ length: Math.ceil(expected.length / 4) }, (_, i) => Math.min(4, expected.length - 4 * i)));
  assert.ok(sizes.length >= 3, "several pages");
});

check("search/jql returns only the id unless fields are asked for; `fields` picks them", async () => {
  const bare = await ada.issueSearch.searchAndReconsileIssuesUsingJql({ jql: "key = OPS-1" });
  const only = must(bare.issues?.[0], "one issue");
  assert.match(must(only.id, "id"), /^\d+$/);
  assert.equal(only.fields?.summary, undefined);
  const some = await ada.issueSearch.searchAndReconsileIssuesUsingJql({ jql: "key = OPS-1", fields: ["summary", "labels"] });
  const issue = must(some.issues?.[0], "one issue");
  assert.equal(issue.key, "OPS-1");
  assert.deepEqual(Object.keys(issue.fields ?? {}).sort(), ["labels", "summary"]);
});

check("JQL: = and != (which never matches empty), on status, priority, issuetype, assignee", async () => {
  assert.deepEqual(await keySet(ada, 'project = OPS AND status = "In Progress"'), seededKeys((i) => i.project === "OPS" && i.fields.status.name === "In Progress"));
  assert.deepEqual(await keySet(ada, "project = WEB AND priority != High"), seededKeys((i) => i.project === "WEB" && i.fields.priority?.name !== "High"));
  assert.deepEqual(await keySet(bea, "issuetype = Bug"), seededKeys((i) => i.fields.issuetype.name === "Bug"));
  assert.deepEqual(
    await keySet(bea, `assignee != ${BEA.accountId} AND project = OPS`),
    seededKeys((i) => i.project === "OPS" && assigneeOf(i) !== null && assigneeOf(i) !== BEA.accountId),
  );
  assert.deepEqual(await keySet(ada, `assignee = "${CY.accountId}"`), seededKeys((i) => assigneeOf(i) === CY.accountId));
});

check("JQL: ~ and !~ match words of text fields, case-insensitively", async () => {
  assert.deepEqual(await keySet(ada, 'summary ~ "safari"'), seededKeys((i) => /\bsafari\b/i.test(i.fields.summary)));
  assert.deepEqual(await keySet(bea, "summary ~ timeout"), seededKeys((i) => /\btimeout\b/i.test(i.fields.summary)));
  assert.deepEqual(
    await keySet(ada, 'project = WEB AND summary !~ "chore"'),
    seededKeys((i) => i.project === "WEB" && !/\bchore\b/i.test(i.fields.summary)),
  );
});

check("JQL: IN and NOT IN (NOT IN skips issues with no value)", async () => {
  assert.deepEqual(
    await keySet(ada, "labels IN (backend, ops)"),
    seededKeys((i) => (i.fields.labels ?? []).some((l) => l === "backend" || l === "ops")),
  );
  assert.deepEqual(
    await keySet(ada, "project = OPS AND labels NOT IN (frontend)"),
    seededKeys((i) => i.project === "OPS" && (i.fields.labels ?? []).length > 0 && !(i.fields.labels ?? []).includes("frontend")),
  );
  assert.deepEqual(
    await keySet(bea, 'status IN ("To Do", Done) AND project IN (WEB)'),
    seededKeys((i) => i.project === "WEB" && ["To Do", "Done"].includes(i.fields.status.name)),
  );
  assert.deepEqual(await keySet(bea, "key IN (OPS-3, WEB-2, OPS-10)"), ["OPS-3", "OPS-10", "WEB-2"]);
});

check("JQL: IS EMPTY and IS NOT EMPTY", async () => {
  assert.deepEqual(await keySet(ada, "assignee IS EMPTY"), seededKeys((i) => assigneeOf(i) === null));
  assert.deepEqual(await keySet(ada, "project = WEB AND duedate IS NOT EMPTY"), seededKeys((i) => i.project === "WEB" && !!i.fields.duedate));
  assert.deepEqual(await keySet(bea, "project = OPS AND labels IS EMPTY"), seededKeys((i) => i.project === "OPS" && (i.fields.labels ?? []).length === 0));
});

check("JQL: date comparisons with literal dates, now(), startOfDay() and relative dates", async () => {
  const past = seededKeys((i) => !!i.fields.duedate && i.fields.duedate < "2021-01-01");
  const future = seededKeys((i) => !!i.fields.duedate && i.fields.duedate > "2098-01-01");
  assert.deepEqual(await keySet(ada, 'duedate < "2021-01-01"'), past);
  assert.deepEqual(await keySet(ada, "duedate >= 2099-04-10"), seededKeys((i) => !!i.fields.duedate && i.fields.duedate >= "2099-04-10"));
  assert.deepEqual(await keySet(ada, 'duedate <= "2020-02-20"'), seededKeys((i) => !!i.fields.duedate && i.fields.duedate <= "2020-02-20"));
  assert.deepEqual(await keySet(bea, "duedate > 2020-02-20 AND duedate < 2021-01-01"), seededKeys((i) => !!i.fields.duedate && i.fields.duedate > "2020-02-20" && i.fields.duedate < "2021-01-01"));
  assert.deepEqual(await keySet(ada, "duedate < now()"), past);
  assert.deepEqual(await keySet(ada, "duedate >= startOfDay()"), future);
  assert.deepEqual(await keySet(bea, 'duedate > "-30d"'), future);
  assert.deepEqual(await keySet(bea, "duedate < -1w"), past);
  // OPS was created with the world (just now); WEB-n was seeded as created n - ½ days ago.
  assert.deepEqual(await keySet(ada, "created <= now() AND project = OPS"), opsKeys);
  assert.deepEqual(await keySet(ada, 'created >= "-1d" AND project = OPS'), opsKeys);
  assert.deepEqual(await keySet(ada, "created > now()"), []);
  /** @param {number} days */
  const createdAgo = (days) => (/** @type {SeedIssue} */ i) => Date.parse(must(i.fields.created, `${i.key} created`).replace(/\+0000$/, "Z")) < Date.now() - days * 24 * 3600 * 1000;
  assert.deepEqual(await keySet(bea, "project = WEB AND created >= -5d"), seededKeys((i) => i.project === "WEB" && !createdAgo(5)(i)));
  assert.deepEqual(await keySet(bea, 'project = WEB AND created < "-10d"'), seededKeys((i) => i.project === "WEB" && createdAgo(10)(i)));
  assert.deepEqual(await keySet(ada, "project = WEB AND created >= -1w AND created < -3d"), seededKeys((i) => i.project === "WEB" && !createdAgo(7)(i) && createdAgo(3)(i)));
  assert.deepEqual(await keysOf(ada, "project = WEB ORDER BY created DESC"), webKeys, "newest first");
  const web5 = must((await ada.issues.getIssue({ issueIdOrKey: "WEB-5", fields: ["created"] })).fields, "fields");
  assert.equal(Date.parse(web5.created), Date.parse(must(seeded("WEB-5").fields.created, "created").replace(/\+0000$/, "Z")));
});

check("JQL: AND, OR, NOT and parentheses", async () => {
  assert.deepEqual(
    await keySet(ada, "project = OPS AND (status = Done OR priority = Highest)"),
    seededKeys((i) => i.project === "OPS" && (i.fields.status.name === "Done" || i.fields.priority?.name === "Highest")),
  );
  assert.deepEqual(
    await keySet(bea, "project = OPS AND status = Done OR project = WEB AND priority = Highest"),
    seededKeys((i) => (i.project === "OPS" && i.fields.status.name === "Done") || (i.project === "WEB" && i.fields.priority?.name === "Highest")),
  );
  assert.deepEqual(await keySet(ada, "project = WEB AND NOT status = Done"), seededKeys((i) => i.project === "WEB" && i.fields.status.name !== "Done"));
  assert.deepEqual(
    await keySet(bea, "NOT (project = OPS OR priority IN (Highest, High))"),
    seededKeys((i) => i.project !== "OPS" && !["Highest", "High"].includes(i.fields.priority?.name ?? "")),
  );
});

check("JQL: ORDER BY priority ranks Highest first when DESC, Lowest first when ASC", async () => {
  /** @param {1 | -1} direction */
  const order = (direction) =>
    seed.issues
      .filter((i) => keyParts(i.key).project === "WEB")
      .sort((a, b) => direction * ((RANK[a.fields.priority?.name ?? ""] ?? 0) - (RANK[b.fields.priority?.name ?? ""] ?? 0)) || byKey(a.key, b.key))
      .map((i) => i.key);
  assert.deepEqual(await keysOf(ada, "project = WEB ORDER BY priority DESC, key ASC"), order(1));
  assert.deepEqual(await keysOf(ada, "project = WEB ORDER BY priority ASC, key ASC"), order(-1));
  assert.deepEqual(await keysOf(bea, "project = WEB ORDER BY key DESC"), [...webKeys].reverse());
});

check("JQL: currentUser() is whoever the credential names (Ada, then Bea)", async () => {
  assert.deepEqual(await keySet(ada, "assignee = currentUser()"), seededKeys((i) => assigneeOf(i) === ADA.accountId));
  assert.deepEqual(await keySet(bea, "assignee = currentUser()"), seededKeys((i) => assigneeOf(i) === BEA.accountId));
  assert.deepEqual(await keySet(bea, "project = OPS AND assignee != currentUser()"), seededKeys((i) => i.project === "OPS" && assigneeOf(i) !== null && assigneeOf(i) !== BEA.accountId));
});

check("JQL: membersOf() a group", async () => {
  assert.deepEqual(
    await keySet(ada, 'assignee IN membersOf("developers")'),
    seededKeys((i) => developers.includes(assigneeOf(i) ?? "")),
  );
  assert.deepEqual(
    await keySet(bea, 'project = WEB AND assignee NOT IN membersOf("developers")'),
    seededKeys((i) => i.project === "WEB" && assigneeOf(i) !== null && !developers.includes(assigneeOf(i) ?? "")),
  );
});

check("approximate-count counts what a JQL matches", async () => {
  assert.deepEqual(await ada.issueSearch.countIssues({ jql: "project = OPS" }), { count: opsKeys.length });
  assert.deepEqual(await bea.issueSearch.countIssues({ jql: "assignee = currentUser()" }), { count: seededKeys((i) => assigneeOf(i) === BEA.accountId).length });
  await failsWith(ada.issueSearch.countIssues({ jql: "project = " }), 400, {
    messages: ["Error in JQL Query: Expecting either a value, list or function before the end of the query."],
    errors: {},
  });
});

check("bad JQL, unknown fields and unknown values are 400 with Jira's messages (GET and POST)", async () => {
  // Jira Cloud words syntax errors "Error in the JQL Query: …", except the "Expecting either a value, list or
  // function" family, which it prefixes "Error in JQL Query: …".
  await failsWith(ada.issueSearch.searchAndReconsileIssuesUsingJql({ jql: "project = OPS AND" }), 400, {
    messages: ["Error in the JQL Query: Expecting a field name at the end of the query."],
    errors: {},
  });
  await failsWith(ada.issueSearch.searchAndReconsileIssuesUsingJqlPost({ jql: "status = = Done" }), 400, {
    messages: ["Error in JQL Query: Expecting either a value, list or function but got '='. You must surround '=' in quotation marks to use it as a value. (line 1, character 10)"],
    errors: {},
  });
  await failsWith(bea.issueSearch.searchAndReconsileIssuesUsingJql({ jql: "project = OPS status = Done" }), 400, {
    messages: ["Error in the JQL Query: Expecting either 'OR' or 'AND' but got 'status'. (line 1, character 15)"],
    errors: {},
  });
  await failsWith(bea.issueSearch.searchAndReconsileIssuesUsingJql({ jql: "colour = red" }), 400, {
    messages: ["Field 'colour' does not exist or you do not have permission to view it."],
    errors: {},
  });
  await failsWith(bea.issueSearch.searchAndReconsileIssuesUsingJqlPost({ jql: "project = NOPE" }), 400, {
    messages: ["The value 'NOPE' does not exist for the field 'project'."],
    errors: {},
  });
  await failsWith(ada.issueSearch.searchAndReconsileIssuesUsingJql({ jql: "assignee IN membersOf(\"nobody-group\")" }), 400, {
    messages: ["Function 'membersOf' can not generate a list of usernames for group 'nobody-group'; the group does not exist."],
    errors: {},
  });
});

check("the retired /rest/api/3/search and /rest/api/2/search answer 410", async () => {
  const removed = /^The requested API has been removed\. .*CHANGE-2046/;
  await failsWith(adaRaw.sendRequest({ url: "/rest/api/3/search", method: "GET", searchParams: { jql: "project = OPS" } }), 410, { messages: [removed], errors: {} });
  await failsWith(adaRaw.sendRequest({ url: "/rest/api/3/search", method: "POST", body: { jql: "project = OPS" } }), 410, { messages: [removed] });
  await failsWith(beaRaw.sendRequest({ url: "/rest/api/2/search", method: "GET", searchParams: { jql: "project = OPS" } }), 410, { messages: [removed] });
  await failsWith(beaRaw.sendRequest({ url: "/rest/api/2/search", method: "POST", body: { jql: "project = OPS" } }), 410, { messages: [removed] });
});

// ---- workflow on seeded issues (read-only) ----

check("GET transitions offers only what the current status allows (custom workflow)", async () => {
  for (const [key, expected] of /** @type {const} */ ([["OPS-3", ["11"]], ["OPS-1", ["31"]], ["OPS-2", []]])) {
    const status = seeded(key).fields.status.name;
    const offered = must((await ada.issues.getTransitions({ issueIdOrKey: key })).transitions, "transitions");
    assert.deepEqual(offered.map((t) => t.id), [...expected], `${key} in ${status}`);
    for (const t of offered) {
      const declared = must(opsWorkflow.transitions.find((w) => w.id === t.id), `transition ${t.id}`);
      assert.equal(t.name, declared.name);
      assert.equal(t.to?.name, declared.to);
      assert.match(must(t.to?.id, "to.id"), /^\d+$/);
    }
  }
});

check("GET transitions on the default simplified workflow reaches every status", async () => {
  const key = must(webKeys.find((k) => seeded(k).fields.status.name === "To Do"), "a WEB issue in To Do");
  const offered = must((await bea.issues.getTransitions({ issueIdOrKey: key })).transitions, "transitions");
  const targets = offered.map((t) => t.to?.name);
  assert.ok(targets.includes("In Progress") && targets.includes("Done"), `targets: ${targets}`);
  for (const t of offered) assert.match(must(t.id, "transition id"), /^\d+$/);
});

// ---- comments on seeded issues ----

check("seeded comments list in order with authors; plain text reads as ADF", async () => {
  const page = await ada.issueComments.getComments({ issueIdOrKey: "OPS-2" });
  assert.equal(page.total, 2);
  assert.equal(page.startAt, 0);
  const comments = must(page.comments, "comments");
  assert.deepEqual(comments.map((c) => c.author?.accountId), [BEA.accountId, ADA.accountId]);
  assert.deepEqual(comments.map((c) => docText(c.body)), ["Looking into it", "Thanks Bea"]);
  const first = must(comments[0], "first comment");
  assert.ok(first.created instanceof Date, "created is a date");
  const id = must(first.id, "comment id");
  assert.match(id, /^\d+$/);
  const issueId = must((await ada.issues.getIssue({ issueIdOrKey: "OPS-2", fields: ["summary"] })).id, "issue id");
  assert.equal(first.self, `${worldUrl}/rest/api/3/issue/${issueId}/comment/${id}`);
  const paged = await bea.issueComments.getComments({ issueIdOrKey: "OPS-2", startAt: 1, maxResults: 1 });
  assert.deepEqual(paged.comments?.map((c) => c.id), [comments[1]?.id]);
  assert.equal(paged.total, 2);
});

// ---- creating, editing, assigning, transitioning, deleting (after every read of the seed) ----

const highestOps = Math.max(...opsKeys.map((k) => keyParts(k).number));
/** @type {{ epic?: { id: string; key: string }; bug?: { id: string; key: string }; story?: { id: string; key: string } }} */
const made = {};

check("Ada creates an issue on v3: ADF description, assignee, labels, priority, duedate; the next key; Ada is reporter", async () => {
  const description = doc("Checkout returns 502 when the cart is empty");
  const created = await ada.issues.createIssue({
    fields: {
      project: { key: "OPS" },
      issuetype: { name: "Bug" },
      summary: "Checkout 502 on empty cart",
      description,
      assignee: { accountId: BEA.accountId },
      labels: ["checkout"],
      priority: { name: "High" },
      duedate: "2099-12-31",
    },
  });
  assert.equal(created.key, `OPS-${highestOps + 1}`);
  assert.match(created.id, /^\d+$/);
  assert.equal(created.self, `${worldUrl}/rest/api/3/issue/${created.id}`);
  made.bug = { id: created.id, key: created.key };

  const issue = await bea.issues.getIssue({ issueIdOrKey: created.key });
  const f = must(issue.fields, "fields");
  assert.equal(f.summary, "Checkout 502 on empty cart");
  assert.deepEqual(f.description, description);
  assert.equal(f.assignee.accountId, BEA.accountId);
  assert.equal(f.reporter.accountId, ADA.accountId);
  assert.equal(f.creator.accountId, ADA.accountId);
  assert.deepEqual(f.labels, ["checkout"]);
  assert.equal(f.priority.name, "High");
  assert.equal(f.duedate, "2099-12-31");
  assert.equal(f.status.name, "To Do");
  assert.equal(f.issuetype.name, "Bug");
  assert.equal(f.project.key, "OPS");
});

check("Bea creates a child of an epic with `update` verbs and an explicit reporter; parent reads back", async () => {
  const epic = await ada.issues.createIssue({ fields: { project: { key: "OPS" }, issuetype: { name: "Epic" }, summary: "Checkout hardening" } });
  made.epic = { id: epic.id, key: epic.key };
  const story = await bea.issues.createIssue({
    fields: { project: { key: "OPS" }, issuetype: { name: "Story" }, summary: "Retry the payment call", parent: { key: epic.key }, reporter: { accountId: CY.accountId } },
    update: { labels: [{ add: "payments" }, { add: "checkout" }] },
  });
  made.story = { id: story.id, key: story.key };
  assert.equal(keyParts(story.key).number, keyParts(epic.key).number + 1);
  const got = await ada.issues.getIssue({ issueIdOrKey: story.key, fields: ["parent", "labels", "reporter", "creator", "priority"] });
  const f = must(got.fields, "fields");
  assert.equal(f.parent.key, epic.key);
  assert.equal(f.parent.id, epic.id);
  assert.deepEqual([...f.labels].sort(), ["checkout", "payments"]);
  assert.equal(f.reporter.accountId, CY.accountId);
  assert.equal(f.creator.accountId, BEA.accountId);
  assert.equal(f.priority.name, "Medium", "the default priority");
});

check("create refuses what Jira refuses, field by field", async () => {
  await failsWith(ada.issues.createIssue({ fields: { project: { key: "OPS" }, issuetype: { name: "Task" } } }), 400, {
    errors: { summary: "You must specify a summary of the issue." },
  });
  await failsWith(ada.issues.createIssue({ fields: { project: { key: "NOPE" }, issuetype: { name: "Task" }, summary: "x" } }), 400, {
    errors: { project: "Specify a valid project ID or key" },
  });
  await failsWith(bea.issues.createIssue({ fields: { project: { key: "OPS" }, issuetype: { name: "Task" }, summary: "x", colour: "red" } }), 400, {
    errors: { colour: "Field 'colour' cannot be set. It is not on the appropriate screen, or unknown." },
  });
  await failsWith(bea.issues.createIssue({ fields: { project: { key: "OPS" }, issuetype: { name: "Task" }, summary: "x", description: /** @type {any} */ ({ not: "adf" }) } }), 400);
});

check("edit: fields and `update` verbs; the changelog records each change and who made it", async () => {
  const key = must(made.bug, "the created bug").key;
  await bea.issues.editIssue({
    issueIdOrKey: key,
    fields: { summary: "Checkout 502 on an empty cart", priority: { name: "Highest" } },
    update: { labels: [{ add: "regression" }, { remove: "checkout" }] },
  });
  const f = must((await ada.issues.getIssue({ issueIdOrKey: key })).fields, "fields");
  assert.equal(f.summary, "Checkout 502 on an empty cart");
  assert.equal(f.priority.name, "Highest");
  assert.deepEqual(f.labels, ["regression"]);
  assert.ok(f.updated >= f.created);

  const log = await ada.issues.getChangeLogs({ issueIdOrKey: key });
  const histories = must(log.values, "changelog values");
  assert.equal(histories.length, 1);
  const entry = must(histories[0], "history");
  assert.equal(entry.author?.accountId, BEA.accountId);
  assert.ok(entry.created instanceof Date);
  /** @type {Record<string, { fromString?: string | null; toString?: string | null }>} */
  const items = Object.fromEntries((entry.items ?? []).map((item) => [item.field, item]));
  assert.equal(items.summary?.fromString, "Checkout 502 on empty cart");
  assert.equal(items.summary?.toString, "Checkout 502 on an empty cart");
  assert.equal(items.priority?.fromString, "High");
  assert.equal(items.priority?.toString, "Highest");
  assert.equal(items.labels?.fromString, "checkout");
  assert.equal(items.labels?.toString, "regression");

  const expanded = await bea.issues.getIssue({ issueIdOrKey: key, expand: "changelog" });
  assert.equal(expanded.changelog?.histories?.length, 1);

  // v3 takes rich text as ADF only: a string description is Jira's 400.
  await failsWith(ada.issues.editIssue({ issueIdOrKey: key, fields: { description: "plain" } }), 400, { errors: { description: /Atlassian Document/ } });
});

check("assign: to a user, then unassigned with null", async () => {
  const key = must(made.bug, "the created bug").key;
  await ada.issues.assignIssue({ issueIdOrKey: key, accountId: CY.accountId });
  assert.equal((await bea.issues.getIssue({ issueIdOrKey: key, fields: ["assignee"] })).fields?.assignee?.accountId, CY.accountId);
  await bea.issues.assignIssue({ issueIdOrKey: key, accountId: /** @type {string} */ (/** @type {unknown} */ (null)) });
  assert.equal((await ada.issues.getIssue({ issueIdOrKey: key, fields: ["assignee"] })).fields?.assignee, null);
});

check("transitions: refused with Jira's 400 unless available now; 204 moves the status and logs it", async () => {
  const key = must(made.bug, "the created bug").key;
  await failsWith(ada.issues.doTransition({ issueIdOrKey: key, transition: { id: "31" } }), 400, { messages: ["Transition id '31' is not valid for this issue."] });
  assert.equal(await ada.issues.doTransition({ issueIdOrKey: key, transition: { id: "11" } }), undefined);
  assert.equal((await ada.issues.getIssue({ issueIdOrKey: key, fields: ["status"] })).fields?.status.name, "In Progress");
  const now = must((await bea.issues.getTransitions({ issueIdOrKey: key })).transitions, "transitions");
  assert.deepEqual(now.map((t) => t.id), ["31"]);
  await failsWith(bea.issues.doTransition({ issueIdOrKey: key, transition: { id: "11" } }), 400, { messages: ["Transition id '11' is not valid for this issue."] });
  await bea.issues.doTransition({ issueIdOrKey: key, transition: { id: "31" } });
  const done = must((await ada.issues.getIssue({ issueIdOrKey: key, fields: ["status", "resolutiondate"] })).fields, "fields");
  assert.equal(done.status.name, "Done");
  assert.equal(done.status.statusCategory.key, "done");

  const log = must((await ada.issues.getChangeLogs({ issueIdOrKey: key })).values, "changelog");
  const moves = log.flatMap((h) => (h.items ?? []).filter((i) => i.field === "status").map((i) => [i.fromString, i.toString, h.author?.accountId]));
  assert.deepEqual(moves, [["To Do", "In Progress", ADA.accountId], ["In Progress", "Done", BEA.accountId]]);
});

check("transitions on the simplified workflow go anywhere, by the offered id", async () => {
  const created = await bea.issues.createIssue({ fields: { project: { key: "WEB" }, issuetype: { name: "Task" }, summary: "Update the footer links" } });
  assert.equal(created.key, `WEB-${Math.max(...webKeys.map((k) => keyParts(k).number)) + 1}`);
  const offered = must((await bea.issues.getTransitions({ issueIdOrKey: created.key })).transitions, "transitions");
  const toDone = must(offered.find((t) => t.to?.name === "Done"), "a transition to Done");
  await bea.issues.doTransition({ issueIdOrKey: created.key, transition: { id: must(toDone.id, "id") } });
  assert.equal((await ada.issues.getIssue({ issueIdOrKey: created.key, fields: ["status"] })).fields?.status.name, "Done");
  const back = must((await ada.issues.getTransitions({ issueIdOrKey: created.key })).transitions, "transitions");
  const toDo = must(back.find((t) => t.to?.name === "To Do"), "a transition back to To Do");
  await ada.issues.doTransition({ issueIdOrKey: created.key, transition: { id: must(toDo.id, "id") } });
  assert.equal((await bea.issues.getIssue({ issueIdOrKey: created.key, fields: ["status"] })).fields?.status.name, "To Do");
  await failsWith(ada.issues.doTransition({ issueIdOrKey: created.key, transition: { id: "999" } }), 400, { messages: ["Transition id '999' is not valid for this issue."] });
});

check("comments on v3: Bea adds, gets, edits and deletes an ADF comment; she is author and updateAuthor", async () => {
  const key = must(made.story, "the created story").key;
  const body = doc("Retries should back off");
  const added = await bea.issueComments.addComment({ issueIdOrKey: key, body });
  const id = must(added.id, "comment id");
  assert.match(id, /^\d+$/);
  assert.deepEqual(added.body, body);
  assert.equal(added.author?.accountId, BEA.accountId);
  assert.equal(added.self, `${worldUrl}/rest/api/3/issue/${must(made.story, "story").id}/comment/${id}`);

  const got = await ada.issueComments.getComment({ issueIdOrKey: key, id });
  assert.deepEqual(got.body, body);
  assert.equal(got.author?.displayName, BEA.displayName);

  const edited = await bea.issueComments.updateComment({ issueIdOrKey: key, id, body: { body: doc("Retries should back off exponentially") } });
  assert.equal(docText(edited.body), "Retries should back off exponentially");
  assert.equal(edited.updateAuthor?.accountId, BEA.accountId);
  assert.ok(must(edited.updated, "updated") >= must(edited.created, "created"));

  const list = await ada.issueComments.getComments({ issueIdOrKey: key });
  assert.deepEqual(list.comments?.map((c) => c.id), [id]);
  assert.equal(await bea.issueComments.deleteComment({ issueIdOrKey: key, id }), undefined);
  await failsWith(ada.issueComments.getComment({ issueIdOrKey: key, id }), 404);
  assert.equal((await ada.issueComments.getComments({ issueIdOrKey: key })).total, 0);
});

check("v2 string routes: description and comments as wiki text go in through /rest/api/2 and read back as strings there, ADF on v3", async () => {
  // createIssue with a string description is sent to POST /rest/api/2/issue.
  const created = await ada.issues.createIssue({
    fields: { project: { key: "WEB" }, issuetype: { name: "Bug" }, summary: "Menu overlaps the logo", description: "The menu overlaps the logo on narrow screens" },
  });
  assert.match(created.key, /^WEB-\d+$/);
  assert.equal(created.self, `${worldUrl}/rest/api/2/issue/${created.id}`);
  /** @type {Loose} */
  const v2 = await beaRaw.sendRequest({ url: `/rest/api/2/issue/${created.key}`, method: "GET" });
  assert.equal(v2.fields.description, "The menu overlaps the logo on narrow screens");
  assert.equal(v2.fields.reporter.accountId, ADA.accountId);
  assert.equal(v2.self, `${worldUrl}/rest/api/2/issue/${created.id}`);
  const v3 = await bea.issues.getIssue({ issueIdOrKey: created.key, fields: ["description"] });
  assert.equal(docText(v3.fields?.description), "The menu overlaps the logo on narrow screens");

  // An ADF description written on v3 reads as text on v2.
  await ada.issues.editIssue({ issueIdOrKey: created.key, fields: { description: doc("Overlap seen on 320px screens") } });
  /** @type {Loose} */
  const again = await adaRaw.sendRequest({ url: `/rest/api/2/issue/${created.key}`, method: "GET", searchParams: { fields: "description" } });
  assert.equal(again.fields.description, "Overlap seen on 320px screens");
  // And v2 edits take a string.
  await beaRaw.sendRequest({ url: `/rest/api/2/issue/${created.key}`, method: "PUT", body: { fields: { description: "Fixed by the new header" } } });
  assert.equal(docText((await ada.issues.getIssue({ issueIdOrKey: created.key, fields: ["description"] })).fields?.description), "Fixed by the new header");

  // addComment / updateComment with a string body go through /rest/api/2/…/comment, then read back on v3.
  const comment = await bea.issueComments.addComment({ issueIdOrKey: created.key, body: "Seen on Firefox too" });
  assert.equal(docText(comment.body), "Seen on Firefox too");
  assert.equal(comment.author?.accountId, BEA.accountId);
  const id = must(comment.id, "comment id");
  /** @type {Loose} */
  const v2Comment = await adaRaw.sendRequest({ url: `/rest/api/2/issue/${created.key}/comment/${id}`, method: "GET" });
  assert.equal(v2Comment.body, "Seen on Firefox too");
  assert.equal(v2Comment.author.accountId, BEA.accountId);
  const updated = await bea.issueComments.updateComment({ issueIdOrKey: created.key, id, body: { body: "Seen on Firefox and Safari" } });
  assert.equal(docText(updated.body), "Seen on Firefox and Safari");
  /** @type {Loose} */
  const v2List = await beaRaw.sendRequest({ url: `/rest/api/2/issue/${created.key}/comment`, method: "GET" });
  assert.deepEqual(v2List.comments.map((/** @type {Loose} */ c) => c.body), ["Seen on Firefox and Safari"]);
  assert.equal(v2List.total, 1);

  // Wiki markup is parsed on the way in: a heading and bold text become ADF nodes and marks on v3.
  const wiki = "h2. Steps\n\n*Open* the menu";
  const formatted = await ada.issueComments.addComment({ issueIdOrKey: created.key, body: wiki });
  const body = /** @type {Doc} */ (formatted.body);
  assert.deepEqual(body.content[0], { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Steps" }] });
  assert.deepEqual(body.content[1], { type: "paragraph", content: [{ type: "text", text: "Open", marks: [{ type: "strong" }] }, { type: "text", text: " the menu" }] });
  /** @type {Loose} */
  const wikiBack = await adaRaw.sendRequest({ url: `/rest/api/2/issue/${created.key}/comment/${must(formatted.id, "id")}`, method: "GET" });
  assert.equal(wikiBack.body, wiki);
});

check("delete: the issue is gone (404 with Jira's message); its number is not reused", async () => {
  const created = await bea.issues.createIssue({ fields: { project: { key: "OPS" }, issuetype: { name: "Task" }, summary: "Short-lived task", labels: ["ephemeral"] } });
  assert.equal(await ada.issues.deleteIssue({ issueIdOrKey: created.key }), undefined);
  await failsWith(bea.issues.getIssue({ issueIdOrKey: created.key }), 404, { messages: [NOT_FOUND], errors: {} });
  await failsWith(bea.issues.getIssue({ issueIdOrKey: created.id }), 404, { messages: [NOT_FOUND], errors: {} });
  await failsWith(ada.issues.deleteIssue({ issueIdOrKey: created.key }), 404, { messages: [NOT_FOUND], errors: {} });
  // Numbers are not reused: the next issue in OPS takes the following key.
  const next = await ada.issues.createIssue({ fields: { project: { key: "OPS" }, issuetype: { name: "Task" }, summary: "After the deleted one" } });
  assert.equal(keyParts(next.key).number, keyParts(created.key).number + 1);
});

check("JQL sees what was written through the API: reporter, parent, assignee, status, deletion", async () => {
  const bug = must(made.bug, "the created bug").key;
  const epic = must(made.epic, "the created epic").key;
  const story = must(made.story, "the created story").key;
  assert.deepEqual(await keySet(ada, "reporter = currentUser() AND labels = regression"), [bug]);
  assert.deepEqual(await keySet(bea, "reporter = currentUser() AND labels = regression"), []);
  assert.deepEqual(await keySet(bea, `parent = ${epic}`), [story]);
  assert.deepEqual(await keySet(ada, `reporter = ${CY.accountId} AND labels = payments`), [story]);
  assert.deepEqual(await keySet(ada, "assignee IS EMPTY AND labels = regression AND status = Done"), [bug]);
  assert.deepEqual(await keySet(ada, 'summary ~ "empty cart" AND priority = Highest'), [bug]);
  assert.deepEqual(await keySet(bea, "labels = ephemeral"), []);
  assert.deepEqual(await ada.issueSearch.countIssues({ jql: "project = OPS" }), { count: opsKeys.length + 4 });
});

// ---- the endpoints other clients call: all projects, /rest/api/latest, watchers, worklogs, links, attachments ----

check("all projects: GET /project (deprecated, what the Python client's projects() calls) lists every project by name, in Jira's Project bean", async () => {
  // jira.js has no method for this deprecated list; its own Project schema checks the answer.
  const schema = ProjectSchema.array();
  const all = await adaRaw.sendRequest({ url: "/rest/api/3/project", method: "GET", searchParams: { expand: "lead,issueTypes" }, schema });
  const byName = [...seed.projects].sort((a, b) => a.name.localeCompare(b.name));
  assert.deepEqual(all.map((p) => p.key), byName.map((p) => p.key));
  assert.deepEqual(all.map((p) => p.lead?.accountId), byName.map((p) => p.leadAccountId));
  const latest = await beaRaw.sendRequest({ url: "/rest/api/latest/project", method: "GET", schema });
  assert.deepEqual(latest.map((p) => p.self), all.map((p) => p.self?.replace("/rest/api/3/", "/rest/api/2/")));
});

check("/rest/api/latest is /rest/api/2: the same issue, wiki text and v2 self links", async () => {
  /** @type {Loose} */
  const latest = await adaRaw.sendRequest({ url: "/rest/api/latest/issue/OPS-2", method: "GET" });
  /** @type {Loose} */
  const v2 = await adaRaw.sendRequest({ url: "/rest/api/2/issue/OPS-2", method: "GET" });
  assert.deepEqual(latest, v2);
  assert.equal(latest.fields.description, seeded("OPS-2").fields.description);
  assert.equal(latest.self, `${worldUrl}/rest/api/2/issue/${latest.id}`);
});

check("assignee: PUT /rest/api/latest/issue/{key}/assignee as the Python client sends it, read back through jira.js", async () => {
  await beaRaw.sendRequest({ url: "/rest/api/latest/issue/OPS-7/assignee", method: "PUT", body: { accountId: CY.accountId } });
  assert.equal((await ada.issues.getIssue({ issueIdOrKey: "OPS-7", fields: ["assignee"] })).fields?.assignee?.accountId, CY.accountId);
  const log = must((await ada.issues.getChangeLogs({ issueIdOrKey: "OPS-7" })).values, "changelog");
  assert.deepEqual(log.at(-1)?.items?.map((i) => [i.field, i.to]), [["assignee", CY.accountId]]);
});

check("watchers: add someone (the body a JSON string) and oneself, list, bulk check, remove", async () => {
  // jira.js 6 types the body as an object; Jira takes the accountId as a JSON string, as the Python client sends it.
  await ada.issueWatchers.addWatcher({ issueIdOrKey: "OPS-5", body: /** @type {any} */ (BEA.accountId) });
  await ada.issueWatchers.addWatcher({ issueIdOrKey: "OPS-5", body: /** @type {any} */ (undefined) });
  const watchers = await bea.issueWatchers.getIssueWatchers({ issueIdOrKey: "OPS-5" });
  assert.deepEqual(watchers.watchers?.map((u) => u.accountId), [ADA.accountId, BEA.accountId]);
  assert.equal(watchers.isWatching, true);
  assert.equal(watchers.watchCount, 2);
  const id = must((await ada.issues.getIssue({ issueIdOrKey: "OPS-5", fields: ["watches"] })).id, "issue id");
  const bulk = await bea.issueWatchers.getIsWatchingIssueBulk({ issueIds: [id] });
  assert.deepEqual(bulk.issuesIsWatching, { [id]: true });
  await ada.issueWatchers.removeWatcher({ issueIdOrKey: "OPS-5", accountId: BEA.accountId });
  assert.deepEqual((await bea.issueWatchers.getIssueWatchers({ issueIdOrKey: "OPS-5" })).watchers?.map((u) => u.accountId), [ADA.accountId]);
  await failsWith(ada.issueWatchers.removeWatcher({ issueIdOrKey: "OPS-999", accountId: BEA.accountId }), 404, { messages: [NOT_FOUND] });
});

check("worklogs: ADF and wiki comments, listed, updated and deleted; the issue's time tracking follows", async () => {
  const logged = await ada.issueWorklogs.addWorklog({ issueIdOrKey: "OPS-9", timeSpent: "1h 30m", comment: doc("Restarted the job"), started: "2026-01-05T09:00:00.000+0000" });
  assert.equal(logged.timeSpentSeconds, 5400);
  assert.equal(logged.author?.accountId, ADA.accountId);
  assert.ok(logged.started instanceof Date && logged.started.toISOString() === "2026-01-05T09:00:00.000Z");
  // A string comment goes through /rest/api/2, then jira.js reads the worklog back on v3.
  const wiki = await bea.issueWorklogs.addWorklog({ issueIdOrKey: "OPS-9", timeSpentSeconds: 3600, comment: "Checked the *logs*" });
  assert.equal(wiki.author?.accountId, BEA.accountId);
  assert.equal(docText(wiki.comment), "Checked the logs");
  const page = await ada.issueWorklogs.getIssueWorklog({ issueIdOrKey: "OPS-9" });
  assert.deepEqual(page.worklogs?.map((w) => w.id), [logged.id, wiki.id]);
  assert.equal(page.total, 2);
  const updated = await ada.issueWorklogs.updateWorklog({ issueIdOrKey: "OPS-9", id: must(logged.id, "id"), body: { timeSpent: "2h" } });
  assert.equal(updated.timeSpent, "2h");
  let fields = must((await bea.issues.getIssue({ issueIdOrKey: "OPS-9", fields: ["timespent", "timetracking"] })).fields, "fields");
  assert.equal(fields.timespent, 10800);
  assert.deepEqual(fields.timetracking, { timeSpent: "3h", timeSpentSeconds: 10800 });
  await failsWith(ada.issueWorklogs.deleteWorklog({ issueIdOrKey: "OPS-9", id: must(wiki.id, "id") }), 400);
  assert.equal(await bea.issueWorklogs.deleteWorklog({ issueIdOrKey: "OPS-9", id: must(wiki.id, "id") }), undefined);
  fields = must((await bea.issues.getIssue({ issueIdOrKey: "OPS-9", fields: ["timespent"] })).fields, "fields");
  assert.equal(fields.timespent, 7200);
  await failsWith(ada.issueWorklogs.getWorklog({ issueIdOrKey: "OPS-9", id: must(wiki.id, "id") }), 404, { messages: [`Cannot find worklog with id: '${wiki.id}'.`] });
  await failsWith(ada.issueWorklogs.addWorklog({ issueIdOrKey: "OPS-9", comment: doc("no time") }), 400, { errors: { timeLogged: "You must indicate the time spent working." } });
});

check("issue links: the site's link types; OPS-12 blocks WEB-7 with a comment; read from both ends and by id; removed", async () => {
  const types = must((await ada.issueLinkTypes.getIssueLinkTypes()).issueLinkTypes, "link types");
  assert.deepEqual(types.map((t) => t.name), ["Blocks", "Cloners", "Duplicate", "Relates"]);
  const blocks = await bea.issueLinkTypes.getIssueLinkType({ issueLinkTypeId: must(types[0]?.id, "id") });
  assert.deepEqual([blocks.inward, blocks.outward], ["is blocked by", "blocks"]);
  await ada.issueLinks.linkIssues({ type: { name: "Blocks" }, inwardIssue: { key: "OPS-12" }, outwardIssue: { key: "WEB-7" }, comment: { body: doc("Search must be fast before the upload page ships") } });
  const source = must((await bea.issues.getIssue({ issueIdOrKey: "OPS-12", fields: ["issuelinks"] })).fields, "fields").issuelinks;
  assert.equal(source.length, 1);
  assert.equal(source[0].outwardIssue.key, "WEB-7");
  const target = must((await ada.issues.getIssue({ issueIdOrKey: "WEB-7", fields: ["issuelinks", "comment"] })).fields, "fields");
  assert.equal(target.issuelinks[0].inwardIssue.key, "OPS-12");
  assert.equal(docText(target.comment.comments.at(-1).body), "Search must be fast before the upload page ships");
  const link = await bea.issueLinks.getIssueLink({ linkId: source[0].id });
  assert.deepEqual([link.inwardIssue?.key, link.outwardIssue?.key, link.type?.name], ["OPS-12", "WEB-7", "Blocks"]);
  assert.equal(await ada.issueLinks.deleteIssueLink({ linkId: source[0].id }), undefined);
  await failsWith(bea.issueLinks.getIssueLink({ linkId: source[0].id }), 404);
  await failsWith(ada.issueLinks.linkIssues({ type: { name: "Blocked By" }, inwardIssue: { key: "OPS-12" }, outwardIssue: { key: "WEB-7" } }), 404, { messages: ["No issue link type with name 'Blocked By' found."] });
});

check("remote links: create, update by globalId, read by id and by globalId, replace, delete both ways", async () => {
  const object = { url: "https://ci.example/builds/17", title: "Build 17", status: { resolved: false } };
  const created = await ada.issueRemoteLinks.createOrUpdateRemoteIssueLink({ issueIdOrKey: "OPS-17", globalId: "ci-17", relationship: "caused by", object });
  const id = String(must(created.id, "remote link id"));
  const again = await ada.issueRemoteLinks.createOrUpdateRemoteIssueLink({ issueIdOrKey: "OPS-17", globalId: "ci-17", object: { ...object, title: "Build 17 (green)" } });
  assert.equal(again.id, created.id);
  const byGlobalId = await bea.issueRemoteLinks.getRemoteIssueLinks({ issueIdOrKey: "OPS-17", globalId: "ci-17" });
  assert.ok(!Array.isArray(byGlobalId), "with a globalId Jira answers one link");
  assert.equal(byGlobalId.object?.title, "Build 17 (green)");
  await ada.issueRemoteLinks.updateRemoteIssueLink({ issueIdOrKey: "OPS-17", linkId: id, object: { url: object.url, title: "Build 17 (rerun)" } });
  assert.equal((await bea.issueRemoteLinks.getRemoteIssueLinkById({ issueIdOrKey: "OPS-17", linkId: id })).object?.title, "Build 17 (rerun)");
  const other = await bea.issueRemoteLinks.createOrUpdateRemoteIssueLink({ issueIdOrKey: "OPS-17", globalId: "doc-1", object: { url: "https://wiki.example/runbook", title: "Runbook" } });
  const all = await ada.issueRemoteLinks.getRemoteIssueLinks({ issueIdOrKey: "OPS-17" });
  assert.deepEqual(Array.isArray(all) ? all.map((l) => l.object?.title) : [], ["Build 17 (rerun)", "Runbook"]);
  await ada.issueRemoteLinks.deleteRemoteIssueLinkById({ issueIdOrKey: "OPS-17", linkId: id });
  await bea.issueRemoteLinks.deleteRemoteIssueLinkByGlobalId({ issueIdOrKey: "OPS-17", globalId: "doc-1" });
  assert.deepEqual(await ada.issueRemoteLinks.getRemoteIssueLinks({ issueIdOrKey: "OPS-17" }), []);
  await failsWith(ada.issueRemoteLinks.getRemoteIssueLinkById({ issueIdOrKey: "OPS-17", linkId: String(other.id) }), 404);
});

check("attachments: upload (multipart), metadata, bytes, the issue's field; only the uploader deletes", async () => {
  const meta = await ada.issueAttachments.getAttachmentMeta();
  assert.equal(meta.enabled, true);
  const [added] = await bea.issueAttachments.addAttachment({ issueIdOrKey: "WEB-10", attachments: { filename: "contrast.txt", content: Buffer.from("4.5:1 on body text") } });
  const id = must(added?.id, "attachment id");
  assert.equal(added?.size, 18);
  const metadata = await ada.issueAttachments.getAttachment({ id });
  assert.deepEqual([metadata.filename, metadata.author?.accountId, metadata.id], ["contrast.txt", BEA.accountId, Number(id)]);
  const bytes = await ada.issueAttachments.getAttachmentContent({ id });
  assert.equal(new TextDecoder().decode(/** @type {Uint8Array} */ (bytes)), "4.5:1 on body text");
  const field = must((await ada.issues.getIssue({ issueIdOrKey: "WEB-10", fields: ["attachment"] })).fields, "fields").attachment;
  assert.deepEqual(field.map((/** @type {Loose} */ a) => a.filename), ["contrast.txt"]);
  await failsWith(ada.issueAttachments.removeAttachment({ id }), 403);
  assert.equal(await bea.issueAttachments.removeAttachment({ id }), undefined);
  await failsWith(ada.issueAttachments.getAttachment({ id }), 404);
});

check("editmeta: the fields an edit may set", async () => {
  const meta = await ada.issues.getEditIssueMeta({ issueIdOrKey: "OPS-5" });
  const fields = must(meta.fields, "editmeta fields");
  for (const id of ["summary", "priority", "labels", "assignee"]) assert.ok(fields[id], `editmeta has ${id}`);
});

check("Jira Software's API (boards, sprints) is refused: 404 with Jira's error collection saying why", async () => {
  const agile = createAgileClient(adaRaw);
  await failsWith(agile.board.getAllBoards(), 404, { messages: [/^Jira Software is not installed on this site/], errors: {} });
  await failsWith(agile.board.getAllSprints({ boardId: 1 }), 404, { messages: [/Jira Software is not installed/] });
  await failsWith(agile.sprint.getIssuesForSprint({ sprintId: 1 }), 404, { messages: [/Jira Software is not installed/] });
});

// ---- coverage ----

/**
 * The pack's operations as (method, path template) pairs, whatever shape JIRA_OPERATIONS takes: strings
 * "GET /rest/api/3/issue/{issueIdOrKey}", or objects with method and path.
 * @param {unknown} list
 * @returns {Array<{ method: string; path: string }>}
 */
const operationPairs = (list) => {
  const items = Array.isArray(list) ? list : list && typeof list === "object" ? Object.values(list) : [];
  return items.map((item) => {
    if (typeof item === "string") {
      const [method = "", path = ""] = item.trim().split(/\s+/);
      return { method: method.toUpperCase(), path };
    }
    const o = /** @type {Record<string, unknown>} */ (item);
    return { method: String(o.method ?? "").toUpperCase(), path: String(o.path ?? o.route ?? "") };
  });
};
/** @param {string} template */
const templatePattern = (template) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);

check("every operation in JIRA_OPERATIONS was requested through jira.js", () => {
  assert.ok(jiraOperations !== null, "providers/jira/operations.ts exports no JIRA_OPERATIONS");
  const pairs = operationPairs(jiraOperations);
  assert.ok(pairs.length > 0, "JIRA_OPERATIONS is empty");
  const seen = [...requested].map((r) => {
    const [method = "", path = ""] = r.split(" ");
    return { method, path };
  });
  const missing = pairs.filter((op) => !seen.some((s) => s.method === op.method && templatePattern(op.path).test(s.path)));
  assert.deepEqual(missing.map((op) => `${op.method} ${op.path}`), [], "operations never requested");
  // Each operation is also served under /rest/api/2 and its alias /rest/api/latest: such a request counts as its v3
  // twin here. Jira Software's API is refused on purpose (the case above), so it is no operation.
  const unlisted = seen.filter((s) => {
    const v3 = s.path.replace(/^\/rest\/api\/(2|latest)\//, "/rest/api/3/");
    return !/^\/rest\/(agile|software)\//.test(s.path) && !pairs.some((op) => s.method === op.method && templatePattern(op.path).test(v3));
  });
  assert.deepEqual(unlisted.map((s) => `${s.method} ${s.path}`), [], "requests outside JIRA_OPERATIONS");
});

await suite.run();
