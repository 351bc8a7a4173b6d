// Worked examples (docs/jira.md, "Grading"): assertions on a jira world's final state, with the generic
// plugins (which must name statuses and people by id), jira-issue and jira-jql, graded the way the service
// grades a task.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { gradeWorld } from "../../core/grading/grade-world.ts";
import type { Assertion } from "../../core/evals/types.ts";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { GRACE_ACCOUNT_ID, OPS_SEED } from "./seed-example.ts";
import { jiraWorld, type JiraTestWorld } from "./tools/test-world.fixture.ts";

const a = (plugin: string, requirement: string, options: Record<string, unknown>): Assertion => ({ plugin, requirement, options });
const IN_PROGRESS = "10001"; // the global status id of "In Progress" (README.md, "Seed")
const OPS_1 = "10000"; // OPS-1's issue id: the first seeded issue

// Ticket (as Grace): start work on OPS-1, take it, label it safari and comment the root cause (the SameSite
// cookie); file a Task in WEB, "Update the browser support page", for Ada, priority High.
const GENERIC = [
  a("record-exists", "OPS-1 is in progress and Grace's", { pack: "jira", collection: "issues", where: { key: "OPS-1", "fields.status": IN_PROGRESS, "fields.assignee": GRACE_ACCOUNT_ID } }),
  a("record-exists", "Grace commented on OPS-1", { pack: "jira", collection: "comments", where: { issueId: OPS_1, author: GRACE_ACCOUNT_ID } }),
  a("expected-diff", "One issue filed, one changed, one comment added", { changes: { "jira/issues": { added: 1, changed: 1 }, "jira/comments": { added: 1 } } }),
  a("tool-called", "The agent moved an issue to In Progress", { tool: "jira_transition_issue", arguments: { key: "OPS-1" }, outcome: "ok" }),
];
const JIRA_ISSUE = [
  a("jira-issue", "OPS-1 is in progress, Grace's, labelled safari, with her root-cause comment", {
    key: "OPS-1", status: "In Progress", assignee: "grace@acme.example", labels_include: "safari", comment: { contains: "SameSite", by: "Grace Hopper", new: true },
  }),
  a("jira-issue", "A High-priority Task for Ada in WEB about the browser support page", {
    project: "WEB", type: "Task", summary_contains: "browser support", assignee: "Ada Lovelace", priority: "High", reporter: "grace@acme.example", new: true, count: 1,
  }),
];
const JIRA_JQL = [
  a("jira-jql", "OPS-1 is in progress, Grace's, labelled safari, with a SameSite comment", {
    jql: 'key = OPS-1 AND status = "In Progress" AND assignee = currentUser() AND labels = safari AND comment ~ "SameSite"', count: 1,
  }),
  a("jira-jql", "One new High-priority Task for Ada in WEB about the browser support page", {
    jql: 'project = WEB AND type = Task AND summary ~ "browser support" AND assignee = "ada@acme.example" AND priority = High AND reporter = currentUser() AND created >= -1h', count: 1,
  }),
  a("jira-jql", "Two OPS issues are being worked on", { jql: 'project = OPS AND statusCategory = "In Progress"', count: 2 }),
];
const COLLATERAL = a("no-collateral-changes", "Only issues, comments and their histories changed", { allow: ["jira/issues", "jira/comments", "jira/changelog"] });

let t: TestService;
let solved: JiraTestWorld;
let idle: JiraTestWorld;
beforeAll(async () => {
  t = await startTestService();
  const body = { seed: { ...OPS_SEED, mcp_user: "grace@acme.example" } };
  solved = await jiraWorld(t, body);
  idle = await jiraWorld(t, body);
  await solved.tool("jira_transition_issue", { key: "OPS-1", transition: "In Progress", comment: "Root cause: Safari 17 drops the **SameSite** session cookie." });
  await solved.tool("jira_assign_issue", { key: "OPS-1", assignee: "me" });
  await solved.tool("jira_edit_issue", { key: "OPS-1", add_labels: ["safari"] });
  await solved.tool("jira_create_issue", { project: "WEB", type: "Task", summary: "Update the browser support page", assignee: "ada@acme.example", priority: "High" });
});
afterAll(() => t.close());

const grade = async (w: JiraTestWorld, assertions: Assertion[]) =>
  (await gradeWorld({ graders: t.service.graders, packs: t.service.packs }, (await t.service.worlds.get(w.snapshotId))!, assertions, null)).assertions;
const outcomes = async (w: JiraTestWorld, assertions: Assertion[]) => (await grade(w, assertions)).map((r) => [r.requirement, r.passed, r.error]);

describe("grading a jira world", () => {
  test("the generic plugins pass on the solved world and fail on an idle one", async () => {
    expect(await outcomes(solved, [...GENERIC, COLLATERAL])).toEqual([...GENERIC, COLLATERAL].map((x) => [x.requirement, true, null]));
    expect((await grade(idle, GENERIC)).map((r) => r.passed)).toEqual([false, false, false, false]);
  });

  test("jira-issue and jira-jql pass on the solved world and fail on an idle one", async () => {
    expect(await outcomes(solved, [...JIRA_ISSUE, ...JIRA_JQL])).toEqual([...JIRA_ISSUE, ...JIRA_JQL].map((x) => [x.requirement, true, null]));
    expect((await grade(idle, [...JIRA_ISSUE, ...JIRA_JQL])).map((r) => r.passed)).toEqual([false, false, false, false, false]);
  });

  test("the reports say what was wanted and what the world had, in names", async () => {
    const [generic] = await grade(idle, GENERIC);
    // Conditions by id; the closest miss named in the pack's words: OPS-2 (Grace's, in progress).
    expect(generic!.actual).toBe('4 Jira issues, none matching: closest is the Jira issue OPS-2 (“Upgrade the load balancer”), which has key "OPS-2"');
    const [ops1, filed] = await grade(idle, JIRA_ISSUE);
    expect(ops1).toMatchObject({
      expected: 'a Jira issue OPS-1 with status In Progress assigned to Grace Hopper (grace@acme.example) labelled "safari" with a comment containing "SameSite" by Grace Hopper (grace@acme.example) added during the task',
      actual: '4 Jira issues, none matching: closest is OPS-1 (status To Do, assigned to Ada Lovelace, labels ["frontend"], 1 comment, the latest by Ada Lovelace: "Reproduced on Safari 17.1.")',
    });
    expect(filed!.expected).toBe(
      'exactly 1 Jira issue in project WEB with type Task with a summary containing "browser support" with priority High assigned to Ada Lovelace (ada@acme.example) reported by Grace Hopper (grace@acme.example) created during the task',
    );
    const [jql] = await grade(idle, JIRA_JQL);
    expect(jql).toMatchObject({ expected: `${JIRA_JQL[0]!.options.jql} selects exactly 1 issue`, actual: "no issues" });
  });

  test("a mistaken assertion is a grader error, never a silent fail", async () => {
    const [status, query] = await grade(solved, [
      a("jira-issue", "r", { key: "OPS-1", status: "Blocked" }),
      a("jira-jql", "r", { jql: "status = Blocked" }),
    ]);
    expect(status!.error).toContain('status: the jira site has no status "Blocked" (it has To Do, In Progress, Done)');
    expect(query!.error).toContain("The value 'Blocked' does not exist for the field 'status'.");
  });

  test("a change outside issues and comments is collateral", async () => {
    await idle.tool("jira_edit_issue", { key: "OPS-2", priority: "Low" });
    const [collateral] = await grade(idle, [a("no-collateral-changes", "Only comments changed", { allow: ["jira/comments"] })]);
    // Nested fields by path; the issue's history entry is a change too.
    expect(collateral).toMatchObject({
      passed: false,
      actual: "2 other changes: Jira issue OPS-2 (“Upgrade the load balancer”) changed (fields.priority); Jira history entry of OPS-2 by Grace Hopper (priority) added",
    });
  });
});
