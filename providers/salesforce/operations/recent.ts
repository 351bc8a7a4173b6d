import { defineOperation } from "../../../core/pack/index.ts";
import type { OperationContext, JsonRecord } from "../../../core/pack/index.ts";
import type { SObjectDescribe } from "../describes/index.ts";
import { SfFault } from "../sf-errors.ts";
import { fieldOf } from "../field-values.ts";
import { ownValue, recordPath } from "../record-shape.ts";
import { formatSfDateTime } from "../sf-datetime.ts";
import { toId18 } from "../record-ids.ts";
import { requestScope } from "./request-scope.ts";

/** Salesforce keeps at most 200 recently viewed records (RecentlyViewed). */
export const MAX_RECENT = 200;

/**
 * When a record was last used, for the most-recently-used lists: the latest of LastViewedDate and
 * LastReferencedDate (SOQL `FOR VIEW` / `FOR REFERENCE`, see `markRecentlyUsed`) and LastModifiedDate,
 * so a record created or changed through the API counts as used then. A read by id marks nothing, as in
 * Salesforce, where only the UI and those SOQL clauses update the list. Dates are Salesforce's
 * fixed-width text, so they compare as strings.
 */
export function lastUsed(record: JsonRecord): string {
  let latest = "";
  for (const name of ["LastViewedDate", "LastReferencedDate", "LastModifiedDate"]) {
    const value = ownValue(record, name);
    if (typeof value === "string" && value > latest) latest = value;
  }
  return latest;
}

/** Live records of the objects, most recently used first (ties by id, so the order is stable). */
export function recentlyUsed(ctx: OperationContext, describes: SObjectDescribe[], limit = MAX_RECENT): Array<{ describe: SObjectDescribe; record: JsonRecord }> {
  const names = new Set(ctx.world.collectionNames());
  const entries = describes
    .filter((d) => d.mruEnabled && d.queryable && names.has(d.name))
    .flatMap((describe) => ctx.world.collection(describe.name).find((r) => r.IsDeleted !== true).map((record) => ({ describe, record, at: lastUsed(record) })));
  entries.sort((a, b) => (a.at === b.at ? String(a.record.Id).localeCompare(String(b.record.Id)) : a.at < b.at ? 1 : -1));
  return entries.slice(0, limit).map(({ describe, record }) => ({ describe, record }));
}

/** The object's name field (Name, CaseNumber, Subject...). */
export function nameFieldOf(describe: SObjectDescribe): string | undefined {
  return describe.fields.find((f) => f.nameField)?.name;
}

/**
 * GET /recent?limit=N: the most recently used records of every object, `[{ attributes, Id, Name }]`
 * (Name is the object's name field, as in RecentlyViewed), at most 200.
 */
export const recentItems = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const limit = readLimit(ctx.query.get("limit"));
  return recentlyUsed(ctx, scope.describes.list(), limit).map(({ describe, record }) => {
    const nameField = nameFieldOf(describe);
    return {
      attributes: { type: describe.name, url: recordPath(scope.version, describe.name, String(record.Id)) },
      Id: record.Id,
      Name: nameField ? (ownValue(record, nameField) ?? null) : null,
    };
  });
});

function readLimit(given: string | null): number {
  if (given === null || given === "") return MAX_RECENT;
  if (!/^\d+$/.test(given.trim()) || Number(given) < 1) throw new SfFault(400, "MALFORMED_QUERY", `limit must be a whole number from 1 to ${MAX_RECENT}: ${given}`);
  return Math.min(Number(given), MAX_RECENT);
}

/**
 * Marks records as viewed (`FOR VIEW`: LastViewedDate and LastReferencedDate) or referenced
 * (`FOR REFERENCE`: LastReferencedDate), where their object has those fields. For the SOQL clauses.
 */
export function markRecentlyUsed(ctx: OperationContext, describe: SObjectDescribe, ids: string[], how: "view" | "reference"): void {
  const stamps = (how === "view" ? ["LastViewedDate", "LastReferencedDate"] : ["LastReferencedDate"]).filter((name) => fieldOf(describe, name));
  if (!stamps.length) return;
  const at = formatSfDateTime(ctx.clock.now());
  const collection = ctx.world.collection(describe.name);
  for (const raw of ids) {
    const id = toId18(raw);
    if (id && collection.has(id)) collection.update(id, Object.fromEntries(stamps.map((name) => [name, at])));
  }
}
