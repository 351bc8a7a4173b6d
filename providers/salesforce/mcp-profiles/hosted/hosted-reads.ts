import type { ToolDefinition } from "../../../../core/pack/index.ts";
import { restCall } from "../rest-call.ts";
import { hostedError, hostedResult } from "./hosted-answer.ts";
import { hostedListing } from "./hosted-listing.ts";

/** soqlQuery: the REST query resource (`GET /query?q=`), its first batch as Salesforce answers it. */
export const soqlQuery: ToolDefinition = {
  name: "soqlQuery",
  ...hostedListing("soqlQuery"),
  native: { tool: "salesforce_query_records", arguments: (input) => ({ soql: input.q }) },
  async run(ctx, input) {
    const outcome = await restCall(ctx, "query", { query: { q: String(input.q) } });
    return outcome.ok ? hostedResult(outcome.body) : hostedError(outcome.errors);
  },
};

/** find: the REST search resource (`GET /search?q=` with SOSL), `{ searchRecords }`. */
export const find: ToolDefinition = {
  name: "find",
  ...hostedListing("find"),
  // The native search takes a name fragment: the term inside FIND {...}.
  native: { tool: "salesforce_search_records", arguments: (input) => ({ text: soslTerm(String(input.q)) }) },
  async run(ctx, input) {
    const outcome = await restCall(ctx, "search", { query: { q: String(input.q) } });
    return outcome.ok ? hostedResult(outcome.body) : hostedError(outcome.errors);
  },
};

/** The search term of a SOSL statement (`FIND {Acme*} RETURNING ...` → `Acme*`), or the whole text. */
export function soslTerm(sosl: string): string {
  return /FIND\s*\{((?:\\.|[^}])*)\}/i.exec(sosl)?.[1] ?? sosl;
}

/**
 * listRecentSobjectRecords: the sObject basic-information resource (`GET /sobjects/{sobject-name}`),
 * `{ objectDescribe, recentItems }`, the object's most recently used records.
 */
export const listRecentSobjectRecords: ToolDefinition = {
  name: "listRecentSobjectRecords",
  ...hostedListing("listRecentSobjectRecords"),
  async run(ctx, input) {
    const outcome = await restCall(ctx, "sobjectInfo", { params: { sobject: String(input["sobject-name"]) } });
    return outcome.ok ? hostedResult(outcome.body) : hostedError(outcome.errors);
  },
};
