import { checkWorkBudget } from "../../../core/pack/index.ts";

/**
 * A work-budget check for loops over rows: the clock is read every `every` calls, not each time, so
 * a scan of 10,000 cheap rows costs no measurable time (reading it per row slowed such a scan by a
 * quarter), while an expensive row (a thousand conditions) is still checked within a few milliseconds.
 */
export function createBudgetCheck(every = 32): () => void {
  let calls = 0;
  return () => {
    if (++calls % every === 0) checkWorkBudget();
  };
}
