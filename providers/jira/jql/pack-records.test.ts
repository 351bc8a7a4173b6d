import { describe, expect, test } from "bun:test";
import { selectFields } from "../issue-field-selection.ts";
import { COLLECTIONS, type JiraComment, type JiraCustomField, type JiraGroup, type JiraIssue, type JiraIssueType, type JiraPriority, type JiraProject, type JiraStatus, type JiraUser } from "../records.ts";
import { renderIssue } from "../render-issue.ts";
import { ADA_ACCOUNT_ID, OPS_SEED } from "../seed-example.ts";
import { normalizeJiraSeed } from "../seed.ts";
import { recordsWorld, TEST_NOW, testClock } from "../test-context.ts";
import { runJql, type JqlContext, type JqlIssue } from "./index.ts";

/**
 * The engine over what the jira pack really stores and renders: the issue's example site seeded,
 * every issue rendered for v3 with `*navigable` fields, and a context made of the records as they
 * are (records.ts's types must keep fitting JqlContext's).
 */
const world = recordsWorld(normalizeJiraSeed(OPS_SEED, { clock: testClock() }));
const view = { world, baseUrl: "https://acme.example", version: 3 as const };
const all = <T,>(name: string) => world.collection(name).all() as T[];

const fields = selectFields(view, [], "*navigable");
const issues = all<JiraIssue>(COLLECTIONS.issues).map((issue) => renderIssue(view, issue, { fields })) as unknown as JqlIssue[];
const comments = all<JiraComment>(COLLECTIONS.comments);

const ctx: JqlContext = {
  currentUser: ADA_ACCOUNT_ID,
  now: new Date(TEST_NOW),
  users: all<JiraUser>(COLLECTIONS.users),
  groups: all<JiraGroup>(COLLECTIONS.groups),
  projects: all<JiraProject>(COLLECTIONS.projects),
  statuses: all<JiraStatus>(COLLECTIONS.statuses),
  priorities: all<JiraPriority>(COLLECTIONS.priorities),
  issueTypes: all<JiraIssueType>(COLLECTIONS.issueTypes),
  customFields: all<JiraCustomField>(COLLECTIONS.fields),
  commentsOf: (issue) => comments.filter((c) => c.issueId === issue.id).map((c) => c.body),
};

const run = (jql: string) => runJql(jql, issues, ctx).map((issue) => issue.key);

describe("JQL over the pack's rendered issues", () => {
  test("system fields as the pack renders them", () => {
    expect(run('project = OPS AND status = "In Progress"')).toEqual(["OPS-2"]);
    expect(run("project = Website")).toEqual(["WEB-1"]);
    expect(run("assignee = currentUser()")).toEqual(["OPS-1"]);
    // WEB-1's reporter is its project's lead, Grace, by the seed's default.
    expect(run('reporter = "grace@acme.example" ORDER BY key')).toEqual(["OPS-2", "WEB-1"]);
    expect(run("parent = OPS-2")).toEqual(["OPS-3"]);
    expect(run("issuetype in subTaskIssueTypes()")).toEqual(["OPS-3"]);
    expect(run('due <= "2026-12-01"')).toEqual(["OPS-1"]);
    expect(run("assignee in membersOf(ops-team) ORDER BY key")).toEqual(["OPS-1", "OPS-2"]);
  });

  test("resolution follows the resolution date, status category the status", () => {
    expect(run("statusCategory = Done")).toEqual(["WEB-1"]);
    expect(run("resolution = Done")).toEqual(["WEB-1"]);
    expect(run("resolution = Unresolved ORDER BY key")).toEqual(["OPS-1", "OPS-2", "OPS-3"]);
  });

  test("custom fields as rendered (options as {value, id}) and text in ADF and comments", () => {
    expect(run('"Environment Tier" = production')).toEqual(["OPS-1"]);
    expect(run("cf[10010] >= 3")).toEqual(["OPS-2"]);
    expect(run('description ~ "LB pool"')).toEqual(["OPS-2"]);
    expect(run("comment ~ reproduced")).toEqual(["OPS-1"]);
    expect(run("text ~ safari ORDER BY key")).toEqual(["OPS-1"]);
  });
});
