import { createFakeSource, NOW } from "./fake-source.fixture.ts";
import { runSoql, SoqlError, type SoqlResult } from "./index.ts";

export const source = createFakeSource();

export function query(soql: string, now: Date = NOW): SoqlResult {
  return runSoql(soql, source, { now });
}

/** Values of one key across the result records. */
export function column(soql: string, key: string, now: Date = NOW): unknown[] {
  return query(soql, now).records.map((r) => r[key]);
}

export function soqlError(soql: string): SoqlError {
  try {
    query(soql);
  } catch (error) {
    if (error instanceof SoqlError) return error;
    throw error;
  }
  throw new Error(`expected a SoqlError for: ${soql}`);
}
