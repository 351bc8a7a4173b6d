import { describe, expect, test } from "bun:test";
import { keys, matching } from "./test-helpers.fixture.ts";
import { LINUS } from "./world.fixture.ts";

/**
 * JQL as Atlassian documents it, run over the hand-made site of world.fixture.ts. Each query is a
 * documented example with the site's own names put in ("John Smith" becomes "Margaret Hamilton",
 * "JRA" becomes OPS); expected keys were worked out by hand. Where the query has ORDER BY the order
 * is checked too, otherwise only the set.
 *
 * Sources: Jira Cloud's system filters (My open work items, Reported by me, Created / Resolved /
 * Updated recently, Done), and support.atlassian.com/jira-software-cloud/docs/ pages jql-operators,
 * jql-keywords, jql-functions, jql-fields and search-syntax-for-text-fields.
 */
type Case = [jql: string, source: string, expected: string[]];

const ORDERED: Case[] = [
  ["assignee = currentUser() AND resolution = Unresolved order by updated DESC", "system filter: My open issues", ["OPS-2", "WEB-1"]],
  ["reporter = currentUser() order by created DESC", "system filter: Reported by me", ["OPS-1", "WEB-3"]],
  ["created >= -1w order by created DESC", "system filter: Created recently", ["WEB-2", "OPS-3", "HR-2", "OPS-2"]],
  ["resolutiondate >= -1w order by updated DESC", "system filter: Resolved recently", []],
  ["updated >= -1w order by updated DESC", "system filter: Updated recently", ["OPS-4", "WEB-2", "OPS-2", "OPS-3", "WEB-1", "HR-2", "WEB-4"]],
  ["statusCategory = Done order by updated DESC", "system filter: Done issues", ["OPS-5", "HR-1", "OPS-1"]],
  ['status = "To Do" ORDER BY duedate', "keywords: ORDER BY", ["WEB-2", "HR-2", "WEB-4", "OPS-3"]],
  ['status = "To Do" ORDER BY duedate, priority', "keywords: ORDER BY", ["WEB-2", "HR-2", "OPS-3", "WEB-4"]],
  ['project = OPS AND type = Bug AND status = "To Do" AND assignee is EMPTY ORDER BY priority DESC', "advanced search", ["OPS-3"]],
  ["project in (OPS, WEB) AND priority >= High ORDER BY priority DESC, key ASC", "keywords: ORDER BY", ["OPS-1", "WEB-2", "OPS-2", "WEB-1"]],
];

const UNORDERED: Case[] = [
  ['reporter = "Margaret Hamilton"', "operators: =", ["HR-1", "HR-2", "OPS-3", "WEB-1", "WEB-4"]],
  ['not assignee = "Grace Hopper"', "operators: !=", ["HR-1", "OPS-2", "OPS-4", "OPS-5", "WEB-1", "WEB-4"]],
  ['assignee != "Grace Hopper" or assignee is empty', "operators: !=", ["HR-1", "HR-2", "OPS-2", "OPS-3", "OPS-4", "OPS-5", "WEB-1", "WEB-2", "WEB-4"]],
  ["reporter = currentUser() and assignee != currentUser()", "operators: !=", ["OPS-1", "WEB-3"]],
  ['assignee != "Margaret Hamilton" or reporter != "Margaret Hamilton"', "operators: !=", ["OPS-1", "OPS-2", "OPS-4", "OPS-5", "WEB-1", "WEB-2", "WEB-3"]],
  ["assignee != null", "operators: !=", ["HR-1", "OPS-1", "OPS-2", "OPS-4", "OPS-5", "WEB-1", "WEB-3", "WEB-4"]],
  ["duedate < now() and resolution is empty", "operators: > (overdue issues)", []],
  ["priority > Medium", "operators: > (priority > normal)", ["OPS-1", "OPS-2", "WEB-1", "WEB-2"]],
  ['duedate >= "2026/11/30"', "operators: >=", ["HR-2", "OPS-4", "WEB-1"]],
  ['duedate <= "2026/11/27"', "operators: <=", ["OPS-1", "OPS-2", "WEB-2"]],
  ["summary ~ checkout", "operators: ~ (summary ~ win)", ["WEB-1"]],
  ['summary ~ "log*"', "operators: ~ (summary ~ \"win*\")", ["OPS-1"]],
  ['summary ~ "\\"checkout page\\""', "operators: ~ (exact phrase)", ["WEB-1"]],
  ["summary !~ page", "operators: !~ (summary !~ run)", ["HR-1", "HR-2", "OPS-2", "OPS-3", "OPS-4", "OPS-5", "WEB-2", "WEB-3", "WEB-4"]],
  [`assignee IN ("ada@acme.example", "Grace Hopper", "${LINUS.accountId}")`, "operators: IN", ["OPS-1", "OPS-2", "OPS-4", "OPS-5", "WEB-1", "WEB-3"]],
  ['reporter IN ("Ada Lovelace", "Grace Hopper") OR assignee IN ("Ada Lovelace", "Grace Hopper")', "operators: IN", ["OPS-1", "OPS-2", "OPS-4", "OPS-5", "WEB-1", "WEB-3"]],
  ['assignee NOT IN ("Ada Lovelace", "Grace Hopper")', "operators: NOT IN", ["HR-1", "OPS-4", "OPS-5", "WEB-4"]],
  ["assignee IS EMPTY", "operators: IS", ["HR-2", "OPS-3", "WEB-2"]],
  ["fixVersion is empty AND project = HR", "operators: IS", ["HR-1", "HR-2"]],
  ['project = "Web Platform" and status = "In Review"', "keywords: AND", ["WEB-1"]],
  ['status = "To Do" and priority = Highest and assignee is EMPTY', "keywords: AND", ["WEB-2"]],
  ['project = OPS and assignee != "Linus Torvalds"', "keywords: AND", ["OPS-1", "OPS-2"]],
  ["project IN (WEB, HR) and labels = ux", "keywords: AND", ["WEB-1", "WEB-4"]],
  ['project = "WEB" OR project = "HR"', "keywords: OR", ["HR-1", "HR-2", "WEB-1", "WEB-2", "WEB-3", "WEB-4"]],
  ["duedate < now() or duedate is empty", "keywords: OR", ["HR-1", "OPS-1", "OPS-3", "OPS-5", "WEB-3", "WEB-4"]],
  ['not (reporter = "Margaret Hamilton" or reporter = "Linus Torvalds")', "keywords: NOT", ["OPS-1", "OPS-2", "OPS-4", "OPS-5", "WEB-3"]],
  ["reporter = currentUser() and (assignee != currentUser() or assignee is EMPTY)", "functions: currentUser()", ["OPS-1", "WEB-3"]],
  ['assignee in membersOf("ops-oncall")', "functions: membersOf()", ["HR-1", "OPS-1", "WEB-3", "WEB-4"]],
  ['created > startOfDay("-1")', "functions: startOfDay()", ["OPS-3", "WEB-2"]],
  ['created > startOfWeek("-1")', "functions: startOfWeek()", ["HR-2", "OPS-2", "OPS-3", "WEB-2", "WEB-4"]],
  ['created > startOfMonth("+14d")', "functions: startOfMonth()", ["HR-2", "OPS-2", "OPS-3", "WEB-2", "WEB-4"]],
  ['due < endOfDay("+1")', "functions: endOfDay()", ["OPS-1", "WEB-2"]],
  ["due <= endOfMonth()", "functions: endOfMonth()", ["OPS-1", "OPS-2", "WEB-1", "WEB-2"]],
  ["issuetype in subTaskIssueTypes()", "functions: subTaskIssueTypes()", ["OPS-5"]],
  ['project in projectsLeadByUser() AND status = "To Do"', "functions: projectsLeadByUser()", ["WEB-2", "WEB-4"]],
  ['created >= "2026/11/01" and created <= "2026/11/20"', "fields: Created", ["OPS-4", "OPS-5", "WEB-1", "WEB-4"]],
  ['created > "-4w 2d"', "fields: Created", ["HR-2", "OPS-2", "OPS-3", "OPS-4", "OPS-5", "WEB-1", "WEB-2", "WEB-4"]],
  ["labels in (security, onboarding)", "fields: Labels", ["HR-1", "OPS-2"]],
  ["parent = OPS-4", "fields: Parent", ["OPS-5"]],
  ['resolution in ("Cannot Reproduce", "Won\'t Do")', "fields: Resolution", ["HR-1"]],
  ['resolved >= "2026-11-01" and resolved <= "2026-11-30"', "fields: Resolved", ["HR-1", "OPS-5"]],
  ['statusCategory in ("To Do", "In Progress")', "fields: Status category", ["HR-2", "OPS-2", "OPS-3", "OPS-4", "WEB-1", "WEB-2", "WEB-3", "WEB-4"]],
  ['text ~ "accessibility"', "fields: Text", ["WEB-1"]],
  ["issueType in (Bug, Story)", "fields: Type", ["OPS-1", "OPS-3", "WEB-1", "WEB-2", "WEB-4"]],
  ['updated < "-2w"', "fields: Updated", ["HR-1", "OPS-1", "WEB-3"]],
  ['comment ~ "design review"', "fields: Comment", ["WEB-1"]],
  ["description is empty AND project = OPS", "fields: Description", ["OPS-2", "OPS-3", "OPS-5"]],
  ['"Story Points" > 5', "fields: custom field by name", ["OPS-4", "WEB-1"]],
  ['cf[10011] = "Platform"', "fields: custom field by id", ["OPS-1", "OPS-4"]],
  ["issuekey in (OPS-1, WEB-2)", "fields: Issue key", ["OPS-1", "WEB-2"]],
  ['text ~ "deploy OR staging"', "search syntax for text fields: OR", ["OPS-1", "OPS-4", "OPS-5"]],
  ['text ~ "kubernetes -staging"', "search syntax for text fields: -", ["OPS-4"]],
];

describe("Atlassian's documented JQL over the hand-made site", () => {
  for (const [jql, source, expected] of ORDERED) test(`${source}: ${jql}`, () => expect(keys(jql)).toEqual(expected));
  for (const [jql, source, expected] of UNORDERED) test(`${source}: ${jql}`, () => expect(matching(jql)).toEqual([...expected].sort()));

  test("the corpus holds at least 30 documented queries", () => {
    expect(ORDERED.length + UNORDERED.length).toBeGreaterThanOrEqual(30);
  });
});
