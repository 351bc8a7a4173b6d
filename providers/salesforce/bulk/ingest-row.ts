// One CSV row of an ingest job, written through the same checks as the REST API's create, update,
// upsert and delete: a row that fails changes nothing and fails alone.
import type { OperationContext } from "../../../core/pack/index.ts";
import type { SObjectDescribe } from "../describes/index.ts";
import { fieldOf } from "../field-values.ts";
import { SfFault } from "../sf-errors.ts";
import type { SfScope } from "../operations/request-scope.ts";
import { createOne, deleteOne, findLiveRecord, updateOne } from "../operations/record-writes.ts";
import { upsertOne } from "../operations/upsert.ts";
import type { StoredJob } from "./job-store.ts";

export interface RowOutcome { id: string; created: boolean }

export async function writeRow(ctx: OperationContext, scope: SfScope, job: StoredJob, describe: SObjectDescribe, values: Record<string, unknown>): Promise<RowOutcome> {
  switch (job.operation) {
    case "insert":
      return { id: createOne(ctx, scope, describe, values), created: true };
    case "update": {
      const { Id, ...fields } = values;
      return { id: updateOne(ctx, scope, describe, requireId(Id, "update"), fields), created: false };
    }
    case "upsert":
      return upsertRow(ctx, scope, job, describe, values);
    case "delete":
      return { id: deleteOne(ctx, describe, requireId(values.Id, "delete")), created: false };
    default:
      return { id: hardDeleteOne(ctx, describe, requireId(values.Id, "hardDelete")), created: false };
  }
}

async function upsertRow(ctx: OperationContext, scope: SfScope, job: StoredJob, describe: SObjectDescribe, values: Record<string, unknown>): Promise<RowOutcome> {
  const field = fieldOf(describe, job.externalIdFieldName ?? "Id")!;
  const key = values[field.name];
  if (key === undefined || key === null) {
    // Upserting on Id with no Id inserts, as Salesforce's upsert does.
    if (field.name === "Id") return { id: createOne(ctx, scope, describe, withoutKey(values, "Id")), created: true };
    throw new SfFault(400, "MISSING_ARGUMENT", `${field.name} not specified`, [field.name]);
  }
  const result = await upsertOne(ctx, scope, describe, field, String(key), values);
  if ("choices" in result && result.choices)
    throw new SfFault(400, "DUPLICATE_EXTERNAL_ID", `${field.label}: more than one record found for external id field: ${result.choices.map((path) => path.split("/").pop()).join(", ")}`, [field.name]);
  return result;
}

/** Hard delete skips the recycle bin: the row is gone, even for queryAll. */
function hardDeleteOne(ctx: OperationContext, describe: SObjectDescribe, id: string): string {
  const record = findLiveRecord(ctx, describe, id, "write");
  if (!describe.deletable) throw new SfFault(400, "INVALID_TYPE_FOR_OPERATION", "entity type cannot be deleted");
  ctx.world.collection(describe.name).delete(String(record.Id));
  return String(record.Id);
}

function requireId(value: unknown, operation: string): string {
  if (typeof value !== "string" || value === "") throw new SfFault(400, "MISSING_ARGUMENT", `Id not specified in an ${operation} call`);
  return value;
}

function withoutKey(values: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = values;
  return rest;
}

/** A REST fault as Bulk reports it: a missing record is an invalid cross reference. */
export function bulkFault(error: SfFault): SfFault {
  if (error.errorCode === "NOT_FOUND") return new SfFault(400, "INVALID_CROSS_REFERENCE_KEY", "invalid cross reference id");
  return error;
}
