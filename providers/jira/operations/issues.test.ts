import { describe, expect, test } from "bun:test";
import { ADA_ACCOUNT_ID, GRACE_ACCOUNT_ID } from "../seed-example.ts";
import { adf, basicAuth, useJiraWorld } from "../test-service.fixture.ts";

const world = useJiraWorld();

const { call } = world;
const doc = adf;
const create = (fields: Record<string, unknown>, version = 3, update?: unknown) =>
  call("POST", `/rest/api/${version}/issue`, { fields: { project: { key: "OPS" }, issuetype: { name: "Task" }, ...fields }, ...(update ? { update } : {}) });

describe("create", () => {
  test("answers 201 {id, key, self}; numbers continue after the seed; the caller reports it", async () => {
    const created = await create({ summary: "Rotate the keys", description: doc("Quarterly."), labels: ["security"], priority: { name: "Highest" }, assignee: { accountId: GRACE_ACCOUNT_ID }, duedate: "2026-12-24" });
    expect(created).toMatchObject({ status: 201, body: { id: "10004", key: "OPS-4", self: `${world.url}/rest/api/3/issue/10004` } });
    const issue = (await call("GET", "/rest/api/3/issue/OPS-4")).body;
    expect(issue.fields).toMatchObject({
      summary: "Rotate the keys", labels: ["security"], duedate: "2026-12-24", priority: { name: "Highest", id: "1" },
      issuetype: { name: "Task" }, project: { key: "OPS" }, status: { name: "To Do", statusCategory: { key: "new" } },
      reporter: { accountId: ADA_ACCOUNT_ID }, creator: { accountId: ADA_ACCOUNT_ID }, assignee: { accountId: GRACE_ACCOUNT_ID },
      created: "2026-11-21T12:00:00.000+0000", description: doc("Quarterly."),
    });
  });
  test("by project id and issue type id, with update verbs and custom fields", async () => {
    const created = await call("POST", "/rest/api/3/issue", {
      fields: { project: { id: "10000" }, issuetype: { id: "10004" }, summary: "Broken link", customfield_10011: { value: "staging" } },
      update: { labels: [{ add: "web" }, { add: "seo" }] },
    });
    expect(created.status).toBe(201);
    const issue = (await call("GET", `/rest/api/3/issue/${created.body.key}?fields=labels,issuetype,customfield_10011`)).body;
    expect(issue.fields).toEqual({ issuetype: expect.objectContaining({ name: "Bug" }), labels: ["web", "seo"], customfield_10011: { self: expect.any(String), value: "staging", id: "1001102" } });
  });
  test("a subtask under its parent shows in the parent's subtasks", async () => {
    const created = await create({ summary: "Sub", issuetype: { name: "Subtask" }, parent: { key: "OPS-1" } });
    expect(created.status).toBe(201);
    const parent = (await call("GET", "/rest/api/3/issue/OPS-1?fields=subtasks")).body;
    expect(parent.fields.subtasks.map((s: any) => s.key)).toContain(created.body.key);
    const child = (await call("GET", `/rest/api/3/issue/${created.body.key}?fields=parent`)).body;
    expect(child.fields.parent).toMatchObject({ key: "OPS-1", fields: { summary: "Login fails on Safari", status: { name: "To Do" } } });
  });
  test("Jira's errors: every field problem at once", async () => {
    expect(await call("POST", "/rest/api/3/issue", { fields: { project: { key: "OPS" } } })).toMatchObject({
      status: 400, body: { errorMessages: [], errors: { summary: "You must specify a summary of the issue.", issuetype: "Specify an issue type" } },
    });
    expect((await create({ summary: "x", project: { key: "NOPE" } })).body.errors).toEqual({ project: "Specify a valid project ID or key" });
    expect((await create({ summary: "x", description: "plain" })).body.errors).toEqual({ description: "Operation value must be an Atlassian Document (see the Atlassian Document Format)" });
    expect((await create({ summary: "x", status: { name: "Done" }, labels: ["a b"], priority: { name: "Urgent" } })).body.errors).toEqual({
      status: "Field 'status' cannot be set. It is not on the appropriate screen, or unknown.",
      labels: "The label 'a b' contains spaces which is invalid.",
      priority: "Priority name 'Urgent' is not valid",
    });
    expect((await create({ summary: "x", issuetype: { name: "Subtask" } })).body.errors).toEqual({ parent: "A sub-task must have a parent." });
    expect((await create({ summary: "x", parent: { key: "OPS-2" } })).body.errors).toEqual({ parent: "Given parent issue does not belong to appropriate hierarchy." });
    expect((await create({ summary: "x", assignee: { accountId: "ghost" } })).body.errors).toEqual({ assignee: "Specified user does not exist or you do not have required permissions" });
  });
  test("a failed create leaves no issue and no used number", async () => {
    await create({ summary: "x", labels: ["a b"] });
    const next = await create({ summary: "after the failure" });
    const numbers = Number(next.body.key.split("-")[1]);
    expect((await call("GET", `/rest/api/3/issue/OPS-${numbers - 1}`)).status).toBe(200);
  });
  test("v2 takes a wiki string and answers wiki; v2 refuses ADF", async () => {
    const created = await create({ summary: "From v2", description: "Some *bold* text" }, 2);
    expect(created.status).toBe(201);
    expect(created.body.self).toBe(`${world.url}/rest/api/2/issue/${created.body.id}`);
    const v3 = (await call("GET", `/rest/api/3/issue/${created.body.key}?fields=description`)).body;
    expect(v3.fields.description.type).toBe("doc");
    const v2 = (await call("GET", `/rest/api/2/issue/${created.body.key}?fields=description`)).body;
    expect(v2.fields.description).toBe("Some *bold* text");
    expect((await create({ summary: "x", description: doc("adf") }, 2)).body.errors).toEqual({ description: "Operation value must be a string" });
  });
});

describe("get", () => {
  test("by id or key (any case); unknown is Jira's 404", async () => {
    expect((await call("GET", "/rest/api/3/issue/10000")).body.key).toBe("OPS-1");
    expect((await call("GET", "/rest/api/3/issue/ops-1")).body.id).toBe("10000");
    expect(await call("GET", "/rest/api/3/issue/OPS-999")).toMatchObject({ status: 404, body: { errorMessages: ["Issue does not exist or you do not have permission to see it."], errors: {} } });
  });
  test("fields: a list, *all minus some, *navigable", async () => {
    expect(Object.keys((await call("GET", "/rest/api/3/issue/OPS-1?fields=summary,status")).body.fields)).toEqual(["status", "summary"]);
    const all = (await call("GET", "/rest/api/3/issue/OPS-1?fields=*all,-comment")).body.fields;
    expect(all.comment).toBeUndefined();
    expect(all.customfield_10010).toBeNull();
    const navigable = (await call("GET", "/rest/api/3/issue/OPS-1?fields=*navigable")).body.fields;
    expect(navigable.comment).toBeUndefined();
    expect(navigable.summary).toBe("Login fails on Safari");
  });
  test("the whole issue: Jira's nested objects", async () => {
    const issue = (await call("GET", "/rest/api/3/issue/OPS-1")).body;
    expect(issue).toMatchObject({ expand: expect.stringContaining("renderedFields"), id: "10000", key: "OPS-1", self: `${world.url}/rest/api/3/issue/10000` });
    expect(issue.fields.comment).toMatchObject({ total: 1, startAt: 0, maxResults: 1, comments: [{ id: "10000", author: { accountId: ADA_ACCOUNT_ID }, body: { type: "doc" } }] });
    // No autowatch: only users added through the watchers operations watch.
    expect(issue.fields.watches).toMatchObject({ watchCount: 0, isWatching: false });
    expect(issue.fields.votes).toMatchObject({ votes: 0, hasVoted: false });
    expect(issue.fields.issuelinks).toEqual([]);
    expect(issue.fields.statusCategory).toMatchObject({ key: "new" });
    expect(issue.fields.parent).toBeUndefined();
  });
  test("expand: names, schema, renderedFields, transitions, changelog, editmeta", async () => {
    const issue = (await call("GET", "/rest/api/3/issue/OPS-1?fields=summary,description,created,customfield_10010&expand=names,schema,renderedFields,transitions,changelog,editmeta")).body;
    expect(issue.names).toEqual({ created: "Created", description: "Description", summary: "Summary", customfield_10010: "Story Points" });
    expect(issue.schema.customfield_10010).toMatchObject({ type: "number", custom: "com.atlassian.jira.plugin.system.customfieldtypes:float", customId: 10010 });
    expect(issue.renderedFields.description).toContain("<p>");
    expect(issue.renderedFields.created).toBe("20/Nov/26 9:00 AM");
    expect(issue.transitions).toEqual([expect.objectContaining({ id: "11", name: "Start work", to: expect.objectContaining({ name: "In Progress" }), isGlobal: false })]);
    expect(issue.changelog).toEqual({ startAt: 0, maxResults: 0, total: 0, histories: [] });
    expect(issue.editmeta.fields.labels.operations).toEqual(["add", "set", "remove"]);
  });
});

describe("edit", () => {
  test("fields and update verbs together; 204; one changelog entry with Jira's items", async () => {
    const answer = await call("PUT", "/rest/api/3/issue/OPS-2", {
      fields: { summary: "Upgrade both load balancers", priority: { id: "1" }, customfield_10010: 5 },
      update: { labels: [{ add: "infra" }, { add: "q4" }, { remove: "q4" }] },
    });
    expect(answer.status).toBe(204);
    const issue = (await call("GET", "/rest/api/3/issue/OPS-2?fields=summary,labels,priority,updated,customfield_10010&expand=changelog")).body;
    expect(issue.fields).toMatchObject({ summary: "Upgrade both load balancers", labels: ["infra"], priority: { name: "Highest" }, customfield_10010: 5, updated: "2026-11-21T12:00:00.000+0000" });
    const [history] = issue.changelog.histories;
    expect(history.author.accountId).toBe(ADA_ACCOUNT_ID);
    expect(history.items).toEqual(expect.arrayContaining([
      { field: "summary", fieldtype: "jira", fieldId: "summary", from: null, fromString: "Upgrade the load balancer", to: null, toString: "Upgrade both load balancers" },
      { field: "priority", fieldtype: "jira", fieldId: "priority", from: "3", fromString: "Medium", to: "1", toString: "Highest" },
      { field: "labels", fieldtype: "jira", fieldId: "labels", from: null, fromString: "", to: null, toString: "infra" },
      { field: "Story Points", fieldtype: "custom", fieldId: "customfield_10010", from: null, fromString: "3", to: null, toString: "5" },
    ]));
  });
  test("update.comment adds a comment by the caller", async () => {
    expect((await call("PUT", "/rest/api/3/issue/OPS-2", { update: { comment: [{ add: { body: doc("On it.") } }] } }, basicAuth("grace@acme.example"))).status).toBe(204);
    const comments = (await call("GET", "/rest/api/3/issue/OPS-2?fields=comment")).body.fields.comment.comments;
    expect(comments.at(-1)).toMatchObject({ author: { accountId: GRACE_ACCOUNT_ID }, body: doc("On it.") });
  });
  test("returnIssue answers the issue; an edit changing nothing writes no history", async () => {
    const answer = await call("PUT", "/rest/api/3/issue/WEB-1?returnIssue=true", { fields: { summary: "Refresh the landing page" } });
    expect(answer).toMatchObject({ status: 200, body: { key: "WEB-1", fields: { summary: "Refresh the landing page" } } });
    expect((await call("GET", "/rest/api/3/issue/WEB-1/changelog")).body.total).toBe(0);
  });
  test("Jira's errors, and nothing half-written", async () => {
    const bad = await call("PUT", "/rest/api/3/issue/OPS-1", { fields: { summary: "Changed", duedate: "tomorrow", project: { key: "WEB" } } });
    expect(bad).toMatchObject({ status: 400, body: { errors: { duedate: "Error parsing date string: tomorrow", project: "Field 'project' cannot be set. It is not on the appropriate screen, or unknown." } } });
    expect((await call("GET", "/rest/api/3/issue/OPS-1?fields=summary")).body.fields.summary).toBe("Login fails on Safari");
    expect((await call("PUT", "/rest/api/3/issue/OPS-1", { fields: { summary: "a" }, update: { summary: [{ set: "b" }] } })).status).toBe(400);
    expect((await call("PUT", "/rest/api/3/issue/OPS-1", { update: { summary: [{ add: "b" }] } })).body.errors.summary).toContain("'add'");
    expect((await call("PUT", "/rest/api/3/issue/OPS-1", { fields: { issuetype: { name: "Epic" } } })).body.errors).toEqual({ issuetype: "The issue type selected is invalid." });
    expect((await call("PUT", "/rest/api/3/issue/OPS-404", { fields: { summary: "x" } })).status).toBe(404);
  });
  test("v2 edits take wiki text", async () => {
    expect((await call("PUT", "/rest/api/2/issue/WEB-1", { fields: { description: "h2. Plan" } })).status).toBe(204);
    expect((await call("GET", "/rest/api/2/issue/WEB-1?fields=description")).body.fields.description).toBe("h2. Plan");
  });
});

describe("assign, changelog, delete", () => {
  test("assign and unassign, each recorded", async () => {
    expect((await call("PUT", "/rest/api/3/issue/WEB-1/assignee", { accountId: ADA_ACCOUNT_ID })).status).toBe(204);
    expect((await call("GET", "/rest/api/3/issue/WEB-1?fields=assignee")).body.fields.assignee.accountId).toBe(ADA_ACCOUNT_ID);
    expect((await call("PUT", "/rest/api/3/issue/WEB-1/assignee", { accountId: null })).status).toBe(204);
    expect((await call("GET", "/rest/api/3/issue/WEB-1?fields=assignee")).body.fields.assignee).toBeNull();
    const log = (await call("GET", "/rest/api/3/issue/WEB-1/changelog?maxResults=1&startAt=1")).body;
    expect(log).toMatchObject({ startAt: 1, maxResults: 1, isLast: false, values: [{ items: [{ field: "assignee", from: null, to: ADA_ACCOUNT_ID, toString: "Ada Lovelace" }] }] });
    expect((await call("PUT", "/rest/api/3/issue/WEB-1/assignee", { accountId: "ghost" })).body.errors).toEqual({ assignee: "Specified user does not exist or you do not have required permissions" });
  });
  test("an issue with subtasks is refused unless deleteSubtasks=true; numbers are never reused", async () => {
    expect(await call("DELETE", "/rest/api/3/issue/OPS-2")).toMatchObject({ status: 400, body: { errorMessages: [expect.stringContaining("deleteSubtasks")] } });
    expect((await call("DELETE", "/rest/api/3/issue/OPS-2?deleteSubtasks=true")).status).toBe(204);
    for (const key of ["OPS-2", "OPS-3"]) expect((await call("GET", `/rest/api/3/issue/${key}`)).status).toBe(404);
    const before = (await create({ summary: "numbering" })).body.key;
    expect((await call("DELETE", `/rest/api/3/issue/${before}`)).status).toBe(204);
    const after = (await create({ summary: "numbering again" })).body.key;
    expect(Number(after.split("-")[1])).toBe(Number(before.split("-")[1]) + 1);
  });
});
