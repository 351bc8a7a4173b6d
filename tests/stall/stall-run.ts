// One whole run: target up, context built, cases generated and run, target down.
import { generateCases } from "./generate-cases.ts";
import { runCases, type CaseResult } from "./run-cases.ts";
import { buildStallContext } from "./stall-context.ts";
import type { StallOptions } from "./stall-options.ts";
import { startStallTarget } from "./stall-target.ts";

export interface StallRun { results: CaseResult[]; setupProblems: string[]; ms: number }

export async function runStall(options: StallOptions, onCase?: (result: CaseResult) => void): Promise<StallRun> {
  const started = performance.now();
  const target = await startStallTarget({ databaseUrl: options.databaseUrl, seedRows: options.seedRows });
  try {
    const context = await buildStallContext(target);
    const cases = await generateCases(target, context, options);
    const results = await runCases(target, cases, { ...options, onCase: (result) => onCase?.(result) });
    return { results, setupProblems: context.setupProblems, ms: performance.now() - started };
  } finally {
    await target.close();
  }
}
