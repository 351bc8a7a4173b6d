import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../../tests/support/test-service.ts";
import { SITE_ADMIN } from "../jira-ids.ts";
import pack from "../pack.ts";
import { ADA_ACCOUNT_ID, GRACE_ACCOUNT_ID, OPS_SEED } from "../seed-example.ts";
import { OPS } from "./shared.ts";
import { jiraWorld, type JiraTestWorld } from "./test-world.fixture.ts";

// Without a seed mcp_user (or an MCP credential naming someone) the tools act as the site admin; REST calls act as their Basic credential's user (Ada by default).
const has = (operation: string) => operation in pack.operations;

let t: TestService;
let w: JiraTestWorld;
beforeAll(async () => {
  t = await startTestService();
  w = await jiraWorld(t, { seed: OPS_SEED });
});
afterAll(() => t.close());

describe("the tool list", () => {
  test("every tool is named jira_…, described, typed and annotated", async () => {
    const { tools } = await w.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual((pack.tools ?? []).map((tool) => tool.name).sort());
    expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining([
      "jira_search_issues", "jira_get_issue", "jira_create_issue", "jira_edit_issue", "jira_transition_issue", "jira_add_comment",
      "jira_assign_issue", "jira_list_projects", "jira_find_users", "jira_list_transitions", "jira_get_current_user",
    ]));
    for (const tool of tools) {
      expect(tool.name).toMatch(/^jira_[a-z]+(_[a-z]+)+$/);
      expect(tool.description!.length).toBeGreaterThan(40);
      expect(tool.inputSchema).toMatchObject({ type: "object", additionalProperties: false });
      expect(tool.annotations).toMatchObject({ openWorldHint: false, readOnlyHint: expect.any(Boolean) });
    }
  });
});

describe("tools and REST act on the same records", () => {
  test("an issue created with a tool is read back through GET /issue", async () => {
    const created = await w.tool("jira_create_issue", {
      project: "OPS", type: "Bug", summary: "Checkout times out", description: "Steps:\n\n1. Add an item\n2. Pay with **Visa**",
      assignee: "ada@acme.example", labels: ["checkout", "p1"], priority: "High", duedate: "2026-12-24",
    });
    expect(created).toMatchObject({ key: "OPS-4", issue: { key: "OPS-4", summary: "Checkout times out", status: "To Do", assignee: "Ada Lovelace", priority: "High", type: "Bug" } });
    const { status, body } = await w.rest("GET", "/issue/OPS-4");
    expect(status).toBe(200);
    expect(body.fields).toMatchObject({
      summary: "Checkout times out", issuetype: { name: "Bug" }, assignee: { accountId: ADA_ACCOUNT_ID }, reporter: { accountId: SITE_ADMIN.accountId },
      labels: ["checkout", "p1"], priority: { name: "High" }, duedate: "2026-12-24",
    });
    // Markdown became ADF: a paragraph, then an ordered list whose second item holds bold text.
    expect(body.fields.description.content.map((n: { type: string }) => n.type)).toEqual(["paragraph", "orderedList"]);
    expect(JSON.stringify(body.fields.description)).toContain('{"type":"text","text":"Visa","marks":[{"type":"strong"}]}');
  });

  test("an issue created over REST is read with jira_get_issue: plain-text description, comments, transitions", async () => {
    const description = { type: "doc", version: 1, content: [{ type: "paragraph", content: [{ type: "text", text: "Rotate the " }, { type: "text", text: "TLS", marks: [{ type: "strong" }] }, { type: "text", text: " keys." }] }] };
    const created = await w.rest("POST", "/issue", { body: { fields: { project: { key: "OPS" }, issuetype: { name: "Task" }, summary: "Rotate keys", description, customfield_10010: 5 } } });
    expect(created.status).toBe(201);
    const { issue } = await w.tool("jira_get_issue", { key: created.body.key });
    expect(issue).toMatchObject({
      key: created.body.key, project: "OPS", type: "Task", summary: "Rotate keys", status: "To Do", statusCategory: "To Do", priority: "Medium",
      assignee: null, reporter: { name: "Ada Lovelace", email: "ada@acme.example", accountId: ADA_ACCOUNT_ID }, labels: [],
      description: "Rotate the TLS keys.", custom: { "Story Points": 5 }, comments: [],
      transitions: [{ id: "11", name: "Start work", to: "In Progress" }],
    });
    const seeded = (await w.tool("jira_get_issue", { key: "OPS-1" })).issue;
    expect(seeded).toMatchObject({ description: "Users on Safari 17 see a blank page after signing in.\nChrome and Firefox work.", custom: { "Environment Tier": "production" } });
    expect(seeded.comments).toEqual([{ id: expect.any(String), author: "Ada Lovelace", created: "2026-11-20T10:30:00.000+0000", body: "Reproduced on Safari 17.1." }]);
    expect((await w.tool("jira_get_issue", { key: "OPS-2" })).issue).toMatchObject({ subtasks: [{ key: "OPS-3", summary: "Check certificate expiry", status: "To Do" }] });
    expect((await w.tool("jira_get_issue", { key: "OPS-3" })).issue).toMatchObject({ type: "Subtask", parent: { key: "OPS-2", summary: "Upgrade the load balancer" } });
  });

  test("edit fields with a tool; REST reads the edit and its changelog", async () => {
    const { issue } = await w.tool("jira_edit_issue", { key: "OPS-1", summary: "Login fails on Safari 17", priority: "Highest", add_labels: ["safari"], remove_labels: ["frontend"], duedate: null, assignee: "Grace" });
    expect(issue).toMatchObject({ key: "OPS-1", summary: "Login fails on Safari 17", priority: "Highest", assignee: "Grace Hopper" });
    const { body } = await w.rest("GET", "/issue/OPS-1?fields=summary,priority,labels,duedate,assignee");
    expect(body.fields).toMatchObject({ summary: "Login fails on Safari 17", priority: { name: "Highest" }, labels: ["safari"], duedate: null, assignee: { accountId: GRACE_ACCOUNT_ID } });
    const changelog = await w.rest("GET", "/issue/OPS-1/changelog");
    expect(changelog.body.values.at(-1).author.accountId).toBe(SITE_ADMIN.accountId);
    // Description in Markdown, then cleared with null.
    await w.tool("jira_edit_issue", { key: "OPS-1", description: "## Cause\nThe `SameSite` cookie" });
    expect((await w.rest("GET", "/issue/OPS-1?fields=description")).body.fields.description.content[0]).toMatchObject({ type: "heading", attrs: { level: 2 } });
    await w.tool("jira_edit_issue", { key: "OPS-1", description: null });
    expect((await w.rest("GET", "/issue/OPS-1?fields=description")).body.fields.description).toBeNull();
    expect(await w.toolError("jira_edit_issue", { key: "OPS-1" })).toContain("Nothing to change");
  });

  test("assign by name, email, accountId or me; null unassigns", async () => {
    const assignee = async () => (await w.rest("GET", "/issue/OPS-2?fields=assignee")).body.fields.assignee;
    await w.tool("jira_assign_issue", { key: "OPS-2", assignee: "Ada Lovelace" });
    expect((await assignee()).accountId).toBe(ADA_ACCOUNT_ID);
    await w.tool("jira_assign_issue", { key: "OPS-2", assignee: GRACE_ACCOUNT_ID });
    expect((await assignee()).accountId).toBe(GRACE_ACCOUNT_ID);
    await w.tool("jira_assign_issue", { key: "OPS-2", assignee: "me" });
    expect((await assignee()).accountId).toBe(SITE_ADMIN.accountId);
    expect((await w.tool("jira_assign_issue", { key: "OPS-2", assignee: null })).issue.assignee).toBeNull();
    expect(await assignee()).toBeNull();
    // An assignment made over REST is what the tools read.
    await w.rest("PUT", "/issue/OPS-2/assignee", { body: { accountId: ADA_ACCOUNT_ID } });
    expect((await w.tool("jira_get_issue", { key: "OPS-2" })).issue.assignee).toMatchObject({ name: "Ada Lovelace" });
  });
});

describe("projects and users", () => {
  test("list projects with their issue types and statuses", async () => {
    const { projects } = await w.tool("jira_list_projects");
    expect(projects).toEqual([
      { key: "OPS", name: "Operations", lead: "Ada Lovelace", issueTypes: ["Task", "Bug", "Story", "Epic", "Subtask"], statuses: ["To Do", "In Progress", "Done"] },
      { key: "WEB", name: "Website", lead: "Grace Hopper", issueTypes: expect.arrayContaining(["Task"]), statuses: ["To Do", "In Progress", "Done"] },
    ]);
    expect((await w.tool("jira_list_projects", { query: "web" })).projects.map((p: { key: string }) => p.key)).toEqual(["WEB"]);
  });

  test("find users; who the tools act as", async () => {
    expect((await w.tool("jira_find_users", { query: "hop" })).users).toEqual([{ name: "Grace Hopper", email: "grace@acme.example", accountId: GRACE_ACCOUNT_ID }]);
    expect((await w.tool("jira_find_users", { query: "ada@" })).users).toEqual([{ name: "Ada Lovelace", email: "ada@acme.example", accountId: ADA_ACCOUNT_ID }]);
    expect((await w.tool("jira_get_current_user")).user).toMatchObject({ accountId: SITE_ADMIN.accountId, name: "Site Admin" });
  });

  test("the seed's mcp_user: the tools act as that user", async () => {
    const grace = await jiraWorld(t, { seed: { ...OPS_SEED, mcp_user: "grace@acme.example" } });
    expect((await grace.tool("jira_get_current_user")).user.accountId).toBe(GRACE_ACCOUNT_ID);
    const { key } = await grace.tool("jira_create_issue", { project: "Website", summary: "Fix the footer", assignee: "me" });
    expect(key).toBe("WEB-2");
    expect((await grace.rest("GET", "/issue/WEB-2?fields=reporter,assignee")).body.fields).toMatchObject({ reporter: { accountId: GRACE_ACCOUNT_ID }, assignee: { accountId: GRACE_ACCOUNT_ID } });
  });
});

describe("errors a model can act on", () => {
  test("Jira's messages, with what to try instead", async () => {
    expect(await w.toolError("jira_get_issue", { key: "OPS-999" })).toBe("Jira answered 404: Issue does not exist or you do not have permission to see it.");
    expect(await w.toolError("jira_create_issue", { project: "OPS", type: "Incident", summary: "x" })).toBe(
      "Jira answered 400: issuetype: Could not find issuetype by id or name. (OPS's issue types: Task, Bug, Story, Epic, Subtask)",
    );
    expect(await w.toolError("jira_create_issue", { project: "OPS", type: "Subtask", summary: "x" })).toBe("Jira answered 400: parent: A sub-task must have a parent.");
    expect(await w.toolError("jira_create_issue", { project: "Nowhere Land", summary: "x" })).toContain('No project has the key or name "Nowhere Land"');
    expect(await w.toolError("jira_create_issue", { project: "NOPE", summary: "x" })).toBe("Jira answered 400: project: Specify a valid project ID or key");
    expect(await w.toolError("jira_create_issue", { project: "OPS", summary: "x", priority: "Urgent" })).toBe("Jira answered 400: priority: Priority name 'Urgent' is not valid");
    expect(await w.toolError("jira_assign_issue", { key: "OPS-1", assignee: "zed@nowhere.example" })).toContain('No Jira user is "zed@nowhere.example"');
    expect(await w.toolError("jira_create_issue", { project: "OPS" })).toContain("must have required property 'summary'");
    expect(await w.toolError("jira_edit_issue", { key: "OPS-1", labels: ["a"], add_labels: ["b"] })).toContain("not both");
  });

  test("a name several users share asks for an email", async () => {
    const twins = await jiraWorld(t, { seed: { users: [{ displayName: "Sam Lee", emailAddress: "sam1@acme.example" }, { displayName: "Sam Lee", emailAddress: "sam2@acme.example" }] } });
    expect(await twins.toolError("jira_assign_issue", { key: "DEMO-1", assignee: "Sam Lee" })).toMatch(/"Sam Lee" names 2 users \(Sam Lee \(sam1@acme\.example\), Sam Lee \(sam2@acme\.example\)\); give an email or an accountId/);
  });
});

describe.skipIf(!has(OPS.getTransitions) || !has(OPS.doTransition))("transitions", () => {
  test("list, then move by status name or transition name, with a comment; REST reads the new status", async () => {
    expect(await w.tool("jira_list_transitions", { key: "OPS-3" })).toEqual({ key: "OPS-3", status: "To Do", transitions: [{ id: "11", name: "Start work", to: "In Progress" }] });
    const moved = await w.tool("jira_transition_issue", { key: "OPS-3", transition: "In Progress", comment: "Picking this up" });
    expect(moved).toEqual({ key: "OPS-3", transition: "Start work", from: "To Do", status: "In Progress", commented: true });
    const { body } = await w.rest("GET", "/issue/OPS-3?fields=status,comment,resolutiondate");
    expect(body.fields.status.name).toBe("In Progress");
    expect(JSON.stringify(body.fields.comment.comments.at(-1).body)).toContain("Picking this up");
    expect((await w.tool("jira_transition_issue", { key: "OPS-3", transition: "finish" })).status).toBe("Done");
    expect((await w.rest("GET", "/issue/OPS-3?fields=resolutiondate")).body.fields.resolutiondate).toEqual(expect.any(String));
  });

  test("no matching transition: the error lists the available ones", async () => {
    expect(await w.toolError("jira_transition_issue", { key: "OPS-1", transition: "Done" })).toBe('No transition "Done" from To Do on OPS-1. Available: "Start work" (to In Progress)');
    expect(await w.toolError("jira_transition_issue", { key: "OPS-1", transition: "to do" })).toBe('No transition "to do" from To Do on OPS-1. OPS-1 is already To Do. Available: "Start work" (to In Progress)');
    // A simplified workflow: every status from any (Jira names each transition after its target).
    expect(await w.toolError("jira_transition_issue", { key: "WEB-1", transition: "Blocked" })).toBe('No transition "Blocked" from Done on WEB-1. Available: "To Do", "In Progress", "Done"');
  });

  test("a transition made over REST is what jira_get_issue reads", async () => {
    await w.rest("POST", "/issue/OPS-1/transitions", { body: { transition: { id: "11" } } });
    expect((await w.tool("jira_get_issue", { key: "OPS-1" })).issue).toMatchObject({ status: "In Progress", transitions: [{ id: "31", name: "Finish", to: "Done" }] });
  });
});

describe.skipIf(!has(OPS.addComment))("comments", () => {
  test("a comment added with a tool is read over REST, and the other way round", async () => {
    const added = await w.tool("jira_add_comment", { key: "WEB-1", body: "Shipped in **v2**" });
    expect(added).toMatchObject({ key: "WEB-1", id: expect.any(String), author: "Site Admin" });
    const { body } = await w.rest("GET", "/issue/WEB-1/comment");
    expect(body.comments.at(-1)).toMatchObject({ id: added.id, author: { accountId: SITE_ADMIN.accountId } });
    expect(JSON.stringify(body.comments.at(-1).body)).toContain('"marks":[{"type":"strong"}]');
    await w.rest("POST", "/issue/WEB-1/comment", { body: { body: { type: "doc", version: 1, content: [{ type: "paragraph", content: [{ type: "text", text: "Thanks!" }] }] } }, as: "grace@acme.example" });
    expect((await w.tool("jira_get_issue", { key: "WEB-1" })).issue.comments.slice(-2)).toEqual([
      { id: added.id, author: "Site Admin", created: expect.any(String), body: "Shipped in v2" },
      { id: expect.any(String), author: "Grace Hopper", created: expect.any(String), body: "Thanks!" },
    ]);
  });
});

describe.skipIf(!has(OPS.search))("search", () => {
  test("JQL finds what REST wrote, as compact rows, paged with nextPageToken", async () => {
    await w.rest("POST", "/issue", { body: { fields: { project: { key: "WEB" }, issuetype: { name: "Task" }, summary: "Compress hero images", labels: ["perf"] } } });
    const found = await w.tool("jira_search_issues", { jql: "project = WEB AND labels = perf" });
    expect(found.issues).toEqual([{ key: expect.stringMatching(/^WEB-/), summary: "Compress hero images", status: "To Do", assignee: null, priority: "Medium", type: "Task", updated: expect.any(String) }]);
    const first = await w.tool("jira_search_issues", { jql: "project = OPS ORDER BY key ASC", maxResults: 2 });
    expect(first.issues.map((i: { key: string }) => i.key)).toEqual(["OPS-1", "OPS-2"]);
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = await w.tool("jira_search_issues", { jql: "project = OPS ORDER BY key ASC", maxResults: 2, nextPageToken: first.nextPageToken });
    expect(second.issues[0].key).toBe("OPS-3");
  });

  test("a query Jira refuses is a tool error with Jira's sentence", async () => {
    expect(await w.toolError("jira_search_issues", { jql: "projct = OPS" })).toMatch(/^Jira answered 400: Field 'projct' does not exist/);
  });
});
