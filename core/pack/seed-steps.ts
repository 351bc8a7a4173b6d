import type { SeedRecords, SeedSteps } from "./seed-types.ts";

/** Whether a pack's normalize answered in steps (a generator) rather than with its records. */
export function isSeedSteps(result: SeedRecords | SeedSteps): result is SeedSteps {
  return typeof (result as Partial<SeedSteps>).next === "function" && typeof (result as Partial<SeedSteps>)[Symbol.iterator] === "function";
}

/** A pack's normalize result as records, running its steps to the end at once where no one waits. */
export function runSeedSteps(result: SeedRecords | SeedSteps): SeedRecords {
  if (!isSeedSteps(result)) return result;
  for (let step = result.next(); ; step = result.next()) if (step.done) return step.value;
}
