// How grading reports speak of a pack's records: the pack declares it (`records` in definePack), the
// core hands it to grading plugins as the input's `vocabulary`, and neither knows any provider.
import type { JsonRecord } from "./types.ts";

/** One collection's records in a report: `Slack message in #general by ada: “Hello…”`. */
export interface RecordDescription {
  /** One record: "Slack message", "Jira issue", "Salesforce Account". Reports add the article. */
  noun: string;
  /** Several records; default the noun plus "s" ("Salesforce Account records", "Jira history entries"). */
  plural?: string;
  /**
   * The record told apart from its siblings, read after the noun: `in #general by ada: “Hello…”`,
   * `OPS-12 (“Login fails…”)`, `001000000000001AAA (Acme)`. Keep it one short line. Default: the
   * record's id. A label that throws or is blank falls back to the id: wording never fails a grade.
   */
  label?: (record: JsonRecord, context: RecordLabelContext) => string;
  /**
   * Fields (dotted paths) the provider sets on every write, such as audit stamps or `fields.updated`:
   * a change to them alone is no change to the record (`no-collateral-changes` ignores them by default).
   */
  stamps?: string[];
}

/** What a label may read besides the record itself. */
export interface RecordLabelContext {
  /** The record's key in its collection. */
  id: string;
  /** Another record of the same pack by collection and key (final state, else initial): a message's channel, an issue's summary. */
  lookup(collection: string, id: string): JsonRecord | undefined;
  /** The pack's applied config for this world, or undefined. */
  config: unknown;
}
