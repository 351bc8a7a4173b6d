import { resolve } from "node:path";

export interface CaseResult { name: string; ok: boolean; error?: string }

const ROOT = resolve(import.meta.dir, "../..");

/** Runs one of tests/e2e/node/*.mjs under plain Node and returns its per-case results. */
export function runNodeSuite(script: string, args: string[]): { results: CaseResult[]; stderr: string } {
  const run = Bun.spawnSync(["node", `tests/e2e/node/${script}`, ...args], { cwd: ROOT, stderr: "pipe" });
  const results = run.stdout.toString().split("\n").filter(Boolean).map((line) => JSON.parse(line) as CaseResult);
  return { results, stderr: run.stderr.toString() };
}
