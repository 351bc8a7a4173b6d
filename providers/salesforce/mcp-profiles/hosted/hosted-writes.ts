import type { ToolContext, ToolDefinition } from "../../../../core/pack/index.ts";
import { restCall } from "../rest-call.ts";
import { hostedError, hostedResult } from "./hosted-answer.ts";
import { hostedListing } from "./hosted-listing.ts";

const sobjectOf = (input: Record<string, unknown>) => String(input["sobject-name"]);

/** createSobjectRecord: `POST /sobjects/{sobject-name}` with `body`; Salesforce's SaveResult `{ id, success, errors }`. */
export const createSobjectRecord: ToolDefinition = {
  name: "createSobjectRecord",
  ...hostedListing("createSobjectRecord"),
  native: { tool: "salesforce_create_record", arguments: (input) => ({ sobject: input["sobject-name"], fields: input.body }) },
  async run(ctx, input) {
    const outcome = await restCall(ctx, "createRecord", { method: "POST", params: { sobject: sobjectOf(input) }, body: input.body });
    return outcome.ok ? hostedResult(outcome.body) : hostedError(outcome.errors);
  },
};

/**
 * A write to one record that REST answers with 204 and no body. What the hosted tools answer then is
 * not published: we answer the SaveResult shape createSobjectRecord answers, `{ id, success, errors }`.
 */
export async function writeRecord(ctx: ToolContext, method: "PATCH" | "DELETE", sobject: string, id: string, body?: unknown) {
  const outcome = await restCall(ctx, method === "PATCH" ? "updateRecord" : "deleteRecord", { method, params: { sobject, id }, ...(method === "PATCH" ? { body } : {}) });
  return outcome.ok ? hostedResult({ id, success: true, errors: [] }) : hostedError(outcome.errors);
}

/** updateSobjectRecord: `PATCH /sobjects/{sobject-name}/{id}` with `body`. */
export const updateSobjectRecord: ToolDefinition = {
  name: "updateSobjectRecord",
  ...hostedListing("updateSobjectRecord"),
  native: { tool: "salesforce_update_record", arguments: (input) => ({ sobject: input["sobject-name"], id: input.id, fields: input.body }) },
  run: (ctx, input) => writeRecord(ctx, "PATCH", sobjectOf(input), String(input.id), input.body),
};

/** deleteSobjectRecord: `DELETE /sobjects/{sobject-name}/{id}`; the record goes to the recycle bin. */
export const deleteSobjectRecord: ToolDefinition = {
  name: "deleteSobjectRecord",
  ...hostedListing("deleteSobjectRecord"),
  native: { tool: "salesforce_delete_record", arguments: (input) => ({ sobject: input["sobject-name"], id: input.id }) },
  run: (ctx, input) => writeRecord(ctx, "DELETE", sobjectOf(input), String(input.id)),
};
