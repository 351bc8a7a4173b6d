import type { ToolDefinition } from "../../../../core/pack/index.ts";
import { dxInputSchema, parseDxArguments } from "./dx-arguments.ts";
import { dxText, targetOrgConfig, worldOrg } from "./dx-org.ts";
import { GET_USERNAME_PARAMS, LIST_ALL_ORGS_PARAMS } from "./dx-params.ts";
import { ANY_ARGUMENTS, DX_EXECUTION } from "./dx-listing.ts";

const getUsernameDescription = `Intelligently determines the appropriate username or alias for Salesforce operations.

WHEN TO USE THIS TOOL:
- When uncertain which org username a user wants for Salesforce operations.

To resolve the default org username, set the defaultTargetOrg param to true and defaultDevHub to false.
To resole the default devhub org username, set the defaultTargetOrg param to false and defaultDevHub to true.
If it's not clear which type of org to resolve, set both defaultTargetOrg and defaultDevHub to false to an allow-listed org username available.
`;

/** The server's answer naming a default from the config (get_username.ts `generateResponse`). */
function configAnswer(config: unknown) {
  return dxText(`ALWAYS notify the user the following 3 pieces of information:
1. If it is default target-org or target-dev-hub ('.key' on the config)
2. The value of '.location' on the config
3. The value of '.value' on the config

- Full config: ${JSON.stringify(config, null, 2)}

UNLESS THE USER SPECIFIES OTHERWISE, use this username (.value) for the "usernameOrAlias" parameter in future Tool calls.`);
}

/**
 * get_username: the world's org is the only allowlisted one and the default target-org; there is no
 * dev hub, so asking for it answers the server's text for a missing config (`Full config: undefined`).
 */
export const getUsername: ToolDefinition = {
  name: "get_username",
  listing: {
    name: "get_username",
    title: "Get Username",
    description: getUsernameDescription,
    inputSchema: dxInputSchema(GET_USERNAME_PARAMS),
    annotations: { readOnlyHint: true, openWorldHint: false },
    execution: DX_EXECUTION,
  },
  description: getUsernameDescription,
  inputSchema: ANY_ARGUMENTS,
  async run(ctx, input) {
    const parsed = parseDxArguments("get_username", GET_USERNAME_PARAMS, input);
    if (!parsed.ok) return dxText(parsed.text, true);
    const { defaultTargetOrg, defaultDevHub, directory } = parsed.args as { defaultTargetOrg: boolean; defaultDevHub: boolean; directory: string };
    const org = await worldOrg(ctx);
    if (defaultTargetOrg) return configAnswer(targetOrgConfig(org, directory));
    if (defaultDevHub) return configAnswer(undefined);
    return dxText(`
YOU MUST inform the user that we are going to use "${org.username}" for the "usernameOrAlias" parameter.
YOU MUST explain the reasoning for selecting this org, which is: "it was the only org found in the MCP Servers allowlisted orgs"
UNLESS THE USER SPECIFIES OTHERWISE, use this username for the "usernameOrAlias" parameter in future Tool calls.`);
  },
};

const listAllOrgsDescription = `Lists all configured Salesforce orgs.

AGENT INSTRUCTIONS:
DO NOT use this tool to try to determine which org a user wants, use #get_username instead. Only use it if the user explicitly asks for a list of orgs.

Example usage:
Can you list all Salesforce orgs for me
List all Salesforce orgs
List all orgs`;

/** list_all_orgs: the world's org as `sf org login access-token` leaves it (utils/auth.ts `sanitizeOrgs`). */
export const listAllOrgs: ToolDefinition = {
  name: "list_all_orgs",
  listing: {
    name: "list_all_orgs",
    title: "List All Orgs",
    description: listAllOrgsDescription,
    inputSchema: dxInputSchema(LIST_ALL_ORGS_PARAMS),
    annotations: { readOnlyHint: true, openWorldHint: false },
    execution: DX_EXECUTION,
  },
  description: listAllOrgsDescription,
  inputSchema: ANY_ARGUMENTS,
  async run(ctx, input) {
    const parsed = parseDxArguments("list_all_orgs", LIST_ALL_ORGS_PARAMS, input);
    if (!parsed.ok) return dxText(parsed.text, true);
    const org = await worldOrg(ctx);
    const orgs = [{
      aliases: [], configs: ["target-org"], username: org.username, instanceUrl: org.instanceUrl,
      isScratchOrg: false, isDevHub: false, isSandbox: false, orgId: org.orgId, oauthMethod: "token", isExpired: "unknown",
    }];
    return dxText(`List of configured Salesforce orgs:\n\n${JSON.stringify(orgs, null, 2)}`);
  },
};
