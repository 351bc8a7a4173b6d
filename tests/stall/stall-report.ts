// The run as a table: operation, input kind, attack status and time, the probe's slowest answer, and
// why a case failed.
import type { CaseResult } from "./run-cases.ts";

const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

export function formatRow(r: CaseResult): string {
  const verdict = r.problems.length ? `FAIL ${r.problems.join("; ")}` : "ok";
  return `${cut(`${r.case.surface} ${r.case.operation}`, 70)} ${cut(r.case.kind, 16)} ${String(r.status || "-").padStart(4)} ${r.attackMs.toFixed(0).padStart(7)} ms ${r.probeMs.toFixed(0).padStart(6)} ms  ${verdict}`;
}

export const HEADER = `${"operation".padEnd(70)} ${"input".padEnd(16)} ${"st".padStart(4)} ${"attack".padStart(10)} ${"probe max".padStart(9)}  verdict`;

export function formatTable(results: CaseResult[]): string {
  return [HEADER, ...results.map(formatRow)].join("\n");
}

export function summary(results: CaseResult[], ms: number): string {
  const failed = results.filter((r) => r.problems.length);
  const worst = results.reduce((max, r) => Math.max(max, r.probeMs), 0);
  return `${results.length} cases in ${(ms / 1000).toFixed(1)} s: ${failed.length} failed; the probe's slowest answer ${worst.toFixed(0)} ms`;
}
