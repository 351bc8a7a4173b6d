import { queryWords, stem } from "./text-analysis.ts";

/**
 * The query language inside `summary ~ "..."` (Jira's Lucene syntax): words, "quoted phrases",
 * `*` and `?` wildcards, AND / OR / NOT (capitals), && || ! + -, and parentheses. Words side by side
 * must all match (Jira's default AND). Fuzzy `~` and boost `^` suffixes are accepted and ignored, as
 * Jira Cloud does. Binding: NOT and prefixes, then AND, then OR.
 */
export type TextNode =
  | { readonly kind: "word"; readonly word: string; readonly stem: string }
  | { readonly kind: "wildcard"; readonly pattern: string }
  | { readonly kind: "phrase"; readonly words: readonly string[]; readonly stems: readonly string[] }
  | { readonly kind: "and" | "or"; readonly nodes: readonly TextNode[] }
  | { readonly kind: "not"; readonly node: TextNode }
  /** A stop word or punctuation: dropped from the query, as Lucene drops it. */
  | { readonly kind: "ignored" };

export type TextQueryResult = { ok: true; node: TextNode } | { ok: false; reason: "unparsable" } | { ok: false; reason: "bad-start"; start: string };

type Lexeme = { type: "word" | "phrase"; text: string } | { type: "op"; text: string };

export function parseTextQuery(text: string): TextQueryResult {
  const lexemes = lex(text);
  if (!lexemes) return { ok: false, reason: "unparsable" };
  const lone = lexemes.find((l) => l.type === "word" && /^[*?]+$/.test(l.text));
  if (lone) return { ok: false, reason: "bad-start", start: lone.text[0]! };
  const parser = new Parser(lexemes);
  const node = parser.parseOr();
  if (!node || !parser.done()) return { ok: false, reason: "unparsable" };
  return { ok: true, node };
}

const OPERATOR_WORDS = new Set(["AND", "OR", "NOT"]);
const SPECIAL = new Set(["(", ")", '"']);

function lex(text: string): Lexeme[] | null {
  const out: Lexeme[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) return null;
      out.push({ type: "phrase", text: text.slice(i + 1, end) });
      i = skipModifiers(text, end + 1);
    } else if (c === "(" || c === ")" || c === "+" || c === "-" || c === "!") {
      out.push({ type: "op", text: c });
      i++;
    } else if ((c === "&" || c === "|") && text[i + 1] === c) {
      out.push({ type: "op", text: c === "&" ? "AND" : "OR" });
      i += 2;
    } else {
      let word = "";
      while (i < text.length && !/\s/.test(text[i]!) && !SPECIAL.has(text[i]!) && text[i] !== "~" && text[i] !== "^") {
        if (text[i] === "\\" && i + 1 < text.length) i++;
        word += text[i++];
      }
      i = skipModifiers(text, i);
      if (word) out.push(OPERATOR_WORDS.has(word) ? { type: "op", text: word } : { type: "word", text: word });
    }
  }
  return out;
}

/** `roam~`, `roam~0.8`, `jira^4`: fuzzy and boost suffixes, which Jira Cloud ignores. */
function skipModifiers(text: string, i: number): number {
  while (text[i] === "~" || text[i] === "^") {
    i++;
    while (i < text.length && /[0-9.]/.test(text[i]!)) i++;
  }
  return i;
}

class Parser {
  private i = 0;
  constructor(private readonly lexemes: readonly Lexeme[]) {}

  done(): boolean {
    return this.i === this.lexemes.length;
  }

  parseOr(): TextNode | null {
    const nodes = [this.parseAnd()];
    while (this.isOp("OR")) {
      this.i++;
      nodes.push(this.parseAnd());
    }
    if (nodes.some((n) => n === null)) return null;
    return nodes.length === 1 ? nodes[0]! : { kind: "or", nodes: nodes as TextNode[] };
  }

  private parseAnd(): TextNode | null {
    const nodes: TextNode[] = [];
    while (this.i < this.lexemes.length && !this.isOp("OR") && !this.isOp(")")) {
      if (this.isOp("AND")) {
        if (nodes.length === 0) return null;
        this.i++;
      }
      const node = this.parseUnary();
      if (!node) return null;
      nodes.push(node);
    }
    if (nodes.length === 0) return null;
    return nodes.length === 1 ? nodes[0]! : { kind: "and", nodes };
  }

  private parseUnary(): TextNode | null {
    if (this.isOp("NOT") || this.isOp("-") || this.isOp("!")) {
      this.i++;
      const node = this.parseUnary();
      return node && { kind: "not", node };
    }
    if (this.isOp("+")) {
      this.i++;
      return this.parseUnary();
    }
    return this.parsePrimary();
  }

  private parsePrimary(): TextNode | null {
    const lexeme = this.lexemes[this.i];
    if (!lexeme) return null;
    this.i++;
    if (lexeme.type === "word") return wordNode(lexeme.text);
    if (lexeme.type === "phrase") return phraseNode(lexeme.text);
    if (lexeme.text !== "(") return null;
    const inner = this.parseOr();
    if (!inner || !this.isOp(")")) return null;
    this.i++;
    return inner;
  }

  private isOp(text: string): boolean {
    const lexeme = this.lexemes[this.i];
    return lexeme?.type === "op" && lexeme.text === text;
  }
}

function wordNode(text: string): TextNode {
  if (/[*?]/.test(text)) return { kind: "wildcard", pattern: text.toLowerCase() };
  return phraseNode(text);
}

/** A word that analyses into several ("lcls-ii", "v2.0") is matched as the phrase of its parts. */
function phraseNode(text: string): TextNode {
  const words = queryWords(text);
  if (words.length === 0) return { kind: "ignored" };
  if (words.length === 1) return { kind: "word", word: words[0]!, stem: stem(words[0]!) };
  return { kind: "phrase", words, stems: words.map(stem) };
}
