// The jira pack's MCP profiles: other servers' Jira tool surfaces over the same records
// (docs/mcp.md "Profiles").
import type { McpProfile } from "../../../core/pack/index.ts";
import { atlassianProfile } from "./atlassian/profile.ts";
import { mcpAtlassianProfile } from "./mcp-atlassian/profile.ts";

export const jiraMcpProfiles: Record<string, McpProfile> = {
  atlassian: atlassianProfile,
  "mcp-atlassian": mcpAtlassianProfile,
};
