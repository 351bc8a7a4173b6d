import type { Query } from "@jetstreamapp/soql-parser-js";
import type { OperationContext } from "../../../core/pack/index.ts";
import { runSoql, SoqlError, type RunSoqlOptions, type SoqlSource } from "../soql/index.ts";
import { createContext, describeOf, type QueryContext } from "../soql/context.ts";
import type { ObjectScope } from "../soql/field-path.ts";
import { parseCached } from "../soql/parse-cache.ts";
import { SfFault } from "../sf-errors.ts";
import { actingUserId } from "../sf-session.ts";
import { queryColumns } from "./query-columns.ts";
import { explainQuery } from "./query-explain.ts";
import { listViewQueryById } from "./listviews.ts";
import { requestScope } from "./request-scope.ts";

/** A report or list view id where explain expects SOQL: this org has neither. */
const RECORD_ID = /^[a-zA-Z0-9]{15}(?:[a-zA-Z0-9]{3})?$/;

/** A query that passed the checks, parsed, with its context and FROM object: what explain and columns read. */
export interface CheckedQuery {
  query: Query;
  ctx: QueryContext;
  scope: ObjectScope;
}

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
  checkQuery(soql, source, { now, includeDeleted, userId: actingUserId(ctx) });
  const parsed = parseCached(soql);
  const context = createContext(parsed, source, { now });
  const describe = describeOf(context, parsed.query.sObject ?? "");
  if (!describe) throw new TypeError("a checked query names a known object");
  const checked: CheckedQuery = { query: parsed.query, ctx: context, scope: { describe, alias: parsed.query.sObjectAlias, from: 0 } };
  return kind === "explain" ? explainQuery(checked) : queryColumns(checked);
}

/**
 * Runs the query over no rows: every clause is compiled (and refused) before any row is read, so
 * the errors are the query's own without filtering, sorting or rendering the world's records.
 */
function checkQuery(soql: string, source: SoqlSource, options: RunSoqlOptions): void {
  try {
    runSoql(soql, { ...source, records: () => [] }, options);
  } catch (error) {
    if (error instanceof SoqlError) throw new SfFault(400, error.errorCode, error.message);
    throw error;
  }
}
