import { SoslError, soslErrorAt, soslMessages } from "./errors.ts";

/** A token of the statement after FIND {…}, with its offset in the statement. */
export interface Token {
  kind: "word" | "number" | "string" | "punct";
  text: string;
  at: number;
}

/**
 * Splits off `FIND {term}` (the braces may hold escaped braces and quoted phrases) and returns the
 * term and where the rest of the statement starts.
 */
export function splitFind(text: string): { term: string; termAt: number; rest: number } {
  const find = /^\s*FIND\s*/i.exec(text);
  if (!find || text[find[0].length] !== "{") throw new SoslError("MALFORMED_SEARCH", soslMessages.noBraces);
  const open = find[0].length;
  let inPhrase = false;
  for (let i = open + 1; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\") i++;
    else if (ch === '"') inPhrase = !inPhrase;
    else if (ch === "}" && !inPhrase) return { term: text.slice(open + 1, i), termAt: open + 1, rest: i + 1 };
  }
  throw new SoslError("MALFORMED_SEARCH", soslMessages.noBraces);
}

/** Words (field paths included: Account.Name, Widget__c), integers, 'strings' and punctuation. */
export function lexStatement(text: string, from: number): Token[] {
  const tokens: Token[] = [];
  let i = from;
  while (i < text.length) {
    const ch = text[i] ?? "";
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const start = i;
    if (ch === "'") {
      for (i++; i < text.length && text[i] !== "'"; i++) if (text[i] === "\\") i++;
      if (i >= text.length) throw soslErrorAt(text, start, "MALFORMED_SEARCH", "unterminated string literal");
      i++;
      tokens.push({ kind: "string", text: text.slice(start, i), at: start });
    } else if (/[A-Za-z_]/.test(ch)) {
      while (i < text.length && /[\w.]/.test(text[i] ?? "")) i++;
      tokens.push({ kind: "word", text: text.slice(start, i), at: start });
    } else if (/[0-9]/.test(ch)) {
      while (i < text.length && /[\w.:+-]/.test(text[i] ?? "")) i++;
      tokens.push({ kind: "number", text: text.slice(start, i), at: start });
    } else {
      const two = text.slice(i, i + 2);
      const width = ["<=", ">=", "!=", "<>"].includes(two) ? 2 : 1;
      i += width;
      tokens.push({ kind: "punct", text: text.slice(start, i), at: start });
    }
  }
  return tokens;
}

/** A cursor over the tokens with the checks every clause parser needs. */
export class TokenStream {
  private at = 0;
  constructor(readonly text: string, private readonly tokens: Token[]) {}

  peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }

  next(): Token | undefined {
    return this.tokens[this.at++];
  }

  /** Whether the next token is this keyword (any case) or punctuation. */
  is(word: string, offset = 0): boolean {
    return this.peek(offset)?.text.toUpperCase() === word.toUpperCase();
  }

  take(word: string): boolean {
    if (!this.is(word)) return false;
    this.at++;
    return true;
  }

  expect(word: string): Token {
    const token = this.peek();
    if (!token || token.text.toUpperCase() !== word.toUpperCase()) throw this.unexpected();
    this.at++;
    return token;
  }

  expectKind(kind: Token["kind"]): Token {
    const token = this.peek();
    if (token?.kind !== kind) throw this.unexpected();
    this.at++;
    return token;
  }

  done(): boolean {
    return this.at >= this.tokens.length;
  }

  /** MALFORMED_SEARCH at the next token (or the end of the statement). */
  unexpected(token = this.peek()): SoslError {
    return token
      ? soslErrorAt(this.text, token.at, "MALFORMED_SEARCH", soslMessages.unexpectedToken(token.text))
      : soslErrorAt(this.text, this.text.trimEnd().length, "MALFORMED_SEARCH", soslMessages.unexpectedToken("<EOF>"));
  }

  /** Raw text from one token's start up to (not including) the token at `end`, or the end of `limit`. */
  slice(start: Token, endAt: number): string {
    return this.text.slice(start.at, endAt).trim();
  }
}
