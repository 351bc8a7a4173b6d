import { afterAll } from "bun:test";
import { JIRA_OPERATIONS } from "../../providers/jira/operations.ts";
import { OPS_WORKFLOW } from "../../providers/jira/seed-example.ts";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";

// jira.js 6 runs under Node, where users run it, against a real service process: only `host` differs.
const service = await startServiceProcess();
afterAll(() => service.close());

const create = (body: unknown) => service.createSnapshot("jira", body);

const ADA = "5b10a2844c20165700ede21a";
const BEA = "5b10ac8d82e05b22cc7d4ef5";
const CY = "5b109f2e9729b51b54dc274d";
const DEE = "5b10a0effa615349cb016cd8";

const STATUSES = ["To Do", "In Progress", "Done"] as const;
const PRIORITIES = ["Highest", "High", "Medium", "Low", "Lowest"] as const;
const ASSIGNEES = [ADA, BEA, CY, null] as const;
const LABELS: string[][] = [["frontend"], ["backend"], [], ["frontend", "urgent"], ["ops"], []];
/** Due dates far in the past, far in the future, or none: JQL date clauses hold whatever the world's clock says. */
const DUE = ["2020-01-15", "2020-02-20", "2020-03-25", "2099-04-10", "2099-05-05", null, null] as const;
const TYPES = ["Bug", "Task", "Story", "Task"] as const;
const OPS_SUMMARIES: Record<number, string> = {
  1: "Login fails on Safari",
  5: "Payment timeout on checkout",
  9: "Nightly backup job stalls",
  12: "Search timeout under load",
  17: "Rotate the TLS certificates",
};
const WEB_SUMMARIES: Record<number, string> = {
  3: "Safari layout broken on pricing page",
  7: "Image upload timeout",
  10: "Dark mode contrast",
};

/** Jira's timestamp format, e.g. 2026-11-23T10:15:30.000+0000. */
const jiraTime = (ms: number) => new Date(ms).toISOString().replace("Z", "+0000");
const DAY = 24 * 3600 * 1000;
const SEEDED_AT = Date.now();

/**
 * One seeded issue: every attribute cycles with its own period, so JQL clauses cut the set in different ways.
 * WEB-n was created n - ½ days ago (relative-date clauses on `created`); OPS issues when the world was made.
 */
function issue(project: "OPS" | "WEB", n: number, summary: string) {
  const i = project === "OPS" ? n : n + 2;
  const assignee = ASSIGNEES[i % 4];
  const due = DUE[i % 7];
  return {
    key: `${project}-${n}`,
    fields: {
      summary,
      issuetype: { name: TYPES[i % 4] },
      status: { name: STATUSES[i % 3] },
      priority: { name: PRIORITIES[i % 5] },
      ...(assignee ? { assignee: { accountId: assignee } } : {}),
      labels: LABELS[i % 6],
      ...(due ? { duedate: due } : {}),
      ...(n % 2 === 0 ? { description: `Seeded description of ${project}-${n}` } : {}),
      ...(project === "WEB" ? { created: jiraTime(SEEDED_AT - (n - 0.5) * DAY) } : {}),
    },
  };
}

/**
 * The site the suite acts in: four users (a group of two for membersOf), OPS with the custom workflow of the
 * issue's example (To Do -> In Progress -> Done, no way back) and WEB with the default simplified workflow,
 * 23 + 12 issues (paging at 10 spans three pages), comments as plain text and ADF. The Node suite derives the
 * answers it expects from this seed.
 */
const SEED = {
  users: [
    { accountId: ADA, displayName: "Ada Lovelace", emailAddress: "ada@acme.example", active: true },
    { accountId: BEA, displayName: "Bea Rivers", emailAddress: "bea@acme.example", active: true },
    { accountId: CY, displayName: "Cy Young", emailAddress: "cy@acme.example", active: true },
    { accountId: DEE, displayName: "Dee Park", emailAddress: "dee@acme.example", active: true },
  ],
  groups: [{ name: "developers", members: [ADA, BEA] }],
  projects: [
    {
      key: "OPS",
      name: "Operations",
      leadAccountId: ADA,
      issueTypes: ["Task", "Bug", "Story", "Epic"],
      workflow: OPS_WORKFLOW,
    },
    { key: "WEB", name: "Website", leadAccountId: BEA, issueTypes: ["Task", "Bug", "Story", "Epic"] },
  ],
  issues: [
    ...Array.from({ length: 23 }, (_, k) => issue("OPS", k + 1, OPS_SUMMARIES[k + 1] ?? `Operations chore ${k + 1}`)),
    ...Array.from({ length: 12 }, (_, k) => issue("WEB", k + 1, WEB_SUMMARIES[k + 1] ?? `Website chore ${k + 1}`)),
  ].map((seeded) =>
    seeded.key === "OPS-1"
      ? { ...seeded, comments: [{ author: { accountId: ADA }, body: "Reproduced on Safari 17" }] }
      : seeded.key === "OPS-2"
        ? {
            ...seeded,
            comments: [
              { author: { accountId: BEA }, body: { type: "doc", version: 1, content: [{ type: "paragraph", content: [{ type: "text", text: "Looking into it" }] }] } },
              { author: { accountId: ADA }, body: "Thanks Bea" },
            ],
          }
        : seeded,
  ),
};

const world = await create({ seed: { jira: SEED } });

const suite = runNodeSuite("jira-js-suite.mjs", [world.url, JSON.stringify(SEED), JSON.stringify(JIRA_OPERATIONS)]);

registerNodeSuite("jira.js", "jira.js", suite, 52);
