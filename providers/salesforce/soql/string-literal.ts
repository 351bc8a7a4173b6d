import { SoqlError } from "./errors.ts";

const ESCAPES: Record<string, string> = {
  n: "\n", N: "\n", r: "\r", R: "\r", t: "\t", T: "\t", b: "\b", B: "\b", f: "\f", F: "\f",
  '"': '"', "'": "'", "\\": "\\",
};

/**
 * Reads a quoted SOQL string. In LIKE patterns `\%` and `\_` stay escaped so the pattern compiler
 * can tell a literal percent from a wildcard.
 */
export function unquote(literal: string, keepWildcardEscapes = false): string {
  const body = literal.startsWith("'") && literal.endsWith("'") ? literal.slice(1, -1) : literal;
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch !== "\\") {
      out += ch;
      continue;
    }
    const next = body[++i];
    if (next === "%" || next === "_") out += keepWildcardEscapes ? `\\${next}` : next;
    else if (next === "u" && /^[0-9a-fA-F]{4}$/.test(body.slice(i + 1, i + 5))) {
      out += String.fromCharCode(parseInt(body.slice(i + 1, i + 5), 16));
      i += 4;
    } else if (next !== undefined && next in ESCAPES) out += ESCAPES[next];
    else {
      throw new SoqlError(
        "MALFORMED_QUERY",
        `Invalid string literal '${body}'. Illegal character sequence '\\${next ?? ""}' in string literal.`,
      );
    }
  }
  return out;
}

/** LIKE is case-insensitive; `%` matches any run of characters and `_` exactly one. */
export function likePattern(literal: string): RegExp {
  const pattern = unquote(literal, true);
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern.charAt(i);
    if (ch === "\\" && (pattern[i + 1] === "%" || pattern[i + 1] === "_")) source += `\\${pattern[++i]}`;
    else if (ch === "%") source += ".*";
    else if (ch === "_") source += ".";
    else source += ch.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  }
  return new RegExp(`^${source}$`, "is");
}
