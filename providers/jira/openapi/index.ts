// The jira pack's own OpenAPI document: every operation on /rest/api/3 and its /rest/api/2 twin.
// A family of operations declares its paths in a paths-*.ts file and is listed in API_OPERATIONS.
import type { OpenApi30Document } from "../../../core/pack/index.ts";
import { attachmentOperations } from "./paths-attachments.ts";
import { commentOperations } from "./paths-comments.ts";
import { issueOperations } from "./paths-issues.ts";
import { linkOperations } from "./paths-links.ts";
import { projectOperations } from "./paths-projects.ts";
import { remoteLinkOperations } from "./paths-remote-links.ts";
import { searchOperations } from "./paths-search.ts";
import { siteOperations } from "./paths-site.ts";
import { watcherOperations } from "./paths-watchers.ts";
import { workflowOperations } from "./paths-workflow.ts";
import { worklogOperations } from "./paths-worklogs.ts";
import { twinPaths, type ApiOperation } from "./parts.ts";
import { schemas } from "./schemas.ts";

export const API_OPERATIONS: ApiOperation[] = [
  ...siteOperations, ...projectOperations, ...issueOperations, ...workflowOperations, ...commentOperations, ...searchOperations,
  ...watcherOperations, ...worklogOperations, ...linkOperations, ...remoteLinkOperations, ...attachmentOperations,
];

export const openapi: OpenApi30Document = {
  openapi: "3.0.3",
  info: {
    title: "Jira Cloud platform REST API (Understudy)",
    version: "1.0.0",
    description:
      "A Jira Cloud site: point a client (jira.js) at `{url}` as the host. Basic auth with a seeded user's email (any API token) acts as that user; a Bearer token acts as the user whose accountId or email it is; a credential naming nobody acts as the site admin. Every operation is on /rest/api/3 (rich text as Atlassian Document Format) and /rest/api/2 (rich text as wiki markup); /rest/api/latest is Jira's alias of /rest/api/2. Jira Software's API (/rest/agile/1.0/…) is not installed: it answers 404 with Jira's error collection.",
  },
  paths: twinPaths(API_OPERATIONS),
  // Jira's symbolic version: `latest` resolves to the platform API's v2 (self links then name /rest/api/2).
  "x-understudy-path-aliases": { "/rest/api/latest": "/rest/api/2" },
  security: [{ basicAuth: [] }, { bearerAuth: [] }],
  components: {
    securitySchemes: {
      basicAuth: { type: "http", scheme: "basic", description: "A seeded user's email and any API token" },
      bearerAuth: { type: "http", scheme: "bearer", description: "A seeded user's accountId or email; anything else acts as the site admin" },
    },
    schemas,
  },
};
