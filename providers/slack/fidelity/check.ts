// One method's answer against its references, as a list of readable problems ([] when it is faithful):
// Slack's schema, the sample's keys and types (both ways), and the case's exceptions, which must still apply.
import type { ErrorObject } from "ajv";
import { existsSync } from "node:fs";
import { readReferenceJson, referencePath } from "../../../tests/reference/reference-file.ts";
import type { FidelityCase, Json } from "./cases.ts";
import { ERROR_ONLY_KEYS, GROUPS } from "./conditions.ts";
import { describeError, responseSchema, schemaAllowsNull, schemaErrors, schemaKeys } from "./shape.ts";

export type JsonType = "null" | "boolean" | "number" | "string" | "array" | "object";
export const jsonType = (v: unknown): JsonType => (v === null ? "null" : Array.isArray(v) ? "array" : (typeof v as JsonType));

/**
 * Key path → the JSON types seen there: top-level keys, and one level down (`channel.topic`) into an object
 * or into the objects of an array (every element, so a thread parent's keys count as well as a reply's).
 */
export function keyTypes(value: Json): Map<string, Set<JsonType>> {
  const out = new Map<string, Set<JsonType>>();
  const see = (path: string, v: unknown) => (out.get(path) ?? out.set(path, new Set()).get(path)!).add(jsonType(v));
  for (const [key, v] of Object.entries(value)) {
    see(key, v);
    const inner = Array.isArray(v) ? v : [v];
    for (const item of inner)
      if (jsonType(item) === "object") for (const [k, w] of Object.entries(item)) see(`${key}.${k}`, w);
  }
  return out;
}

export const readSample = (method: string): Json => readReferenceJson<Json>(`slack/samples/${method}.json`);
export const hasSample = (method: string): boolean => existsSync(referencePath("slack/samples").replace(/\/?$/, `/${method}.json`));

/** The sample's key paths and types: as keyTypes, but only the first element of arrays (the samples merge many calls into it). */
export function sampleKeyTypes(method: string): Map<string, JsonType> {
  const sample = readSample(method);
  const trimmed = Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, Array.isArray(v) ? v.slice(0, 1) : v]));
  return new Map([...keyTypes(trimmed)].map(([k, types]) => [k, [...types][0]!]));
}

/** The recorded sample's value at a JSON Pointer into an answer (array indices read the sample's first element). */
export function sampleAt(sample: unknown, pointer: string): unknown {
  let node = sample;
  for (const raw of pointer.split("/").slice(1)) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (Array.isArray(node)) node = node[0];
    else if (node && typeof node === "object") node = (node as Json)[key];
    else return undefined;
  }
  return node;
}

/** The answer's problems with its references (schema, sample both ways, the case's exceptions); [] when it is faithful. */
export function fidelityProblems(method: string, answer: Json, c: FidelityCase): string[] {
  const problems: string[] = [];
  const schema = responseSchema(method);
  const sample = hasSample(method) ? sampleKeyTypes(method) : undefined;
  if ((!schema || !sample) && !c.reference) problems.push(`no ${!schema ? "schema" : "sample"} for ${method}: the case must say so in \`reference\``);
  if (schema && sample && c.reference) problems.push(`\`reference\` says a reference is missing, but ${method} has both`);

  if (schema) {
    const accepted = c.schema ?? {};
    const raw = sample ? readSample(method) : undefined;
    // The 2021 document is older than the recordings: a key it does not allow where Slack's recorded answer has it is the document's gap.
    const newerThanDocument = (e: ErrorObject) => {
      if (e.keyword !== "additionalProperties") return false;
      const there = sampleAt(raw, e.instancePath);
      return !!there && typeof there === "object" && (e.params as { additionalProperty: string }).additionalProperty in there;
    };
    const found = [...new Set(schemaErrors(method, answer).filter((e) => !newerThanDocument(e)).map(describeError))].sort();
    for (const p of found) if (!(p in accepted)) problems.push(`schema: ${p}`);
    for (const p of Object.keys(accepted)) if (!found.includes(p)) problems.push(`schema exception no longer happens: ${p}`);
  }

  const answered = keyTypes(answer);
  const absent = { ...c.absent };
  const conditional = { ...c.conditional };
  // The shared reasons for a message, conversation, user or profile at `prefix`, for the keys this sample has there.
  for (const [prefix, name] of Object.entries(c.shapes ?? {}))
    for (const [into, reasons] of [[conditional, GROUPS[name].conditional], [absent, GROUPS[name].notModelled]] as const)
      for (const [key, reason] of Object.entries(reasons)) if (sample?.has(`${prefix}.${key}`)) into[`${prefix}.${key}`] ??= reason;
  if (sample) {
    // A key Slack sends only on failures, or an object whose recorded children all are (response_metadata.messages).
    const children = (key: string) => [...sample.keys()].filter((p) => p.startsWith(`${key}.`));
    const errorOnly = (path: string): boolean =>
      path in ERROR_ONLY_KEYS || path.split(".")[0]! in ERROR_ONLY_KEYS || (children(path).length > 0 && children(path).every(errorOnly));
    for (const [path, type] of sample) {
      if (errorOnly(path)) continue;
      const types = answered.get(path);
      const listed = (map: Record<string, string>) => path in map || path.split(".")[0]! in map;
      if (!types) {
        if (!listed(absent) && !listed(conditional)) problems.push(`missing ${path} (${type} in the sample)`);
        continue;
      }
      if (path in absent) problems.push(`listed absent but answered: ${path}`);
      const nullable = (path in (c.nullable ?? {})) || (schema !== undefined && schemaAllowsNull(schema, path));
      for (const t of types) if (t !== type && !(t === "null" && nullable)) problems.push(`${path} is ${t}, the sample has ${type}`);
    }
  }
  for (const path of [...Object.keys(absent), ...Object.keys(conditional)])
    if (!sample?.has(path)) problems.push(`listed absent or conditional but not in the sample: ${path}`);

  // The reverse: every answered key is one the sample or the schema knows, or a listed extra.
  const extra = c.extra ?? {};
  for (const path of answered.keys()) {
    const [parent, child] = path.includes(".") ? [path.slice(0, path.indexOf(".")), path.slice(path.indexOf(".") + 1)] : ["", path];
    const known = sample?.has(path) || (schema !== undefined && schemaKeys(schema, parent).has(child));
    if (known && path in extra) problems.push(`listed extra but the references know it: ${path}`);
    if (!known && !(path in extra)) problems.push(`unknown key ${path}: neither the sample nor the schema has it`);
  }
  for (const path of Object.keys(c.nullable ?? {})) if (!answered.get(path)?.has("null")) problems.push(`listed nullable but not null: ${path}`);
  for (const path of Object.keys(extra)) if (!answered.has(path)) problems.push(`listed extra but not answered: ${path}`);
  return problems;
}
