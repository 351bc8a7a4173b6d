import type { McpProfile } from "../../../../core/pack/index.ts";
import { getUsername, listAllOrgs } from "./dx-orgs.ts";
import { runSoqlQuery } from "./dx-query.ts";
import { resumeToolOperation } from "./dx-resume.ts";
import { DX_SERVER_INFO } from "./dx-listing.ts";

/**
 * The Salesforce DX MCP server (`@salesforce/mcp` 0.30.15) started with `--toolsets data,orgs`: the
 * core toolset (get_username, resume_tool_operation) with run_soql_query and list_all_orgs, in the
 * order it lists them. The real server is a stdio process using the developer's `sf` logins; this is
 * its tool surface over HTTP, acting on the world's records (docs/mcp.md "salesforce `dx`").
 */
export const dxProfile: McpProfile = {
  title: "Salesforce DX MCP server (@salesforce/mcp 0.30.15, --toolsets data,orgs)",
  source: "salesforcecli/mcp @ 2089dfbf (release 0.30.15); tools/list recorded from the published package, tests/reference/mcp-servers/salesforce-dx.tools-list.raw.json",
  serverInfo: DX_SERVER_INFO,
  tools: [getUsername, resumeToolOperation, runSoqlQuery, listAllOrgs],
};
