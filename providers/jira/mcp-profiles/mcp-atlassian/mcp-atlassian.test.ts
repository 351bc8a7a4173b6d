import { afterAll, beforeAll, expect, test } from "bun:test";
import { withNativeCalls } from "../../../../core/grading/native-calls.ts";
import { startTestService, type TestService } from "../../../../tests/support/test-service.ts";
import { readReferenceJson } from "../../../../tests/reference/reference-file.ts";
import { profileWorld, type ProfileWorld } from "../profile-world.fixture.ts";

// The mcp-atlassian profile: its tools/list is the reference copy, every tool acts on the world's records
// (read back over REST), answers are its simplified JSON (text and structuredContent {result}), bad
// arguments are pydantic's errors, and calls grade as the native tools.
let t: TestService;
let w: ProfileWorld;
beforeAll(async () => {
  t = await startTestService();
  w = await profileWorld(t, "mcp-atlassian");
}, 60_000);
afterAll(() => t.close());

test("tools/list deep-equals the reference copy; initialize names the server", async () => {
  const { tools } = await w.client.listTools();
  expect(tools).toEqual(readReferenceJson("mcp-servers/mcp-atlassian.tools-list.json").tools);
  expect(w.client.getServerVersion()).toEqual({ name: "Atlassian MCP", version: "3.4.4" });
});

test("reads: the simplified issue, search and transitions, from the records REST reads", async () => {
  const answer = await w.call("jira_get_issue", { issue_key: "OPS-1", fields: "summary,status,assignee,comment", include: "transitions" });
  expect(answer.structuredContent).toEqual({ result: answer.text });
  const issue = JSON.parse(answer.text);
  const rest = (await w.rest("GET", "/issue/OPS-1?fields=summary,status,assignee")).body;
  expect(issue).toMatchObject({
    id: rest.id, key: "OPS-1", summary: rest.fields.summary, browse_url: `${w.url}/browse/OPS-1`,
    status: { name: rest.fields.status.name, category: rest.fields.status.statusCategory.name, color: rest.fields.status.statusCategory.colorName },
    assignee: { account_id: rest.fields.assignee.accountId, display_name: rest.fields.assignee.displayName, email: rest.fields.assignee.emailAddress },
  });
  expect(issue.transitions).toEqual((await w.rest("GET", "/issue/OPS-1/transitions")).body.transitions.map((tr: any) => ({ id: Number(tr.id), name: tr.name })));
  const found = await w.json("jira_search", { jql: "project = OPS ORDER BY key ASC", fields: "summary", limit: 2 });
  expect(found).toMatchObject({ total: -1, start_at: 0, max_results: 2, next_page_token: expect.any(String) });
  expect(found.issues.map((i: any) => [i.key, i.summary])).toEqual([["OPS-1", "Login fails on Safari"], ["OPS-2", "Upgrade the load balancer"]]);
  expect((await w.json("jira_get_project_issues", { project_key: "WEB" })).issues.map((i: any) => i.key)).toEqual(["WEB-1"]);
  expect(await w.json("jira_get_transitions", { issue_key: "OPS-1" })).toEqual(issue.transitions);
  expect((await w.json("jira_search_fields", { keyword: "story" }))[0]).toMatchObject({ id: "customfield_10010", name: "Story Points" });
  const field = await w.call("jira_get_field_options", { field_id: "customfield_10011" });
  expect(field).toMatchObject({ isError: true, text: expect.stringMatching(/^Error calling tool 'get_field_options': .*404/) });
});

test("writes land on the records REST reads", async () => {
  const created = await w.json("jira_create_issue", {
    project_key: "OPS", summary: "Rotate the keys", issue_type: "Task", assignee: "grace@acme.example", description: "Do it **today**",
    additional_fields: JSON.stringify({ labels: ["security"], priority: { name: "High" } }),
  });
  expect(created.message).toBe("Issue created successfully");
  const key = created.issue.key;
  expect((await w.rest("GET", `/issue/${key}`)).body.fields).toMatchObject({ summary: "Rotate the keys", labels: ["security"], priority: { name: "High" }, assignee: { emailAddress: "grace@acme.example" } });
  const updated = await w.json("jira_update_issue", { issue_key: key, fields: JSON.stringify({ summary: "Rotate all keys" }), return_fields: "summary" });
  expect(updated).toEqual({ message: "Issue updated successfully", issue: { id: created.issue.id, key, summary: "Rotate all keys", browse_url: `${w.url}/browse/${key}` } });
  await w.json("jira_assign_issue", { issue_key: key, assignee: "Ada Lovelace" });
  expect((await w.rest("GET", `/issue/${key}?fields=assignee`)).body.fields.assignee.displayName).toBe("Ada Lovelace");
  const comment = await w.json("jira_add_comment", { issue_key: key, body: "Started" });
  expect(comment).toEqual({ id: expect.any(String), body: "Started", created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d[+-]\d\d:\d\d$/), author: expect.any(String) });
  await w.json("jira_edit_comment", { issue_key: key, comment_id: comment.id, body: "Started, really" });
  expect((await w.rest("GET", `/issue/${key}/comment/${comment.id}`)).body.body.content[0].content[0].text).toBe("Started, really");
  const [start] = await w.json("jira_get_transitions", { issue_key: key });
  const moved = await w.json("jira_transition_issue", { issue_key: key, transition_id: String(start.id), comment: "On it" });
  expect(moved.message).toBe(`Issue ${key} transitioned successfully`);
  expect((await w.rest("GET", `/issue/${key}?fields=status`)).body.fields.status.name).toBe("In Progress");
  const logs = await w.json("jira_batch_get_changelogs", { issue_ids_or_keys: key, fields: "status" });
  expect(logs[0].changelogs.at(-1).items).toEqual([expect.objectContaining({ field: "status", from_string: "To Do", to_string: "In Progress" })]);
  const batch = await w.json("jira_batch_create_issues", { issues: JSON.stringify([{ project_key: "WEB", summary: "One", issue_type: "Task" }, { project_key: "WEB", summary: "Two", issue_type: "Task" }]) });
  expect(batch.issues.map((i: any) => i.summary)).toEqual(["One", "Two"]);
  expect(await w.json("jira_delete_issue", { issue_key: batch.issues[1].key })).toEqual({ message: `Issue ${batch.issues[1].key} has been deleted successfully.` });
  expect((await w.rest("GET", `/issue/${batch.issues[1].key}`)).status).toBe(404);
  expect((await w.call("jira_move_issue", { issue_key: key, target_project_key: "WEB" })).text).toMatch(/^Error calling tool 'move_issue': Failed to move issue OPS-\d+: 404/);
});

test("bad arguments are pydantic's errors; a missing issue is the original's text", async () => {
  expect((await w.call("jira_get_issue", { issue_key: "ops-1" })).text).toBe(
    "1 validation error for call[get_issue]\nissue_key\n  String should match pattern '^[A-Z][A-Z0-9_]+-\\d+(?:-\\d+)*$' [type=string_pattern_mismatch, input_value='ops-1', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.12/v/string_pattern_mismatch",
  );
  expect((await w.call("jira_add_comment", { issue_key: "OPS-1" })).text).toBe(
    "1 validation error for call[add_comment]\nbody\n  Missing required argument [type=missing_argument, input_value={'issue_key': 'OPS-1'}, input_type=dict]\n    For further information visit https://errors.pydantic.dev/2.12/v/missing_argument",
  );
  expect(await w.call("jira_get_issue", { issue_key: "OPS-999" })).toEqual({ isError: true, text: "Error calling tool 'get_issue': Issue OPS-999 not found. Verify the issue key and project access." });
});

test("calls grade as the native tools with native arguments", () => {
  const calls = [
    { tool: "jira_search", arguments: { jql: "project = OPS", limit: 5 } },
    { tool: "jira_get_transitions", arguments: { issue_key: "OPS-1" } },
    { tool: "jira_update_issue", arguments: { issue_key: "OPS-1", fields: '{"summary":"New","priority":{"name":"Low"}}' } },
    { tool: "jira_transition_issue", arguments: { issue_key: "OPS-1", transition_id: "11" } },
  ].map((c, i) => ({ seq: i + 1, at: "", outcome: "ok" as const, error: null, latencyMs: 0, profile: "mcp-atlassian", ...c }));
  expect(withNativeCalls(t.service.packs, calls as never).map((c: any) => c.native)).toEqual([
    { tool: "jira_search_issues", arguments: { jql: "project = OPS", maxResults: 5 } },
    { tool: "jira_list_transitions", arguments: { key: "OPS-1" } },
    { tool: "jira_edit_issue", arguments: { key: "OPS-1", summary: "New", priority: "Low" } },
    // A name the native surface also has: the log's profile tells them apart (core/grading/native-calls.ts).
    { tool: "jira_transition_issue", arguments: { key: "OPS-1", transition: "11" } },
  ]);
});
