// jira `mcp-atlassian`: the Jira tools of the default toolsets (TOOLSETS=default: jira_issues, jira_fields,
// jira_comments, jira_transitions) of the community server sooperset/mcp-atlassian v0.23.1, configured for
// Jira Cloud with writes enabled, over the world's records.
import type { McpProfile } from "../../../../core/pack/index.ts";
import { MCP_ATLASSIAN_LISTING } from "./fastmcp-tool.ts";
import { commentTools } from "./tools-comments.ts";
import { readTools } from "./tools-read.ts";
import { writeTools } from "./tools-write.ts";

const byName = new Map([...readTools, ...writeTools, ...commentTools].map((tool) => [tool.name, tool]));

export const mcpAtlassianProfile: McpProfile = {
  title: "mcp-atlassian (sooperset/mcp-atlassian v0.23.1), the Jira tools of its default toolsets, Jira Cloud, writes enabled",
  source: "sooperset/mcp-atlassian @ 5be93a04 (v0.23.1), src/mcp_atlassian/servers/jira.py, as FastMCP 3.4.4 lists it: tests/reference/mcp-servers/mcp-atlassian.tools-list.json",
  // FastMCP names the server after FastMCP(name=...) and reports its own version when the server sets none.
  serverInfo: { name: "Atlassian MCP", version: "3.4.4" },
  tools: MCP_ATLASSIAN_LISTING.map((listed) => {
    const tool = byName.get(listed.name);
    if (!tool) throw new Error(`No run for the mcp-atlassian profile's tool ${listed.name}`);
    return tool;
  }),
};
