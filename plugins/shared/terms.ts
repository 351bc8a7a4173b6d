import type { GradingInput, JsonRecord } from "../../core/grading/index.ts";
import { listSome } from "./format.ts";

/**
 * How a report names one collection's records: in the words its pack declares (`Slack message in
 * #general by ada: “Hello…”`), else as `<pack>/<collection>` and ids. Plugins never name a provider.
 */
export interface Terms {
  /** Whether the pack declared the words (reports then name records by label, not by id). */
  declared: boolean;
  /** After "no": "Slack message", "salesforce/Contact". */
  noun: string;
  /** With its article: "a Slack message", "an Opportunity", "a salesforce/Contact". */
  a: string;
  /** Counted, with `plural(n, one, many)`: "1 Slack message", "2 salesforce/Contact records". */
  one: string;
  many: string;
  /** The record told apart from its siblings: its pack's label, else its id. */
  label(id: string, record: JsonRecord): string;
  /** The record in a sentence: "Slack message in #general by ada: “Hello…”", "salesforce/Contact 003…". */
  named(id: string, record: JsonRecord): string;
  /** Fields the pack says change on every write, when it declares any. */
  stamps?: string[];
}

export function termsOf(input: Pick<GradingInput, "vocabulary">, pack: string, collection: string): Terms {
  const declared = input.vocabulary?.of(pack, collection);
  if (!declared) {
    const key = `${pack}/${collection}`;
    return { declared: false, noun: key, a: `a ${key}`, one: `${key} record`, many: `${key} records`, label: (id) => id, named: (id) => `${key} ${id}` };
  }
  return {
    declared: true,
    noun: declared.noun,
    a: `${/^[aeiou]/i.test(declared.noun) ? "an" : "a"} ${declared.noun}`,
    one: declared.noun,
    many: declared.plural,
    label: (id, record) => declared.label(id, record),
    named: (id, record) => `${declared.noun} ${declared.label(id, record)}`,
    stamps: declared.stamps,
  };
}

/** A list of records as a report shows it: labels apart with "; " (they hold commas), ids with ", ". */
export function listRecords(terms: Terms, records: Array<{ id: string; record: JsonRecord }>, limit = 3): string {
  return listSome(records.map(({ id, record }) => terms.label(id, record)), limit, terms.declared ? "; " : ", ");
}
