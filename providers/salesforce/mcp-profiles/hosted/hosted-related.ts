import type { ToolContext, ToolDefinition } from "../../../../core/pack/index.ts";
import { restCall } from "../rest-call.ts";
import { hostedError, hostedResult, NOT_FOUND } from "./hosted-answer.ts";
import { hostedListing } from "./hosted-listing.ts";
import { followPath, readRecords } from "./relationship-path.ts";
import { writeRecord } from "./hosted-writes.ts";

const pathOf = (input: Record<string, unknown>) => [String(input["sobject-name"]), String(input.id), String(input["relationship-path"])] as const;

/**
 * getRelatedRecords: a relationship URL's answer. A path through a child relationship answers the
 * related records as a query result (`{ totalSize, done, records }`, every field); a path of lookups
 * answers the one record it reaches.
 */
export const getRelatedRecords: ToolDefinition = {
  name: "getRelatedRecords",
  ...hostedListing("getRelatedRecords"),
  async run(ctx, input) {
    const end = await followPath(ctx, ...pathOf(input));
    if (Array.isArray(end)) return hostedError(end);
    if (end.many) {
      const records = await readRecords(ctx, end);
      return records.ok ? hostedResult(records.body) : hostedError(records.errors);
    }
    if (!end.ids.length) return hostedError([NOT_FOUND]);
    const record = await restCall(ctx, "getRecord", { params: { sobject: end.describe.name, id: end.ids[0]! } });
    return record.ok ? hostedResult(record.body) : hostedError(record.errors);
  },
};

/**
 * The one record a path of lookups reaches, for a write through it. As on the REST API's relationship
 * URLs, only such a path takes PATCH and DELETE: one through a child relationship names a list, and
 * is refused as Salesforce refuses those methods there.
 */
async function relatedTarget(ctx: ToolContext, input: Record<string, unknown>, method: "PATCH" | "DELETE") {
  const end = await followPath(ctx, ...pathOf(input));
  if (Array.isArray(end)) return { error: hostedError(end) };
  if (end.many) return { error: hostedError([{ message: `HTTP Method '${method}' not allowed. Allowed are GET,HEAD`, errorCode: "METHOD_NOT_ALLOWED" }]) };
  if (!end.ids.length) return { error: hostedError([NOT_FOUND]) };
  return { sobject: end.describe.name, id: end.ids[0]! };
}

/** updateRelatedRecord: `PATCH /sobjects/{sobject-name}/{id}/{relationship-path}` with `body`. */
export const updateRelatedRecord: ToolDefinition = {
  name: "updateRelatedRecord",
  ...hostedListing("updateRelatedRecord"),
  async run(ctx, input) {
    const target = await relatedTarget(ctx, input, "PATCH");
    return "error" in target ? target.error : writeRecord(ctx, "PATCH", target.sobject, target.id, input.body);
  },
};

/** deleteRelatedRecord: `DELETE /sobjects/{sobject-name}/{id}/{relationship-path}`. */
export const deleteRelatedRecord: ToolDefinition = {
  name: "deleteRelatedRecord",
  ...hostedListing("deleteRelatedRecord"),
  async run(ctx, input) {
    const target = await relatedTarget(ctx, input, "DELETE");
    return "error" in target ? target.error : writeRecord(ctx, "DELETE", target.sobject, target.id);
  },
};
