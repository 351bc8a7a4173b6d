// The jira pack's MCP tools. Each calls the REST operations in-process, so tools and /rest/api/3 read and
// write the same records. They act as the user the MCP request's own credential names (Basic email, or a
// Bearer accountId or email), else the seed's `mcp_user`, else the site admin (jira-auth.ts);
// people may be named by email, display name or accountId, projects by key or name, types, priorities and
// statuses by name.
import { commentTools } from "./comments.ts";
import { directoryTools } from "./directory.ts";
import { issueReadTools } from "./issues.ts";
import { issueWriteTools } from "./issue-writes.ts";
import { transitionTools } from "./transitions.ts";

export const jiraTools = [...issueReadTools, ...issueWriteTools, ...transitionTools, ...commentTools, ...directoryTools];
