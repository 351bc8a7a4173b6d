// Auto-number fields (Case.CaseNumber, Contract.ContractNumber, Order.OrderNumber, Quote.QuoteNumber,
// a custom object's auto-numbered Name): Salesforce fills them on create, so a new Case has a number
// an agent can quote. The next one follows the highest number the object's records already carry
// (seeded or created), eight digits as a new org shows them.
import type { SObjectDescribe } from "./describes/index.ts";

// Where a new org starts counting: its first case is 00001001, its first contract and order 00000100
// (as new orgs show them); everything else starts at 1.
const FIRST: Record<string, number> = { CaseNumber: 1001, ContractNumber: 100, OrderNumber: 100 };

function highestOf(field: string, records: Iterable<Record<string, unknown>>): number {
  let highest = (FIRST[field] ?? 1) - 1;
  for (const record of records) {
    const digits = /(\d+)$/.exec(String(record[field] ?? ""))?.[1];
    if (digits !== undefined) highest = Math.max(highest, Number(digits));
  }
  return highest;
}

const format = (n: number) => String(n).padStart(8, "0");

/** What `autoNumbers` reads of an object's records: how many there are, and all of them. */
export interface NumberedRecords { count(): number; all(): Array<Record<string, unknown>> }

/**
 * The numbers last handed out per collection, and how many records it would hold once that record was
 * in. The same size now means the remembered numbers still hold, so a run of creates (a Bulk job of
 * thousands of cases) does not scan the object once per record. Any other size (the record never
 * went in, records replayed from another node, a rollback, a hard delete) scans again.
 */
const lastNumbers = new WeakMap<NumberedRecords, { size: number; highest: Map<string, number> }>();

/** Auto-number values for a new record of `describe`, given the object's existing records. */
export function autoNumbers(describe: SObjectDescribe, existing: NumberedRecords): Record<string, string> {
  const fields = describe.fields.filter((field) => field.autoNumber);
  if (!fields.length) return {};
  const size = existing.count();
  const known = lastNumbers.get(existing);
  let records: Array<Record<string, unknown>> | undefined;
  const out: Record<string, string> = {};
  const highest = new Map<string, number>();
  for (const field of fields) {
    const remembered = known?.size === size ? known.highest.get(field.name) : undefined;
    const next = (remembered ?? highestOf(field.name, (records ??= existing.all()))) + 1;
    highest.set(field.name, next);
    out[field.name] = format(next);
  }
  // Remembered as of the record about to be inserted (size + 1 once it is in).
  lastNumbers.set(existing, { size: size + 1, highest });
  return out;
}

/**
 * Seeded rows with their missing auto-numbers filled, in seed order, after the highest number any of
 * them carries: `[{CaseNumber: "00001041"}, {}]` numbers the second 00001042.
 */
export function numberSeededRows<T extends Record<string, unknown>>(describe: SObjectDescribe, rows: readonly T[]): T[] {
  const fields = describe.fields.filter((field) => field.autoNumber).map((field) => field.name);
  if (!fields.length) return [...rows];
  const next = new Map(fields.map((field) => [field, highestOf(field, rows) + 1]));
  return rows.map((row) => {
    const missing = fields.filter((field) => row[field] === undefined || row[field] === null);
    if (!missing.length) return row;
    const filled: Record<string, unknown> = { ...row };
    for (const field of missing) {
      const n = next.get(field)!;
      filled[field] = format(n);
      next.set(field, n + 1);
    }
    return filled as T;
  });
}
