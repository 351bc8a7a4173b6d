// Who and where: the site's projects (with their issue types and statuses, for creating issues and
// writing JQL) and its users.
import { defineTool } from "../../../core/pack/index.ts";
import { READ, defined, jiraCall, person, type Answer } from "./shared.ts";

export const listProjects = defineTool({
  name: "jira_list_projects",
  description: "List the site's projects: key, name, lead, issue types and workflow statuses. query narrows to keys or names containing it.",
  inputSchema: {
    type: "object",
    properties: { query: { type: "string", minLength: 1, description: "Part of a project key or name" } },
    additionalProperties: false,
  },
  annotations: { title: "List projects", ...READ },
  async run(ctx, input) {
    const page = await jiraCall(ctx, "searchProjects", { query: { query: input.query, expand: "lead,issueTypes,description", maxResults: "100" } });
    const projects = [];
    for (const p of page.values as Answer[]) {
      const types = (await jiraCall(ctx, "getAllStatuses", { params: { projectIdOrKey: String(p.key) } })) as unknown as Answer[];
      projects.push(defined({
        key: p.key,
        name: p.name,
        description: p.description || undefined,
        lead: p.lead?.displayName,
        issueTypes: ((p.issueTypes ?? []) as Answer[]).map((t) => t.name),
        statuses: ((types[0]?.statuses ?? []) as Answer[]).map((s) => s.name),
      }));
    }
    return { projects, more: page.isLast === false ? true : undefined };
  },
});

export const findUsers = defineTool({
  name: "jira_find_users",
  description: "Find users whose display name (any word) or email starts with query, case-insensitive: accountId, name, email, and active: false for deactivated ones.",
  inputSchema: {
    type: "object",
    properties: { query: { type: "string", minLength: 1, maxLength: 255, description: "A name, part of one, or an email" } },
    required: ["query"],
    additionalProperties: false,
  },
  annotations: { title: "Find users", ...READ },
  async run(ctx, input) {
    const users = (await jiraCall(ctx, "findUsers", { query: { query: input.query.trim(), maxResults: "100" } })) as unknown as Answer[];
    return { users: users.filter((u) => u.accountType !== "app").map(person) };
  },
});

export const getCurrentUser = defineTool({
  name: "jira_get_current_user",
  description: "Who these tools act as on the Jira site: your accountId, name and email (currentUser() in JQL).",
  inputSchema: { type: "object", properties: {}, additionalProperties: false },
  annotations: { title: "Who am I", ...READ },
  async run(ctx) {
    return { user: person(await jiraCall(ctx, "getCurrentUser")) };
  },
});

export const directoryTools = [listProjects, findUsers, getCurrentUser];
