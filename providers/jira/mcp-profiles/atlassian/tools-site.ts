// Atlassian's tools about the site and its directory: who is signed in, which sites they reach, users,
// projects and their issue types, field metadata, link types.
import type { ToolDefinition } from "../../../../core/pack/index.ts";
import { AtlassianRefusal, jira, query } from "./answers.ts";
import { atlassianTool } from "./atlassian-tool.ts";
import { worldSite } from "./cloud-site.ts";
import { createFieldsMeta } from "./create-meta.ts";

// The Jira scopes a Rovo connection grants, and the site avatar Atlassian shows for a site without its own.
const JIRA_SCOPES = ["read:jira-work", "write:jira-work", "read:jira-user"];
const SITE_AVATAR = "https://site-admin-avatar-cdn.prod.public.atl-paas.net/avatars/240/triangle.png";

/** The signed-in account as api.atlassian.com/me describes it (snake_case, OpenID-style). */
const userInfo = atlassianTool("atlassianUserInfo", { tool: "jira_get_current_user", arguments: () => ({}) }, async (ctx) => {
  const me = await jira(ctx, "getCurrentUser");
  return {
    account_type: me.accountType ?? "atlassian",
    account_id: me.accountId,
    email: me.emailAddress ?? null,
    name: me.displayName,
    picture: me.avatarUrls?.["48x48"] ?? null,
    account_status: me.active === false ? "inactive" : "active",
    nickname: me.displayName,
    zoneinfo: me.timeZone,
    locale: me.locale,
    extended_profile: {},
  };
});

const resources = atlassianTool("getAccessibleAtlassianResources", undefined, async (ctx) => {
  const site = await worldSite(ctx);
  return [{ id: site.cloudId, url: site.url, name: site.name, scopes: JIRA_SCOPES, avatarUrl: SITE_AVATAR }];
});

const lookupAccount = atlassianTool("lookupJiraAccountId", { tool: "jira_find_users", arguments: (input) => ({ query: input.searchString }) }, (ctx, input) =>
  jira(ctx, "findUsers", { query: { query: String(input.searchString) } }),
);

const visibleProjects = atlassianTool("getVisibleJiraProjects", { tool: "jira_list_projects", arguments: (input) => (input.searchString ? { query: input.searchString } : {}) }, (ctx, input) =>
  jira(ctx, "searchProjects", {
    query: query({ query: input.searchString, action: input.action ?? "create", startAt: input.startAt, maxResults: input.maxResults, expand: input.expandIssueTypes ? "issueTypes" : undefined }),
  }),
);

/** GET /issue/createmeta/{project}/issuetypes: the project's issue types, paged. */
const projectIssueTypes = atlassianTool("getJiraProjectIssueTypesMetadata", { tool: "jira_list_projects", arguments: (input) => ({ query: input.projectIdOrKey }) }, async (ctx, input) => {
  const project = await jira(ctx, "getProject", { params: { projectIdOrKey: String(input.projectIdOrKey) } });
  const all = (project.issueTypes ?? []) as unknown[];
  const startAt = Math.max(0, Number(input.startAt ?? 0));
  const maxResults = Math.max(1, Number(input.maxResults ?? 50));
  return { maxResults, startAt, total: all.length, issueTypes: all.slice(startAt, startAt + maxResults) };
});

const typeFields = atlassianTool("getJiraIssueTypeMetaWithFields", undefined, async (ctx, input) => {
  const fields = await createFieldsMeta(ctx, String(input.projectIdOrKey), String(input.issueTypeId));
  const startAt = Math.max(0, Number(input.startAt ?? 0));
  const maxResults = Math.max(1, Number(input.maxResults ?? 50));
  return { maxResults, startAt, total: fields.length, fields: fields.slice(startAt, startAt + maxResults) };
});

/** The world's sites have issue linking off (the pack models no links): Jira's own 404 for that. */
const linkTypes = atlassianTool("getIssueLinkTypes", undefined, async () => {
  throw new AtlassianRefusal(JSON.stringify({ errorMessages: ["Issue linking is disabled."], errors: {} }));
});

export const siteTools: ToolDefinition[] = [userInfo, resources, lookupAccount, visibleProjects, projectIssueTypes, typeFields, linkTypes];
