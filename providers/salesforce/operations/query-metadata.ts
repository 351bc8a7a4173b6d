import type { OperationContext } from "../../../core/pack/index.ts";
import { runSoql, SoqlError, type SoqlSource } from "../soql/index.ts";
import { SfFault } from "../sf-errors.ts";
import { actingUserId } from "../sf-session.ts";
import { queryColumns } from "./query-columns.ts";
import { explainQuery } from "./query-explain.ts";
import { listViewQueryById } from "./listviews.ts";
import { requestScope } from "./request-scope.ts";

/** A report or list view id where explain expects SOQL: this org has neither. */
const RECORD_ID = /^[a-zA-Z0-9]{15}(?:[a-zA-Z0-9]{3})?$/;

/**
 * `GET /query?explain=SOQL` and `GET /query?q=SOQL&columns=true`: what a query would do, not its rows.
 * The query is checked first exactly as running it would (same errors), without opening any cursor.
 */
export function queryMetadata(ctx: OperationContext, source: SoqlSource, soql: string, includeDeleted: boolean, kind: "explain" | "columns") {
  if (kind === "explain" && RECORD_ID.test(soql.trim())) {
    // A list view's id explains the view's query (jsforce's listview(id).explain()); this org has no reports.
    const view = listViewQueryById(requestScope(ctx), soql.trim());
    if (!view) throw new SfFault(400, "INVALID_ID", `Invalid report or list view id: ${soql.trim()}`);
    soql = view.soql;
  }
  const now = ctx.clock.now();
  try {
    runSoql(soql, source, { now, includeDeleted, userId: actingUserId(ctx) });
  } catch (error) {
    if (error instanceof SoqlError) throw new SfFault(400, error.errorCode, error.message);
    throw error;
  }
  return kind === "explain" ? explainQuery(soql, source, now) : queryColumns(soql, source, now);
}
