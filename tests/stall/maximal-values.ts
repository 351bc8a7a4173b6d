// The largest value a JSON schema allows, within a byte budget: every property present, arrays at
// maxItems (or as many as the budget holds), strings at maxLength (or long), numbers at their maximum
// (or huge). Enums, formats and patterns keep a valid value (json-schema-faker draws it), so the value
// passes validation and reaches the operation's own code. Recursive schemas stop at a depth.
import { generateSync } from "json-schema-faker";
import type { JsonSchema } from "../fuzz/documents.ts";

export interface MaximalOptions {
  /** Roughly how many bytes the value's JSON may take. */
  bytes: number;
  /** How deep schemas (recursive ones) are followed. */
  depth?: number;
  seed?: number;
}

const HUGE_INTEGER = 999_999_999;
const asSchema = (value: unknown): JsonSchema => (value && typeof value === "object" ? (value as JsonSchema) : {});
const typeOf = (schema: JsonSchema): string | undefined => {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== "null") as string | undefined;
  if (typeof type === "string") return type;
  if (schema.properties) return "object";
  if (schema.items) return "array";
  return undefined;
};

const faked = (schema: JsonSchema, seed: number): unknown => {
  try {
    return generateSync(schema as never, { seed, maxDepth: 2, maxDefaultItems: 1, alwaysFakeOptionals: false });
  } catch {
    return undefined;
  }
};

/** The maximal value of `schema`, about `options.bytes` long when the schema lets it grow. */
export function maximalValue(schema: JsonSchema, options: MaximalOptions): unknown {
  return build(schema, Math.max(16, options.bytes), options.depth ?? 6, options.seed ?? 1);
}

function build(schema: JsonSchema, bytes: number, depth: number, seed: number): unknown {
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  const choice = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  // The first alternative that is an object or array grows most; else the first.
  if (choice?.length) return build(choice.find((s) => ["object", "array"].includes(typeOf(s) ?? "")) ?? choice[0]!, bytes, depth, seed);
  if (Array.isArray(schema.allOf)) return build(Object.assign({}, ...(schema.allOf as JsonSchema[])), bytes, depth, seed);
  switch (typeOf(schema)) {
    case "object": return object(schema, bytes, depth, seed);
    case "array": return array(schema, bytes, depth, seed);
    case "string": return string(schema, bytes, seed);
    case "integer": return typeof schema.maximum === "number" ? schema.maximum : HUGE_INTEGER;
    case "number": return typeof schema.maximum === "number" ? schema.maximum : 1e15;
    case "boolean": return true;
    case "null": return null;
    default: return "x".repeat(Math.min(bytes, 1_000));
  }
}

function object(schema: JsonSchema, bytes: number, depth: number, seed: number): Record<string, unknown> {
  const properties = Object.entries(asSchema(schema.properties)) as [string, JsonSchema][];
  if (depth <= 0 || !properties.length) return {};
  const share = Math.floor(bytes / properties.length);
  const out: Record<string, unknown> = {};
  for (const [name, property] of properties) out[name] = build(property, share, depth - 1, seed + name.length);
  return out;
}

function array(schema: JsonSchema, bytes: number, depth: number, seed: number): unknown[] {
  const items = asSchema(schema.items);
  if (depth <= 0) return [];
  // One item sized small, then as many as the budget (or maxItems) allows.
  const sample = build(items, 64, depth - 1, seed);
  const each = Math.max(2, JSON.stringify(sample ?? null).length + 1);
  const max = typeof schema.maxItems === "number" ? schema.maxItems : Number.POSITIVE_INFINITY;
  const count = Math.max(typeof schema.minItems === "number" ? schema.minItems : 1, Math.min(max, Math.floor(bytes / each), 50_000));
  if (schema.uniqueItems && typeof sample === "string") return Array.from({ length: count }, (_, i) => `${sample}${i}`);
  return Array.from({ length: count }, () => sample);
}

function string(schema: JsonSchema, bytes: number, seed: number): string {
  // A format or pattern only takes values of its shape: keep a valid one rather than a long invalid one.
  if (schema.format || schema.pattern) {
    const value = faked(schema, seed);
    if (typeof value === "string") return value;
  }
  const length = Math.min(typeof schema.maxLength === "number" ? schema.maxLength : Number.POSITIVE_INFINITY, bytes);
  return "x".repeat(Math.max(typeof schema.minLength === "number" ? schema.minLength : 1, length));
}

/** `{"a":{"a":…}}` as text, `depth` levels deep (built as text: JSON.stringify itself overflows its stack past ~10,000 levels). */
export function nestedJson(depth: number, leaf = '"bottom"'): string {
  return `${'{"a":'.repeat(depth)}${leaf}${"}".repeat(depth)}`;
}
