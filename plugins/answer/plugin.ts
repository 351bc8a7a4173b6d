import { compileLinearPattern, defineGrader, type GradingInput } from "../../core/grading/index.ts";
import {
  collectionSchema,
  deepEqual,
  formatValue,
  listSome,
  matchingRecords,
  packSchema,
  plural,
  readField,
  recordsOf,
  termsOf,
  whereSchema,
  withWhere,
  type Where,
} from "../shared/index.ts";
import { numbersIn, numericValue } from "./numbers.ts";

/** How many records of a collection in the final state match `where` (all of them without one). */
export interface CountValue {
  count: { pack: string; collection: string; where?: Where };
}

/** A field of the final state's record(s) matching `where`: they must agree on a text or a number. */
export interface FieldValue {
  field: { pack: string; collection: string; where: Where; field: string };
}

/** A literal text or number, or one read from the world's final state. */
export type AnswerValue = string | number | CountValue | FieldValue;

/** Exactly one of `equals`, `contains` and `matches`. */
export interface AnswerOptions {
  equals?: AnswerValue;
  contains?: AnswerValue;
  /** A regular expression the trimmed answer must match (RE2 syntax, linear time: no backreferences or lookaround). */
  matches?: string;
  /** Regex flags for `matches`, from `imsu`. */
  flags?: string;
  /** `equals` of a text ignores case. */
  ignoreCase?: boolean;
}

const recordsSchema = { pack: packSchema, collection: collectionSchema, where: whereSchema };

/**
 * A literal or `{ count }` / `{ field }`. The type is a union on purpose (see option-schemas.ts): ajv
 * reports the first error only, and an anyOf would make it a misleading one.
 */
const valueSchema = {
  description: "A text or a number, or { count: { pack, collection, where? } } or { field: { pack, collection, where, field } } read from the final state",
  type: ["string", "number", "object"],
  minLength: 1,
  properties: {
    count: { type: "object", properties: recordsSchema, required: ["pack", "collection"], additionalProperties: false },
    field: {
      type: "object",
      properties: { ...recordsSchema, field: { type: "string", minLength: 1 } },
      required: ["pack", "collection", "where", "field"],
      additionalProperties: false,
    },
  },
  additionalProperties: false,
  minProperties: 1,
  // { count, field } together: ajv says `has an invalid key "count": it must match pattern "^field$"`.
  dependencies: { field: { propertyNames: { pattern: "^field$" } } },
};

/** Only one check per assertion, and only its own modifier next to it. */
const alone = (...keys: string[]) => ({ propertyNames: { pattern: `^(${keys.join("|")})$` } });

export default defineGrader<AnswerOptions>({
  name: "answer",
  description:
    "Checks the agent's final answer (trimmed) against a literal or a value read from the final state (a record count, a record's field): `equals` (numbers: the only number the answer states), `contains` (numbers: any number it states) or `matches` a regex.",
  optionsSchema: {
    type: "object",
    properties: {
      equals: valueSchema,
      contains: valueSchema,
      matches: { type: "string", minLength: 1, linearPattern: true },
      flags: { type: "string", pattern: "^[imsu]*$" },
      ignoreCase: { type: "boolean" },
    },
    required: [],
    // Only {} reaches `then` (a typo'd key is reported as unknown instead): "must have required property 'equals'".
    if: { maxProperties: 0 },
    then: { required: ["equals"] },
    dependencies: {
      ignoreCase: ["equals"],
      flags: ["matches"],
      equals: alone("equals", "ignoreCase"),
      contains: alone("contains"),
      matches: alone("matches", "flags"),
    },
    additionalProperties: false,
  },
  grade(input, options) {
    const { answer } = input;
    const check = checkOf(input, options);
    const text = answer === null || answer === undefined ? null : String(answer).trim();
    if (text === null) return { passed: false, expected: check.expected, actual: "no answer: the agent reported none" };
    const numbers = check.numeric ? numbersIn(text) : [];
    const shown = formatValue(text, 160);
    return {
      passed: check.passes(text, numbers),
      expected: check.expected,
      actual: check.numeric ? `${shown} (${numbers.length ? `numbers in it: ${listSome(numbers, 5)}` : "no number in it"})` : shown,
    };
  },
});

interface Check {
  expected: string;
  /** Number checks look at the numbers the answer states (and the report lists them). */
  numeric: boolean;
  passes(text: string, numbers: string[]): boolean;
}

/** The check the options ask for, with the expected value already read: author mistakes throw even without an answer. */
function checkOf(input: GradingInput, options: AnswerOptions): Check {
  if (options.matches !== undefined) {
    const regex = compileLinearPattern(options.matches, options.flags ?? "");
    return { expected: `an answer matching ${regex}`, numeric: false, passes: (text) => regex.test(text) };
  }
  const kind = options.equals !== undefined ? "equals" : "contains";
  const option = options.equals ?? options.contains;
  if (option === undefined) throw new Error("The options name no check: give one of equals, contains or matches");
  const { value, source } = resolve(input, option);
  const from = source ? ` (${source})` : "";
  if (typeof value === "number") {
    const equal = (written: string) => numericValue(written) === value;
    return kind === "equals"
      ? { expected: `an answer whose only number is ${value}${from}`, numeric: true, passes: (_, numbers) => numbers.length === 1 && numbers.every(equal) }
      : { expected: `an answer containing the number ${value}${from}`, numeric: true, passes: (_, numbers) => numbers.some(equal) };
  }
  const wanted = value.trim();
  if (kind === "contains")
    return { expected: `an answer containing ${formatValue(wanted, 120)}${from}`, numeric: false, passes: (text) => text.toLowerCase().includes(wanted.toLowerCase()) };
  const fold = (text: string) => (options.ignoreCase ? text.toLowerCase() : text);
  return {
    expected: `an answer equal to ${formatValue(wanted, 120)}${options.ignoreCase ? ", ignoring case" : ""}${from}`,
    numeric: false,
    passes: (text) => fold(text) === fold(wanted),
  };
}

/** A literal as it is; a count or a field read from the final state, with words saying where it came from. */
function resolve(input: GradingInput, value: AnswerValue): { value: string | number; source?: string } {
  if (typeof value === "number") return { value };
  if (typeof value === "string") return { value: usable(value, `The expected text ${formatValue(value)}`) };
  if ("count" in value) {
    const { pack, collection, where } = value.count;
    const count = matchingRecords(recordsOf(input.final, pack, collection), where).length;
    return { value: count, source: `the number of ${termsOf(input, pack, collection).many}${withWhere(where)}` };
  }
  if ("field" in value) return readValue(input, value.field);
  throw new Error(`Not an answer value: ${JSON.stringify(value)}`);
}

/**
 * The field of the matching records, which must exist and agree. Failing that there is nothing to grade
 * against: the where is the author's mistake (it is a grader error, and the dataset check shows it).
 */
function readValue(input: GradingInput, { pack, collection, where, field }: FieldValue["field"]): { value: string | number; source: string } {
  const terms = termsOf(input, pack, collection);
  const matching = matchingRecords(recordsOf(input.final, pack, collection), where);
  if (matching.length === 0) throw new Error(`No ${terms.one}${withWhere(where)} in the final state to read ${field} from`);
  const values = matching.map(({ record }) => readField(record, field));
  const distinct = values.filter((v, i) => values.findIndex((other) => deepEqual(other, v)) === i);
  if (distinct.length > 1)
    throw new Error(`The ${plural(matching.length, terms.one, terms.many)}${withWhere(where)} disagree on ${field} (${listSome(distinct.map((v) => formatValue(v)))}): narrow the where to one record`);
  const source = `the ${field} of the ${matching.length === 1 ? terms.noun : plural(matching.length, terms.one, terms.many)}${withWhere(where)}`;
  const value = distinct[0];
  if (typeof value === "number" && Number.isFinite(value)) return { value, source };
  if (typeof value === "string") return { value: usable(value, capitalised(source)), source };
  const is = value === undefined || value === null ? "is not set" : `is ${formatValue(value)}`;
  throw new Error(`${capitalised(source)} ${is}: an answer is checked against a text or a number only`);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every answer contains the empty text, so a blank one would pass anything. */
function usable(text: string, what: string): string {
  if (!text.trim()) throw new Error(`${what} is blank: an answer cannot be checked against it`);
  return text;
}

