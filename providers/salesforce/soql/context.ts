import { SoqlError, type SoqlErrorCode } from "./errors.ts";
import type { ParsedSoql } from "./parse.ts";
import { locateToken, withCaret } from "./query-text.ts";
import type { RunSoqlOptions, SoqlDescribe, SoqlRow, SoqlSource } from "./types.ts";

/** A stored row together with its sObject type, which rows themselves do not carry. */
export interface RowRef {
  type: string;
  row: SoqlRow;
}

/** Everything one query evaluation shares: the text for error carets, the source, and caches. */
export interface QueryContext {
  readonly text: string;
  readonly masked: string;
  readonly source: SoqlSource;
  readonly now: Date;
  readonly options: RunSoqlOptions;
  readonly describes: Map<string, SoqlDescribe | null>;
  readonly parents: Map<string, RowRef | null>;
}

export function createContext(parsed: ParsedSoql, source: SoqlSource, options: RunSoqlOptions): QueryContext {
  const { text, masked } = parsed;
  return { text, masked, source, now: options.now, options, describes: new Map(), parents: new Map() };
}

export function describeOf(ctx: QueryContext, name: string): SoqlDescribe | undefined {
  const key = name.toLowerCase();
  if (!ctx.describes.has(key)) ctx.describes.set(key, ctx.source.describe(name) ?? null);
  return ctx.describes.get(key) ?? undefined;
}

/** Offset of a field-like token, searching from `from` (the start of its clause). */
export function offsetOf(ctx: QueryContext, token: string, from = 0): number {
  return locateToken(ctx.masked, token, from);
}

export function errorAt(ctx: QueryContext, code: SoqlErrorCode, offset: number, message: string): SoqlError {
  return new SoqlError(code, withCaret(ctx.text, offset, message));
}

/** Deleted rows exist only for queryAll (`includeDeleted`); a normal query never sees them. */
export function isHidden(ctx: QueryContext, row: SoqlRow): boolean {
  return row.IsDeleted === true && ctx.options.includeDeleted !== true;
}
