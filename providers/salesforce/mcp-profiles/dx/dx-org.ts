import { toolAnswer, type ToolContext } from "../../../../core/pack/index.ts";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { restCall } from "../rest-call.ts";

/**
 * The world's org as the DX server sees it on a developer's machine: one org, logged in with
 * `sf org login access-token --set-default` as the acting user, no alias, the project's default
 * target-org, allowlisted by the server's `--orgs DEFAULT_TARGET_ORG`. The user is whoever the world
 * acts as (userinfo), never a fixed name.
 */
export interface DxOrg {
  username: string;
  orgId: string;
  instanceUrl: string;
}

export async function worldOrg(ctx: ToolContext): Promise<DxOrg> {
  const info = await restCall<{ preferred_username: string; organization_id: string; urls: { custom_domain: string } }>(ctx, "userInfo");
  if (!info.ok) throw new Error(`userinfo answered ${info.status}`);
  return { username: info.body.preferred_username, orgId: info.body.organization_id, instanceUrl: info.body.urls.custom_domain };
}

/** The org an argument names (its username; the org has no alias), as the server's `findOrgByUsernameOrAlias`. */
export function findOrg(org: DxOrg, usernameOrAlias: string): DxOrg | undefined {
  return org.username === usernameOrAlias ? org : undefined;
}

/** The server's failure for an org it does not know (utils/auth.ts `getConnection`). */
export const NO_ORG_FOUND = "No org found with the provided username/alias. Ask the user to specify one or check their MCP Server startup config.";

/** The server's missing-org answer (run_soql_query and resume_tool_operation). */
export const USERNAME_REQUIRED = "The usernameOrAlias parameter is required, if the user did not specify one use the #get_username tool";

/** The server's `textResponse(text, isError)`: one text block. */
export function dxText(text: string, isError = false): CallToolResult {
  return toolAnswer({ isError, content: [{ type: "text", text }] });
}

/** Where `sf config set target-org` in the project keeps the default: `<directory>/.sf/config.json`. */
export function targetOrgConfig(org: DxOrg, directory: string) {
  return { key: "target-org", location: "Local", value: org.username, path: `${directory.replace(/\/+$/, "")}/.sf/config.json` };
}
