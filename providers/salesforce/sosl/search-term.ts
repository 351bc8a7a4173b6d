import { SoslError, soslMessages } from "./errors.ts";
import type { SearchExpr } from "./types.ts";
import { wordPatterns } from "./text-match.ts";

/**
 * The search term of `FIND {…}` (and parameterizedSearch's `q`): words and "quoted phrases" joined by
 * AND, OR and AND NOT (any case), grouped with parentheses. Adjacent terms mean AND, as in Salesforce;
 * AND NOT binds tightest, then AND, then OR. A backslash takes the next character literally.
 */
export function parseSearchTerm(text: string): SearchExpr {
  if (text.length > MAX_SEARCH_TERM_LENGTH) return MATCHES_NOTHING;
  const tokens = text.length > OPERATORS_KEPT_UP_TO ? lex(text).filter(isPlainWord) : lex(text);
  let at = 0;
  const peek = () => tokens[at];
  const isOp = (word: string) => peek()?.kind === "word" && peek()?.text.toUpperCase() === word;

  const primary = (): SearchExpr | null => {
    const token = tokens[at++];
    if (!token) throw malformed("the search term ends where a term was expected");
    if (token.kind === "open") {
      const inner = or();
      if (tokens[at++]?.kind !== "close") throw malformed("mismatched parentheses in the search term");
      return inner;
    }
    if (token.kind === "close") throw malformed("mismatched parentheses in the search term");
    if (token.kind === "word" && token.text.toUpperCase() === "NOT") {
      const item = primary();
      return item && { kind: "not", item };
    }
    return term(token.text);
  };
  const andNot = (): SearchExpr | null => {
    let left = primary();
    while (isOp("AND") && tokens[at + 1]?.kind === "word" && tokens[at + 1]?.text.toUpperCase() === "NOT") {
      at += 2;
      const right = primary();
      if (right) left = left ? { kind: "and", items: [left, { kind: "not", item: right }] } : { kind: "not", item: right };
    }
    return left;
  };
  const and = (): SearchExpr | null => {
    const items: SearchExpr[] = [];
    const push = (item: SearchExpr | null) => item && items.push(item);
    push(andNot());
    while (peek() && peek()?.kind !== "close" && !isOp("OR")) {
      if (isOp("AND")) at++;
      push(andNot());
    }
    return items.length <= 1 ? (items[0] ?? null) : { kind: "and", items };
  };
  const or = (): SearchExpr | null => {
    const items: SearchExpr[] = [];
    const first = and();
    if (first) items.push(first);
    while (isOp("OR")) {
      at++;
      const next = and();
      if (next) items.push(next);
    }
    return items.length <= 1 ? (items[0] ?? null) : { kind: "or", items };
  };

  const expr = tokens.length ? or() : null;
  if (at < tokens.length) throw malformed("mismatched parentheses in the search term");
  if (!expr || !hasLongTerm(expr)) throw new SoslError("INVALID_SEARCH", soslMessages.tooShort);
  return expr;
}

/**
 * Salesforce's own limits on a search term, which also bound the parse and the nesting here: "If the
 * SearchQuery string is longer than 10,000 characters, no result rows are returned. If SearchQuery is
 * longer than 4,000 characters, any logical operators are removed."
 */
export const MAX_SEARCH_TERM_LENGTH = 10_000;
export const OPERATORS_KEPT_UP_TO = 4_000;
const MATCHES_NOTHING: SearchExpr = { kind: "or", items: [] };

/** With operators removed, what is left are the words and phrases (adjacent terms mean AND). */
function isPlainWord(token: Token): boolean {
  return token.kind === "phrase" || (token.kind === "word" && !/^(AND|OR|NOT)$/i.test(token.text));
}

/** A term made only of punctuation or wildcards searches nothing and is dropped, as the search index drops it. */
function term(text: string): SearchExpr | null {
  const words = wordPatterns(text);
  return words.length ? { kind: "term", text, words } : null;
}

/** Salesforce refuses a search whose every term is a single character. */
function hasLongTerm(expr: SearchExpr): boolean {
  if (expr.kind === "term") return expr.text.replace(/[*?]/g, "").length >= 2;
  if (expr.kind === "not") return hasLongTerm(expr.item);
  return expr.items.some(hasLongTerm);
}

type Token = { kind: "word" | "phrase"; text: string } | { kind: "open" | "close"; text: string };

function lex(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? "";
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === "(" || ch === ")") {
      tokens.push({ kind: ch === "(" ? "open" : "close", text: ch });
      i++;
    } else if (ch === '"') {
      const [phrase, end] = readUntil(text, i + 1, (c) => c === '"');
      if (text[end] !== '"') throw malformed("a quoted phrase in the search term is not closed");
      tokens.push({ kind: "phrase", text: phrase });
      i = end + 1;
    } else {
      const [word, end] = readUntil(text, i, (c) => /[\s()"]/.test(c));
      tokens.push({ kind: "word", text: word });
      i = end;
    }
  }
  return tokens;
}

/** Reads from `start` until `stop` matches an unescaped character; escapes are resolved. */
function readUntil(text: string, start: number, stop: (ch: string) => boolean): [string, number] {
  let out = "";
  let i = start;
  for (; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (ch === "\\" && i + 1 < text.length) {
      // An escaped wildcard is the literal character, which the index treats as a separator.
      const next = text[++i] ?? "";
      out += next === "*" || next === "?" ? " " : next;
      continue;
    }
    if (stop(ch)) break;
    out += ch;
  }
  return [out, i];
}

function malformed(message: string): SoslError {
  return new SoslError("MALFORMED_SEARCH", message);
}
