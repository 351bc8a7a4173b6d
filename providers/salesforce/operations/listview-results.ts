import type { OperationContext } from "../../../core/pack/index.ts";
import type { SObjectDescribe } from "../describes/index.ts";
import { SfFault } from "../sf-errors.ts";
import { actingUserId } from "../sf-session.ts";
import type { SfScope } from "./request-scope.ts";
import { orderByList, selectList, type ListViewDef } from "./listview-defs.ts";
import { recentlyUsed } from "./recent.ts";
import { quoteLiteral } from "../soql/string-literal.ts";

// Salesforce's list view results paging: 25 rows unless asked, at most 2,000, from an offset up to 2,000.
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 2000;
const MAX_OFFSET = 2000;

/**
 * Runs a list view with the results call's `limit` and `offset`: through the org's own SOQL (so rows
 * are what a query would return), except Recently Viewed, whose order is the most-recently-used
 * order of recent.ts. Each row is its columns' values as text, null where unset.
 */
export async function runListView(ctx: OperationContext, scope: SfScope, describe: SObjectDescribe, view: ListViewDef): Promise<{ rows: Array<Array<string | null>>; done: boolean }> {
  const limit = readNumber(ctx, "limit", DEFAULT_LIMIT, 1, MAX_LIMIT);
  const offset = readNumber(ctx, "offset", 0, 0, MAX_OFFSET);
  const select = selectList(view);
  if (view.scope === "mru") {
    const ids = recentlyUsed(ctx, [describe]).map(({ record }) => String(record.Id));
    const page = ids.slice(offset, offset + limit);
    const records = page.length ? await query(ctx, scope, `SELECT ${select} FROM ${describe.name} WHERE Id IN (${page.map(quoteLiteral).join(", ")})`) : [];
    const byId = new Map(records.map((record) => [String(record.Id), record]));
    const rows = page.map((id) => byId.get(id)).filter((record) => record !== undefined);
    return { rows: rows.map((record) => rowOf(view, record)), done: offset + limit >= ids.length };
  }
  const filters = [view.filter?.soql, view.scope === "mine" ? `OwnerId = ${quoteLiteral(actingUserId(ctx))}` : undefined].filter(Boolean);
  const where = filters.length ? ` WHERE ${filters.join(" AND ")}` : "";
  // One row more than asked tells whether the view has more.
  const records = await query(ctx, scope, `SELECT ${select} FROM ${describe.name}${where} ORDER BY ${orderByList(view)} LIMIT ${limit + 1} OFFSET ${offset}`);
  return { rows: records.slice(0, limit).map((record) => rowOf(view, record)), done: records.length <= limit };
}

type Row = Record<string, unknown>;

async function query(ctx: OperationContext, scope: SfScope, soql: string): Promise<Row[]> {
  const response = await ctx.call("query", { params: { version: `v${scope.version}` }, query: { q: soql } });
  const body = (await response.json()) as { records?: Row[] } | Array<{ errorCode: string; message: string }>;
  if (!response.ok || Array.isArray(body)) {
    const [error] = Array.isArray(body) ? body : [];
    throw new SfFault(response.status >= 400 ? response.status : 500, error?.errorCode ?? "UNKNOWN_EXCEPTION", error?.message ?? "The list view could not be run");
  }
  return body.records ?? [];
}

function rowOf(view: ListViewDef, record: Row): Array<string | null> {
  return view.columns.map((column) => {
    let node: unknown = record;
    for (const key of column.fieldNameOrPath.split(".")) node = node && typeof node === "object" ? (node as Row)[key] : undefined;
    return node === undefined || node === null ? null : String(node);
  });
}

function readNumber(ctx: OperationContext, name: string, fallback: number, min: number, max: number): number {
  const given = ctx.query.get(name);
  if (given === null || given === "") return fallback;
  const n = /^\d+$/.test(given) ? Number(given) : NaN;
  if (!(n >= min && n <= max)) throw new SfFault(400, "MALFORMED_QUERY", `${name} must be a whole number from ${min} to ${max}: ${given}`);
  return n;
}
