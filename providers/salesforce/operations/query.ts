import { defineOperation, yieldIfHeld } from "../../../core/pack/index.ts";
import type { OperationContext } from "../../../core/pack/index.ts";
import { planSoql, SoqlError, type SoqlSource } from "../soql/index.ts";
import { SF_ERRORS, SfFault } from "../sf-errors.ts";
import { recordPath } from "../record-shape.ts";
import { openCursor, readCursor, type CursorRows } from "../query-cursors.ts";
import { requestScope, type SfScope } from "./request-scope.ts";
import { actingUserId } from "../sf-session.ts";
import { queryMetadata } from "./query-metadata.ts";
import { markRecentlyUsed } from "./recent.ts";
import { withActivityViews } from "../activity-views.ts";

const DEFAULT_BATCH = 2000;
/** Salesforce pages a parent's child rows past this many. */
const CHILD_BATCH = 200;

/** GET /query?q=SOQL */
export const query = defineOperation((ctx) => runQuery(ctx, false));

/** GET /queryAll?q=SOQL: deleted (recycle-bin) rows too. */
export const queryAll = defineOperation((ctx) => runQuery(ctx, true));

/** GET /query/{locator} (and /queryAll/{locator}): the next batch of an open cursor. */
export const queryMore = defineOperation(async (ctx) => {
  const scope = requestScope(ctx);
  // No locator at all is as invalid as an unknown one.
  const locator = ctx.params.locator;
  const cursor = locator === undefined ? undefined : readCursor(ctx, locator, ctx.clock.now().getTime());
  if (!cursor) throw new SfFault(400, "INVALID_QUERY_LOCATOR", "invalid query locator");
  return page(ctx, scope, cursor.rows, cursor.offset, cursor.batchSize, cursor.id);
});

async function runQuery(ctx: OperationContext, includeDeleted: boolean) {
  const scope = requestScope(ctx);
  // `explain=SOQL` (jsforce's explain()) and `q=SOQL&columns=true` (the Salesforce CLI) describe the query instead.
  const explain = ctx.query.get("explain");
  const soql = explain ?? ctx.query.get("q");
  if (!soql || !soql.trim()) throw SF_ERRORS.malformedQuery("A query string has to be specified");
  if (explain !== null || ctx.query.get("columns") === "true") {
    return queryMetadata(ctx, soqlSource(ctx, scope), soql, includeDeleted, explain !== null ? "explain" : "columns");
  }
  const now = ctx.clock.now();
  let result;
  try {
    result = planSoql(soql, soqlSource(ctx, scope), {
      now,
      includeDeleted,
      userId: actingUserId(ctx),
      childBatchSize: CHILD_BATCH,
      pageChildren: (rows, batchSize) => cursorUrl(scope, openCursor(ctx, rows, batchSize, now.getTime(), ctx.ids.random), batchSize),
    });
  } catch (error) {
    if (error instanceof SoqlError) throw new SfFault(400, error.errorCode, error.message);
    throw error;
  }
  // Only the page answered now is rendered; a cursor renders the rest as its pages are read.
  // COUNT() answers with a count and no rows.
  const first =
    result.length <= batchSize(ctx)
      ? { totalSize: result.totalSize, done: true, records: await renderPage(result, 0, result.length) }
      : await page(ctx, scope, result, 0, batchSize(ctx));
  markViewed(ctx, scope, soql, first.records);
  return first;
}

async function page(ctx: OperationContext, scope: SfScope, rows: CursorRows, offset: number, size: number, cursorId?: string) {
  const records = await renderPage(rows, offset, Math.min(rows.length, offset + size));
  const next = offset + size;
  const done = next >= rows.length;
  const id = done ? undefined : (cursorId ?? openCursor(ctx, rows, size, ctx.clock.now().getTime(), ctx.ids.random));
  return { totalSize: rows.length, done, ...(id ? { nextRecordsUrl: cursorUrl(scope, id, next) } : {}), records };
}

/**
 * Renders records `from` to `to` a hundred at a time, giving the event loop a turn between them when
 * the request has run a while: a page is at most 2,000 records, which the query's own budget should
 * not have to cover on a busy machine (the filtering and sorting before it are what a client sizes).
 */
async function renderPage(rows: CursorRows, from: number, to: number): Promise<unknown[]> {
  const records: unknown[] = [];
  for (let at = from; at < to; at += RENDER_SLICE) {
    await yieldIfHeld();
    records.push(...rows.slice(at, Math.min(to, at + RENDER_SLICE)));
  }
  return records;
}

const RENDER_SLICE = 100;

const cursorUrl = (scope: SfScope, id: string, offset: number) => `/services/data/v${scope.version}/query/${id}-${offset}`;

/** `Sforce-Query-Options: batchSize=500`: 200 to 2000, default 2000. */
export function batchSize(ctx: OperationContext): number {
  const asked = Number(/batchSize=(\d+)/i.exec(ctx.request.headers.get("sforce-query-options") ?? "")?.[1]);
  return Number.isFinite(asked) && asked > 0 ? Math.min(2000, Math.max(200, asked)) : DEFAULT_BATCH;
}

/** `... FOR VIEW` / `FOR REFERENCE` (at the query's end) stamps the rows it returned, as Salesforce does (recent.ts). */
function markViewed(ctx: OperationContext, scope: SfScope, soql: string, rows: unknown[]): void {
  const how = /\bFOR\s+(VIEW|REFERENCE)\s*$/i.exec(soql)?.[1]?.toLowerCase() as "view" | "reference" | undefined;
  if (!how) return;
  const byType = new Map<string, string[]>();
  for (const row of rows as Array<{ attributes?: { type?: string }; Id?: unknown }>)
    if (row.attributes?.type && typeof row.Id === "string") byType.set(row.attributes.type, [...(byType.get(row.attributes.type) ?? []), row.Id]);
  for (const [type, ids] of byType) {
    const describe = scope.describes.get(type);
    if (describe) markRecentlyUsed(ctx, describe, ids, how);
  }
}

/** The world, seen the way the SOQL evaluator reads it (ActivityHistory and OpenActivity derived from tasks and events). */
export function soqlSource(ctx: OperationContext, scope: SfScope): SoqlSource {
  return withActivityViews({
    describe: (name) => scope.describes.get(name),
    records: (name) => {
      const describe = scope.describes.get(name);
      return describe ? ctx.world.collection(describe.name).all() : [];
    },
    get: (name, id) => {
      const describe = scope.describes.get(name);
      return describe ? ctx.world.collection(describe.name).get(id) : undefined;
    },
    recordUrl: (type, id) => recordPath(scope.version, type, id),
  }, ctx.clock.now());
}
