import { defineGrader } from "../../core/grading/index.ts";
import { collectionSchema, describeMatches, matchingRecords, packSchema, recordsOf, termsOf, whereSchema, withWhere, type Where } from "../shared/index.ts";

export interface RecordAbsentOptions {
  pack: string;
  collection: string;
  where: Where;
}

export default defineGrader<RecordAbsentOptions>({
  name: "record-absent",
  description: "Passes when no record of a collection in the final state matches `where` (e.g. a record was deleted or never created).",
  optionsSchema: {
    type: "object",
    properties: { pack: packSchema, collection: collectionSchema, where: whereSchema },
    required: ["pack", "collection", "where"],
    additionalProperties: false,
  },
  grade(input, { pack, collection, where }) {
    const terms = termsOf(input, pack, collection);
    const records = recordsOf(input.final, pack, collection);
    return {
      passed: matchingRecords(records, where).length === 0,
      expected: `no ${terms.noun}${withWhere(where)}`,
      actual: describeMatches(terms, records, where),
    };
  },
});
