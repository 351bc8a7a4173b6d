import { parseQuery, type Query } from "@jetstreamapp/soql-parser-js";
import { messages, SoqlError } from "./errors.ts";
import { clauseOffset, locateToken, maskLiterals, withCaret } from "./query-text.ts";
import { checkStatementComplexity, checkStatementLength } from "./statement-limits.ts";
import { liftUsingScope, type UsingScope } from "./using-scope-text.ts";

/** A parsed query with what every evaluation of the same text shares. Never mutated once built. */
export interface ParsedSoql {
  readonly text: string;
  /** The text with string literals blanked, for locating tokens in error messages. */
  readonly masked: string;
  readonly query: Query;
  /** Read from the text rather than the parser, which knows only some of Salesforce's scopes. */
  readonly usingScope?: UsingScope;
}

/** Words the parser happily takes as an object alias (`FROM Account OFFSET`) but Salesforce never does. */
const RESERVED_ALIASES = new Set([
  "all", "and", "asc", "desc", "excludes", "first", "for", "from", "group", "having", "in", "includes", "last",
  "like", "limit", "not", "null", "nulls", "offset", "or", "order", "select", "update", "using", "where", "with",
]);

export function parseSoql(text: string): ParsedSoql {
  checkStatementLength(text);
  const masked = maskLiterals(text);
  checkStatementComplexity(masked);
  refuseAllRows(text, masked);
  const { parsable, usingScope } = liftUsingScope(text, masked);
  const query = parseText(text, parsable);
  return { text, masked, query, usingScope };
}

/** `ALL ROWS` is Apex-only; over REST, deleted rows come from the queryAll resource instead. */
function refuseAllRows(text: string, masked: string): void {
  const offset = clauseOffset(masked, "ALL ROWS");
  if (offset >= 0) throw new SoqlError("MALFORMED_QUERY", withCaret(text, offset, messages.unexpectedToken("ALL")));
}

function parseText(text: string, parsable: string): Query {
  let query: Query;
  try {
    query = parseQuery(parsable);
  } catch (error) {
    throw malformed(text, error instanceof Error ? error.message : String(error));
  }
  const alias = query.sObjectAlias;
  if (alias && RESERVED_ALIASES.has(alias.toLowerCase())) {
    const masked = maskLiterals(text);
    const offset = locateToken(masked, alias, masked.search(/\bfrom\b/i));
    throw new SoqlError("MALFORMED_QUERY", withCaret(text, offset, messages.unexpectedToken(alias)));
  }
  return query;
}

/** Recovers the offending token from the parser's message, since its exceptions drop positions. */
function malformed(text: string, parserMessage: string): SoqlError {
  const fail = (offset: number, token: string) =>
    new SoqlError("MALFORMED_QUERY", withCaret(text, offset, messages.unexpectedToken(token)));
  const [, character, offset] = /unexpected character: ->(.+?)<- at offset: (\d+)/s.exec(parserMessage) ?? [];
  if (character !== undefined) return fail(Number(offset), character);
  const found =
    /but found --> '(.*)' <--/s.exec(parserMessage) ??
    /but found: '(.*)'\s*$/s.exec(parserMessage) ??
    /expecting EOF but found: (.*)$/s.exec(parserMessage);
  const token = found?.[1] ?? "";
  if (!token) return fail(text.trimEnd().length, "<EOF>");
  return fail(lastOffsetOf(text, token), token);
}

/** The parser stops at the first token it cannot use; with no position given, the last occurrence is the best guess. */
function lastOffsetOf(text: string, token: string): number {
  const inMasked = maskLiterals(text).toLowerCase().lastIndexOf(token.toLowerCase());
  return inMasked >= 0 ? inMasked : text.lastIndexOf(token);
}
