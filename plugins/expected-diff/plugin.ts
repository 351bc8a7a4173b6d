import { defineGrader, type CollectionDiff, type GradingInput, type JsonRecord } from "../../core/grading/index.ts";
import {
  changedBeyond,
  closestMiss,
  COLLECTION_KEY_PATTERN,
  DEFAULT_STAMP_FIELDS,
  countSchema,
  describeFields,
  listRecords,
  readKey,
  termsOf,
  unmetFields,
  whereSchema,
  withWhere,
  type Terms,
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
    "Passes when each listed collection's diff has exactly the given numbers of added, changed and/or removed records (unlisted kinds are not checked; a record whose only changed fields are its pack's stamps, such as audit dates, is not changed); `addedWhere` requires every added record to match.",
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
  grade(input, { changes }) {
    const checks = Object.entries(changes).map(([key, expected]) => checkCollection(input, key, expected));
    return {
      passed: checks.every((check) => check.passed),
      expected: checks.map((check) => check.expected).join("; "),
      actual: checks.map((check) => check.actual).join("; "),
    };
  },
});

/** `Jira issues: 1 added, 1 changed`; a count that is off names the records (`2 changed (OPS-1 (“…”); OPS-2 (“…”))`). */
function checkCollection(input: GradingInput, key: string, expected: ExpectedChanges) {
  const slash = key.indexOf("/");
  const [pack, collection] = [key.slice(0, slash), key.slice(slash + 1)];
  const terms = termsOf(input, pack, collection);
  const changes = readKey(readKey(input.diff, pack), collection) as CollectionDiff | undefined;
  const kinds = KINDS.filter((kind) => expected[kind] !== undefined);
  // A record whose only changed fields are its pack's stamps (Jira's `updated` when a comment is added,
  // Salesforce's audit fields) was touched, not changed: it does not count, as in no-collateral-changes.
  const stamps = new Set(terms.stamps ?? DEFAULT_STAMP_FIELDS);
  const listed = (kind: (typeof KINDS)[number]) =>
    kind === "changed" ? (changes?.changed ?? []).filter((change) => changedBeyond(change.before, change.after, stamps)) : (changes?.[kind] ?? []);
  const counted = kinds.map((kind) => ({ kind, records: listed(kind).map(recordOf) }));
  const strays = expected.addedWhere ? (changes?.added ?? []).filter(({ record }) => unmetFields(record, expected.addedWhere).length > 0) : [];
  const addedNote = expected.addedWhere ? ` (each${withWhere(expected.addedWhere)})` : "";
  const strayNote = strays.length ? ` (${strays.length} not matching: ${strayWords(terms, strays, expected.addedWhere!)})` : "";
  const name = terms.declared ? terms.many : key;
  const actual = counted.map(({ kind, records }) => {
    const which = records.length && records.length !== expected[kind] ? ` (${listRecords(terms, records)})` : "";
    return `${records.length} ${kind}${which}${kind === "added" ? strayNote : ""}`;
  });
  return {
    passed: counted.every(({ kind, records }) => records.length === expected[kind]) && strays.length === 0,
    expected: `${name}: ${kinds.map((kind) => `${expected[kind]} ${kind}${kind === "added" ? addedNote : ""}`).join(", ")}`,
    actual: `${name}: ${actual.join(", ")}`,
  };
}

/** A changed record is shown as it is now. */
function recordOf(change: { id: string; record: JsonRecord } | { id: string; after: JsonRecord }): { id: string; record: JsonRecord } {
  return { id: change.id, record: "after" in change ? change.after : change.record };
}

function strayWords(terms: Terms, strays: Array<{ id: string; record: JsonRecord }>, where: Where): string {
  const unmet = ({ record }: { record: JsonRecord }) => unmetFields(record, where).map((f) => describeFields(record, [f]));
  return closestMiss(strays, unmet, terms.declared ? ({ id, record }) => terms.named(id, record) : undefined);
}
