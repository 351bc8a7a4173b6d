import { defineOperation } from "../../../core/pack/index.ts";
import type { OperationContext, JsonRecord } from "../../../core/pack/index.ts";
import { SfFault } from "../sf-errors.ts";
import { ownValue } from "../record-shape.ts";
import { formatSfDateTime } from "../sf-datetime.ts";
import { readDateTime } from "../field-values.ts";
import { requestScope, requireSObject } from "./request-scope.ts";

const MINUTE = 60_000;
/** Salesforce answers replication calls for no more than 30 days back. */
const WINDOW_DAYS = 30;
/** Past this many ids Salesforce refuses the call (EXCEEDED_ID_LIMIT). */
const MAX_IDS = 600_000;

/** GET /sobjects/{sobject}/updated?start&end: `{ ids, latestDateCovered }`. */
export const getUpdated = defineOperation((ctx) => {
  const { records, window } = replicate(ctx, (record) => record.IsDeleted !== true);
  return { ids: records.map(({ record }) => record.Id), latestDateCovered: window.latestDateCovered };
});

/** GET /sobjects/{sobject}/deleted?start&end: `{ deletedRecords: [{ id, deletedDate }], earliestDateAvailable, latestDateCovered }`. */
export const getDeleted = defineOperation((ctx) => {
  const { records, window } = replicate(ctx, (record) => record.IsDeleted === true);
  return {
    deletedRecords: records.map(({ record, at }) => ({ id: record.Id, deletedDate: formatSfDateTime(new Date(at)) })),
    earliestDateAvailable: window.earliestDateAvailable,
    latestDateCovered: window.latestDateCovered,
  };
});

/**
 * The object's records that `wanted` keeps and whose SystemModstamp (LastModifiedDate where it has
 * none; a delete stamps both) falls in [start, end), oldest first. Seconds are ignored, as Salesforce
 * ignores them; records never change in the future, so everything up to now is final and
 * latestDateCovered is the end, or the current minute if the end is later.
 */
function replicate(ctx: OperationContext, wanted: (record: JsonRecord) => boolean) {
  const scope = requestScope(ctx);
  const describe = requireSObject(scope, ctx.params.sobject);
  const now = ctx.clock.now().getTime();
  const start = floorMinute(readDate(ctx, "start"));
  const end = floorMinute(readDate(ctx, "end"));
  const earliest = floorMinute(now - WINDOW_DAYS * 24 * 60 * MINUTE);
  if (start >= end) throw new SfFault(400, "INVALID_REPLICATION_DATE", "startDate must chronologically precede endDate");
  if (start < earliest) throw new SfFault(400, "INVALID_REPLICATION_DATE", `startDate cannot be more than ${WINDOW_DAYS} days before now`);
  const names = new Set(ctx.world.collectionNames());
  const rows = names.has(describe.name) ? ctx.world.collection(describe.name).find(wanted) : [];
  const records = rows
    .map((record) => ({ record, at: stampOf(record) }))
    .filter(({ at }) => at !== undefined && at >= start && at < end) as Array<{ record: JsonRecord; at: number }>;
  if (records.length > MAX_IDS) throw new SfFault(400, "EXCEEDED_ID_LIMIT", "Too many ids: choose start and end dates that are closer together");
  records.sort((a, b) => a.at - b.at || String(a.record.Id).localeCompare(String(b.record.Id)));
  const window = {
    earliestDateAvailable: formatSfDateTime(new Date(earliest)),
    latestDateCovered: formatSfDateTime(new Date(Math.min(end, floorMinute(now)))),
  };
  return { records, window };
}

function readDate(ctx: OperationContext, name: "start" | "end"): number {
  const given = ctx.query.get(name);
  if (given === null || given.trim() === "") throw new SfFault(400, "MISSING_ARGUMENT", `Missing required parameter: ${name}`);
  const at = parseReplicationDate(given);
  if (at === undefined) throw new SfFault(400, "INVALID_REPLICATION_DATE", `${name} is not a valid date and time: ${given}`);
  return at;
}

/**
 * A replication date as Salesforce takes it: a datetime field's ISO 8601 (`2013-05-06T00:00:00+00:00`,
 * `...Z`, `...+0000`) with its time, as milliseconds; undefined when it is not one. A `+` that arrived
 * unencoded in the query string reads as a space, so a space before the offset is taken as the `+` it was.
 */
function parseReplicationDate(text: string): number | undefined {
  const given = text.trim().replace(/ (\d{2}:?\d{2})$/, "+$1");
  return /T/i.test(given) ? readDateTime(given) : undefined;
}

function stampOf(record: JsonRecord): number | undefined {
  const value = ownValue(record, "SystemModstamp") ?? ownValue(record, "LastModifiedDate");
  return typeof value === "string" ? parseReplicationDate(value) : undefined;
}

function floorMinute(at: number): number {
  return Math.floor(at / MINUTE) * MINUTE;
}
