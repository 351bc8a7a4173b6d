import { defineGrader, type GradingInput } from "../../core/grading/index.ts";
import {
  collectionSchema,
  formatValue,
  listRecords,
  listSome,
  matchingRecords,
  packSchema,
  plural,
  readField,
  recordsOf,
  termsOf,
  whereSchema,
  withWhere,
  type StoredRecord,
  type Terms,
  type Where,
} from "../shared/index.ts";
import { mentions, textOf } from "./mentions.ts";

/** Records of one collection: those matching `where` and, with `new`, added during the task (true) or seeded (false). */
export interface RecordSet {
  pack: string;
  collection: string;
  where?: Where;
  new?: boolean;
}

export interface CrossReferenceOptions {
  /** Where the value comes from: `field` (a dotted path) of the matching records, e.g. a new Jira issue's `key`. */
  from: RecordSet & { field: string };
  /** Where it must be mentioned: any of `field` (one or several) of some matching record, e.g. a Slack message's `text`. */
  in: RecordSet & { field: string | string[] };
}

const side = (field: Record<string, unknown>) => ({
  type: "object",
  properties: { pack: packSchema, collection: collectionSchema, where: whereSchema, new: { type: "boolean" }, field },
  required: ["pack", "collection", "field"],
  additionalProperties: false,
});
const path = { type: "string", minLength: 1 };

export default defineGrader<CrossReferenceOptions>({
  name: "cross-reference",
  description:
    "Passes when a record matched in one collection (`in`, any pack) mentions, in one of its fields, the value of a field of a record matched in another (`from`): a Slack message naming the Jira issue filed during the task, a Jira issue quoting a Salesforce case number. A value counts as mentioned whole, ignoring case.",
  optionsSchema: {
    type: "object",
    properties: {
      from: side(path),
      // A union type, not anyOf, so ajv's first error reads well (see plugins/shared/option-schemas.ts).
      in: side({ type: ["string", "array"], minLength: 1, items: path, minItems: 1 }),
    },
    required: ["from", "in"],
    additionalProperties: false,
  },
  grade(input, options) {
    const from = select(input, options.from);
    const into = select(input, options.in);
    const fields = Array.isArray(options.in.field) ? options.in.field : [options.in.field];
    const field = options.from.field;
    const values = from.records.flatMap(({ id, record }) => {
      const value = textOf(readField(record, field)).trim();
      return value ? [{ id, record, value }] : [];
    });
    const fieldWords = fields.join(" or ");
    const source = `the ${field} of ${from.terms.a}${from.words}`;
    const expected = `${into.terms.a}${into.words} whose ${fieldWords} mentions ${source}`;
    const hit = into.records
      .map((target) => ({ target, value: values.find(({ value }) => fields.some((f) => mentions(textOf(readField(target.record, f)), value))) }))
      .find(({ value }) => value);
    if (hit?.value) {
      const { target, value } = hit;
      const what = `${formatValue(value.value)} (the ${field} of the ${from.terms.named(value.id, value.record)})`;
      return { passed: true, expected, actual: `the ${into.terms.named(target.id, target.record)} mentions ${what}` };
    }
    return { passed: false, expected, actual: describeMiss(from, into, values, field, fieldWords) };
  },
});

interface Selection { terms: Terms; records: StoredRecord[]; words: string }

/** The matching records of one side, and how the report names them: `a Jira issue with … added during the task`. */
function select(input: GradingInput, set: RecordSet): Selection {
  const terms = termsOf(input, set.pack, set.collection);
  let records = matchingRecords(recordsOf(input.final, set.pack, set.collection), set.where);
  if (set.new !== undefined) {
    const seeded = new Set(recordsOf(input.initial, set.pack, set.collection).map(({ id }) => id));
    records = records.filter(({ id }) => seeded.has(id) !== set.new);
  }
  const age = set.new === true ? " added during the task" : set.new === false ? " from the seed" : "";
  return { terms, records, words: `${withWhere(set.where)}${age}` };
}

/** Why nothing mentions the value: no source record, no value in it, no record to mention it, or none that does. */
function describeMiss(from: Selection, into: Selection, values: Array<StoredRecord & { value: string }>, field: string, fieldWords: string): string {
  if (from.records.length === 0) return `no ${from.terms.noun}${from.words}, so no ${field} to look for`;
  if (values.length === 0) {
    const [only] = from.records;
    if (from.records.length === 1) return `the ${from.terms.named(only!.id, only!.record)} has no ${field}`;
    return `none of the ${plural(from.records.length, from.terms.one, from.terms.many)}${from.words} has a ${field}: ${listRecords(from.terms, from.records)}`;
  }
  const shown = listSome(values.map(({ value }) => formatValue(value)));
  const sought = values.length === 1
    ? `${shown} (the ${field} of the ${from.terms.named(values[0]!.id, values[0]!.record)})`
    : `${shown} (the ${field}s of ${plural(values.length, from.terms.one, from.terms.many)}${from.words})`;
  if (into.records.length === 0) return `${sought}; no ${into.terms.noun}${into.words} to mention it`;
  return `${sought}; not in the ${fieldWords} of ${plural(into.records.length, into.terms.one, into.terms.many)}${into.words}: ${listRecords(into.terms, into.records)}`;
}
