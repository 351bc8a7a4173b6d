import { defineGrader } from "../../core/grading/index.ts";
import {
  checkBounds,
  collectionSchema,
  countSchema,
  describeBounds,
  describeMatches,
  matchingRecords,
  packSchema,
  recordsOf,
  termsOf,
  whereSchema,
  withinBounds,
  withWhere,
  type Bounds,
  type Where,
} from "../shared/index.ts";

export interface RecordCountOptions extends Bounds {
  pack: string;
  collection: string;
  where?: Where;
}

export default defineGrader<RecordCountOptions>({
  name: "record-count",
  description: "Counts the records of a collection in the final state that match `where` (all when omitted) and checks `equals`, `min` and/or `max`.",
  optionsSchema: {
    type: "object",
    properties: {
      pack: packSchema,
      collection: collectionSchema,
      where: whereSchema,
      equals: countSchema,
      min: countSchema,
      max: countSchema,
    },
    required: ["pack", "collection"],
    // ajv reports this branch's error first: "must have required property 'equals'" (or min, or max).
    anyOf: [{ required: ["equals"] }, { required: ["min"] }, { required: ["max"] }],
    additionalProperties: false,
  },
  grade(input, options) {
    checkBounds(options);
    const { pack, collection, where } = options;
    const terms = termsOf(input, pack, collection);
    const records = recordsOf(input.final, pack, collection);
    return {
      passed: withinBounds(matchingRecords(records, where).length, options),
      expected: describeBounds(options, terms.one, terms.many) + withWhere(where),
      actual: describeMatches(terms, records, where),
    };
  },
});
