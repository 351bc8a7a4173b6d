import type { ToolContext, ToolDefinition } from "../../../../core/pack/index.ts";
import { LATEST_VERSION_PARAM } from "../../api-versions.ts";
import { restCall, type RestOutcome } from "../rest-call.ts";
import { parseDxArguments, dxInputSchema } from "./dx-arguments.ts";
import { dxText, findOrg, NO_ORG_FOUND, USERNAME_REQUIRED, worldOrg, type DxOrg } from "./dx-org.ts";
import { RUN_SOQL_QUERY_PARAMS } from "./dx-params.ts";
import { ANY_ARGUMENTS, DX_EXECUTION } from "./dx-listing.ts";

/**
 * The operation of the Tooling API's query endpoint (`/services/data/vXX.X/tooling/query`), once the
 * pack serves it. Until then a world answers that path as Salesforce answers any unknown resource, and
 * so does this tool: what the real DX server reports against such a world.
 */
export const TOOLING_QUERY_OPERATION = "toolingQuery";
const NO_RESOURCE = "The requested resource does not exist";

const description = "Run a SOQL query against a Salesforce org.";

/** run_soql_query: jsforce's `connection.query` (or `connection.tooling.query`) on the named org. */
export const runSoqlQuery: ToolDefinition = {
  name: "run_soql_query",
  listing: {
    name: "run_soql_query",
    title: "Query Org",
    description,
    inputSchema: dxInputSchema(RUN_SOQL_QUERY_PARAMS),
    annotations: { readOnlyHint: true, openWorldHint: false },
    execution: DX_EXECUTION,
  },
  description,
  inputSchema: ANY_ARGUMENTS,
  native: { tool: "salesforce_query_records", arguments: (input) => ({ soql: input.query }) },
  async run(ctx, input) {
    const parsed = parseDxArguments("run_soql_query", RUN_SOQL_QUERY_PARAMS, input);
    if (!parsed.ok) return dxText(parsed.text, true);
    const { query, usernameOrAlias, useToolingApi } = parsed.args as { query: string; usernameOrAlias: string; useToolingApi?: boolean };
    if (!usernameOrAlias) return dxText(USERNAME_REQUIRED, true);
    const org = findOrg(await worldOrg(ctx), usernameOrAlias);
    if (!org) return dxText(`Failed to query org: ${NO_ORG_FOUND}`, true);
    const outcome = useToolingApi ? await toolingQuery(ctx, query) : await restCall(ctx, "query", { query: { q: query } });
    if (!outcome.ok) return dxText(`Failed to query org: ${failureMessage(outcome.errors[0]?.message ?? "Unknown error", useToolingApi)}`, true);
    return dxText(`SOQL query results:\n\n${JSON.stringify(asJsforceResult(outcome.body, org, useToolingApi), null, 2)}`);
  },
};

async function toolingQuery(ctx: ToolContext, query: string): Promise<RestOutcome<any>> {
  try {
    return await restCall(ctx, TOOLING_QUERY_OPERATION, { query: { q: query } });
  } catch (error) {
    if (!String((error as Error).message).startsWith("Unknown operation")) throw error;
    return { ok: false, status: 404, errors: [{ message: NO_RESOURCE, errorCode: "NOT_FOUND" }] };
  }
}

/** The server's hint when an object lives in the other API (run_soql_query.ts). */
function failureMessage(message: string, tooling: boolean | undefined): string {
  if (!message.endsWith("is not supported.")) return message;
  return `${message}\n${tooling ? "Try not using the Tooling API for this query." : "Try using the Tooling API for this query."}`;
}

/**
 * What jsforce's `query()` resolves to for the first batch: `records`, `totalSize`, `done` in that
 * order, and `nextRecordsUrl` as jsforce rebuilds it (the instance URL, the API path, the locator)
 * when there are more.
 */
function asJsforceResult(body: { records: unknown[]; totalSize: number; done?: boolean; nextRecordsUrl?: string }, org: DxOrg, tooling: boolean | undefined) {
  const locator = body.nextRecordsUrl?.split("/").pop();
  const base = `${org.instanceUrl}/services/data/${LATEST_VERSION_PARAM}${tooling ? "/tooling" : ""}`;
  return { records: body.records, totalSize: body.totalSize, done: body.done ?? true, ...(locator ? { nextRecordsUrl: `${base}/query/${locator}` } : {}) };
}
