// Auto-number fields (Case.CaseNumber, Quote.QuoteNumber, a custom object's auto-numbered Name): Salesforce
// fills them on create, so a new Case has a number an agent can quote. The next one follows the highest
// number the object's records already carry (seeded or created), eight digits as a new org shows them;
// a new org's first case is 00001001.
import type { SObjectDescribe } from "./describes/index.ts";

const FIRST: Record<string, number> = { CaseNumber: 1001 };

/** Auto-number values for a new record of `describe`, given the object's existing records. */
export function autoNumbers(describe: SObjectDescribe, existing: () => Array<Record<string, unknown>>): Record<string, string> {
  const fields = describe.fields.filter((field) => field.autoNumber);
  if (!fields.length) return {};
  const records = existing();
  const out: Record<string, string> = {};
  for (const field of fields) {
    let highest = (FIRST[field.name] ?? 1) - 1;
    for (const record of records) {
      const digits = /(\d+)$/.exec(String(record[field.name] ?? ""))?.[1];
      if (digits !== undefined) highest = Math.max(highest, Number(digits));
    }
    out[field.name] = String(highest + 1).padStart(8, "0");
  }
  return out;
}
