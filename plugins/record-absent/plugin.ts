import { defineGrader } from "../../core/grading/index.ts";
import { collectionSchema, describeMatches, matchingRecords, packSchema, recordsOf, whereSchema, withWhere, type Where } from "../shared/index.ts";

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
  grade({ final }, { pack, collection, where }) {
    const label = `${pack}/${collection}`;
    const records = recordsOf(final, pack, collection);
    return {
      passed: matchingRecords(records, where).length === 0,
      expected: `no ${label}${withWhere(where)}`,
      actual: describeMatches(label, records, where),
    };
  },
});
