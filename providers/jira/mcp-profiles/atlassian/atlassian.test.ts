import { afterAll, beforeAll, expect, test } from "bun:test";
import { withNativeCalls } from "../../../../core/grading/native-calls.ts";
import { startTestService, type TestService } from "../../../../tests/support/test-service.ts";
import { readReferenceJson } from "../../../../tests/reference/reference-file.ts";
import { profileWorld, type ProfileWorld } from "../profile-world.fixture.ts";

// The atlassian profile: its tools/list is the reference copy, every tool acts on the world's records
// (read back over REST), bad arguments and a foreign cloudId answer as the server does, and calls grade as
// the native tools.
let t: TestService;
let w: ProfileWorld;
let cloudId: string;
beforeAll(async () => {
  t = await startTestService();
  w = await profileWorld(t, "atlassian");
  cloudId = (await w.json("getAccessibleAtlassianResources"))[0].id;
}, 60_000);
afterAll(() => t.close());

test("tools/list deep-equals the reference copy", async () => {
  const { tools } = await w.client.listTools();
  expect(tools).toEqual(readReferenceJson("mcp-servers/atlassian.tools-list.json").tools);
});

test("the site: its cloudId, URL or host is accepted; any other value is refused", async () => {
  const [site] = await w.json("getAccessibleAtlassianResources");
  expect(site).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/), url: w.url, scopes: expect.arrayContaining(["read:jira-work"]) });
  for (const given of [cloudId, w.url, `${w.url}/browse/OPS-1`, w.url.replace(/^http:\/\//, "")]) expect((await w.call("getJiraIssue", { cloudId: given, issueIdOrKey: "OPS-1" })).isError).toBe(false);
  const refused = await w.call("getJiraIssue", { cloudId: "11111111-2222-4333-8444-555555555555", issueIdOrKey: "OPS-1" });
  expect(refused).toMatchObject({ isError: true, text: expect.stringContaining("getAccessibleAtlassianResources") });
  const me = await w.json("atlassianUserInfo");
  // MCP calls act as the world's default user (the site admin); REST reads that user back.
  const user = (await w.rest("GET", `/user?accountId=${me.account_id}`)).body;
  expect(me).toMatchObject({ account_id: user.accountId, name: user.displayName, account_status: "active" });
});

test("reads answer what REST answers", async () => {
  const issue = await w.json("getJiraIssue", { cloudId, issueIdOrKey: "OPS-1", fields: ["summary", "status"] });
  expect(issue).toEqual((await w.rest("GET", "/issue/OPS-1?fields=summary,status")).body);
  const text = await w.json("getJiraIssue", { cloudId, issueIdOrKey: "OPS-1", fields: ["description"], responseContentFormat: "markdown" });
  expect(text.fields.description).toContain("Safari 17");
  const found = await w.json("searchJiraIssuesUsingJql", { cloudId, jql: "project = OPS ORDER BY key ASC", fields: ["summary"], maxResults: 2 });
  expect(found.issues.map((i: any) => i.key)).toEqual(["OPS-1", "OPS-2"]);
  expect(found.nextPageToken).toEqual(expect.any(String));
  expect((await w.json("getTransitionsForJiraIssue", { cloudId, issueIdOrKey: "OPS-1" })).transitions).toEqual((await w.rest("GET", "/issue/OPS-1/transitions")).body.transitions);
  expect(await w.json("lookupJiraAccountId", { cloudId, searchString: "grace" })).toEqual((await w.rest("GET", "/user/search?query=grace")).body);
  expect((await w.json("getVisibleJiraProjects", { cloudId })).values.map((p: any) => p.key)).toEqual(["OPS", "WEB"]);
  const types = await w.json("getJiraProjectIssueTypesMetadata", { cloudId, projectIdOrKey: "OPS" });
  expect(types.issueTypes).toEqual((await w.rest("GET", "/project/OPS")).body.issueTypes);
  const bug = types.issueTypes.find((type: any) => type.name === "Bug");
  const meta = await w.json("getJiraIssueTypeMetaWithFields", { cloudId, projectIdOrKey: "OPS", issueTypeId: bug.id });
  expect(meta.fields.filter((f: any) => f.required).map((f: any) => f.fieldId)).toEqual(["summary", "issuetype", "project", "reporter"]);
  expect(meta.fields.map((f: any) => f.fieldId)).toContain("customfield_10010");
  expect(await w.json("getJiraIssueRemoteIssueLinks", { cloudId, issueIdOrKey: "OPS-1" })).toEqual([]);
  expect(await w.call("getIssueLinkTypes", { cloudId })).toEqual({ isError: true, text: '{"errorMessages":["Issue linking is disabled."],"errors":{}}' });
});

test("writes land on the records REST reads", async () => {
  const created = await w.json("createJiraIssue", {
    cloudId, projectKey: "OPS", issueTypeName: "Task", summary: "Rotate the keys", description: "Do it **today**",
    additional_fields: { labels: ["security"], priority: { name: "High" } },
  });
  const read = (await w.rest("GET", `/issue/${created.key}`)).body;
  expect(read.fields).toMatchObject({ summary: "Rotate the keys", labels: ["security"], priority: { name: "High" }, issuetype: { name: "Task" } });
  await w.json("editJiraIssue", { cloudId, issueIdOrKey: created.key, fields: { summary: "Rotate all keys", description: "Now" } });
  expect((await w.rest("GET", `/issue/${created.key}?fields=summary`)).body.fields.summary).toBe("Rotate all keys");
  const comment = await w.json("addCommentToJiraIssue", { cloudId, issueIdOrKey: created.key, commentBody: "Started" });
  const comments = (await w.rest("GET", `/issue/${created.key}/comment`)).body.comments;
  expect(comments.map((c: any) => c.id)).toEqual([comment.id]);
  await w.json("addCommentToJiraIssue", { cloudId, issueIdOrKey: created.key, commentBody: "Started, really", commentId: comment.id, responseContentFormat: "markdown" });
  expect((await w.rest("GET", `/issue/${created.key}/comment/${comment.id}`)).body.body.content[0].content[0].text).toBe("Started, really");
  const { transitions } = await w.json("getTransitionsForJiraIssue", { cloudId, issueIdOrKey: created.key });
  const start = transitions.find((tr: any) => tr.to.name === "In Progress");
  expect(await w.json("transitionJiraIssue", { cloudId, issueIdOrKey: created.key, transition: { id: start.id } })).toEqual({});
  expect((await w.rest("GET", `/issue/${created.key}?fields=status`)).body.fields.status.name).toBe("In Progress");
});

test("bad arguments and Jira's refusals answer as the server does", async () => {
  expect((await w.call("getJiraIssue", { cloudId })).text).toBe("MCP error -32602: Input validation error: Invalid arguments for tool getJiraIssue: Required at issueIdOrKey");
  expect((await w.call("addCommentToJiraIssue", { cloudId, issueIdOrKey: "OPS-1", commentBody: 5, colour: "red" })).text).toBe(
    "MCP error -32602: Input validation error: Invalid arguments for tool addCommentToJiraIssue: Expected string, received number at commentBody\nUnrecognized key(s) in object: 'colour'",
  );
  const missing = await w.call("getJiraIssue", { cloudId, issueIdOrKey: "OPS-999" });
  expect(missing.isError).toBe(true);
  expect(JSON.parse(missing.text)).toEqual((await w.rest("GET", "/issue/OPS-999")).body);
});

test("calls grade as the native tools with native arguments", async () => {
  const calls = [
    { tool: "createJiraIssue", arguments: { cloudId, projectKey: "OPS", issueTypeName: "Bug", summary: "S", additional_fields: { priority: { name: "Low" } } } },
    { tool: "transitionJiraIssue", arguments: { cloudId, issueIdOrKey: "OPS-1", transition: { id: "11" } } },
    { tool: "searchJiraIssuesUsingJql", arguments: { cloudId, jql: "project = OPS" } },
  ].map((c, i) => ({ seq: i + 1, at: "", outcome: "ok" as const, error: null, latencyMs: 0, profile: "atlassian", ...c }));
  const graded = withNativeCalls(t.service.packs, calls as never);
  expect(graded.map((c: any) => c.native)).toEqual([
    { tool: "jira_create_issue", arguments: { project: "OPS", type: "Bug", summary: "S", priority: "Low" } },
    { tool: "jira_transition_issue", arguments: { key: "OPS-1", transition: "11" } },
    { tool: "jira_search_issues", arguments: { jql: "project = OPS" } },
  ]);
});
