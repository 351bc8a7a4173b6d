import { SoqlError, type SoqlErrorCode } from "./errors.ts";
import { locateToken, maskLiterals, withCaret } from "./query-text.ts";
import type { SoqlDescribe, SoqlRow, SoqlSource } from "./types.ts";

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
  readonly describes: Map<string, SoqlDescribe | null>;
  readonly parents: Map<string, RowRef | null>;
}

export function createContext(text: string, source: SoqlSource, now: Date): QueryContext {
  return { text, masked: maskLiterals(text), source, now, describes: new Map(), parents: new Map() };
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

export function isDeleted(row: SoqlRow): boolean {
  return row.IsDeleted === true;
}
