import { yieldIfHeld } from "../../../core/pack/index.ts";
import type { JqlQuery } from "./ast.ts";
import { compileWhere } from "./compile-where.ts";
import type { JqlContext, JqlIssue } from "./context.ts";
import { JqlError } from "./errors.ts";
import { compileOrder, type Sorter } from "./order.ts";
import { parseCached } from "./parse-cache.ts";
import type { Predicate } from "./predicate.ts";
import { createScope } from "./scope.ts";

export interface RunJqlOptions {
  /**
   * "strict" (the default, and Jira's): a query naming a field, value or function the site lacks
   * fails with Jira's 400 sentences. "warn" (Jira's validateQuery=warn): such clauses match nothing
   * and their sentences become warnings. Syntax errors and unsupported JQL fail either way.
   */
  readonly validation?: "strict" | "warn";
}

export interface JqlCheck {
  readonly query: JqlQuery;
  /** Validation sentences demoted to warnings ("warn" only). */
  readonly warnings: readonly string[];
}

interface Compiled extends JqlCheck {
  readonly matches: Predicate;
  readonly sort: Sorter;
}

/** Parses (or takes a parse) and resolves every field, value and function against the site. */
export function checkJql(query: string | JqlQuery, ctx: JqlContext, options: RunJqlOptions = {}): JqlCheck {
  const { query: parsed, warnings } = compile(query, ctx, undefined, options);
  return { query: parsed, warnings };
}

/**
 * The issues a JQL query selects, in the order it asks for. `issues` are rendered as the v3 API
 * renders them, and are every issue the caller may see (unknown issue keys are told apart from keys
 * that match nothing by looking among them, unless the context has `findIssue`).
 */
export function runJql<T extends JqlIssue>(query: string | JqlQuery, issues: readonly T[], ctx: JqlContext, options: RunJqlOptions = {}): T[] {
  const { matches, sort } = compile(query, ctx, issues, options);
  // Synchronous, for graders (which must finish, and are scheduled by the core); requests use runJqlInSlices.
  return sort(issues.filter(matches));
}

/**
 * runJql for a request over a site of any size: the issues are matched in slices with a turn of the
 * event loop between them (a first text search over 10,000 issues analyses every text once, which no
 * single slice may hold the service for); the order is applied at the end.
 */
export async function runJqlInSlices<T extends JqlIssue>(query: string | JqlQuery, issues: readonly T[], ctx: JqlContext, options: RunJqlOptions = {}): Promise<T[]> {
  const { matches, sort } = compile(query, ctx, issues, options);
  const selected: T[] = [];
  for (let i = 0; i < issues.length; i++) {
    if (i % 64 === 0) await yieldIfHeld();
    if (matches(issues[i]!)) selected.push(issues[i]!);
  }
  await yieldIfHeld();
  return sort(selected);
}

function compile(query: string | JqlQuery, ctx: JqlContext, issues: readonly JqlIssue[] | undefined, options: RunJqlOptions): Compiled {
  const parsed = typeof query === "string" ? parseCached(query) : query;
  const scope = createScope(ctx, issues);
  const errors = new Set<string>();
  const unsupported = new Set<string>();
  const report = { error: (m: string) => void errors.add(m), unsupported: (m: string) => void unsupported.add(m) };
  const matches = compileWhere(parsed.where, scope, report);
  const sort = compileOrder(parsed.orderBy, scope, report);
  const warn = options.validation === "warn";
  if (errors.size > 0 && !warn) throw new JqlError("validation", [...errors]);
  if (unsupported.size > 0) throw new JqlError("unsupported", [...unsupported]);
  return { query: parsed, warnings: warn ? [...errors] : [], matches, sort };
}
