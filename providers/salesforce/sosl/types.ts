import type { LikePattern } from "../soql/like-pattern.ts";
import type { SoqlDescribe, SoqlField, SoqlSource } from "../soql/index.ts";

/** IN … FIELDS: which fields of each object the search term is looked for in. */
export type SearchGroup = "ALL" | "NAME" | "EMAIL" | "PHONE" | "SIDEBAR";

/** A piece of the statement kept as written, with where it starts (for error carets); `at` is -1 without a statement. */
export interface Span {
  text: string;
  at: number;
}

/** One `RETURNING Object(fields WHERE … ORDER BY … LIMIT n OFFSET m)` entry. */
export interface ReturningSpec {
  object: Span;
  /** The field list as written; without one only Id is returned. */
  fields?: Span;
  where?: Span;
  orderBy?: Span;
  limit?: number;
  offset?: number;
}

/** The search term inside FIND { }: terms (phrases of word patterns) joined by AND, OR and NOT. */
export type SearchExpr =
  | { kind: "term"; text: string; words: LikePattern[] }
  | { kind: "and" | "or"; items: SearchExpr[] }
  | { kind: "not"; item: SearchExpr };

export interface SoslQuery {
  /** The statement, for error carets; "" for a parameterized search. */
  text: string;
  search: SearchExpr;
  group: SearchGroup;
  /** Undefined: every searchable object, Id only. */
  returning?: ReturningSpec[];
  /** The overall LIMIT (at most 2,000, the default). */
  limit?: number;
  /** WITH METADATA = 'LABELS' (or parameterizedSearch's metadata=LABELS). */
  labels?: boolean;
}

/** Describes as the search reads them: SOQL's view plus the flags search needs. */
export interface SoslField extends SoqlField {
  nameField?: boolean;
  label?: string;
}

export interface SoslDescribe extends SoqlDescribe {
  fields: SoslField[];
  searchable?: boolean;
  label?: string;
}

export interface SoslSource extends SoqlSource {
  describe(name: string): SoslDescribe | undefined;
  /** Every object of the org, for a search without RETURNING. */
  list(): SoslDescribe[];
}

export interface SoslResult {
  searchRecords: Record<string, unknown>[];
  metadata?: { entityMetadata: { entityName: string; fieldMetadata: { name: string; label: string }[] }[] };
}

export interface RunSoslOptions {
  now: Date;
  userId?: string;
}
