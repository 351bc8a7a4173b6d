// Other Slack MCP servers' tool surfaces over this pack's records (docs/mcp.md "Profiles"):
// `{world}/mcp/official` is Slack's hosted server, `{world}/mcp/reference` the archived reference server.
import type { McpProfile } from "../../../core/pack/index.ts";
import { officialProfile } from "./official/profile.ts";
import { referenceProfile } from "./reference/profile.ts";

export const slackMcpProfiles: Record<string, McpProfile> = { official: officialProfile, reference: referenceProfile };
