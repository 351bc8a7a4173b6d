// Maximal inputs for every operation of a document, shaped after its schemas: path params real (the
// fuzzer's hints: an id that exists, so the operation's own code runs), every query param at its
// largest (a huge `limit`, `maxResults` or `count`, long strings), the body at a byte budget (every
// property, long arrays and strings), and apart from that a body nested past the JSON depth cap and
// a body at the plane's size limit.
import type { FuzzContext } from "../fuzz/context.ts";
import type { FuzzOperation, FuzzParam } from "../fuzz/documents.ts";
import { toFuzzRequest, type Draft } from "../fuzz/generate.ts";
import { hintsFor } from "../fuzz/hints.ts";
import { maximalValue, nestedJson } from "./maximal-values.ts";
import { stallCase, type StallCase } from "./stall-case.ts";

export interface SchemaCaseOptions {
  /** Bytes of each operation's maximal body. */
  bodyBytes: number;
  /** Bytes of a `huge-body` case (the plane's limit less a margin, so it is read rather than refused). */
  hugeBodyBytes: number;
  /** Levels of a `deep-json` body: past the documented cap (1,000, as Salesforce) it must be a quick 400. */
  jsonDepth: number;
  /** Characters of each string query param. */
  queryChars: number;
}

const HUGE_NUMBER = "999999999";
const COUNTING = /limit|max|count|size|top|page|startAt|offset|results/i;

function realValue(op: FuzzOperation, param: FuzzParam, context: FuzzContext): string | undefined {
  if (op.kind === "control") {
    const name = param.name === "slug" && op.path.startsWith("/providers") ? "providerSlug" : param.name;
    return context.pools[name]?.[0];
  }
  const pool = hintsFor(op.surface, context).params(param.name);
  return pool.length ? String(pool[0]) : undefined;
}

/** The largest value of a query param: a huge number for counts, the longest string otherwise. */
function maximalParam(param: FuzzParam, chars: number): string {
  const schema = param.schema;
  if (Array.isArray(schema.enum) && schema.enum.length) return String(schema.enum[0]);
  if (schema.type === "integer" || schema.type === "number" || COUNTING.test(param.name)) return typeof schema.maximum === "number" ? String(schema.maximum) : HUGE_NUMBER;
  if (schema.type === "boolean") return "true";
  const value = maximalValue(schema, { bytes: chars });
  return typeof value === "string" ? value : JSON.stringify(value).slice(0, chars);
}

function draft(op: FuzzOperation, context: FuzzContext, options: SchemaCaseOptions): Draft {
  const params: Record<string, string> = {};
  const query: [string, string][] = [];
  // A `token` param is a credential (Slack's): the request's own header carries one.
  const queryParams = op.params.filter((p) => p.in === "query" && p.name !== "token");
  const chars = Math.floor(options.queryChars / Math.max(1, queryParams.length));
  for (const param of op.params.filter((p) => p.in === "path")) params[param.name] = realValue(op, param, context) ?? "x";
  // A real value (an id, a slug) where the target has one, so the operation runs; counts always at their largest.
  for (const param of queryParams) query.push([param.name, (!COUNTING.test(param.name) && realValue(op, param, context)) || maximalParam(param, chars)]);
  const body = op.body ? maximalValue(op.body.schema, { bytes: options.bodyBytes }) : undefined;
  const contentType = op.body?.contentTypes.find((c) => c.includes("json")) ?? op.body?.contentTypes[0];
  return { op, method: op.method, params, rawParams: {}, query, headers: {}, body, contentType, auth: op.kind === "control" ? (op.open ? "none" : "key") : "token" };
}

const jsonBody = (op: FuzzOperation) => op.body?.contentTypes.some((c) => c.includes("json")) ?? false;

/** `maximal` for the operation, and `deep-json` / `huge-body` when asked (`extra`) and it takes JSON. */
export function schemaCases(op: FuzzOperation, context: FuzzContext, options: SchemaCaseOptions, extra: { deep: boolean; huge: boolean }): StallCase[] {
  const base = draft(op, context, options);
  const cases = [stallCase(op.surface, op.id, "maximal", toFuzzRequest(base))];
  // Long strings in every param often stop at validation; counts alone at their largest reach the scan.
  const counts = base.query.filter(([name]) => COUNTING.test(name));
  if (counts.length) cases.push(stallCase(op.surface, op.id, "huge-limit", toFuzzRequest({ ...base, query: counts, body: op.body ? base.body : undefined })));
  if (extra.deep && jsonBody(op)) cases.push(stallCase(op.surface, op.id, "deep-json", toFuzzRequest({ ...base, contentType: "application/json", rawBody: nestedJson(options.jsonDepth) })));
  if (extra.huge && jsonBody(op)) {
    const huge = maximalValue(op.body!.schema, { bytes: options.hugeBodyBytes });
    const text = JSON.stringify(huge);
    // A schema that cannot grow that far (a few fixed fields) gets one long string instead.
    const rawBody = text.length >= options.hugeBodyBytes / 2 ? text : JSON.stringify({ ...(huge && typeof huge === "object" ? huge : {}), padding: "x".repeat(options.hugeBodyBytes - 64) });
    cases.push(stallCase(op.surface, op.id, "huge-body", toFuzzRequest({ ...base, contentType: "application/json", rawBody })));
  }
  return cases;
}
