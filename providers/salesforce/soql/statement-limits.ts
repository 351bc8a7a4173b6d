import { SoqlError } from "./errors.ts";

/**
 * How large a statement may be before it is parsed. The parser cannot be interrupted, so its input is
 * what bounds its time: Salesforce's own limit on length, and a bound on the pieces that cost the
 * parser most (conditions joined by AND/OR/NOT, comma-separated list items), which keeps a parse
 * around 10-20 ms. Past them Salesforce answers QUERY_TOO_COMPLICATED; a legitimate query is far
 * below (20,000 ORs used to hold the process 17-28 s).
 */
export const MAX_SOQL_LENGTH = 100_000;
export const MAX_SOQL_LOGICAL_OPERATORS = 2_000;
export const MAX_SOQL_LIST_ITEMS = 10_000;

const TOO_COMPLICATED = "Query is either selecting too many fields or the filter conditions are too complicated.";

/** Throws before parsing when `text` (with its literals blanked in `masked`) is past one of the bounds. */
export function checkStatementSize(text: string, masked: string): void {
  if (text.length > MAX_SOQL_LENGTH)
    throw new SoqlError("MALFORMED_QUERY", `SOQL statements can not be longer than ${MAX_SOQL_LENGTH} characters`);
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
