// Slack's schemas as fidelity.test.ts checks answers with them: the 200 response schema of the
// method's path in Slack's 2021 OpenAPI document (Swagger 2.0, `#/definitions/…` refs), compiled with ajv.
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { readReferenceJson } from "../../../tests/reference/reference-file.ts";

type Json = Record<string, any>;
const DOC = readReferenceJson<Json>("slack/slack-web-openapi-subset.json");
const ajv = addFormats(new Ajv({ allErrors: true, strict: false, code: { optimize: false } }), ["uri", "email"]);

/**
 * Slack's document writes "one of these" as a tuple `items: [A, B]`: on schemas that are not arrays (`bot_id`,
 * `tz`, the conversation and user objects, the whole reactions.get and pins.list answers), where JSON Schema
 * reads it as "if this is an array, its first items are…" and checks nothing, and on pins.list's `items` array,
 * where it would demand a file pin first and a message pin second. Every such tuple in the document means a
 * union: it becomes `anyOf` (for an array, each element's).
 */
function unionsAsAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(unionsAsAnyOf);
  if (!node || typeof node !== "object") return node;
  const out: Json = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === "examples" ? v : unionsAsAnyOf(v)]));
  if (!Array.isArray(out.items)) return out;
  const { items, ...rest } = out;
  return out.type === "array" ? { ...rest, items: { anyOf: items } } : { ...rest, anyOf: items };
}

const DEFINITIONS = unionsAsAnyOf(DOC.definitions) as Json;

/** The schema with every `#/definitions/…` ref replaced by its target (the document has no cycles), so error paths are absolute. */
function inline(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inline);
  if (!node || typeof node !== "object") return node;
  const { $ref, ...rest } = node as Json;
  if (typeof $ref === "string") return inline({ ...DEFINITIONS[$ref.replace("#/definitions/", "")], ...rest });
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, k === "examples" ? v : inline(v)]));
}

const rawSchema = (method: string): Json | undefined => {
  const path = DOC.paths[`/${method}`];
  return (path?.post ?? path?.get)?.responses?.["200"]?.schema;
};

/** The method's 200 response schema, refs inlined, or undefined when the 2021 document lacks the method. */
export function responseSchema(method: string): Json | undefined {
  const schema = rawSchema(method);
  return schema ? (inline(unionsAsAnyOf(schema)) as Json) : undefined;
}

// Compiling the inlined schemas takes up to a second each (the conversation object is a three-way union of
// large objects): answers are first checked against the schema with its refs to definitions compiled once.
ajv.addSchema({ $id: "slack-2021", definitions: DEFINITIONS });
const quickChecks = new Map<string, ValidateFunction>();
function quickCheck(method: string): ValidateFunction {
  let check = quickChecks.get(method);
  if (!check) {
    const text = JSON.stringify(unionsAsAnyOf(rawSchema(method))).replaceAll('"#/definitions/', '"slack-2021#/definitions/');
    quickChecks.set(method, (check = ajv.compile(JSON.parse(text))));
  }
  return check;
}

/** One schema problem as `"/channel/topic: type must be object"`, array indices as `*`, to name exceptions stably. */
export function describeError(error: ErrorObject): string {
  const at = error.instancePath.replace(/\/\d+(?=\/|$)/g, "/*") || "/";
  const extra = error.keyword === "additionalProperties" ? ` ${(error.params as { additionalProperty: string }).additionalProperty}` : "";
  return `${at}: ${error.keyword}${extra} ${error.message ?? ""}`.trim();
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * A failed `anyOf` reports every branch's errors; keep only the closest branch's (fewest errors, the first on
 * a tie), innermost unions first, so a message that is neither a thread parent nor a reply says why it is not the nearer one.
 */
function closestBranches(errors: ErrorObject[]): ErrorObject[] {
  let out = [...errors];
  const unions = out.filter((e) => e.keyword === "anyOf").sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const union of unions) {
    const mine = (e: ErrorObject) => e !== union && e.schemaPath.startsWith(`${union.schemaPath}/`) && under(e.instancePath, union.instancePath);
    const branches = new Map<string, ErrorObject[]>();
    for (const e of out.filter(mine)) {
      const branch = e.schemaPath.slice(union.schemaPath.length + 1).split("/")[0]!;
      branches.set(branch, [...(branches.get(branch) ?? []), e]);
    }
    const best = [...branches.entries()].sort((a, b) => a[1].length - b[1].length || Number(a[0]) - Number(b[0]))[0]?.[1] ?? [];
    out = out.filter((e) => e !== union && (!mine(e) || best.includes(e)));
  }
  return out;
}

/** The errors of `answer` with the method's schema, a failed union reduced to its closest branch; [] when it validates. */
export function schemaErrors(method: string, answer: unknown): ErrorObject[] {
  if (quickCheck(method)(answer)) return [];
  const validate = ajv.compile(responseSchema(method)!);
  return validate(answer) ? [] : closestBranches(validate.errors ?? []);
}

/** Whether the schema lets the value at `path` ("key" or "key.child") be null. */
export function schemaAllowsNull(schema: Json, path: string): boolean {
  const [parent, child] = path.includes(".") ? [path.slice(0, path.indexOf(".")), path.slice(path.indexOf(".") + 1)] : ["", path];
  const nullable = (node: Json | undefined): boolean =>
    !!node && ([node.type].flat().includes("null") || (node.anyOf ?? []).some(nullable));
  return schemaNodes(schema, parent).some((n) => nullable(n.properties?.[child]));
}

/** The property names the schema allows at `path` ("" top level, "channel" one down), through arrays and unions. */
export function schemaKeys(schema: Json, path: string): Set<string> {
  return new Set(schemaNodes(schema, path).flatMap((n) => Object.keys(n.properties ?? {})));
}

/** The object schemas at `path` ("" top level, "channel" one down), through arrays and unions. */
function schemaNodes(schema: Json, path: string): Json[] {
  const resolve = (node: Json | undefined): Json[] => {
    if (!node) return [];
    if (node.anyOf) return (node.anyOf as Json[]).flatMap(resolve);
    if (node.type === "array" || (node.items && !node.properties)) return resolve(node.items);
    return [node];
  };
  const nodes = resolve(schema);
  return path ? nodes.flatMap((n) => resolve(n.properties?.[path])) : nodes;
}
