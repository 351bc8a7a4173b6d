// How much one search may ask for, on REST as on the MCP tool (whose input schema states the same
// length): a query of thousands of terms would be matched against every visible message, holding the
// service for every tenant. Slack's own search refuses unwieldy queries; a person types a few words.
import { SlackFault } from "./slack-errors.ts";
import { tokenize } from "./search-query.ts";

/** Characters in one search query (the MCP tool's `query` maxLength). */
export const MAX_SEARCH_QUERY_LENGTH = 1000;
/** Words, phrases and modifiers in one query. */
export const MAX_SEARCH_TERMS = 50;

/** Refuses a query past the limits with `invalid_arguments`, worded as Slack's schema errors are. */
export function checkSearchQuery(query: string): void {
  if (query.length > MAX_SEARCH_QUERY_LENGTH) {
    throw new SlackFault("invalid_arguments", { messages: [`[ERROR] must be less than ${MAX_SEARCH_QUERY_LENGTH + 1} characters [json-pointer:/query]`] });
  }
  const terms = tokenize(query).length;
  if (terms > MAX_SEARCH_TERMS) {
    throw new SlackFault("invalid_arguments", { messages: [`[ERROR] the query has ${terms} terms; at most ${MAX_SEARCH_TERMS} are allowed [json-pointer:/query]`] });
  }
}
