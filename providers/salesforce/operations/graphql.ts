import { defineOperation } from "../../../core/pack/index.ts";
import type { OperationContext } from "../../../core/pack/index.ts";
import type { SObjectDescribe } from "../describes/index.ts";
import { runSoql, SoqlError } from "../soql/index.ts";
import { SfFault } from "../sf-errors.ts";
import { actingUserId } from "../sf-session.ts";
import { GqlError, parseGraphql, type GqlField } from "./graphql-parse.ts";
import { renderConnection, type Page } from "./graphql-render.ts";
import { orderBySoql, whereSoql } from "./graphql-where.ts";
import { soqlSource } from "./query.ts";
import { requestScope, type SfScope } from "./request-scope.ts";

const MAX_FIRST = 2000;
/** Node fields that are no column of their own. */
const META_FIELDS = new Set(["Id", "__typename", "ApiName", "DisplayValue", "WeakEtag"]);

/**
 * POST /graphql: the UI API's record queries, `query { uiapi { query { Account(first, after, where,
 * orderBy) { edges { node { Id Name { value } Owner { Name { value } } } cursor } totalCount pageInfo
 * { … } } } } }`, run as SOQL. Mutations, fragments, child relationships and objectInfos are refused.
 */
export const graphql = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const body = ctx.body as { query?: unknown; variables?: unknown } | undefined;
  if (!body || typeof body !== "object" || Array.isArray(body) || typeof body.query !== "string") {
    throw new SfFault(400, "JSON_PARSER_ERROR", "The request body must be a JSON object with a query string");
  }
  const variables = body.variables && typeof body.variables === "object" ? (body.variables as Record<string, unknown>) : {};
  try {
    const document = parseGraphql(body.query, variables);
    if (document.kind !== "query") throw new GqlError(`${document.kind} operations are not supported by this mock`, 1, 1, "ValidationError");
    checkRecordQueries(document.selections);
    const data: Record<string, unknown> = {};
    for (const top of document.selections) {
      if (top.name === "__typename") data[top.alias ?? top.name] = "Query";
      else if (top.name === "uiapi") data[top.alias ?? top.name] = uiapi(ctx, scope, top);
      else throw undefinedField(top, "Query");
    }
    return { data, errors: [] };
  } catch (error) {
    if (error instanceof GqlError) return graphqlError(error.message, error.errorType, [{ line: error.line, column: error.column }]);
    if (error instanceof SoqlError) return graphqlError(error.message.split("\n").at(-1) ?? error.message, "DataFetchingException", []);
    throw error;
  }
});

/** "Each GraphQL query can contain up to 10 subqueries" (Salesforce's GraphQL API limits); each is one SOQL query here. */
export const MAX_RECORD_QUERIES = 10;

function checkRecordQueries(selections: GqlField[]): void {
  const queries = selections
    .filter((top) => top.name === "uiapi")
    .flatMap((uiapi) => uiapi.selections.filter((s) => s.name === "query"))
    .flatMap((query) => query.selections.filter((object) => object.name !== "__typename"));
  const extra = queries[MAX_RECORD_QUERIES];
  if (extra) throw new GqlError(`Validation error: a query can contain up to ${MAX_RECORD_QUERIES} record queries`, extra.line, extra.column, "ValidationError");
}

function graphqlError(message: string, errorType: string, locations: { line: number; column: number }[]) {
  return { data: null, errors: [{ message, locations, path: null, extensions: { ErrorType: errorType, classification: errorType } }] };
}

const undefinedField = (field: GqlField, type: string) =>
  new GqlError(`Validation error (FieldUndefined) : Field '${field.name}' in type '${type}' is undefined`, field.line, field.column, "ValidationError");

function uiapi(ctx: OperationContext, scope: SfScope, field: GqlField): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const selection of field.selections) {
    const key = selection.alias ?? selection.name;
    if (selection.name === "__typename") out[key] = "UIAPI";
    else if (selection.name !== "query") throw undefinedField(selection, "UIAPI");
    else out[key] = Object.fromEntries(selection.selections.map((object) => [object.alias ?? object.name, object.name === "__typename" ? "RecordQuery" : recordQuery(ctx, scope, object)]));
  }
  return out;
}

/** One object's connection: its rows as SOQL selects them, paged by `first` and the `after` cursor. */
function recordQuery(ctx: OperationContext, scope: SfScope, field: GqlField): Record<string, unknown> {
  const describe = scope.describes.get(field.name);
  if (!describe || describe.name !== field.name) throw undefinedField(field, "RecordQuery");
  const describes = (name: string) => scope.describes.get(name);
  const paths = new Set(["Id"]);
  const nodes = field.selections.filter((s) => s.name === "edges").flatMap((e) => e.selections.filter((s) => s.name === "node"));
  for (const node of nodes) collectPaths(node.selections, describe, describes, "", paths);
  const { where, orderBy } = field.args;
  const order = orderBy === undefined ? [] : orderBySoql(field, orderBy, describe, describes);
  const soql = `SELECT ${[...paths].join(", ")} FROM ${describe.name}${where === undefined ? "" : ` WHERE ${whereSoql(field, where, describe, describes)}`} ORDER BY ${[...order, "Id ASC"].join(", ")}`;
  const rows = runSoql(soql, soqlSource(ctx, scope), { now: ctx.clock.now(), userId: actingUserId(ctx) }).records;
  return renderConnection(field, describe, describes, page(field, rows));
}

function page(field: GqlField, rows: Record<string, unknown>[]): Page {
  const { first = 10, after } = field.args;
  if (typeof first !== "number" || !Number.isInteger(first) || first < 0 || first > MAX_FIRST) {
    throw new GqlError(`first must be an integer from 0 to ${MAX_FIRST}`, field.line, field.column, "ValidationError");
  }
  let start = 0;
  if (after !== undefined && after !== null) {
    const [, index] = /^v1:(\d+)$/.exec(typeof after === "string" ? atob(after) : "") ?? [];
    if (index === undefined) throw new GqlError(`Invalid cursor: ${JSON.stringify(after)}`, field.line, field.column, "ValidationError");
    start = Number(index) + 1;
  }
  return { rows: rows.slice(start, start + first), start, total: rows.length };
}

/** The SOQL paths a node's selections read: `Name { value }` is Name, `Owner { Name { value } }` is Owner.Name. */
function collectPaths(selections: GqlField[], describe: SObjectDescribe, describes: (name: string) => SObjectDescribe | undefined, prefix: string, paths: Set<string>) {
  for (const selection of selections) {
    if (META_FIELDS.has(selection.name)) continue;
    const field = describe.fields.find((f) => f.name === selection.name);
    if (field) {
      if (!selection.selections.length) throw new GqlError(`Validation error (SubselectionRequired) : Sub selection required for field '${field.name}'`, selection.line, selection.column, "ValidationError");
      paths.add(`${prefix}${field.name}`);
      continue;
    }
    const parent = describe.fields.find((f) => f.relationshipName === selection.name);
    const target = parent?.referenceTo.length === 1 && parent.referenceTo[0] ? describes(parent.referenceTo[0]) : undefined;
    if (target) {
      paths.add(`${prefix}${selection.name}.Id`);
      collectPaths(selection.selections, target, describes, `${prefix}${selection.name}.`, paths);
    } else if (parent || describe.childRelationships.some((r) => r.relationshipName === selection.name)) {
      throw new GqlError(`Not supported by this mock: the relationship '${selection.name}' (polymorphic parents and child relationships)`, selection.line, selection.column, "ValidationError");
    } else throw undefinedField(selection, describe.name);
  }
}
