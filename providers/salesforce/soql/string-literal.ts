import { SoqlError } from "./errors.ts";

const ESCAPES: Record<string, string> = {
  n: "\n", N: "\n", r: "\r", R: "\r", t: "\t", T: "\t", b: "\b", B: "\b", f: "\f", F: "\f",
  '"': '"', "'": "'", "\\": "\\",
};

/**
 * Reads a quoted SOQL string. For LIKE patterns (`keepWildcardEscapes`) `\%`, `\_` and `\\` stay
 * escaped so the pattern compiler can tell a literal percent, underscore or backslash from a wildcard.
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
      const decoded = String.fromCharCode(parseInt(body.slice(i + 1, i + 5), 16));
      out += keepWildcardEscapes && decoded === "\\" ? "\\\\" : decoded;
      i += 4;
    } else if (next === "\\") out += keepWildcardEscapes ? "\\\\" : "\\";
    else if (next !== undefined && Object.hasOwn(ESCAPES, next)) out += ESCAPES[next];
    else {
      throw new SoqlError(
        "MALFORMED_QUERY",
        `Invalid string literal '${body}'. Illegal character sequence '\\${next ?? ""}' in string literal.`,
      );
    }
  }
  return out;
}

/** A value as a SOQL string literal, the inverse of `unquote`: backslashes and quotes escaped. */
export function quoteLiteral(value: string): string {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}
