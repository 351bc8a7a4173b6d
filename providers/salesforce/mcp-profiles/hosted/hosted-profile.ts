import type { McpProfile } from "../../../../core/pack/index.ts";
import { find, listRecentSobjectRecords, soqlQuery } from "./hosted-reads.ts";
import { getObjectSchema } from "./hosted-schema.ts";
import { getUserInfo } from "./hosted-user-info.ts";
import { getRelatedRecords, updateRelatedRecord, deleteRelatedRecord } from "./hosted-related.ts";
import { createSobjectRecord, deleteSobjectRecord, updateSobjectRecord } from "./hosted-writes.ts";

/**
 * Salesforce's hosted MCP server for records, `platform/sobject-all` (api.salesforce.com/platform/mcp/
 * v1/platform/sobject-all): its eleven tools over the world's records. Its tools/list is reconstructed
 * from published sources, not recorded (hosted-listing.ts; docs/mcp.md "salesforce `hosted`").
 */
export const hostedProfile: McpProfile = {
  title: "Salesforce hosted MCP server, SObject All (platform/sobject-all)",
  source: "Reconstructed: Salesforce's Hosted MCP Servers reference (SObject All), clients of the live server, forcedotcom/mcp-hosted#36; tests/reference/mcp-servers/salesforce-hosted.tools-list.json",
  tools: [
    getObjectSchema, soqlQuery, find, getUserInfo, listRecentSobjectRecords, getRelatedRecords,
    createSobjectRecord, updateSobjectRecord, updateRelatedRecord, deleteSobjectRecord, deleteRelatedRecord,
  ],
};
