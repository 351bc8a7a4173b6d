/**
 * A small GraphQL reader for the UI API's record queries: one operation (a query, with variable
 * definitions), fields with aliases, arguments and selection sets; values of every literal kind and
 * $variables. Fragments, directives and several operations are refused: this is not a GraphQL server.
 */
export type GqlValue = string | number | boolean | null | { enum: string } | GqlValue[] | { [key: string]: GqlValue };

export interface GqlField {
  alias?: string;
  name: string;
  args: Record<string, GqlValue>;
  selections: GqlField[];
  line: number;
  column: number;
}

export interface GqlDocument {
  kind: "query" | "mutation" | "subscription";
  selections: GqlField[];
}

export class GqlError extends Error {
  constructor(message: string, readonly line: number, readonly column: number, readonly errorType = "InvalidSyntax") {
    super(message);
  }
}

interface Token { kind: "name" | "punct" | "string" | "number" | "var"; text: string; at: number }

/**
 * Bounds on a document, checked on its tokens before the parser recurses: nesting of `{`, `[` and `(`
 * (the UI API allows 5 levels of parent relationships, some 15 levels of braces, and `where` filters
 * nest a few more), and the number of fields, since every field is work for each row.
 */
export const MAX_GRAPHQL_DEPTH = 64;
export const MAX_GRAPHQL_FIELDS = 5_000;

export function parseGraphql(source: string, variables: Record<string, unknown>): GqlDocument {
  const tokens = lex(source);
  const lineStarts = [0];
  for (let at = source.indexOf("\n"); at >= 0; at = source.indexOf("\n", at + 1)) lineStarts.push(at + 1);
  // Line and column by binary search over line starts: a document of many fields stays linear.
  const where = (at: number) => {
    let [low, high] = [0, lineStarts.length - 1];
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= at) low = mid;
      else high = mid - 1;
    }
    return [low + 1, at - (lineStarts[low] ?? 0) + 1] as const;
  };
  let i = 0;
  const fail = (token: Token | undefined, message?: string): never => {
    const [line, column] = where(token?.at ?? source.length);
    throw new GqlError(message ?? `Invalid Syntax : offending token '${token?.text ?? "<EOF>"}' at line ${line} column ${column}`, line, column);
  };
  const refuse = (token: Token, message: string): never => {
    const [line, column] = where(token.at);
    throw new GqlError(message, line, column, "ValidationError");
  };
  checkDepth(tokens, refuse);
  let fieldCount = 0;
  const peek = () => tokens[i];
  const is = (text: string) => peek()?.text === text && peek()?.kind !== "string";
  const take = (text: string) => (is(text) ? (i++, true) : false);
  const expect = (text: string) => (take(text) ? undefined : fail(peek()));
  const name = () => (peek()?.kind === "name" ? (tokens[i++] as Token) : fail(peek()));

  const value = (): GqlValue => {
    const token = tokens[i++];
    if (!token) return fail(token);
    if (token.kind === "var") {
      const key = token.text.slice(1);
      return key in variables ? (variables[key] as GqlValue) : null;
    }
    if (token.kind === "string") return token.text;
    if (token.kind === "number") return Number(token.text);
    if (token.text === "[") {
      const list: GqlValue[] = [];
      while (!take("]")) list.push(value());
      return list;
    }
    if (token.text === "{") {
      const object: Record<string, GqlValue> = {};
      while (!take("}")) {
        const key = name().text;
        expect(":");
        object[key] = value();
      }
      return object;
    }
    if (token.kind !== "name") return fail(token);
    if (token.text === "true" || token.text === "false") return token.text === "true";
    return token.text === "null" ? null : { enum: token.text };
  };
  const selectionSet = (): GqlField[] => {
    expect("{");
    const fields: GqlField[] = [];
    while (!take("}")) {
      if (is("...")) fail(peek(), "Fragments are not supported by this mock");
      const first = name();
      if (++fieldCount > MAX_GRAPHQL_FIELDS) refuse(first, `Validation error: the query selects more than ${MAX_GRAPHQL_FIELDS} fields`);
      const [line, column] = where(first.at);
      const field: GqlField = { name: first.text, args: {}, selections: [], line, column };
      if (take(":")) Object.assign(field, { alias: first.text, name: name().text });
      if (take("(")) while (!take(")")) {
        const key = name().text;
        expect(":");
        field.args[key] = value();
      }
      if (is("@")) fail(peek(), "Directives are not supported by this mock");
      if (is("{")) field.selections = selectionSet();
      fields.push(field);
    }
    return fields;
  };

  let kind: GqlDocument["kind"] = "query";
  if (peek()?.kind === "name") {
    const keyword = name().text;
    if (keyword !== "query" && keyword !== "mutation" && keyword !== "subscription") fail(tokens[i - 1]);
    kind = keyword as GqlDocument["kind"];
    if (peek()?.kind === "name") i++;
    // Variable definitions: their types are not checked, only their values used.
    if (take("(")) while (!take(")")) if (!tokens[i++]) fail(undefined);
  }
  const selections = selectionSet();
  if (i < tokens.length) fail(peek(), "Only one operation per request is supported by this mock");
  return { kind, selections };
}

/** Refuses a document nested deeper than MAX_GRAPHQL_DEPTH, before any recursion. */
function checkDepth(tokens: Token[], refuse: (token: Token, message: string) => never): void {
  let depth = 0;
  for (const token of tokens) {
    if (token.kind !== "punct") continue;
    if (token.text === "{" || token.text === "[" || token.text === "(") depth++;
    else if (token.text === "}" || token.text === "]" || token.text === ")") depth--;
    if (depth > MAX_GRAPHQL_DEPTH) refuse(token, `Validation error: the query is nested more than ${MAX_GRAPHQL_DEPTH} levels deep`);
  }
}

function lex(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s+|,|#[^\n]*|("(?:[^"\\]|\\.)*")|(\$[_A-Za-z]\w*)|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|([_A-Za-z]\w*)|(\.\.\.|[{}()[\]:!=@$])/gy;
  let pos = 0;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    pos = pattern.lastIndex;
    const [, string, variable, number, word, punct] = match;
    const at = match.index;
    if (string !== undefined) tokens.push({ kind: "string", text: unescape(string), at });
    else if (variable !== undefined) tokens.push({ kind: "var", text: variable, at });
    else if (number !== undefined) tokens.push({ kind: "number", text: number, at });
    else if (word !== undefined) tokens.push({ kind: "name", text: word, at });
    else if (punct !== undefined) tokens.push({ kind: "punct", text: punct, at });
    if (pos >= source.length) break;
  }
  if (pos < source.length) {
    const before = source.slice(0, pos).split("\n");
    throw new GqlError(`Invalid Syntax : unexpected character '${source[pos]}'`, before.length, (before.at(-1) ?? "").length + 1);
  }
  return tokens;
}

/** GraphQL's string escapes are JSON's. */
function unescape(literal: string): string {
  try {
    return JSON.parse(literal) as string;
  } catch {
    return literal.slice(1, -1);
  }
}
