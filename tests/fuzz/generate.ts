// Requests that follow an operation's schemas: json-schema-faker fills path, query and body from the
// document (seeded by fast-check, so a run replays from its seed); real values from the target (ids,
// names, known-good bodies) replace generated ones most of the time, so requests get past "not found".
import fc from "fast-check";
import { generateSync } from "json-schema-faker";
import type { FuzzContext, RequestSeed } from "./context.ts";
import type { FuzzOperation, FuzzParam, JsonSchema } from "./documents.ts";
import { hintsFor } from "./hints.ts";
import type { FuzzRequest } from "./wire.ts";
import { encodeLoose } from "./weird-values.ts";

/** A request before it becomes HTTP: params and body still structured, so mutations can reach into them. */
export interface Draft {
  op: FuzzOperation;
  method: string;
  params: Record<string, string>;
  /** Path params already encoded by a mutation, sent as they are. */
  rawParams: Record<string, string>;
  query: [string, string][];
  /** Raw query text appended as is (malformed percent-encoding and the like). */
  rawQuery?: string;
  headers: Record<string, string>;
  body?: unknown;
  /** Set when a mutation replaced the body's text or bytes. */
  rawBody?: string | Uint8Array;
  contentType?: string;
  auth: FuzzRequest["auth"];
  /** What a mutation did, when it says more than its name (which path, which param). */
  label?: string;
}

const fake = (schema: JsonSchema, seed: number): unknown => {
  try {
    return generateSync(schema as never, { seed, optionalsProbability: 0.5, maxDepth: 4, maxDefaultItems: 3 });
  } catch {
    return undefined;
  }
};

/** A real value for a param when the target has one (by name; a control-plane `slug` depends on the path). */
function poolFor(op: FuzzOperation, param: FuzzParam, context: FuzzContext): unknown[] {
  if (op.kind === "control") {
    const name = param.name === "slug" && op.path.startsWith("/providers") ? "providerSlug" : param.name;
    return context.pools[name] ?? [];
  }
  return hintsFor(op.surface, context).params(param.name);
}

export function draftArbitrary(op: FuzzOperation, context: FuzzContext): fc.Arbitrary<Draft> {
  const seeds: fc.Arbitrary<RequestSeed | undefined> = (() => {
    const known = context.seeds[op.surface]?.[op.id] ?? [];
    const hints = op.kind === "control" ? undefined : hintsFor(op.surface, context);
    const pathParams = op.params.filter((p) => p.in === "path").map((p) => p.name);
    const hinted = hints?.seeds[op.id] ?? (op.body?.contentTypes.some((c) => c.includes("form")) ? undefined : hints?.recordSeed(pathParams));
    const options: fc.Arbitrary<RequestSeed | undefined>[] = [fc.constant(undefined)];
    if (known.length) options.push(fc.constantFrom(...known));
    if (hinted) options.push(hinted, hinted, hinted);
    return fc.oneof(...options);
  })();
  const auths = op.kind === "control"
    ? fc.constantFrom<FuzzRequest["auth"]>(...(op.open ? ["none", "none", "key"] as const : ["key", "key", "key", "key", "key", "key", "x-api-key", "none", "wrong"] as const))
    : fc.constantFrom<FuzzRequest["auth"]>("token", "token", "token", "token", "token", "token", "token", "token", "none");
  return fc.record({ seed: seeds, faker: fc.integer({ min: 1, max: 2 ** 31 - 1 }), picks: fc.array(fc.nat(), { minLength: 16, maxLength: 16 }), auth: auths }).map(({ seed, faker, picks, auth }) => {
    let pick = 0;
    const choose = <T>(values: T[]): T => values[picks[pick++ % picks.length]! % values.length]!;
    const params: Record<string, string> = {};
    const query: [string, string][] = [];
    for (const param of op.params) {
      const given = param.in === "path" ? seed?.params?.[param.name] : param.in === "query" ? seed?.query?.[param.name] : undefined;
      const pool = poolFor(op, param, context);
      const useGenerated = picks[pick++ % picks.length]! % 8 === 0 || !pool.length;
      const value = given ?? String(useGenerated ? fake(param.schema, faker + pick) ?? "x" : choose(pool));
      if (param.in === "path") params[param.name] = value;
      else if (param.in === "query" && (param.required || given !== undefined || picks[pick++ % picks.length]! % 2 === 0)) query.push([param.name, value]);
    }
    for (const [name, value] of Object.entries(seed?.query ?? {})) if (!query.some(([n]) => n === name)) query.push([name, value]);
    const body = op.body ? seed?.body ?? (op.body.required || faker % 2 ? fake(op.body.schema, faker) : undefined) : undefined;
    const contentType = op.body?.contentTypes[0] ?? (body === undefined ? undefined : "application/json");
    return { op, method: op.method, params, rawParams: {}, query, headers: {}, body, contentType, auth } satisfies Draft;
  });
}

/** The draft as the wire request the target sends. */
export function toFuzzRequest(draft: Draft): FuzzRequest {
  const path = draft.op.path.replace(/\{([^}]+)\}/g, (_, name: string) => draft.rawParams[name] ?? encodeLoose(draft.params[name] ?? ""));
  const search = new URLSearchParams(draft.query).toString();
  const query = [search, draft.rawQuery].filter(Boolean).join("&");
  const headers: Record<string, string> = { ...draft.headers };
  if (draft.contentType !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === "content-type")) headers["content-type"] = draft.contentType;
  let body: string | Uint8Array | undefined = draft.rawBody;
  if (body === undefined && draft.body !== undefined)
    body = draft.contentType?.includes("x-www-form-urlencoded") && draft.body && typeof draft.body === "object"
      ? new URLSearchParams(Object.entries(draft.body).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)])).toString()
      : JSON.stringify(draft.body);
  return { surface: draft.op.surface, method: draft.method, path: query ? `${path}?${query}` : path, headers, ...(body === undefined ? {} : { body }), auth: draft.auth };
}
