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

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Offset of `keyword` (e.g. "WHERE", "ORDER BY") outside any parentheses, or -1. */
export function clauseOffset(masked: string, keyword: string): number {
  const pattern = new RegExp(`\\b${keyword.replace(" ", "\\s+")}\\b`, "gi");
  for (const match of masked.matchAll(pattern)) {
    if (depthAt(masked, match.index) === 0) return match.index;
  }
  return -1;
}

function depthAt(text: string, offset: number): number {
  let depth = 0;
  for (let i = 0; i < offset; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
  }
  return depth;
}

/** First whole-token occurrence of `token` at or after `from` (falls back to the whole text). */
export function locateToken(text: string, token: string, from = 0): number {
  if (!token) return -1;
  const pattern = new RegExp(`(?<![\\w.])${escapeRegExp(token)}(?![\\w])`, "gi");
  pattern.lastIndex = Math.max(0, from);
  const found = pattern.exec(text);
  if (found) return found.index;
  if (from > 0) return locateToken(text, token, 0);
  return -1;
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
