import { expect, test } from "bun:test";
import { resolve } from "node:path";

export interface CaseResult { name: string; ok: boolean; error?: string }
export interface NodeSuiteRun { plan: string[]; results: CaseResult[]; stderr: string; exitCode: number | null }

const ROOT = resolve(import.meta.dir, "../..");

/**
 * Runs one of tests/e2e/node/*.mjs under plain Node and returns its plan (the names of every case it
 * declared) and per-case results; a caller checks that every planned case reported.
 */
export function runNodeSuite(script: string, args: string[]): NodeSuiteRun {
  const run = Bun.spawnSync(["node", `tests/e2e/node/${script}`, ...args], { cwd: ROOT, stderr: "pipe" });
  const lines = run.stdout.toString().split("\n").filter(Boolean).map((line) => JSON.parse(line) as CaseResult & { plan?: string[] });
  const plan = lines.find((line) => line.plan)?.plan ?? [];
  const results = lines.filter((line) => !line.plan);
  return { plan, results, stderr: run.stderr.toString(), exitCode: run.exitCode };
}

/**
 * Registers a Node suite's outcome as Bun tests: one test that the suite ran whole (no stderr, exit 0,
 * the planned number of cases, each reported), then one test per case, named `${prefix}: ${case}`.
 * A suite in another runtime that prints the same lines (tests/e2e/python) names it as `runtime`.
 */
export function registerNodeSuite(title: string, prefix: string, run: NodeSuiteRun, plannedCases: number, runtime = "Node"): void {
  test(`the ${title} suite ran under ${runtime}`, () => {
    expect(run.stderr).toBe("");
    expect(run.exitCode).toBe(0);
    expect(run.plan.length).toBe(plannedCases);
    expect(run.results.map((result) => result.name)).toEqual(run.plan);
  });
  for (const result of run.results)
    test(`${prefix}: ${result.name}`, () => {
      if (!result.ok) throw new Error(result.error);
    });
}
