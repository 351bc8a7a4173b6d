import { SoqlError } from "./errors.ts";

/**
 * How large a statement may be before it is parsed. The parser cannot be interrupted, so its input is
 * what bounds its time: Salesforce's own limit on length, and a bound on the pieces that cost the
 * parser most (conditions joined by AND/OR/NOT, comma-separated list items), which keeps a parse
 * around 10-20 ms. Past them Salesforce answers QUERY_TOO_COMPLICATED; a legitimate query is far
 * below (20,000 ORs used to hold the process 17-28 s).
 */
export const MAX_SOQL_LENGTH = 100_000;
export const MAX_SOQL_LOGICAL_OPERATORS = 1_000;
export const MAX_SOQL_LIST_ITEMS = 10_000;

/** Salesforce's words for a statement past MAX_SOQL_LENGTH. */
export const STATEMENT_TOO_LONG = `SOQL statements can not be longer than ${MAX_SOQL_LENGTH} characters`;
const TOO_COMPLICATED = "Query is either selecting too many fields or the filter conditions are too complicated.";

/** Throws past Salesforce's length, before anything else reads the text. */
export function checkStatementLength(text: string): void {
  if (text.length > MAX_SOQL_LENGTH)
    throw new SoqlError("MALFORMED_QUERY", STATEMENT_TOO_LONG);
}

/** Throws before parsing when the text (its literals blanked in `masked`) is past the complexity bounds. */
export function checkStatementComplexity(masked: string): void {
  if (countLogicalOperators(masked) > MAX_SOQL_LOGICAL_OPERATORS || countOf(masked, ",") > MAX_SOQL_LIST_ITEMS)
    throw new SoqlError("QUERY_TOO_COMPLICATED", TOO_COMPLICATED);
}

function countLogicalOperators(masked: string): number {
  let count = 0;
  for (const _ of masked.matchAll(/\b(?:AND|OR|NOT)\b/gi)) count++;
  return count;
}

function countOf(text: string, ch: string): number {
  let count = 0;
  for (let at = text.indexOf(ch); at >= 0; at = text.indexOf(ch, at + 1)) count++;
  return count;
}
