// The issue's example site made concrete: what `seed.example` shows and the contract tests load.
export const ADA_ACCOUNT_ID = "5b10a2844c20165700ede21a";
export const GRACE_ACCOUNT_ID = "5b10ac8d82e05b22cc7d4ef5";

/** The issue's example workflow: To Do → In Progress → Done, one way (its e2e seed uses it too). */
export const OPS_WORKFLOW = {
  statuses: [
    { name: "To Do", category: "new" },
    { name: "In Progress", category: "indeterminate" },
    { name: "Done", category: "done" },
  ],
  transitions: [
    { id: "11", name: "Start work", from: ["To Do"], to: "In Progress" },
    { id: "31", name: "Finish", from: ["In Progress"], to: "Done" },
  ],
};

export const OPS_SEED = {
  users: [
    { accountId: ADA_ACCOUNT_ID, displayName: "Ada Lovelace", emailAddress: "ada@acme.example", active: true },
    { accountId: GRACE_ACCOUNT_ID, displayName: "Grace Hopper", emailAddress: "grace@acme.example", active: true, timeZone: "America/New_York" },
  ],
  groups: [{ name: "ops-team", members: [ADA_ACCOUNT_ID, GRACE_ACCOUNT_ID] }],
  fields: [
    { id: "customfield_10010", name: "Story Points", type: "number" },
    { id: "customfield_10011", name: "Environment Tier", type: "option", options: ["dev", "staging", "production"] },
  ],
  projects: [
    {
      key: "OPS",
      name: "Operations",
      leadAccountId: ADA_ACCOUNT_ID,
      issueTypes: ["Task", "Bug", "Story", "Epic", "Subtask"],
      workflow: OPS_WORKFLOW,
    },
    { key: "WEB", name: "Website", leadAccountId: GRACE_ACCOUNT_ID },
  ],
  issues: [
    {
      key: "OPS-1",
      fields: {
        summary: "Login fails on Safari",
        issuetype: { name: "Bug" },
        status: { name: "To Do" },
        priority: { name: "High" },
        assignee: { accountId: ADA_ACCOUNT_ID },
        labels: ["frontend"],
        description: "Users on Safari 17 see a blank page after signing in.\nChrome and Firefox work.",
        duedate: "2026-12-01",
        created: "2026-11-20T09:00:00.000+0000",
        customfield_10011: { value: "production" },
      },
      comments: [{ author: { accountId: ADA_ACCOUNT_ID }, body: "Reproduced on Safari 17.1.", created: "2026-11-20T10:30:00.000+0000" }],
    },
    {
      key: "OPS-2",
      fields: {
        summary: "Upgrade the load balancer",
        issuetype: { name: "Task" },
        status: { name: "In Progress" },
        reporter: { emailAddress: "grace@acme.example" },
        assignee: { accountId: GRACE_ACCOUNT_ID },
        customfield_10010: 3,
        description: {
          type: "doc",
          version: 1,
          content: [{ type: "paragraph", content: [{ type: "text", text: "Move to the new " }, { type: "text", text: "LB pool", marks: [{ type: "strong" }] }] }],
        },
      },
    },
    { key: "OPS-3", fields: { summary: "Check certificate expiry", issuetype: { name: "Subtask" }, parent: { key: "OPS-2" } } },
    { key: "WEB-1", fields: { summary: "Refresh the landing page", status: { name: "Done" }, priority: { name: "Low" } } },
  ],
};
