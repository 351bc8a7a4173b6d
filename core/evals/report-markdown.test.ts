import { expect, test } from "bun:test";
import { REPORT_LIMIT, renderReport } from "./report-markdown.ts";
import type { RunRow, TaskResultRow } from "./types.ts";

const run: RunRow = {
  id: "run_big", orgId: "o", dataset: "big", commit: "a".repeat(40), ref: null, model: "m", status: "succeeded", createdAt: 0, finishedAt: 1,
  conclusion: "neutral", regression: null, commentMarkdown: "", baselineRequest: null, baseline: { requested: null, runId: null, commit: null, reason: "no earlier run" },
  trials: 1, alpha: 0.05, manifest: null, comparability: null, noiseAwareConclusion: "neutral", statistics: null, regradeOf: null,
};
const task = (i: number): TaskResultRow => ({
  id: `tr_${i}`, runId: run.id, position: i, trial: 0, infraRetries: 0, task: { id: `task-${i}`, ticket: "t", seed: {}, assertions: [] }, status: "graded", attempts: 1,
  leaseId: null, leaseExpiresAt: null, worldId: null, reward: 0, assertionsPassed: 0, assertionsCounted: 1, error: i % 2 ? "Agent error: gave up" : null,
  assertions: [{ plugin: "record-exists", requirement: `Requirement ${i}: ${"x".repeat(200)}`, passed: false, expected: "a".repeat(300), actual: "b".repeat(300), error: null }],
  gradedAt: 1, leasedAt: 0, durationMs: 1, answer: null, usage: null, toolCalls: null,
});

test("a huge run's report stays under GitHub's comment limit and says where the rest is", () => {
  const report = renderReport(run, Array.from({ length: 3000 }, (_, i) => task(i)));
  expect(report.length).toBeLessThanOrEqual(REPORT_LIMIT);
  expect(REPORT_LIMIT).toBeLessThan(65_536);
  expect(report).toMatch(/- … and \d+ more: see `GET \/api\/v1\/evals\/run_big`/);
  expect(report).toContain("| Resolution | 0/3000 (0.0%) | n/a | n/a |");
  expect(report).toContain("Baseline: none, no earlier run.");
});

test("a small run's report is whole", () => {
  const report = renderReport(run, [task(0), task(1)]);
  expect(report).not.toContain("more: see");
  expect(report).toContain("Requirement 1");
  expect(report).toContain("<details><summary>1 error</summary>");
});
