import type { JqlContext, JqlIssue } from "./context.ts";

/**
 * A small hand-made site for the tests: three projects, four people, eleven issues whose answers
 * to each test query were worked out by hand. "Now" is Wednesday 2026-11-25 15:30 UTC, so
 * startOfWeek() is Sunday the 22nd and startOfMonth() the 1st.
 */
export const NOW = new Date("2026-11-25T15:30:00.000Z");

export const ADA = { accountId: "5b10a2844c20165700ede21g", displayName: "Ada Lovelace", emailAddress: "ada@acme.example" };
export const GRACE = { accountId: "5b10ac8d82e05b22cc7d4ef5", displayName: "Grace Hopper", emailAddress: "grace@acme.example" };
export const LINUS = { accountId: "712020:1f6a2c4e-8d6b-4a55-9f3e-0c1d2e3f4a5b", displayName: "Linus Torvalds", emailAddress: "linus@acme.example" };
export const MARGARET = { accountId: "557058:f58131cb-b67d-43c7-b30d-6b58d40bd077", displayName: "Margaret Hamilton", emailAddress: null };
const PEOPLE = { ada: ADA, grace: GRACE, linus: LINUS, margaret: MARGARET };
type Person = keyof typeof PEOPLE;

const PROJECTS = [
  { id: "10000", key: "OPS", name: "Operations", leadAccountId: GRACE.accountId },
  { id: "10001", key: "WEB", name: "Web Platform", leadAccountId: ADA.accountId },
  { id: "10002", key: "HR", name: "People Team", leadAccountId: MARGARET.accountId },
];
const STATUSES = [
  { id: "10000", name: "To Do", category: "new" },
  { id: "10001", name: "In Progress", category: "indeterminate" },
  { id: "10002", name: "In Review", category: "indeterminate" },
  { id: "10003", name: "Done", category: "done" },
] as const;
const CATEGORY_NAMES = { new: "To Do", indeterminate: "In Progress", done: "Done" };
const PRIORITIES = ["Highest", "High", "Medium", "Low", "Lowest"].map((name, i) => ({ id: String(i + 1), name, rank: i + 1 }));
const TYPES = [
  { id: "10001", name: "Task", subtask: false },
  { id: "10002", name: "Bug", subtask: false },
  { id: "10003", name: "Story", subtask: false },
  { id: "10004", name: "Epic", subtask: false },
  { id: "10005", name: "Sub-task", subtask: true },
];

interface Spec {
  id: string;
  key: string;
  type: string;
  summary: string;
  description?: string;
  status: (typeof STATUSES)[number]["name"];
  priority: string | null;
  assignee: Person | null;
  reporter: Person;
  labels?: string[];
  created: string;
  updated: string;
  resolved?: string;
  resolution?: string;
  due?: string;
  parent?: string;
  custom?: Record<string, unknown>;
}

const user = (p: Person | null) => (p ? PEOPLE[p] : null);
const doc = (text: string) => ({ type: "doc", version: 1, content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
const stamp = (s: string) => `${s.length === 10 ? `${s}T12:00:00` : s}.000+0000`;

function render(spec: Spec, byKey: Map<string, Spec>): JqlIssue {
  const status = STATUSES.find((s) => s.name === spec.status)!;
  const project = PROJECTS.find((p) => spec.key.startsWith(`${p.key}-`))!;
  const priority = PRIORITIES.find((p) => p.name === spec.priority);
  const type = TYPES.find((t) => t.name === spec.type)!;
  const parent = spec.parent ? byKey.get(spec.parent)! : undefined;
  return {
    id: spec.id,
    key: spec.key,
    fields: {
      summary: spec.summary,
      description: spec.description ? doc(spec.description) : null,
      status: { id: status.id, name: status.name, statusCategory: { key: status.category, name: CATEGORY_NAMES[status.category] } },
      priority: priority ? { id: priority.id, name: priority.name } : null,
      issuetype: { id: type.id, name: type.name, subtask: type.subtask },
      project: { id: project.id, key: project.key, name: project.name },
      assignee: user(spec.assignee),
      reporter: user(spec.reporter),
      creator: user(spec.reporter),
      labels: spec.labels ?? [],
      duedate: spec.due ?? null,
      created: stamp(spec.created),
      updated: stamp(spec.updated),
      resolutiondate: spec.resolved ? stamp(spec.resolved) : null,
      resolution: spec.resolution ? { name: spec.resolution } : spec.resolved ? { name: "Done" } : null,
      statuscategorychangedate: stamp(spec.updated),
      ...(parent ? { parent: { id: parent.id, key: parent.key } } : {}),
      ...spec.custom,
    },
  };
}

const SPECS: Spec[] = [
  { id: "10001", key: "OPS-1", type: "Bug", summary: "Login page returns 500 error", description: "Users cannot log in after the deploy. Stack trace attached.", status: "Done", priority: "Highest", assignee: "grace", reporter: "ada", labels: ["backend", "incident"], created: "2026-10-01T09:00:00", updated: "2026-10-03T12:00:00", resolved: "2026-10-03T12:00:00", due: "2026-10-02", custom: { customfield_10010: 3, customfield_10011: { value: "Platform", id: "1" } } },
  { id: "10002", key: "OPS-2", type: "Task", summary: "Rotate database credentials", status: "In Progress", priority: "High", assignee: "ada", reporter: "grace", labels: ["security"], created: "2026-11-20T10:00:00", updated: "2026-11-24T16:00:00", due: "2026-11-27", custom: { customfield_10010: 5, customfield_10011: { value: "Data", id: "3" } } },
  { id: "10003", key: "OPS-3", type: "Bug", summary: "Disk space alerts on worker nodes", status: "To Do", priority: "Medium", assignee: null, reporter: "margaret", created: "2026-11-24T08:00:00", updated: "2026-11-24T08:00:00" },
  { id: "10004", key: "OPS-4", type: "Task", summary: "Upgrade Kubernetes cluster to 1.31", description: "Plan the upgrade of the production cluster; staging first.", status: "In Progress", priority: "Low", assignee: "linus", reporter: "grace", labels: ["infrastructure", "kubernetes"], created: "2026-11-10T09:00:00", updated: "2026-11-25T09:00:00", due: "2026-12-15", custom: { customfield_10010: 8, customfield_10011: { value: "Platform", id: "1" }, customfield_10012: "2026-12-20" } },
  { id: "10005", key: "OPS-5", type: "Sub-task", summary: "Drain staging nodes", status: "Done", priority: "Low", assignee: "linus", reporter: "grace", labels: ["kubernetes"], created: "2026-11-11T09:00:00", updated: "2026-11-12T17:00:00", resolved: "2026-11-12T17:00:00", parent: "OPS-4" },
  { id: "10006", key: "WEB-1", type: "Story", summary: "Checkout page redesign", description: "Redesign the checkout flow for mobile users", status: "In Review", priority: "High", assignee: "ada", reporter: "margaret", labels: ["frontend", "ux"], created: "2026-11-02T10:00:00", updated: "2026-11-23T14:00:00", due: "2026-11-30", custom: { customfield_10010: 13, customfield_10011: { value: "Mobile", id: "2" }, customfield_10012: "2026-12-01" } },
  { id: "10007", key: "WEB-2", type: "Bug", summary: "Search results show duplicates", status: "To Do", priority: "Highest", assignee: null, reporter: "linus", labels: ["frontend", "search"], created: "2026-11-25T08:00:00", updated: "2026-11-25T08:30:00", due: "2026-11-25", custom: { customfield_10010: 2, customfield_10013: "Acme Corp wants a fix before the sale" } },
  { id: "10008", key: "WEB-3", type: "Epic", summary: "Performance improvements", status: "In Progress", priority: "Medium", assignee: "grace", reporter: "ada", created: "2026-09-15T09:00:00", updated: "2026-11-01T09:00:00" },
  { id: "10009", key: "WEB-4", type: "Story", summary: "Add dark mode", status: "To Do", priority: "Lowest", assignee: "margaret", reporter: "margaret", labels: ["ux"], created: "2026-11-18T09:00:00", updated: "2026-11-19T09:00:00", parent: "WEB-3", custom: { customfield_10010: 5, customfield_10011: { value: "Mobile", id: "2" }, customfield_10014: [ADA, GRACE] } },
  { id: "10010", key: "HR-1", type: "Task", summary: "Onboarding checklist for new hires", status: "Done", priority: null, assignee: "margaret", reporter: "margaret", labels: ["onboarding"], created: "2026-10-20T09:00:00", updated: "2026-11-05T09:00:00", resolved: "2026-11-05T09:00:00", resolution: "Won't Do" },
  { id: "10011", key: "HR-2", type: "Task", summary: "Update holiday calendar", status: "To Do", priority: "Medium", assignee: null, reporter: "margaret", created: "2026-11-23T12:00:00", updated: "2026-11-23T12:00:00", due: "2026-12-01" },
];

const specsByKey = new Map(SPECS.map((s) => [s.key, s]));
export const ISSUES: readonly JqlIssue[] = SPECS.map((s) => render(s, specsByKey));

const COMMENTS: Record<string, unknown[]> = {
  "OPS-1": [doc("Rolled back the release; root cause was a missing env var.")],
  "WEB-1": [doc("Design review scheduled for Friday"), "Accessibility audit passed"],
  "OPS-4": [doc("Waiting on the staging window")],
};

export function createContext(overrides: Partial<JqlContext> = {}): JqlContext {
  return {
    currentUser: ADA.accountId,
    now: NOW,
    users: Object.values(PEOPLE),
    groups: [
      { name: "jira-developers", members: [ADA.accountId, LINUS.accountId] },
      { name: "ops-oncall", members: [GRACE.accountId, MARGARET.accountId] },
    ],
    projects: PROJECTS,
    statuses: STATUSES,
    priorities: PRIORITIES,
    issueTypes: TYPES,
    customFields: [
      { id: "customfield_10010", name: "Story Points", type: "number" },
      { id: "customfield_10011", name: "Team", type: "option", options: ["Platform", "Mobile", "Data"] },
      { id: "customfield_10012", name: "Release date", type: "date" },
      { id: "customfield_10013", name: "Customer", type: "string" },
      { id: "customfield_10014", name: "Reviewers", type: "array", items: "user" },
    ],
    commentsOf: (issue) => COMMENTS[issue.key] ?? [],
    ...overrides,
  };
}
