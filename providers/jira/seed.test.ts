import { describe, expect, test } from "bun:test";
import type { JsonRecord, SeedRecords } from "../../core/pack/index.ts";
import { SITE_ADMIN } from "./jira-ids.ts";
import { COLLECTIONS } from "./records.ts";
import { normalizeJiraSeed } from "./seed.ts";
import { ADA_ACCOUNT_ID, GRACE_ACCOUNT_ID, OPS_SEED } from "./seed-example.ts";
import { testClock } from "./test-context.ts";

const normalize = (seed: JsonRecord) => normalizeJiraSeed(seed, { clock: testClock() });
const rows = (records: SeedRecords, name: string) => (records[name] ?? []).map((r) => r.record as any);
const byKey = (records: SeedRecords, key: string) => rows(records, COLLECTIONS.issues).find((i) => i.key === key);
const refusal = (seed: JsonRecord) => {
  try {
    normalize(seed);
  } catch (error) {
    return (error as Error).message;
  }
  return "accepted";
};

describe("an omitted seed", () => {
  const records = normalize({});
  test("gives one project and one user, the site admin", () => {
    expect(rows(records, COLLECTIONS.projects)).toMatchObject([{ id: "10000", key: "DEMO", name: "Demo", leadAccountId: SITE_ADMIN.accountId, simplified: true }]);
    expect(rows(records, COLLECTIONS.users)).toEqual([expect.objectContaining({ accountId: SITE_ADMIN.accountId, siteAdmin: true, active: true })]);
    expect(rows(records, COLLECTIONS.site)).toEqual([{ adminAccountId: SITE_ADMIN.accountId }]);
  });
  test("has Jira's default statuses, priorities and issue types, and the simplified workflow", () => {
    expect(rows(records, COLLECTIONS.statuses).map((s) => [s.id, s.name, s.category])).toEqual([["10000", "To Do", "new"], ["10001", "In Progress", "indeterminate"], ["10002", "Done", "done"]]);
    expect(rows(records, COLLECTIONS.priorities).map((p) => [p.id, p.name, p.isDefault])).toEqual([["1", "Highest", false], ["2", "High", false], ["3", "Medium", true], ["4", "Low", false], ["5", "Lowest", false]]);
    expect(rows(records, COLLECTIONS.issueTypes).map((t) => [t.name, t.hierarchyLevel])).toEqual([["Epic", 1], ["Task", 0], ["Subtask", -1], ["Story", 0], ["Bug", 0]]);
    const [project] = rows(records, COLLECTIONS.projects);
    expect(project.transitions).toEqual([
      { id: "11", name: "To Do", from: [], to: "10000" },
      { id: "21", name: "In Progress", from: [], to: "10001" },
      { id: "31", name: "Done", from: [], to: "10002" },
    ]);
  });
  test("keeps the counters private-side: the next issue is DEMO-1 with id 10000", () => {
    expect(Object.fromEntries(rows(records, COLLECTIONS.sequences).map((s) => [s.key, s.next]))).toEqual({ "id:issues": 10000, "id:comments": 10000, "id:changelog": 10000, "project:10000": 1 });
  });
});

describe("the example seed", () => {
  const records = normalize(OPS_SEED);
  test("issues keep their keys, get ids from 10000, and reference records by id", () => {
    const ops1 = byKey(records, "OPS-1");
    expect(ops1).toMatchObject({ id: "10000", projectId: "10000" });
    expect(ops1.fields).toMatchObject({ summary: "Login fails on Safari", issuetype: "10004", status: "10000", priority: "2", assignee: ADA_ACCOUNT_ID, reporter: ADA_ACCOUNT_ID, creator: ADA_ACCOUNT_ID, labels: ["frontend"], duedate: "2026-12-01", created: "2026-11-20T09:00:00.000+0000", updated: "2026-11-20T09:00:00.000+0000", customfield_10011: "production", parent: null, resolutiondate: null });
  });
  test("text descriptions and comments become ADF; ADF is kept", () => {
    expect(byKey(records, "OPS-1").fields.description).toMatchObject({ type: "doc", version: 1 });
    expect(byKey(records, "OPS-2").fields.description.content[0].content[1]).toEqual({ type: "text", text: "LB pool", marks: [{ type: "strong" }] });
    expect(rows(records, COLLECTIONS.comments)).toEqual([
      expect.objectContaining({ id: "10000", issueId: "10000", author: ADA_ACCOUNT_ID, updateAuthor: ADA_ACCOUNT_ID, created: "2026-11-20T10:30:00.000+0000", body: expect.objectContaining({ type: "doc" }) }),
    ]);
  });
  test("defaults: reporter is the project lead, status the first of the workflow, priority the default; done issues are resolved", () => {
    expect(byKey(records, "OPS-3").fields).toMatchObject({ reporter: ADA_ACCOUNT_ID, status: "10000", priority: "3", parent: "10001", issuetype: "10002" });
    expect(byKey(records, "WEB-1").fields).toMatchObject({ reporter: GRACE_ACCOUNT_ID, status: "10002", issuetype: "10001", resolutiondate: "2026-11-21T12:00:00.000+0000" });
    expect(byKey(records, "OPS-2").fields.reporter).toBe(GRACE_ACCOUNT_ID);
  });
  test("issue numbers continue after the highest seeded one per project", () => {
    const next = Object.fromEntries(rows(records, COLLECTIONS.sequences).map((s) => [s.key, s.next]));
    expect(next).toMatchObject({ "project:10000": 4, "project:10001": 2, "id:issues": 10004, "id:comments": 10001 });
  });
  test("the site admin is added beside the seeded users; groups hold accountIds", () => {
    expect(rows(records, COLLECTIONS.users).map((u) => u.displayName)).toEqual(["Ada Lovelace", "Grace Hopper", "Site Admin"]);
    expect(rows(records, COLLECTIONS.groups)[0]).toMatchObject({ name: "ops-team", members: [ADA_ACCOUNT_ID, GRACE_ACCOUNT_ID] });
  });
});

describe("defaults and derivations", () => {
  test("a user without an accountId gets 24 hex digits derived from the email, the same every time", () => {
    const seed = { users: [{ displayName: "Lin", emailAddress: "lin@x.example" }] };
    const [lin] = rows(normalize(seed), COLLECTIONS.users);
    expect(lin.accountId).toMatch(/^[0-9a-f]{24}$/);
    expect(rows(normalize(seed), COLLECTIONS.users)[0].accountId).toBe(lin.accountId);
  });
  test("an issue without a key takes the next number of fields.project; new statuses and types get the next ids", () => {
    const records = normalize({
      projects: [{ key: "HR", name: "People", issueTypes: ["Task", "Incident"], workflow: { statuses: [{ name: "Open", category: "new" }, { name: "Closed", category: "done" }] } }],
      issues: [{ key: "HR-7", fields: { summary: "a" } }, { fields: { summary: "b", project: { key: "HR" }, issuetype: { name: "Incident" }, status: { name: "Closed" } } }],
    });
    expect(rows(records, COLLECTIONS.issues).map((i) => i.key)).toEqual(["HR-7", "HR-8"]);
    expect(rows(records, COLLECTIONS.statuses).map((s) => [s.id, s.name])).toContainEqual(["10003", "Open"]);
    expect(rows(records, COLLECTIONS.issueTypes).map((t) => [t.id, t.name])).toContainEqual(["10005", "Incident"]);
    expect(rows(records, COLLECTIONS.projects)[0]).toMatchObject({ simplified: false, transitions: [{ id: "11", name: "Open", from: [] }, { id: "21", name: "Closed", from: [] }] });
  });
  test("seeded priorities replace Jira's, ids 1..n; the middle one is the default unless one says so", () => {
    const records = normalize({ priorities: [{ name: "P1" }, { name: "P2" }, { name: "P3" }] });
    expect(rows(records, COLLECTIONS.priorities).map((p) => [p.id, p.name, p.isDefault])).toEqual([["1", "P1", false], ["2", "P2", true], ["3", "P3", false]]);
  });
});

describe("what Jira could not have is a SeedError naming the row", () => {
  const issue = (fields: JsonRecord, extra: JsonRecord = {}) => ({ ...OPS_SEED, issues: [...OPS_SEED.issues, { key: "OPS-9", fields: { summary: "x", ...fields }, ...extra }] });
  test.each([
    ["an unknown status", issue({ status: { name: "Blocked" } }), /^seed\.jira\.issues\[4\]\.fields\.status: "Blocked" is not a status/],
    ["a status outside the project's workflow", { ...OPS_SEED, projects: [...OPS_SEED.projects, { key: "X", name: "X", workflow: { statuses: [{ name: "Triage", category: "new" }] } }], issues: [{ key: "OPS-9", fields: { summary: "x", status: { name: "Triage" } } }] }, /fields\.status: "Triage" is not in project OPS's workflow/],
    ["an unknown issue type", issue({ issuetype: { name: "Incident" } }), /fields\.issuetype: "Incident" is not an issue type of project OPS/],
    ["an unknown priority", issue({ priority: { name: "Urgent" } }), /fields\.priority: "Urgent" is not a priority/],
    ["an unknown assignee", issue({ assignee: { accountId: "nobody" } }), /fields\.assignee: "nobody" is not a seeded user/],
    ["a key whose project does not exist", { issues: [{ key: "NOPE-1", fields: { summary: "x" } }] }, /issues\[0\]\.key: NOPE-1's project NOPE is not a seeded project/],
    ["a duplicate key", { ...OPS_SEED, issues: [...OPS_SEED.issues, { key: "OPS-1", fields: { summary: "again" } }] }, /issues\[4\]\.key: duplicate issue key OPS-1/],
    ["a subtask without a parent", issue({ issuetype: { name: "Subtask" } }), /fields\.parent: a subtask needs a parent/],
    ["a parent at the wrong level", issue({ issuetype: { name: "Task" }, parent: { key: "OPS-2" } }), /fields\.parent: OPS-2 cannot be OPS-9's parent/],
    ["an undeclared custom field", issue({ customfield_99999: 1 }), /fields\.customfield_99999: no such custom field/],
    ["a bad option value", issue({ customfield_10011: { value: "qa" } }), /fields\.customfield_10011: Option value 'qa' is not valid/],
    ["a duplicate project key", { projects: [{ key: "A", name: "a" }, { key: "A", name: "b" }] }, /projects\[1\]\.key: duplicate project key "A"/],
    ["a transition to a status outside the workflow", { projects: [{ key: "A", name: "a", workflow: { statuses: [{ name: "To Do" }], transitions: [{ name: "go", to: "Done" }] } }] }, /projects\[0\]\.workflow\.transitions\[0\]\.to: "Done" is not a status of this project's workflow/],
    ["a status whose category contradicts an existing one", { projects: [{ key: "A", name: "a", workflow: { statuses: [{ name: "Done", category: "new" }] } }] }, /workflow\.statuses\[0\]\.category: status "Done" is already a "done" status/],
    ["an unknown project lead", { projects: [{ key: "A", name: "a", leadAccountId: "ghost" }] }, /projects\[0\]\.leadAccountId: "ghost" is not a seeded user/],
    ["a duplicate email", { users: [{ displayName: "a", emailAddress: "a@x.example" }, { displayName: "b", emailAddress: "A@x.example" }] }, /users\[1\]: emailAddress "a@x.example" is taken/],
    ["ADF that is not a document", issue({ description: { type: "paragraph" } }), /fields\.description: not an Atlassian Document Format document/],
    ["an unknown comment author", issue({}, { comments: [{ author: { accountId: "ghost" }, body: "hi" }] }), /issues\[4\]\.comments\[0\]\.author: "ghost" is not a seeded user/],
  ])("%s", (_what, seed, message) => {
    expect(refusal(seed as JsonRecord)).toMatch(message);
  });
});
