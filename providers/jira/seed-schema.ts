// JSON Schema of the jira pack's seed: Jira's own field names and shapes (see README.md "Seed").

const text = { type: "string" } as const;
const name = { type: "string", minLength: 1 } as const;
const userRef = {
  description: "A seeded user, by accountId or email",
  anyOf: [
    { type: "object", required: ["accountId"], properties: { accountId: name } },
    { type: "object", required: ["emailAddress"], properties: { emailAddress: name } },
  ],
} as const;
const byNameOrId = (what: string) => ({
  description: `A ${what}, by name or id`,
  anyOf: [{ type: "object", required: ["name"], properties: { name } }, { type: "object", required: ["id"], properties: { id: name } }],
});
const issueRef = {
  description: "A seeded issue, by key or id",
  anyOf: [{ type: "object", required: ["key"], properties: { key: name } }, { type: "object", required: ["id"], properties: { id: name } }],
};
const time = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}", description: "ISO 8601, e.g. 2026-11-23T10:15:30.000+0000" };
const date = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" };
const richText = { description: "Plain text (made a paragraph per line) or an Atlassian Document Format document", anyOf: [text, { type: "object" }] };
const projectKey = { type: "string", pattern: "^[A-Z][A-Z0-9_]{0,9}$", description: "Jira's project key rule: a capital letter, then capitals, digits or _, at most 10" };

const user = {
  type: "object",
  required: ["displayName"],
  additionalProperties: false,
  properties: {
    accountId: { type: "string", pattern: "^[A-Za-z0-9:_-]{1,128}$", description: "Omitted: 24 hex digits derived from the email (or name)" },
    displayName: name,
    emailAddress: { type: "string", pattern: "^[^@\\s]+@[^@\\s]+$" },
    active: { type: "boolean" },
    accountType: { enum: ["atlassian", "app"] },
    timeZone: text,
    locale: text,
    siteAdmin: { type: "boolean", description: "This user is the site's admin (then no built-in admin is added)" },
  },
};

const workflow = {
  type: "object",
  required: ["statuses"],
  additionalProperties: false,
  properties: {
    statuses: {
      type: "array", minItems: 1,
      items: { type: "object", required: ["name"], additionalProperties: false, properties: { name, category: { enum: ["new", "indeterminate", "done"] }, description: text } },
    },
    transitions: {
      type: "array",
      items: {
        type: "object", required: ["name", "to"], additionalProperties: false,
        properties: { id: { type: "string", pattern: "^\\d+$" }, name, from: { type: "array", items: name, description: "Omitted or empty: from any status" }, to: name },
      },
    },
  },
};

const project = {
  type: "object",
  required: ["key", "name"],
  additionalProperties: false,
  properties: {
    key: projectKey,
    name,
    description: text,
    leadAccountId: name,
    projectTypeKey: { enum: ["software", "business", "service_desk"] },
    issueTypes: { type: "array", items: name, uniqueItems: true, description: "Names: Jira's standard types (Epic, Task, Story, Bug, Subtask) or new ones" },
    workflow,
  },
};

const issueFields = {
  type: "object",
  additionalProperties: false,
  patternProperties: { "^customfield_\\d+$": {} },
  properties: {
    summary: name,
    project: { anyOf: [{ type: "object", required: ["key"], properties: { key: projectKey } }, { type: "object", required: ["id"], properties: { id: name } }] },
    issuetype: byNameOrId("issue type"),
    status: byNameOrId("status"),
    priority: byNameOrId("priority"),
    assignee: { anyOf: [userRef, { type: "null" }] },
    reporter: userRef,
    labels: { type: "array", items: { type: "string", pattern: "^\\S+$" } },
    description: richText,
    environment: richText,
    duedate: date,
    parent: issueRef,
    created: time,
    updated: time,
  },
};

const issue = {
  type: "object",
  required: ["fields"],
  additionalProperties: false,
  properties: {
    key: { type: "string", pattern: "^[A-Z][A-Z0-9_]{0,9}-[1-9]\\d*$", description: "Omitted: the next number of fields.project" },
    fields: { ...issueFields, required: ["summary"] },
    comments: {
      type: "array",
      items: { type: "object", required: ["body"], additionalProperties: false, properties: { author: userRef, body: richText, created: time } },
    },
  },
};

export const jiraSeedSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Jira seed",
  description: "A Jira Cloud site: users, projects with their workflows, issues with comments. Empty: one project (DEMO) and the site admin.",
  type: "object",
  additionalProperties: false,
  properties: {
    users: { type: "array", items: user },
    groups: {
      type: "array",
      items: { type: "object", required: ["name"], additionalProperties: false, properties: { name, members: { type: "array", items: name, description: "accountIds or emails" } } },
    },
    fields: {
      type: "array",
      items: {
        type: "object", required: ["id", "name", "type"], additionalProperties: false,
        properties: {
          id: { type: "string", pattern: "^customfield_\\d+$" },
          name,
          type: { enum: ["string", "number", "date", "datetime", "option", "array", "user"] },
          items: { enum: ["string", "option", "user"], description: "For type array: the item type (default string)" },
          options: { type: "array", items: name, uniqueItems: true, description: "For option fields (or arrays of options): the allowed values" },
        },
      },
    },
    priorities: {
      type: "array", minItems: 1,
      items: { type: "object", required: ["name"], additionalProperties: false, properties: { name, description: text, statusColor: text, isDefault: { type: "boolean" } } },
    },
    projects: { type: "array", items: project },
    issues: { type: "array", items: issue },
    mcp_user: {
      type: "string",
      minLength: 1,
      description: "accountId or email of the seeded user MCP tools act as when the MCP request's own credential names no one (default: the site admin)",
    },
  },
} as const;

/** One seeded user; a person's `jira` entry in a task's people takes the same fields. */
export const seedUserSchema = user;
