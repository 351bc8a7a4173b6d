import { soslErrorAt, soslMessages } from "./errors.ts";
import type { Token, TokenStream } from "./statement-lexer.ts";
import type { ReturningSpec } from "./types.ts";

/** Functions a RETURNING field list may call; anything else (aggregates, FIELDS(), subqueries) is not SOSL. */
const FIELD_FUNCTIONS = new Set(["TOLABEL", "CONVERTCURRENCY", "FORMAT"]);
/** Keywords that end one part of an object's clause list, in the order they may appear. */
const CLAUSES = ["USING", "WHERE", "ORDER", "LIMIT", "OFFSET"];
const MAX_ROWS = 2000;

/** `RETURNING Account(Id, Name WHERE … ORDER BY … LIMIT n OFFSET m), Contact, …` */
export function parseReturning(stream: TokenStream): ReturningSpec[] {
  const specs: ReturningSpec[] = [];
  do {
    const name = stream.expectKind("word");
    if (name.text.includes(".")) throw stream.unexpected(name);
    const spec: ReturningSpec = { object: { text: name.text, at: name.at } };
    if (stream.take("(")) parseObjectClauses(stream, spec);
    specs.push(spec);
  } while (stream.take(","));
  return specs;
}

function parseObjectClauses(stream: TokenStream, spec: ReturningSpec): void {
  spec.fields = captureUntil(stream, CLAUSES, (token, next) => checkFieldToken(stream, token, next));
  if (!spec.fields.text) throw stream.unexpected();
  if (stream.is("USING")) {
    const using = stream.next() as Token;
    throw soslErrorAt(stream.text, using.at, "MALFORMED_SEARCH", soslMessages.notSupported("USING LISTVIEW"));
  }
  if (stream.take("WHERE")) {
    spec.where = captureUntil(stream, ["ORDER", "LIMIT", "OFFSET"]);
    if (!spec.where.text) throw stream.unexpected();
  }
  if (stream.is("ORDER") && stream.is("BY", 1)) {
    stream.next();
    stream.next();
    spec.orderBy = captureUntil(stream, ["LIMIT", "OFFSET"]);
    if (!spec.orderBy.text) throw stream.unexpected();
  }
  if (stream.take("LIMIT")) spec.limit = rowCount(stream);
  if (stream.take("OFFSET")) {
    const token = stream.peek();
    spec.offset = rowCount(stream, Infinity);
    if (spec.offset > MAX_ROWS) throw soslErrorAt(stream.text, token?.at ?? -1, "MALFORMED_SEARCH", soslMessages.offsetRange);
  }
  stream.expect(")");
}

/**
 * The raw text up to a top-level keyword of `stops` or the closing parenthesis, which stays unread.
 * Parentheses inside (function calls, IN lists, semi-joins) are skipped over whole.
 */
function captureUntil(stream: TokenStream, stops: string[], check?: (token: Token, next: Token | undefined) => void) {
  const first = stream.peek();
  let depth = 0;
  let end = first?.at ?? stream.text.length;
  for (let token = stream.peek(); token; token = stream.peek()) {
    if (depth === 0 && (token.text === ")" || (token.kind === "word" && stops.includes(token.text.toUpperCase())))) break;
    check?.(token, stream.peek(1));
    if (token.text === "(") depth++;
    if (token.text === ")") depth--;
    stream.next();
    end = token.at + token.text.length;
  }
  if (!stream.peek()) throw stream.unexpected();
  return { text: first ? stream.text.slice(first.at, end).trim() : "", at: first?.at ?? -1 };
}

/** A count of rows: a whole number up to `max` (2,000 for LIMIT; larger LIMITs read as the maximum). */
export function rowCount(stream: TokenStream, max = MAX_ROWS): number {
  const token = stream.expectKind("number");
  if (!/^\d+$/.test(token.text)) throw stream.unexpected(token);
  return Math.min(Number(token.text), max);
}

/** Only toLabel(), convertCurrency() and FORMAT() may wrap a field; a subquery is SOQL, not SOSL. */
function checkFieldToken(stream: TokenStream, token: Token, next: Token | undefined): void {
  if (next?.text !== "(") return;
  if (token.kind !== "word") throw stream.unexpected(next);
  if (!FIELD_FUNCTIONS.has(token.text.toUpperCase())) throw stream.unexpected(token);
}
