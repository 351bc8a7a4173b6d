const QUOTES = new Set(['"', "'"]);

const ESCAPED: Record<string, string> = { t: "\t", n: "\n", r: "\r", '"': '"', "'": "'", "\\": "\\", " ": " " };

/**
 * The text a JQL string token stands for: outer quotes dropped and escapes resolved. The lexer only
 * produces tokens whose escapes are valid (others become error tokens), so this never fails.
 */
export function unescapeJqlString(token: string): string {
  return unescapeJqlBody(isQuotedToken(token) ? token.slice(1, -1) : token);
}

/** Resolves escapes in text without quotes around it. */
export function unescapeJqlBody(body: string): string {
  if (!body.includes("\\")) return body;
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char !== "\\") {
      out += char;
      continue;
    }
    const next = body[i + 1] ?? "";
    if (next === "u") {
      out += String.fromCharCode(parseInt(body.slice(i + 2, i + 6), 16));
      i += 5;
    } else {
      out += ESCAPED[next] ?? next;
      i += 1;
    }
  }
  return out;
}

export function isQuotedToken(token: string): boolean {
  return token.length > 0 && QUOTES.has(token[0]!);
}
