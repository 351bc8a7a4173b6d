// Gmail's search syntax read into a tree: words, "phrases", +exact words, operator:value (the value may
// be a phrase or a group: subject:(dinner film)), -negation, OR (binding tighter than the implied AND,
// as in Gmail), { } for "any of", ( ) for grouping, AND, and `a AROUND 5 b` (read as a and b).
// One pass over the text and one over the tokens, with no regular expression on what the user typed:
// the time is linear in the query's length. Unknown operators are plain words ("foo:bar"), as in Gmail.
export type Field =
  | "text" | "word" | "from" | "to" | "cc" | "bcc" | "deliveredto" | "list" | "subject" | "label" | "in" | "is" | "has" | "category"
  | "filename" | "rfc822msgid" | "after" | "before" | "older_than" | "newer_than" | "size" | "larger" | "smaller";

export type SearchNode =
  | { kind: "all" }
  | { kind: "and" | "or"; of: SearchNode[] }
  | { kind: "not"; of: SearchNode }
  | { kind: "term"; field: Field; value: string };

const OPERATORS = new Map<string, Field>([
  ...(["from", "to", "cc", "bcc", "deliveredto", "list", "subject", "label", "in", "is", "has", "category", "filename", "rfc822msgid",
    "after", "before", "older_than", "newer_than", "size", "larger", "smaller"] as const).map((f): [string, Field] => [f, f]),
  ["newer", "after"], ["older", "before"],
]);
const LONGEST_OPERATOR = Math.max(...[...OPERATORS.keys()].map((name) => name.length));
/** Deeper groups are read flat, and terms past the limit are dropped: a query is typed by a person. */
export const MAX_DEPTH = 16;
export const MAX_TERMS = 100;

const ALL: SearchNode = { kind: "all" };

type Token =
  | { t: "(" | ")" | "{" | "}" | "-" | "+" | "OR" | "AND" | "AROUND" }
  | { t: "op"; field: Field }
  | { t: "word" | "phrase"; text: string };

const isSpace = (c: string) => c === " " || c === "\t" || c === "\n" || c === "\r";
const isPunct = (c: string) => c === "(" || c === ")" || c === "{" || c === "}" || c === '"';

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const startsTerm = () => i + 1 < query.length && !isSpace(query[i + 1]!) && query[i + 1] !== ")" && query[i + 1] !== "}";
  while (i < query.length) {
    const c = query[i]!;
    if (isSpace(c)) i++;
    else if (c === "(" || c === ")" || c === "{" || c === "}") tokens.push({ t: c }), i++;
    else if ((c === "-" || c === "+") && startsTerm()) tokens.push({ t: c }), i++;
    else if (c === '"') {
      const end = query.indexOf('"', i + 1);
      const stop = end === -1 ? query.length : end;
      tokens.push({ t: "phrase", text: query.slice(i + 1, stop) });
      i = stop + 1;
    } else {
      const start = i;
      let checked = false;
      while (i < query.length && !isSpace(query[i]!) && !isPunct(query[i]!)) {
        // "from:" ends a token when what precedes its first colon is an operator: its value follows.
        // Only the first colon is looked at, so a word of many colons costs no more than its length.
        if (query[i] === ":" && !checked) {
          checked = true;
          if (i - start <= LONGEST_OPERATOR && OPERATORS.has(query.slice(start, i).toLowerCase())) break;
        }
        i++;
      }
      const word = query.slice(start, i);
      if (query[i] === ":") tokens.push({ t: "op", field: OPERATORS.get(word.toLowerCase())! }), i++;
      else if (word === "OR" || word === "AND" || word === "AROUND") tokens.push({ t: word });
      else if (word !== "-" && word !== "+") tokens.push({ t: "word", text: word }); // a sign on its own signs nothing
    }
  }
  return tokens;
}

/** Reads a query; an empty one (or one of only operators and brackets) matches everything. */
export function parseSearch(query: string): SearchNode {
  const tokens = tokenize(query);
  let at = 0;
  let terms = 0;
  const peek = () => tokens[at];
  const term = (field: Field, value: string): SearchNode => {
    if (value === "" || ++terms > MAX_TERMS) return ALL;
    return { kind: "term", field, value: value.toLowerCase() };
  };
  const both = (kind: "and" | "or", of: SearchNode[]): SearchNode => {
    const kept = of.filter((n) => n.kind !== "all");
    return kept.length === 0 ? ALL : kept.length === 1 ? kept[0]! : { kind, of: kept };
  };
  // A sequence, up to the bracket that closes it (or the end): the AND of its OR-chains.
  const sequence = (field: Field, depth: number, close?: ")" | "}"): SearchNode[] => {
    const items: SearchNode[] = [];
    while (at < tokens.length) {
      const token = peek()!;
      if (token.t === close) break;
      if (token.t === ")" || token.t === "}" || token.t === "AND" || token.t === "OR") { at++; continue; } // stray
      if (token.t === "AROUND") { at++; if (peek()?.t === "word") at++; continue; } // `a AROUND 5 b`: a and b
      const first = unary(field, depth);
      if (peek()?.t !== "OR") { if (first.kind !== "all") items.push(first); continue; }
      const chain = [first];
      while (peek()?.t === "OR" && at + 1 < tokens.length) { at++; chain.push(unary(field, depth)); }
      const either = both("or", chain);
      if (either.kind !== "all") items.push(either);
    }
    return items;
  };
  const group = (field: Field, depth: number, open: "(" | "{"): SearchNode => {
    at++;
    const close = open === "(" ? ")" : "}";
    // Past MAX_DEPTH the brackets are dropped and their contents read as part of the enclosing sequence.
    if (depth >= MAX_DEPTH) return ALL;
    const items = sequence(field, depth + 1, close);
    if (peek()?.t === close) at++;
    return both(open === "(" ? "and" : "or", items);
  };
  // Any number of minus signs in a row is read in a loop: a long run of them cannot exhaust the stack.
  const unary = (field: Field, depth: number): SearchNode => {
    let negated = false;
    while (peek()?.t === "-") { at++; negated = !negated; }
    const inner = primary(field, depth);
    return negated && inner.kind !== "all" ? { kind: "not", of: inner } : inner;
  };
  // Every branch but the last consumes a token; closing brackets and keywords are left to `sequence`.
  const primary = (field: Field, depth: number): SearchNode => {
    const token = peek();
    if (token?.t === "+") {
      at++;
      const next = peek();
      if (next?.t !== "word") return ALL;
      at++;
      return term("word", next.text);
    }
    if (token?.t === "(" || token?.t === "{") return group(field, depth, token.t);
    if (token?.t === "op") {
      at++;
      const value = peek();
      if (value?.t === "(" || value?.t === "{") return group(token.field, depth, value.t);
      if (value?.t !== "word" && value?.t !== "phrase") return ALL;
      at++;
      return term(token.field, value.text);
    }
    if (token?.t === "word" || token?.t === "phrase") {
      at++;
      return term(field, token.text);
    }
    return ALL;
  };
  return both("and", sequence("text", 0));
}

/** The folders an `in:` term names anywhere in the query (negated or not), in lower case. */
export function foldersNamed(node: SearchNode, into = new Set<string>()): Set<string> {
  if (node.kind === "term" && node.field === "in") into.add(node.value);
  else if (node.kind === "not") foldersNamed(node.of, into);
  else if (node.kind === "and" || node.kind === "or") for (const child of node.of) foldersNamed(child, into);
  return into;
}
