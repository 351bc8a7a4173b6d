/**
 * Salesforce prefixes query errors with the offending line and a caret. The parser does not keep
 * token positions, so tokens are found again in the query text, with string literals blanked out
 * so a field name inside a quoted value is never mistaken for the field itself.
 */

export function maskLiterals(text: string): string {
  let out = "";
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (!inString) {
      out += ch;
      if (ch === "'") inString = true;
    } else if (ch === "\\" && i + 1 < text.length) {
      out += "  ";
      i++;
    } else if (ch === "'") {
      out += ch;
      inString = false;
    } else {
      out += ch === "\n" ? "\n" : " ";
    }
  }
  return out;
}

/** Offset of `keyword` (e.g. "WHERE", "ORDER BY") outside any parentheses, or -1. */
export function clauseOffset(masked: string, keyword: string): number {
  const pattern = new RegExp(`\\b${keyword.replace(" ", "\\s+")}\\b`, "gi");
  // Depth is carried from one match to the next, so many matches cost one pass over the text.
  let depth = 0;
  let scanned = 0;
  for (const match of masked.matchAll(pattern)) {
    for (; scanned < match.index; scanned++) {
      if (masked[scanned] === "(") depth++;
      else if (masked[scanned] === ")") depth--;
    }
    if (depth === 0) return match.index;
  }
  return -1;
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /^\w$/.test(ch);

/**
 * First whole-token occurrence of `token` at or after `from` (falls back to the whole text),
 * compared case-insensitively, not preceded by a word character or a dot nor followed by a word
 * character. A plain scan: no pattern is built from query text.
 */
export function locateToken(text: string, token: string, from = 0): number {
  if (!token) return -1;
  const haystack = text.toUpperCase();
  const needle = token.toUpperCase();
  // Upper-casing that changes a length would misplace offsets: compare those texts as they are.
  const [scan, find] = haystack.length === text.length && needle.length === token.length ? [haystack, needle] : [text, token];
  for (let at = scan.indexOf(find, Math.max(0, from)); at >= 0; at = scan.indexOf(find, at + 1)) {
    const before = text[at - 1];
    if ((before === "." || isWordChar(before)) || isWordChar(text[at + find.length])) continue;
    return at;
  }
  return from > 0 ? locateToken(text, token, 0) : -1;
}

/** "\n<line>\n   ^\nERROR at Row:r:Column:c\n<message>", the prefix Salesforce puts on query errors. */
export function withCaret(text: string, offset: number, message: string): string {
  if (offset < 0) return message;
  const before = text.slice(0, offset).split("\n");
  const row = before.length;
  // split() always yields a part, so the fallback never applies.
  const column = (before.at(-1) ?? "").length + 1;
  const line = text.split("\n")[row - 1] ?? "";
  return `\n${line}\n${" ".repeat(column - 1)}^\nERROR at Row:${row}:Column:${column}\n${message}`;
}
