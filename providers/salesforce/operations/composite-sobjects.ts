import { defineOperation, json } from "../../../core/pack/index.ts";
import type { OperationContext } from "../../../core/pack/index.ts";
import { SF_ERRORS, SfFault } from "../sf-errors.ts";
import { fieldOf } from "../field-values.ts";
import { renderRecord } from "../record-shape.ts";
import { requestScope, requireParam, requireSObject, type SfScope } from "./request-scope.ts";
import { createOne, deleteOne, findLiveRecord, updateOne } from "./record-writes.ts";
import { externalIdField, upsertOne } from "./upsert.ts";
import { isObject } from "./composite.ts";

const MAX_RECORDS = 200;
type SaveResult = { id: string | null; success: boolean; errors: Array<{ statusCode: string; message: string; fields: string[] }>; created?: boolean };
/** One record's save; an upsert reports through `intend` whether it inserts, before it can fail. */
type Item = (ctx: OperationContext, scope: SfScope, intend: (created: boolean) => void) => Promise<{ id: string; created?: boolean }> | { id: string; created?: boolean };

/** POST /composite/sobjects: create up to 200 records of any types. */
export const createCollection = defineOperation((ctx) => {
  const { records, allOrNone } = readCollection(ctx.body);
  return saveAll(ctx, allOrNone, records.map((record) => (c, s) => ({ id: createOne(c, s, requireSObject(s, typeOf(record)), withoutAttributes(record)) })));
});

/** PATCH /composite/sobjects: update up to 200 records by their `id`. */
export const updateCollection = defineOperation((ctx) => {
  const { records, allOrNone } = readCollection(ctx.body);
  return saveAll(ctx, allOrNone, records.map((record) => (c, s) => {
    const { id, Id, ...fields } = withoutAttributes(record);
    const given = id ?? Id;
    return { id: updateOne(c, s, requireSObject(s, typeOf(record)), typeof given === "string" ? given : "", fields) };
  }));
});

/** PATCH /composite/sobjects/{sobject}/{field}: upsert up to 200 records by an external id field. */
export const upsertCollection = defineOperation((ctx) => {
  const fieldName = requireParam(ctx, "field");
  const { records, allOrNone } = readCollection(ctx.body);
  return saveAll(ctx, allOrNone, records.map((record) => async (c, s, intend) => {
    const describe = requireSObject(s, ctx.params.sobject);
    const key = fieldOf(describe, fieldName)?.name ?? fieldName;
    const given = Object.hasOwn(record, key) ? record[key] : undefined;
    const value = typeof given === "string" || typeof given === "number" || typeof given === "boolean" ? String(given) : "";
    const result = await upsertOne(c, s, describe, externalIdField(describe, fieldName, value), value, withoutAttributes(record), intend);
    if ("choices" in result) throw new SfFault(300, "MULTIPLE_CHOICES", `Multiple records match ${fieldName} = ${value}`);
    return result;
  }), true);
});

/** DELETE /composite/sobjects?ids=a,b&allOrNone=true */
export const deleteCollection = defineOperation((ctx) => {
  const ids = (ctx.query.get("ids") ?? "").split(",").filter(Boolean);
  if (!ids.length || ids.length > MAX_RECORDS) throw new SfFault(400, "INVALID_FIELD", `ids must list 1 to ${MAX_RECORDS} record ids`);
  const allOrNone = ctx.query.get("allOrNone") === "true";
  return saveAll(ctx, allOrNone, ids.map((id) => (c, s) => {
    const describe = s.describes.list().find((d) => d.keyPrefix && id.startsWith(d.keyPrefix));
    if (!describe) throw new SfFault(400, "MALFORMED_ID", `malformed id ${id}`, ["Id"]);
    return { id: deleteOne(c, describe, id) };
  }));
});

/**
 * GET /composite/sobjects/{sobject}?ids=a,b&fields=Name, or POST with `{ ids, fields }` (for long id
 * lists, as jsforce sends it): records in order, null where missing.
 */
export const retrieveCollection = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const describe = requireSObject(scope, ctx.params.sobject);
  const posted = (ctx.body ?? {}) as { ids?: unknown; fields?: unknown };
  // Only text names an id or a field: anything else matches nothing.
  const list = (name: "ids" | "fields") =>
    Array.isArray(posted[name]) ? (posted[name] as unknown[]).map((item) => (typeof item === "string" ? item : "")) : (ctx.query.get(name) ?? "").split(",").filter(Boolean);
  const fields = list("fields").map((name) => {
    const field = fieldOf(describe, name);
    if (!field) throw new SfFault(400, "INVALID_FIELD", `No such column '${name}' on entity '${describe.name}'`);
    return field.name;
  });
  if (!fields.length) throw new SfFault(400, "INVALID_FIELD", "fields must name at least one field");
  return list("ids").map((id) => {
    try {
      return renderRecord(describe, findLiveRecord(ctx, describe, id, "read"), scope.version, fields);
    } catch {
      return null;
    }
  });
});

/**
 * Runs each item; with allOrNone, in one transaction that any failure rolls back, as Salesforce does.
 * An upsert's results all carry `created`, failures too: whether the record was (or would have been)
 * inserted, as jsforce's own tests read it from a real org.
 */
async function saveAll(ctx: OperationContext, allOrNone: boolean, items: Item[], reportCreated = false): Promise<Response> {
  const scope = requestScope(ctx);
  const results: SaveResult[] = [];
  const runAll = async () => {
    for (const item of items) {
      let created = false;
      const withCreated = () => (reportCreated ? { created } : {});
      try {
        const saved = await item(ctx, scope, (intended) => (created = intended));
        created = saved.created ?? created;
        results.push({ id: saved.id, success: true, errors: [], ...withCreated() });
      } catch (error) {
        if (!(error instanceof SfFault)) throw error;
        results.push({ id: null, success: false, errors: [{ statusCode: error.errorCode, message: error.message, fields: error.fields ?? [] }], ...withCreated() });
      }
    }
    if (allOrNone && results.some((r) => !r.success)) throw new RolledBack();
  };
  try {
    await (allOrNone ? ctx.world.transaction(runAll) : runAll());
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    for (const result of results.filter((r) => r.success)) {
      result.id = null;
      result.success = false;
      result.errors = [{ statusCode: "ALL_OR_NONE_OPERATION_ROLLED_BACK", message: "Record rolled back because not all records were valid and the request was using AllOrNone header", fields: [] }];
    }
  }
  return json(results);
}

class RolledBack extends Error {}

/**
 * The body's records: 1 to 200 JSON objects. Anything else in the list cannot be read as an sObject,
 * so the whole request is refused before any record is written.
 */
function readCollection(body: unknown): { records: Array<Record<string, unknown>>; allOrNone: boolean } {
  const { records, allOrNone } = (isObject(body) ? body : {}) as { records?: unknown; allOrNone?: unknown };
  if (!Array.isArray(records) || records.length === 0) throw new SfFault(400, "INVALID_FIELD", "records must be a non-empty array");
  if (records.length > MAX_RECORDS) throw new SfFault(400, "EXCEEDED_ID_LIMIT", `record limit reached. cannot submit more than ${MAX_RECORDS} records into this call`);
  const notRecord = records.find((record) => !isObject(record));
  if (notRecord !== undefined) throw SF_ERRORS.cannotDeserialize("SObject", notRecord);
  return { records: records as Array<Record<string, unknown>>, allOrNone: allOrNone === true };
}

function typeOf(record: Record<string, unknown>): string {
  const { attributes } = record;
  const type = isObject(attributes) ? attributes.type : undefined;
  if (typeof type !== "string") throw new SfFault(400, "INVALID_TYPE", "Each record needs attributes.type naming its sObject");
  return type;
}

function withoutAttributes(record: Record<string, unknown>): Record<string, unknown> {
  const { attributes: _attributes, ...fields } = record;
  return fields;
}
