import type { McpProfile } from "../../../core/pack/index.ts";
import { hostedProfile } from "./hosted/hosted-profile.ts";
import { dxProfile } from "./dx/dx-profile.ts";

/**
 * Other Salesforce MCP servers' tool surfaces over the CRM's records (docs/mcp.md "Profiles"):
 * `{world}/mcp/hosted` is Salesforce's hosted SObject All server, `{world}/mcp/dx` the DX server's
 * data tools.
 */
export const salesforceMcpProfiles: Record<string, McpProfile> = { hosted: hostedProfile, dx: dxProfile };
