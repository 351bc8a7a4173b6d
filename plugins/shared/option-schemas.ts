import { INSTANT_PATTERN } from "./instants.ts";
import { OPERATORS } from "./matchers.ts";

type Schema = Record<string, unknown>;

const SCALAR_TYPES = ["string", "number", "boolean", "null"];
const bound: Schema = { type: ["number", "string"], pattern: INSTANT_PATTERN };

/**
 * One matcher. It avoids anyOf/oneOf on purpose: ajv reports the first error only, and a failed branch
 * of an anyOf gives a misleading one. A union type plus object keywords (which only apply to objects)
 * says "must NOT have more than 1 properties" or "has an unknown property" instead.
 */
export const matcherSchema: Schema = {
  description: "A plain value (equals), or an object with exactly one operator: " + OPERATORS.join(", "),
  type: [...SCALAR_TYPES, "object"],
  properties: {
    equals: {},
    notEquals: {},
    contains: { type: "string" },
    // linearPattern: compiled with RE2 at upload (core/grading/options-check.ts).
    pattern: { type: "string", minLength: 1, linearPattern: true },
    flags: { type: "string", pattern: "^[imsu]*$" },
    oneOf: { type: "array", items: { type: SCALAR_TYPES }, minItems: 1 },
    gt: bound,
    gte: bound,
    lt: bound,
    lte: bound,
    exists: { type: "boolean" },
  },
  additionalProperties: false,
  minProperties: 1,
  // Two keys only for { pattern, flags }: every other operator stands alone.
  maxProperties: 2,
  dependencies: {
    flags: ["pattern"],
    ...Object.fromEntries(OPERATORS.filter((op) => op !== "pattern").map((op) => [op, { maxProperties: 1 }])),
  },
};

/** Field name (dotted paths allowed) to matcher. */
export const whereSchema: Schema = {
  type: "object",
  propertyNames: { minLength: 1 },
  additionalProperties: matcherSchema,
};

export const packSchema: Schema = { type: "string", pattern: "^[a-z0-9][a-z0-9-]*$" };
export const collectionSchema: Schema = { type: "string", minLength: 1 };
export const countSchema: Schema = { type: "integer", minimum: 0 };

/** "<pack>/<collection>" keys, optionally followed by ":added", ":changed" or ":removed". */
export const COLLECTION_KEY_PATTERN = "^[a-z0-9][a-z0-9-]*/[^/:]+$";
export const COLLECTION_CHANGE_PATTERN = "^[a-z0-9][a-z0-9-]*/[^/:]+(:(added|changed|removed))?$";
