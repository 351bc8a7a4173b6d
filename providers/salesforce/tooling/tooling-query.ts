// GET /services/data/vNN.0/tooling/query?q=SOQL, and its next pages at /tooling/query/{locator}: the
// same SOQL evaluator as REST's /query, over the Tooling API's objects (tooling-source.ts). The answer
// is the Tooling API's query result, which adds `size`, `queryLocator` and `entityTypeName` to REST's.
import { defineOperation } from "../../../core/pack/index.ts";
import type { OperationContext } from "../../../core/pack/index.ts";
import { planSoql, SoqlError } from "../soql/index.ts";
import { SF_ERRORS, SfFault } from "../sf-errors.ts";
import { openCursor, readCursor, type CursorRows } from "../query-cursors.ts";
import { requestScope } from "../operations/request-scope.ts";
import { batchSize } from "../operations/query.ts";
import { actingUserId } from "../sf-session.ts";
import { toolingSource } from "./tooling-source.ts";

export const toolingQuery = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const soql = ctx.query.get("q");
  if (!soql || !soql.trim()) throw SF_ERRORS.malformedQuery("A query string has to be specified");
  let rows: CursorRows & { totalSize: number };
  try {
    rows = planSoql(soql, toolingSource(scope.describes, scope.version), { now: ctx.clock.now(), userId: actingUserId(ctx) });
  } catch (error) {
    if (error instanceof SoqlError) throw toolingFault(error);
    throw error;
  }
  return page(ctx, scope.version, rows, rows.totalSize, 0, batchSize(ctx));
});

export const toolingQueryMore = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const cursor = readCursor(ctx, ctx.params.locator ?? "", ctx.clock.now().getTime());
  if (!cursor) throw new SfFault(400, "INVALID_QUERY_LOCATOR", "invalid query locator");
  return page(ctx, scope.version, cursor.rows, cursor.rows.length, cursor.offset, cursor.batchSize, cursor.id);
});

/** One batch (`Sforce-Query-Options: batchSize=N`, 200 to 2,000, as REST's query takes it). */
function page(ctx: OperationContext, version: string, rows: CursorRows, totalSize: number, offset: number, size: number, cursorId?: string) {
  const records = rows.slice(offset, offset + size) as Array<{ attributes?: { type?: string } }>;
  const next = offset + size;
  const done = next >= rows.length;
  const id = done ? undefined : (cursorId ?? openCursor(ctx, rows, size, ctx.clock.now().getTime(), ctx.ids.random));
  const locator = id ? `${id}-${next}` : null;
  return {
    size: totalSize,
    totalSize,
    done,
    queryLocator: locator,
    // Named by the rows it holds; a result with none names no type.
    entityTypeName: records[0]?.attributes?.type ?? null,
    ...(locator ? { nextRecordsUrl: `/services/data/v${version}/tooling/query/${locator}` } : {}),
    records,
  };
}

/**
 * The evaluator's error as the Tooling API words it: an object it does not have is a plain
 * "sObject type 'Account' is not supported." (what the Salesforce DX MCP server looks for to suggest
 * the other API), without REST's pointer into the query and its custom-object hint.
 */
function toolingFault(error: SoqlError): SfFault {
  const missing = error.errorCode === "INVALID_TYPE" ? /sObject type '([^']+)' is not supported/.exec(error.message)?.[1] : undefined;
  return new SfFault(400, error.errorCode, missing ? `sObject type '${missing}' is not supported.` : error.message);
}
