import { defineGrader } from "../../core/grading/index.ts";
import { collectionSchema, describeMatches, matchingRecords, packSchema, plural, recordsOf, termsOf, whereSchema, withWhere, type Where } from "../shared/index.ts";

export interface RecordExistsOptions {
  pack: string;
  collection: string;
  where: Where;
  /** Exactly this many matching records instead of "at least one". */
  count?: number;
}

export default defineGrader<RecordExistsOptions>({
  name: "record-exists",
  description: "Passes when at least one record (or exactly `count` records) of a collection in the final state matches `where`.",
  optionsSchema: {
    type: "object",
    properties: {
      pack: packSchema,
      collection: collectionSchema,
      where: whereSchema,
      count: { type: "integer", minimum: 1 },
    },
    required: ["pack", "collection", "where"],
    additionalProperties: false,
  },
  grade(input, { pack, collection, where, count }) {
    const terms = termsOf(input, pack, collection);
    const records = recordsOf(input.final, pack, collection);
    const matching = matchingRecords(records, where).length;
    return {
      passed: count === undefined ? matching > 0 : matching === count,
      expected: count === undefined ? `${terms.a}${withWhere(where)}` : `exactly ${plural(count, terms.one, terms.many)}${withWhere(where)}`,
      actual: describeMatches(terms, records, where),
    };
  },
});
