import { defineGrader } from "../../core/grading/index.ts";
import { countSchema, listRecords, plural, recordsOf, termsOf, whereSchema, type StoredRecord, type Terms } from "../shared/index.ts";
import { criteriaOf, type Criterion, type SlackMessageOptions } from "./criteria.ts";

const TS = "^[0-9]{10}\\.[0-9]{6}$";
const name = { type: "string", minLength: 1 };

export default defineGrader<SlackMessageOptions>({
  name: "slack-message",
  description:
    "Passes when at least one message (or exactly `count`) in the slack world's final state is in `channel`, contains `text_contains`, replies in the thread of `in_thread_of`, is by `by_user`, carries `with_reaction`, was posted during the task (`new`) and matches `where`.",
  optionsSchema: {
    type: "object",
    properties: {
      channel: { ...name, description: "A conversation id, #name, or a user (@ada, id, email) for a direct message with them" },
      // Union types, not anyOf, so ajv's first error reads well (see plugins/shared/option-schemas.ts).
      text_contains: { type: ["string", "array"], minLength: 1, items: name, minItems: 1, description: "Text (or texts) the message contains, case-insensitive" },
      in_thread_of: { type: "string", pattern: TS, description: "The thread parent's ts: the message is a reply in that thread" },
      by_user: { ...name, description: "The author: a user id, email, handle or full name" },
      with_reaction: {
        type: ["string", "object"],
        minLength: 1,
        properties: { name, by_user: name },
        required: ["name"],
        additionalProperties: false,
        description: "An emoji name (eyes or :eyes:), or { name, by_user }",
      },
      new: { type: "boolean", description: "true: posted during the task; false: from the seed" },
      where: whereSchema,
      count: countSchema,
    },
    required: [],
    minProperties: 1,
    additionalProperties: false,
  },
  grade(input, options) {
    const criteria = criteriaOf(options, input.initial, input.final);
    const messages = recordsOf(input.final, "slack", "messages");
    const matching = messages.filter(({ id, record }) => criteria.every((c) => c.test(id, record)));
    const terms = messageTerms(termsOf(input, "slack", "messages"));
    const { count } = options;
    const conditions = criteria.map((c) => ` ${c.wanted}`).join("");
    const expected =
      count === undefined ? `${terms.a}${conditions}`
      : count === 0 ? `no ${terms.noun}${conditions}`
      : `exactly ${plural(count, terms.one, terms.many)}${conditions}`;
    return { passed: count === undefined ? matching.length > 0 : matching.length === count, expected, actual: describeActual(terms, messages, matching, criteria) };
  },
});

/** The pack's words for messages when it declares them; "slack message" and ids otherwise. */
function messageTerms(terms: Terms): Terms {
  return terms.declared ? terms : { ...terms, noun: "slack message", a: "a slack message", one: "slack message", many: "slack messages" };
}

/**
 * How many messages, which match, or the closest miss and why: `closest is the Slack message in #general
 * by ada: “Welcome!” (seeded)`, or without the pack's words `closest is C0GENERAL/1700000100.000100 (seeded)`.
 */
function describeActual(terms: Terms, messages: StoredRecord[], matching: StoredRecord[], criteria: Criterion[]): string {
  if (messages.length === 0) return `no ${terms.many}`;
  const total = plural(messages.length, terms.one, terms.many);
  if (matching.length) return `${total}, ${matching.length} matching: ${listRecords(terms, matching)}`;
  const misses = messages.map(({ id, record }) => ({ id, record, had: criteria.filter((c) => !c.test(id, record)).map((c) => c.had(id, record)) }));
  // Strictly fewer replaces the best so far, so the first message wins a tie.
  const closest = misses.reduce((best, next) => (next.had.length < best.had.length ? next : best));
  const which = terms.declared ? `the ${terms.named(closest.id, closest.record)}` : closest.id;
  return `${total}, none matching: closest is ${which} (${closest.had.join(", ")})`;
}
