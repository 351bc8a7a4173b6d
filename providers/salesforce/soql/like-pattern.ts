import { unquote } from "./string-literal.ts";

/**
 * A compiled SOQL LIKE pattern: case-insensitive, `%` any run of characters (none included), `_`
 * exactly one character, `\%`, `\_` and `\\` a literal percent, underscore and backslash. Matching never backtracks more than to the last `%`
 * (the classic wildcard algorithm), so a row costs at most O(value × pattern) however the client
 * wrote the pattern: no RegExp is ever built from query text.
 */
export interface LikePattern {
  test(value: string): boolean;
}

/** Pattern tokens: a literal character (already case-folded), or a wildcard. */
const ANY_ONE = 1;
const ANY_RUN = 2;
type Token = string | typeof ANY_ONE | typeof ANY_RUN;

const ASCII = /^[\x00-\x7f]*$/;

/**
 * One character as a case-insensitive comparison sees it, the way RegExp's `i` flag canonicalizes:
 * its upper case when that is one character and does not turn a non-ASCII letter into an ASCII one
 * (so `ß`, `ı` and the Kelvin sign stay themselves); ASCII letters are kept in lower case.
 */
function canonChar(char: string): string {
  if (char.length === 1 && char.charCodeAt(0) < 128) return char.toLowerCase();
  const upper = char.toUpperCase();
  if (Array.from(upper).length !== 1 || (upper.codePointAt(0) as number) < 128) return char;
  return upper;
}

/** Text as a sequence of canonical characters (code points): a plain lower-cased string when ASCII. */
function canonChars(text: string): ArrayLike<string> {
  return ASCII.test(text) ? text.toLowerCase() : Array.from(text, canonChar);
}

function canonText(text: string): string {
  return ASCII.test(text) ? text.toLowerCase() : Array.from(text, canonChar).join("");
}

export function compileLike(literal: string): LikePattern {
  return compileLikeText(unquote(literal, true));
}

/** `pattern` is the unquoted text, with `\%`, `\_` and `\\` still escaped (see `unquote`). */
export function compileLikeText(pattern: string): LikePattern {
  const tokens: Token[] = [];
  const chars = Array.from(pattern);
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] as string;
    const next = chars[i + 1];
    if (char === "\\" && (next === "%" || next === "_" || next === "\\")) {
      tokens.push(next);
      i++;
    } else if (char === "%") {
      // Consecutive %s mean what one does.
      if (tokens[tokens.length - 1] !== ANY_RUN) tokens.push(ANY_RUN);
    } else if (char === "_") tokens.push(ANY_ONE);
    else tokens.push(canonChar(char));
  }
  return fastPath(tokens) ?? { test: (value) => wildcardMatch(tokens, canonChars(value)) };
}

/**
 * Patterns without `_` are literal segments between `%`s: each segment found leftmost with indexOf,
 * which is the same greedy algorithm at native speed (and covers `x`, `x%`, `%x`, `%x%`).
 */
function fastPath(tokens: Token[]): LikePattern | undefined {
  if (tokens.includes(ANY_ONE)) return undefined;
  const segments: string[] = [];
  let current = "";
  for (const token of tokens) {
    if (token !== ANY_RUN) current += token;
    else {
      segments.push(current);
      current = "";
    }
  }
  segments.push(current);
  const first = segments[0] as string;
  if (segments.length === 1) return { test: (value) => canonText(value) === first };
  const last = segments[segments.length - 1] as string;
  const middle = segments.slice(1, -1).filter((segment) => segment !== "");
  return {
    test(value) {
      const text = canonText(value);
      if (text.length < first.length + last.length || !text.startsWith(first)) return false;
      let at = first.length;
      for (const segment of middle) {
        const found = text.indexOf(segment, at);
        if (found < 0) return false;
        at = found + segment.length;
      }
      return text.length - last.length >= at && text.endsWith(last);
    },
  };
}

/**
 * Greedy wildcard matching: advance through both; on a mismatch go back to just after the last `%`
 * and let it swallow one more character. Each `%` only ever moves forward, so the work is bounded by
 * the value's length times the pattern's.
 */
function wildcardMatch(tokens: Token[], text: ArrayLike<string>): boolean {
  let t = 0;
  let p = 0;
  let starP = -1;
  let starT = 0;
  while (t < text.length) {
    const token = tokens[p];
    if (token === ANY_RUN) {
      starP = p++;
      starT = t;
    } else if (token !== undefined && (token === ANY_ONE || token === text[t])) {
      p++;
      t++;
    } else if (starP >= 0) {
      p = starP + 1;
      t = ++starT;
    } else return false;
  }
  while (tokens[p] === ANY_RUN) p++;
  return p === tokens.length;
}
