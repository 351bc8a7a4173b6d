import { defineGrader, type CollectionDiff, type GradingInput } from "../../core/grading/index.ts";
import { changedFields, COLLECTION_CHANGE_PATTERN, DEFAULT_STAMP_FIELDS, isIgnored, listSome, plural, termsOf, type Terms } from "../shared/index.ts";

export interface NoCollateralChangesOptions {
  /** "<pack>/<collection>" allows any change there; a ":added", ":changed" or ":removed" suffix only that kind. */
  allow: string[];
  /** Fields (dotted paths) whose change alone does not count; replaces the defaults. */
  ignoreFields?: string[];
}

const KINDS = ["added", "changed", "removed"] as const;
type Kind = (typeof KINDS)[number];


export default defineGrader<NoCollateralChangesOptions>({
  name: "no-collateral-changes",
  description:
    "Fails when the diff holds a change that `allow` does not list. A changed record whose only differing fields are in `ignoreFields` (default: the stamps its pack declares, such as Salesforce's audit fields) does not count.",
  optionsSchema: {
    type: "object",
    properties: {
      allow: { type: "array", items: { type: "string", pattern: COLLECTION_CHANGE_PATTERN }, uniqueItems: true },
      ignoreFields: { type: "array", items: { type: "string", minLength: 1 }, uniqueItems: true },
    },
    required: ["allow"],
    additionalProperties: false,
  },
  grade(input, { allow, ignoreFields }) {
    const offences = collateralChanges(input, new Set(allow), ignoreFields);
    return {
      passed: offences.length === 0,
      expected: allow.length ? `no changes outside ${allow.join(", ")}` : "no changes at all",
      actual: offences.length ? `${plural(offences.length, "other change")}: ${listSome(offences, 5, "; ")}` : "no other changes",
    };
  },
});

/** `salesforce/Account changed 001… (Industry, Rating)`, or in its pack's words, one line per change `allow` does not cover. */
function collateralChanges(input: GradingInput, allow: Set<string>, ignoreFields: string[] | undefined): string[] {
  const offences: string[] = [];
  for (const [pack, collections] of Object.entries(input.diff)) {
    for (const [collection, changes] of Object.entries(collections)) {
      const key = `${pack}/${collection}`;
      const terms = termsOf(input, pack, collection);
      const ignored = new Set(ignoreFields ?? terms.stamps ?? DEFAULT_STAMP_FIELDS);
      for (const kind of KINDS) {
        if (allow.has(key) || allow.has(`${key}:${kind}`)) continue;
        for (const change of changes[kind]) {
          const line = describeChange(terms, kind, change, ignored);
          if (line) offences.push(line);
        }
      }
    }
  }
  return offences;
}

type Change = CollectionDiff[Kind][number];

/** `salesforce/Contact added 003…` without declared words; `Slack message in #general by ada: “Hi” added` with them. */
function describeChange(terms: Terms, kind: Kind, change: Change, ignored: Set<string>): string | undefined {
  const record = "before" in change ? change.after : change.record;
  const what = (verb: string) => (terms.declared ? `${terms.named(change.id, record)} ${verb}` : `${terms.noun} ${verb} ${change.id}`);
  if (!("before" in change)) return what(kind);
  const fields = changedFields(change.before, change.after).filter((field) => !isIgnored(field, ignored));
  return fields.length ? `${what("changed")} (${listSome(fields, 5)})` : undefined;
}
