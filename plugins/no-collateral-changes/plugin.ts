import { defineGrader, type CollectionDiff, type WorldDiff } from "../../core/grading/index.ts";
import { COLLECTION_CHANGE_PATTERN, listSome, plural } from "../shared/index.ts";
import { changedFields } from "./changed-fields.ts";

export interface NoCollateralChangesOptions {
  /** "<pack>/<collection>" allows any change there; a ":added", ":changed" or ":removed" suffix only that kind. */
  allow: string[];
  /** Fields whose change alone does not count; replaces the default list. */
  ignoreFields?: string[];
}

const KINDS = ["added", "changed", "removed"] as const;
type Kind = (typeof KINDS)[number];

/** Salesforce stamps these on every write, so a touched-but-unchanged record is not collateral damage. */
export const DEFAULT_IGNORED_FIELDS = ["LastModifiedDate", "SystemModstamp", "LastModifiedById", "LastViewedDate", "LastReferencedDate"];

export default defineGrader<NoCollateralChangesOptions>({
  name: "no-collateral-changes",
  description:
    "Fails when the diff holds a change that `allow` does not list. A changed record whose only differing fields are in `ignoreFields` (default: Salesforce's audit stamps) does not count.",
  optionsSchema: {
    type: "object",
    properties: {
      allow: { type: "array", items: { type: "string", pattern: COLLECTION_CHANGE_PATTERN }, uniqueItems: true },
      ignoreFields: { type: "array", items: { type: "string", minLength: 1 }, uniqueItems: true },
    },
    required: ["allow"],
    additionalProperties: false,
  },
  grade({ diff }, { allow, ignoreFields = DEFAULT_IGNORED_FIELDS }) {
    const offences = collateralChanges(diff, new Set(allow), new Set(ignoreFields));
    return {
      passed: offences.length === 0,
      expected: allow.length ? `no changes outside ${allow.join(", ")}` : "no changes at all",
      actual: offences.length ? `${plural(offences.length, "other change")}: ${listSome(offences, 5)}` : "no other changes",
    };
  },
});

/** `salesforce/Account changed 001… (Industry, Rating)`, one line per change `allow` does not cover. */
function collateralChanges(diff: WorldDiff, allow: Set<string>, ignored: Set<string>): string[] {
  const offences: string[] = [];
  for (const [pack, collections] of Object.entries(diff)) {
    for (const [collection, changes] of Object.entries(collections)) {
      const key = `${pack}/${collection}`;
      for (const kind of KINDS) {
        if (allow.has(key) || allow.has(`${key}:${kind}`)) continue;
        for (const change of changes[kind]) {
          const line = describeChange(key, kind, change, ignored);
          if (line) offences.push(line);
        }
      }
    }
  }
  return offences;
}

type Change = CollectionDiff[Kind][number];

function describeChange(key: string, kind: Kind, change: Change, ignored: Set<string>): string | undefined {
  if (!("before" in change)) return `${key} ${kind} ${change.id}`;
  const fields = changedFields(change.before, change.after).filter((field) => !ignored.has(field));
  return fields.length ? `${key} changed ${change.id} (${listSome(fields, 5)})` : undefined;
}
