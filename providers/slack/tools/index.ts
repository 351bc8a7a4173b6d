// The slack pack's MCP tools. Each calls the Web API operations in-process, so tools and `/api/<method>`
// read and write the same records. They act as the user whose token the MCP request carries, else the
// seed's `mcp_user`, else the workspace's bot (see slack-auth.ts); channels may be named by id or #name, users by id, email, handle or full name.
import { channelTools } from "./channels.ts";
import { messageTools } from "./messages.ts";
import { reactionTools } from "./reactions.ts";
import { searchTools } from "./search.ts";
import { userTools } from "./users.ts";

export const slackTools = [...channelTools, ...messageTools, ...searchTools, ...reactionTools, ...userTools];
