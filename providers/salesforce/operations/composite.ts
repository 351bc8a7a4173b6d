import { defineOperation, json } from "../../../core/pack/index.ts";
import type { OperationContext } from "../../../core/pack/index.ts";
import { SfFault } from "../sf-errors.ts";
import { requestScope } from "./request-scope.ts";
import { compositeResource, dispatchSubrequest, isQuery, refuseIfSubrequest, refuseNested, subrequestHeaders, subrequestMethod } from "./subrequests.ts";

const MAX_SUBREQUESTS = 25;
/** Of the 25, at most this many may be query (Query, QueryAll) or sObject Collections subrequests. */
const MAX_QUERIES = 5;

export interface Subrequest { method: string; url: string; referenceId: string; body?: unknown; httpHeaders: Record<string, string> }
export interface SubResponse { body: unknown; httpHeaders: Record<string, string>; httpStatusCode: number; referenceId: string }

/**
 * POST /composite: up to 25 subrequests in order, later ones reading earlier results through
 * `@{referenceId.field}`. With allOrNone, one failure rolls every change back.
 */
export const composite = defineOperation(async (ctx) => {
  requestScope(ctx);
  refuseIfSubrequest(ctx, "A composite request");
  const { compositeRequest: given, allOrNone } = (isObject(ctx.body) ? ctx.body : {}) as { compositeRequest?: unknown; allOrNone?: unknown };
  if (!Array.isArray(given) || given.length === 0) throw new SfFault(400, "INVALID_FIELD", "compositeRequest must be a non-empty array");
  if (given.length > MAX_SUBREQUESTS) throw new SfFault(400, "LIMIT_EXCEEDED", `Limit exceeded: a composite request takes at most ${MAX_SUBREQUESTS} subrequests`);
  // Like Salesforce, a malformed or unsupported subrequest refuses the whole request before any runs.
  const compositeRequest = readSubrequests(given, "A composite request");
  const queries = compositeRequest.filter((sub) => isQuery(sub.url) || compositeResource(sub.url) === "sobjects").length;
  if (queries > MAX_QUERIES)
    throw new SfFault(400, "LIMIT_EXCEEDED", `Limit exceeded: a composite request takes at most ${MAX_QUERIES} query or sObject Collections subrequests`);
  const { responses } = await runSubrequests(ctx, compositeRequest, allOrNone === true);
  return json({ compositeResponse: responses });
});

/**
 * Subrequests as read from a composite or graph body: each with a method, url and referenceId, none a
 * composite, batch, tree or graph request (sObject Collections are allowed). Like Salesforce, one
 * malformed or unsupported subrequest refuses the whole request before any runs.
 */
export function readSubrequests(given: unknown[], where: string): Subrequest[] {
  const subrequests = given.map(readSubrequest);
  for (const sub of subrequests) {
    const nested = compositeResource(sub.url);
    if (nested !== undefined && nested !== "sobjects") throw refuseNested(where, sub.url);
  }
  return subrequests;
}

/**
 * Runs subrequests in order, later ones reading earlier results through `@{referenceId.field}`. With
 * allOrNone, the first failure rolls every change back and the others answer PROCESSING_HALTED.
 */
export async function runSubrequests(ctx: OperationContext, subrequests: Subrequest[], allOrNone: boolean): Promise<{ responses: SubResponse[]; rolledBack: boolean }> {
  const responses: SubResponse[] = [];
  const run = async () => {
    const results = new Map<string, { ok: boolean; body: unknown }>();
    for (const sub of subrequests) {
      const resolved = resolveReferences(sub, results);
      const answer = resolved ? await dispatch(ctx, resolved) : halted(sub, "Invalid reference specified. No value for a referenced subrequest was found.");
      results.set(sub.referenceId, { ok: answer.httpStatusCode < 300, body: answer.body });
      responses.push(answer);
      if (allOrNone && answer.httpStatusCode >= 400) throw new RolledBack();
    }
  };
  try {
    await (allOrNone ? ctx.world.transaction(run) : run());
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    const failed = responses.length - 1;
    return { responses: subrequests.map((sub, i) => (i === failed ? responses[i]! : halted(sub, ROLLED_BACK))), rolledBack: true };
  }
  return { responses, rolledBack: false };
}

const ROLLED_BACK = "The transaction was rolled back since another operation in the same transaction failed.";

class RolledBack extends Error {}

async function dispatch(ctx: OperationContext, sub: Subrequest): Promise<SubResponse> {
  const response = await dispatchSubrequest(ctx, sub.method, sub.url, sub.body, sub.httpHeaders);
  const text = await response.text();
  const location = response.headers.get("location");
  return { body: text ? JSON.parse(text) : null, httpHeaders: location ? { Location: location } : {}, httpStatusCode: response.status, referenceId: sub.referenceId };
}

/** A subrequest with a supported method, a url, a referenceId and sendable headers; else the whole request is refused. */
function readSubrequest(raw: unknown): Subrequest {
  const { method, url, referenceId, body, httpHeaders } = (isObject(raw) ? raw : {}) as Record<string, unknown>;
  if (typeof method !== "string" || typeof url !== "string" || typeof referenceId !== "string" || referenceId === "")
    throw new SfFault(400, "JSON_PARSER_ERROR", "Each subrequest needs a method, a url and a referenceId");
  const verb = subrequestMethod(method);
  if (!verb) throw new SfFault(400, "JSON_PARSER_ERROR", `Unsupported subrequest method ${method}: use GET, POST, PATCH, PUT or DELETE`);
  const headers = subrequestHeaders(httpHeaders);
  if (!headers) throw new SfFault(400, "JSON_PARSER_ERROR", "httpHeaders must map header names to string values");
  return { method: verb, url, referenceId, body, httpHeaders: headers };
}

/** Replaces `@{ref.path}` in the url and body; undefined when a reference points at a failed or missing result. */
function resolveReferences(sub: Subrequest, results: Map<string, { ok: boolean; body: unknown }>): Subrequest | undefined {
  let missing = false;
  const substitute = (text: string) =>
    replaceReferences(text, (ref, path) => {
      const result = results.get(ref);
      const value = result?.ok ? readPath(result.body, path) : undefined;
      if (value === undefined) missing = true;
      return String(value);
    });
  const url = substitute(sub.url);
  // Substituted inside the parsed body's strings, so a value with quotes or backslashes stays valid JSON.
  const body = mapStrings(sub.body, substitute);
  return missing ? undefined : { ...sub, url, body };
}

const IDENTIFIER = /^[A-Za-z0-9_]$/;

/**
 * `@{ref.path}` references in `text` replaced by `replace(ref, path)`: what
 * `/@\{([A-Za-z0-9_]+)\.([^}]+)\}/g` matches, found in one pass (that pattern would rescan the rest
 * of the text for every `@{x.` left without a closing brace).
 */
export function replaceReferences(text: string, replace: (ref: string, path: string) => string): string {
  let out = "";
  let copied = 0;
  let close = -1;
  for (let at = text.indexOf("@{"); at >= 0; at = text.indexOf("@{", at + 1)) {
    let dot = at + 2;
    while (dot < text.length && IDENTIFIER.test(text.charAt(dot))) dot++;
    if (dot === at + 2 || text[dot] !== ".") continue;
    if (close <= dot) close = text.indexOf("}", dot + 1);
    // No closing brace anywhere after this one: no later reference can close either.
    if (close < 0) break;
    if (close === dot + 1) continue;
    out += text.slice(copied, at) + replace(text.slice(at + 2, dot), text.slice(dot + 1, close));
    copied = close + 1;
    at = close;
  }
  return out + text.slice(copied);
}

/**
 * A copy of a JSON value with every string (keys too) mapped. Iterative, so a deeply nested body
 * cannot exhaust the stack; keys are defined, never assigned, so `__proto__` is just a key.
 */
function mapStrings(value: unknown, map: (text: string) => string): unknown {
  const root = { value };
  const work: Array<{ node: unknown; set: (copy: unknown) => void }> = [{ node: value, set: (copy) => (root.value = copy) }];
  for (let item = work.pop(); item !== undefined; item = work.pop()) {
    const { node, set } = item;
    if (typeof node === "string") set(map(node));
    else if (Array.isArray(node)) {
      const copy: unknown[] = new Array(node.length);
      set(copy);
      node.forEach((child, i) => work.push({ node: child, set: (c) => (copy[i] = c) }));
    } else if (isObject(node)) {
      const copy: Record<string, unknown> = {};
      set(copy);
      for (const [key, child] of Object.entries(node)) {
        const name = map(key);
        // Defined in order first (so key order is kept); the own property then takes the value.
        Object.defineProperty(copy, name, { value: undefined, enumerable: true, writable: true, configurable: true });
        work.push({ node: child, set: (c) => (copy[name] = c) });
      }
    } else set(node);
  }
  return root.value;
}

/** A JSON object (not an array, not null): what request bodies and their parts must be. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `records[0].Id` or `id`: a path into a subresponse body, through own properties only. */
function readPath(body: unknown, path: string): unknown {
  let node = body;
  for (const key of path.split(/\.|\[(\d+)\]/)) {
    if (key === undefined || key === "") continue;
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A subrequest that did not run (or was undone): 400 PROCESSING_HALTED with why. */
export function halted(sub: Subrequest, message: string): SubResponse {
  return { body: [{ errorCode: "PROCESSING_HALTED", message }], httpHeaders: {}, httpStatusCode: 400, referenceId: sub.referenceId };
}
