// The parameters of the Salesforce DX MCP server's tools, as its zod shapes declare them
// (salesforcecli/mcp @ 2089dfbf, packages/mcp-provider-dx-core/src/shared/params.ts and each tool's
// file). One declaration gives both the listed JSON Schema (dx-arguments.ts `dxInputSchema`, what the
// SDK's zod-to-json-schema emits) and the argument check with zod's own error texts.

export type DxParam = {
  name: string;
  type: "string" | "boolean" | "number";
  description: string;
  /** Absent arguments are allowed (zod `.optional()`). */
  optional?: boolean;
  /** zod `.default(value)`: listed as `default`, and what `run` sees when the argument is absent. */
  default?: boolean | number;
  /** The `directory` refinement: an absolute path without traversal sequences. */
  absolutePath?: boolean;
};

const USERNAME_OR_ALIAS = `The username or alias for the Salesforce org to run this tool against.

A username follows the <name@domain.com> format.
If the user refers to an org with a string not following that format, it can be a valid alias.

IMPORTANT:
- If it is not clear what the username or alias is, run the #get_username tool to resolve it.
- NEVER guess or make-up a username or alias.
`;

const DIRECTORY = `The directory to run this tool from.
AGENT INSTRUCTIONS:
We need to know where the user wants to run this tool from.
Look at your current Workspace Context to determine this filepath.
ALWAYS USE A FULL PATH TO THE DIRECTORY.
Unless the user explicitly asks for a different directory, or a new directory is created from the action of a tool, use this same directory for future tool calls.
`;

const usernameOrAlias: DxParam = { name: "usernameOrAlias", type: "string", description: USERNAME_OR_ALIAS };
const directory: DxParam = { name: "directory", type: "string", description: DIRECTORY, absolutePath: true };

export const RUN_SOQL_QUERY_PARAMS: DxParam[] = [
  { name: "query", type: "string", description: "SOQL query to run" },
  usernameOrAlias,
  directory,
  { name: "useToolingApi", type: "boolean", description: "Use Tooling API for the operation", optional: true },
];

export const GET_USERNAME_PARAMS: DxParam[] = [
  { name: "defaultTargetOrg", type: "boolean", description: "Resolve the default target org username", optional: true, default: false },
  { name: "defaultDevHub", type: "boolean", description: "Resolve the default target devhub org username", optional: true, default: false },
  directory,
];

export const LIST_ALL_ORGS_PARAMS: DxParam[] = [directory];

export const RESUME_PARAMS: DxParam[] = [
  { name: "jobId", type: "string", description: "The job id of the long running operation to resume (required)" },
  { name: "wait", type: "number", description: "The amount of time to wait for the operation to complete in minutes (optional)", optional: true, default: 30 },
  usernameOrAlias,
  directory,
];
