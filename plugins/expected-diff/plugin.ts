import { defineGrader, type CollectionDiff, type WorldDiff } from "../../core/grading/index.ts";
import {
  closestMiss,
  COLLECTION_KEY_PATTERN,
  countSchema,
  describeFields,
  readKey,
  unmetFields,
  whereSchema,
  withWhere,
  type Where,
} from "../shared/index.ts";

export interface ExpectedChanges {
  added?: number;
  changed?: number;
  removed?: number;
  /** Every added record must match (and `added` says how many there are). */
  addedWhere?: Where;
}

export interface ExpectedDiffOptions {
  /** Keyed by "<pack>/<collection>"; only the kinds listed are checked. */
  changes: Record<string, ExpectedChanges>;
}

const KINDS = ["added", "changed", "removed"] as const;

export default defineGrader<ExpectedDiffOptions>({
  name: "expected-diff",
  description:
    "Passes when each listed collection's diff has exactly the given numbers of added, changed and/or removed records (unlisted kinds are not checked); `addedWhere` requires every added record to match.",
  optionsSchema: {
    type: "object",
    properties: {
      changes: {
        type: "object",
        minProperties: 1,
        propertyNames: { pattern: COLLECTION_KEY_PATTERN },
        additionalProperties: {
          type: "object",
          properties: { added: countSchema, changed: countSchema, removed: countSchema, addedWhere: whereSchema },
          minProperties: 1,
          additionalProperties: false,
          dependencies: { addedWhere: ["added"] },
        },
      },
    },
    required: ["changes"],
    additionalProperties: false,
  },
  grade({ diff }, { changes }) {
    const checks = Object.entries(changes).map(([key, expected]) => checkCollection(diff, key, expected));
    return {
      passed: checks.every((check) => check.passed),
      expected: checks.map((check) => check.expected).join("; "),
      actual: checks.map((check) => check.actual).join("; "),
    };
  },
});

function checkCollection(diff: WorldDiff, key: string, expected: ExpectedChanges) {
  const slash = key.indexOf("/");
  const changes = readKey(readKey(diff, key.slice(0, slash)), key.slice(slash + 1)) as CollectionDiff | undefined;
  const kinds = KINDS.filter((kind) => expected[kind] !== undefined);
  const counted = kinds.map((kind) => ({ kind, count: changes?.[kind].length ?? 0 }));
  const added = changes?.added ?? [];
  const strays = expected.addedWhere ? added.filter(({ record }) => unmetFields(record, expected.addedWhere).length > 0) : [];
  const addedNote = expected.addedWhere ? ` (each${withWhere(expected.addedWhere)})` : "";
  const strayNote = strays.length
    ? ` (${strays.length} not matching: ${closestMiss(strays, ({ record }) => unmetFields(record, expected.addedWhere).map((f) => describeFields(record, [f])))})`
    : "";
  return {
    passed: counted.every(({ kind, count }) => count === expected[kind]) && strays.length === 0,
    expected: `${key}: ${kinds.map((kind) => `${expected[kind]} ${kind}${kind === "added" ? addedNote : ""}`).join(", ")}`,
    actual: `${key}: ${counted.map(({ kind, count }) => `${count} ${kind}${kind === "added" ? strayNote : ""}`).join(", ")}`,
  };
}
