import type { SoqlResult } from "../../providers/salesforce/soql/index.ts";
import { describeFields, describeWhere, formatValue, listSome, unmetFields, type Where } from "../shared/index.ts";

export interface SoqlExpectation {
  totalSize?: number;
  /** One where-object per row, in order; the query must return exactly that many rows. */
  records?: Where[];
  /** Each must be matched by some row. */
  contains?: Where[];
}

/** `totalSize 2; rows in order: (1) Name = "Acme", (2) any row; a row with Industry = "Energy"`. */
export function describeExpectation({ totalSize, records, contains }: SoqlExpectation): string {
  const parts: string[] = [];
  if (totalSize !== undefined) parts.push(`totalSize ${totalSize}`);
  if (records) parts.push(records.length ? `rows in order: ${records.map((where, i) => `(${i + 1}) ${describeRow(where)}`).join(", ")}` : "no rows");
  for (const where of contains ?? []) parts.push(`a row with ${describeRow(where)}`);
  return parts.join("; ");
}

/** What went wrong with the rows, one phrase per unmet expectation; empty when they meet them all. */
export function unmetRowExpectations(result: SoqlResult, { records, contains }: SoqlExpectation): string[] {
  const failures: string[] = [];
  if (records && result.records.length !== records.length) failures.push(`${result.records.length} rows, not ${records.length}`);
  else records?.forEach((where, i) => {
    const unmet = unmetFields(result.records[i], where);
    if (unmet.length) failures.push(`row ${i + 1} has ${describeFields(result.records[i], unmet)}`);
  });
  for (const where of contains ?? []) {
    if (!result.records.some((row) => unmetFields(row, where).length === 0)) failures.push(`no row with ${describeRow(where)}`);
  }
  return failures;
}

/**
 * `totalSize 3: {"Name":"Acme"}, {"Name":"Globex"} and 1 more`, without the `attributes` noise. What
 * the rows miss is not here: it is the result's `message`, which the report prints after this.
 */
export function describeResult(result: SoqlResult): string {
  const rows = result.records.map((row) => formatValue(withoutAttributes(row), 120));
  return rows.length ? `totalSize ${result.totalSize}: ${listSome(rows)}` : `totalSize ${result.totalSize}`;
}

function describeRow(where: Where): string {
  return describeWhere(where) || "any row";
}

function withoutAttributes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAttributes);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).filter(([key]) => key !== "attributes");
  return Object.fromEntries(entries.map(([key, inner]) => [key, withoutAttributes(inner)]));
}
