// jira `atlassian`: the Jira tools of Atlassian's remote MCP server (Atlassian Rovo MCP Server,
// mcp.atlassian.com/v1/mcp), over the world's records. Where the listing comes from, and what is
// reconstructed in it, is in tests/reference/mcp-servers/README.md and docs/mcp.md.
import type { McpProfile } from "../../../../core/pack/index.ts";
import { ATLASSIAN_LISTING } from "./atlassian-tool.ts";
import { issueTools } from "./tools-issues.ts";
import { siteTools } from "./tools-site.ts";
import { workflowTools } from "./tools-workflow.ts";

const byName = new Map([...siteTools, ...issueTools, ...workflowTools].map((tool) => [tool.name, tool]));

export const atlassianProfile: McpProfile = {
  title: "Atlassian's remote MCP server (Atlassian Rovo MCP Server, mcp.atlassian.com/v1/mcp), its Jira tools",
  source: "Reconstructed from public captures of its tools/list (mid-2026): tests/reference/mcp-servers/atlassian.tools-list.json",
  // In listing order; a listed tool without a run is a broken profile, found at load.
  tools: ATLASSIAN_LISTING.map((listed) => {
    const tool = byName.get(listed.name);
    if (!tool) throw new Error(`No run for the atlassian profile's tool ${listed.name}`);
    return tool;
  }),
};
