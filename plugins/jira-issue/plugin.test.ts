import { describe, expect, test } from "bun:test";
import type { WorldState } from "../../core/grading/index.ts";
import { gradingInput, optionsValidator } from "../shared/grading-input.fixture.ts";
import jiraIssue from "./plugin.ts";
import type { JiraIssueOptions } from "./criteria.ts";

const ADA = "5b10a2844c20165700ede21a";
const GRACE = "5b10ac8d82e05b22cc7d4ef5";
const doc = (text: string) => ({ type: "doc", version: 1, content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
const issue = (id: string, key: string, fields: Record<string, unknown>) => ({
  id, key, projectId: key.startsWith("OPS") ? "10000" : "10001",
  fields: { summary: "", issuetype: "10001", status: "10000", priority: "3", assignee: null, reporter: ADA, creator: ADA, labels: [], description: null, duedate: null, parent: null, ...fields },
});
const byId = (rows: Array<Record<string, unknown>>, id = "id") => Object.fromEntries(rows.map((r) => [String(r[id]), r]));
const site = {
  users: byId([{ accountId: ADA, displayName: "Ada Lovelace", emailAddress: "ada@acme.example" }, { accountId: GRACE, displayName: "Grace Hopper", emailAddress: "grace@acme.example" }], "accountId"),
  projects: byId([{ id: "10000", key: "OPS", name: "Operations" }, { id: "10001", key: "WEB", name: "Website" }]),
  statuses: byId([{ id: "10000", name: "To Do" }, { id: "10001", name: "In Progress" }, { id: "10002", name: "Done" }]),
  priorities: byId([{ id: "2", name: "High" }, { id: "3", name: "Medium" }]),
  issuetypes: byId([{ id: "10001", name: "Task" }, { id: "10004", name: "Bug" }]),
};
const seeded = issue("10000", "OPS-1", { summary: "Login fails on Safari", issuetype: "10004", labels: ["frontend"], description: doc("Blank page after sign-in") });
const initial: WorldState = { jira: { ...site, issues: byId([seeded]), comments: byId([{ id: "10000", issueId: "10000", author: ADA, body: doc("Reproduced on Safari 17.1."), created: "2026-11-20T10:30:00.000+0000" }]) } };
const final: WorldState = {
  jira: {
    ...site,
    issues: byId([
      { ...seeded, fields: { ...seeded.fields, status: "10001", assignee: GRACE, labels: ["frontend", "safari"] } },
      issue("10001", "WEB-1", { summary: "Update the browser support page", priority: "2", assignee: ADA, reporter: GRACE }),
    ]),
    comments: byId([
      ...Object.values(initial.jira!.comments!),
      { id: "10001", issueId: "10000", author: GRACE, body: doc("Root cause: the SameSite cookie"), created: "2026-11-24T09:00:00.000+0000" },
    ]),
  },
};
const grade = (options: JiraIssueOptions) => jiraIssue.grade(gradingInput({ initial, final }), options);

describe("jira-issue", () => {
  test("names instead of ids: status, assignee, labels, a new comment", () => {
    expect(grade({ key: "ops-1", status: "in progress", assignee: "grace@acme.example", labels_include: "safari", comment: { contains: "samesite", by: "Grace Hopper", new: true } })).toEqual({
      passed: true,
      expected: 'a jira issue OPS-1 with status In Progress assigned to Grace Hopper (grace@acme.example) labelled "safari" with a comment containing "samesite" by Grace Hopper (grace@acme.example) added during the task',
      actual: "2 jira issues, 1 matching: OPS-1",
    });
    expect(grade({ project: "Website", type: "Task", summary_contains: ["browser", "support"], priority: "High", assignee: "Ada Lovelace", reporter: GRACE, new: true, count: 1 }).passed).toBe(true);
    expect(grade({ description_contains: "blank page", new: false }).passed).toBe(true);
  });

  test("a miss names the issue the key picks, with what it had", () => {
    const result = grade({ key: "OPS-1", status: "Done", assignee: null });
    expect(result).toEqual({
      passed: false,
      expected: "a jira issue OPS-1 with status Done unassigned",
      actual: "2 jira issues, none matching: closest is OPS-1 (status In Progress, assigned to Grace Hopper)",
    });
    expect(grade({ key: "OPS-1", comment: { by: "ada@acme.example", new: true } }).actual).toBe(
      '2 jira issues, none matching: closest is OPS-1 (2 comments, the latest by Grace Hopper: "Root cause: the SameSite cookie")',
    );
    expect(grade({ project: "WEB", count: 0 })).toMatchObject({ passed: false, expected: "no jira issue in project WEB", actual: "2 jira issues, 1 matching: WEB-1" });
  });

  test("where reaches the stored record", () => {
    expect(grade({ key: "WEB-1", where: { "fields.duedate": null } }).passed).toBe(true);
    expect(grade({ key: "WEB-1", where: { "fields.duedate": { exists: true } } }).actual).toBe("2 jira issues, none matching: closest is WEB-1 (fields.duedate unset)");
  });

  test("a name the site lacks is a grader error, not a fail", () => {
    expect(() => grade({ status: "Blocked" })).toThrow('status: the jira site has no status "Blocked" (it has To Do, In Progress, Done)');
    expect(() => grade({ assignee: "zed@acme.example" })).toThrow('assignee: no jira user has the email, name or accountId "zed@acme.example"');
    expect(() => grade({ project: "HR" })).toThrow('project: the jira site has no project "HR" (it has OPS, WEB)');
    expect(() => grade({ type: "Epic" })).toThrow('type: the jira site has no issue type "Epic"');
  });

  test("a world without jira issues", () => {
    expect(jiraIssue.grade(gradingInput(), { summary_contains: "x" })).toEqual({ passed: false, expected: 'a jira issue with a summary containing "x"', actual: "no jira issues" });
  });

  test("options schema", () => {
    const check = optionsValidator(jiraIssue.optionsSchema);
    expect(check({ key: "OPS-1", status: "Done", assignee: null, comment: "fixed", labels_include: ["a", "b"], count: 0 })).toBeUndefined();
    expect(check({})).toBe("options must NOT have fewer than 1 properties");
    expect(check({ key: "OPS" })).toBe('options.key must match pattern "^[A-Za-z][A-Za-z0-9_]*-[1-9][0-9]*$"');
    expect(check({ comment: { text: "x" } })).toBe('options.comment has an unknown property "text"');
    expect(check({ labels_include: "two words" })).toBeUndefined();
    expect(check({ labels_include: ["two words"] })).toBe('options.labels_include[0] must match pattern "^\\S+$"');
    expect(check({ state: "Done" })).toBe('options has an unknown property "state"');
  });
});
