import { afterAll, beforeAll, beforeEach } from "bun:test";
import { setWorkBudgetMs, startWorkSlice, workBudgetMs } from "../../../core/pack/work-budget.ts";
import { createFakeSource, NOW } from "./fake-source.fixture.ts";
import { runSoql, SoqlError, type SoqlDescribe, type SoqlResult, type SoqlRow, type SoqlSource } from "./index.ts";

export const source = createFakeSource();

/** Each query starts its own work slice, as each request does in the service (core/pack/work-budget.ts). */
export function query(soql: string, now: Date = NOW): SoqlResult {
  startWorkSlice();
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

/** The fake CRM plus extra or replaced describes and extra rows (after an object's own rows). */
export function extendSource(describes: SoqlDescribe[], rows: Record<string, SoqlRow[]>, base: SoqlSource = source): SoqlSource {
  const find = (name: string) => describes.find((d) => d.name.toLowerCase() === name.toLowerCase());
  const all = (name: string) => {
    const type = find(name)?.name ?? base.describe(name)?.name ?? "";
    return [...base.records(name), ...(rows[type] ?? [])];
  };
  return {
    describe: (name) => find(name) ?? base.describe(name),
    records: all,
    get: (name, id) => all(name).find((r) => r.Id === id),
    recordUrl: base.recordUrl,
  };
}

/**
 * For suites that run hundreds of queries back to back to check answers, not time: a budget no query
 * reaches, so a machine busy with other work never fails them (work-limits tests check the budget).
 */
export function useGenerousWorkBudget(): void {
  let before = 0;
  beforeAll(() => {
    before = workBudgetMs();
    setWorkBudgetMs(60_000);
  });
  afterAll(() => setWorkBudgetMs(before));
}

/** Each test is one request's worth of work (core/pack/work-budget.ts): it starts its own slice. */
export function startWorkSliceEachTest(): void {
  beforeEach(() => startWorkSlice());
}
