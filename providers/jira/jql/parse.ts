import { JQLParser as P } from "@atlaskit/jql-parser";
import { Token } from "antlr4ts";
import { lexJql, parseTokens } from "./antlr-parse.ts";
import type { JqlQuery } from "./ast.ts";
import { buildQuery } from "./build-ast.ts";
import { JqlError } from "./errors.ts";
import { syntaxErrorMessage } from "./syntax-errors.ts";

/** Longer than any JQL a person or agent writes; parsing is linear but not free (~3 µs a character). */
export const MAX_JQL_LENGTH = 32_768;
/** Parentheses and NOTs nest the parser's recursion; this keeps it far from the stack's end. */
export const MAX_JQL_NESTING = 100;
/**
 * Clauses (joined by AND and OR) and tokens (words, values, operators, commas) in one query. The parse
 * cannot be interrupted, so its cost is bounded before it starts: at these limits it stays near 20 ms,
 * and a query of 500 clauses is already far past what a person or agent writes.
 */
export const MAX_JQL_CLAUSES = 500;
export const MAX_JQL_TOKENS = 4_000;

/**
 * Parses JQL with Atlassian's grammar (@atlaskit/jql-parser). Throws a JqlError carrying Jira's
 * sentence for the first syntax error. Does not look at fields or values: see checkJql.
 */
export function parseJql(text: string): JqlQuery {
  if (text.length > MAX_JQL_LENGTH) {
    throw new JqlError("limit", [`The JQL query is ${text.length} characters long; this mock reads at most ${MAX_JQL_LENGTH}.`]);
  }
  const { stream, tokens } = lexJql(text);
  refuseLargeQueries(tokens);
  refuseDeepNesting(tokens);
  const result = parseTokens(stream, tokens);
  if (!result.ok) throw new JqlError("syntax", [syntaxErrorMessage(result.failure, result.tokens)]);
  return deepFreeze(buildQuery(text, result.tree));
}

const CLAUSE_STARTS = new Set([P.AND, P.OR, P.LPAREN, P.NOT, P.BANG]);

/** Counts clauses and tokens on the lexed stream (linear, cheap) and refuses a query past either limit. */
function refuseLargeQueries(tokens: readonly Token[]): void {
  let clauses = 1;
  let count = 0;
  for (const { type, channel } of tokens) {
    if (channel !== 0 || type === Token.EOF) continue;
    count++;
    if (type === P.AND || type === P.OR) clauses++;
  }
  if (clauses > MAX_JQL_CLAUSES) {
    throw new JqlError("limit", [`The JQL query has ${clauses} clauses; this mock reads at most ${MAX_JQL_CLAUSES}. Use fewer clauses (an IN list instead of ORs).`]);
  }
  if (count > MAX_JQL_TOKENS) {
    throw new JqlError("limit", [`The JQL query has ${count} terms (fields, operators and values); this mock reads at most ${MAX_JQL_TOKENS}.`]);
  }
}

/**
 * Measures what the parser's recursion will be: open parentheses plus the NOTs applying at each
 * point (a NOT before a parenthesis lasts until it closes; `NOT IN` and `IS NOT` do not count).
 */
function refuseDeepNesting(tokens: readonly Token[]): void {
  const enclosing: number[] = [];
  let outer = 0;
  let pending = 0;
  let deepest = 0;
  let previous: number | undefined;
  for (const { type, channel } of tokens) {
    if (channel !== 0) continue;
    if ((type === P.NOT || type === P.BANG) && (previous === undefined || CLAUSE_STARTS.has(previous))) pending++;
    else if (type === P.LPAREN) {
      enclosing.push(pending);
      outer += pending;
      pending = 0;
    } else if (type === P.RPAREN) outer -= enclosing.pop() ?? 0;
    else if (type === P.AND || type === P.OR) pending = 0;
    deepest = Math.max(deepest, enclosing.length + outer + pending);
    previous = type;
  }
  if (deepest > MAX_JQL_NESTING) {
    throw new JqlError("limit", [`The JQL query nests parentheses and NOTs ${deepest} deep; this mock reads at most ${MAX_JQL_NESTING}.`]);
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
