/**
 * JSON nesting limit for every body the service parses (Salesforce refuses JSON nested deeper than
 * 1,000 levels). JSON.parse itself copes with any depth, but everything after it recurses: schema
 * validation, freezing and cloning records, serializing them, the MCP SDK's message schemas. A
 * 100,000-deep body overflowed the stack there after 650 ms of work; checked here, it costs one scan.
 */
export const MAX_JSON_DEPTH = 1000;

/** A body that is valid JSON but nested past MAX_JSON_DEPTH. */
export class JsonTooDeepError extends SyntaxError {
  override name = "JsonTooDeepError";
  constructor(readonly limit = MAX_JSON_DEPTH) {
    // Jackson's words, as Salesforce answers; Jackson stops at the first level past the limit, as the scan does.
    super(`Document nesting depth (${limit + 1}) exceeds the maximum allowed (${limit})`);
  }
}

/**
 * Whether `text` opens more than `limit` arrays or objects inside one another, without recursion. A
 * text too short to hold limit + 1 pairs of brackets is not scanned at all, so small bodies (the usual
 * record create) pay nothing; strings are skipped with indexOf, so a long one costs one native search.
 */
export function exceedsJsonDepth(text: string, limit = MAX_JSON_DEPTH): boolean {
  if (text.length <= 2 * limit + 1) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = endOfString(text, i);
      if (i < 0) return false; // unterminated: JSON.parse says so
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** JSON.parse, refusing a body nested past `limit` first (JsonTooDeepError, a SyntaxError). */
export function parseJsonText(text: string, limit = MAX_JSON_DEPTH): unknown {
  if (exceedsJsonDepth(text, limit)) throw new JsonTooDeepError(limit);
  return JSON.parse(text);
}

const QUOTE = 34, BACKSLASH = 92, OPEN_ARRAY = 91, CLOSE_ARRAY = 93, OPEN_OBJECT = 123, CLOSE_OBJECT = 125;

/** The index of the quote that closes the string opened at `start`, or -1. */
function endOfString(text: string, start: number): number {
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return -1;
    let slashes = 0;
    while (text.charCodeAt(quote - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return quote;
    from = quote + 1;
  }
}
