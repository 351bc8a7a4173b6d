// The JSON Schemas of one OpenAPI document, compiled with ajv once at load. A 3.0 document's dialect
// (`nullable`, boolean `exclusiveMinimum`) is rewritten for draft-07; a 3.1 document's schemas are JSON
// Schema 2020-12. `#/components/...` references resolve inside the document. Formats are not checked
// (no ajv-formats): a `format` is documentation only.
import Ajv, { type ErrorObject, type Options, type ValidateFunction } from "ajv";
import Ajv2020 from "ajv/dist/2020";
import type { PackOpenApi } from "../pack/types.ts";

export interface OpenApiSchemas {
  /**
   * A validator for `schema`, compiled once per distinct schema; `coerce` reads strings as OpenAPI reads
   * parameters and form fields ("5" as 5, "true" as true, one value as a one-item array). Throws when
   * ajv cannot compile it.
   */
  compile(schema: unknown, options: { coerce: boolean }): ValidateFunction;
  /** The object a local `$ref` (`#/components/parameters/Limit`) names, or `value` itself. */
  resolve<T>(value: T | { $ref: string }): T;
}

/** Problems past this many are dropped: enough to act on, bounded for a huge bad body. */
export const MAX_PROBLEMS = 10;

/**
 * One ajv per dialect and coercion, shared by the packs, so its meta-schema is not compiled again for
 * each (that is most of a pack's load time). A compiled root leaves ajv's cache at once, but ajv's
 * scope still keeps a little of every schema it compiled, so an instance is replaced after RENEW_AFTER
 * compilations: loading packs again and again (tests do) stays bounded.
 */
const RENEW_AFTER = 2000;
const shared = new Map<string, { ajv: Ajv; uses: number }>();
function sharedAjv(is31: boolean, coerce: boolean): Ajv {
  const key = `${is31}:${coerce}`;
  let entry = shared.get(key);
  if (!entry || entry.uses >= RENEW_AFTER) {
    const options: Options = { strict: false, allErrors: true, validateFormats: false, coerceTypes: coerce && "array" };
    shared.set(key, (entry = { ajv: is31 ? new Ajv2020(options) : new Ajv(options), uses: 0 }));
  }
  entry.uses++;
  return entry.ajv;
}

export function createOpenApiSchemas(doc: PackOpenApi): OpenApiSchemas {
  const is31 = /^3\.1\./.test(doc.openapi);
  const prepare = is31 ? (schema: unknown) => schema : toDraft07;
  const components = prepare(doc.components ?? {});
  const compiled = new Map<string, ValidateFunction>();
  return {
    compile(schema, { coerce }) {
      const key = `${coerce}:${JSON.stringify(schema)}`;
      let validate = compiled.get(key);
      if (!validate) {
        // The document's components ride along under the root, where `#/components/...` looks for them.
        const prepared = prepare(schema);
        const root = isObject(prepared) ? { ...prepared, components } : { allOf: [prepared], components };
        const ajv = sharedAjv(is31, coerce);
        try {
          validate = ajv.compile(root);
        } finally {
          ajv.removeSchema(root);
        }
        compiled.set(key, validate);
      }
      return validate;
    },
    resolve<T>(value: T | { $ref: string }): T {
      let node: unknown = value;
      for (let hops = 0; isObject(node) && typeof node.$ref === "string"; hops++) {
        if (hops === 10 || !node.$ref.startsWith("#/")) throw new Error(`cannot resolve $ref ${node.$ref}`);
        node = pointerInto(doc, node.$ref);
        if (node === undefined) throw new Error(`$ref ${(value as { $ref: string }).$ref} points at nothing`);
      }
      return node as T;
    },
  };
}

/** OpenAPI 3.0's schema dialect as draft-07 (a copy; the document is left alone). */
export function toDraft07(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toDraft07);
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, toDraft07(value)]));
  // `nullable` means something only beside `type` (3.0.3); ajv refuses it alone.
  if (typeof out.nullable === "boolean" && out.type === undefined) delete out.nullable;
  for (const [bound, exclusive] of [["minimum", "exclusiveMinimum"], ["maximum", "exclusiveMaximum"]] as const) {
    if (typeof out[exclusive] !== "boolean") continue;
    if (out[exclusive] === true && typeof out[bound] === "number") {
      out[exclusive] = out[bound];
      delete out[bound];
    } else delete out[exclusive];
  }
  // A required readOnly property is required in responses only.
  const properties = out.properties;
  if (isObject(properties) && Array.isArray(out.required))
    out.required = out.required.filter((name) => !(typeof name === "string" && isObject(properties[name]) && properties[name].readOnly === true));
  return out;
}

export function unescapeToken(token: string): string {
  return token.replaceAll("~1", "/").replaceAll("~0", "~");
}

/** ajv's problems, at most MAX_PROBLEMS of them. */
export function firstErrors(validate: ValidateFunction): ErrorObject[] {
  return (validate.errors ?? []).slice(0, MAX_PROBLEMS);
}

function pointerInto(root: unknown, ref: string): unknown {
  let node = root;
  for (const token of ref.slice(2).split("/").map(unescapeToken)) {
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = Object.hasOwn(node, token) ? (node as Record<string, unknown>)[token] : undefined;
  }
  return node;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
