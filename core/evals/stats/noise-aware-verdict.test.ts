import { describe, expect, test } from "bun:test";
import { noiseAwareVerdict, type ComparedTask, type TaskTrials } from "./noise-aware-verdict.ts";
import { simulatePair } from "./simulated-runs.ts";

describe("noiseAwareVerdict", () => {
  const side = (task: string, successes: number, trials: number, assertionsPassed = successes, assertionsCounted = trials): TaskTrials =>
    ({ task, successes, trials, assertionsPassed, assertionsCounted });

  test("the same input and seed give the same output", () => {
    const input = { tasks: simulatePair(1, 40, 5, 0.6, 0.7), alpha: 0.05, seed: "run_abc" };
    expect(noiseAwareVerdict(input)).toEqual(noiseAwareVerdict(structuredClone(input)));
  });

  test("no compared task is neutral, with empty statistics", () => {
    expect(noiseAwareVerdict({ tasks: [], alpha: 0.05, seed: "run_none" })).toEqual({
      conclusion: "neutral",
      statistics: {
        alpha: 0.05,
        compared_tasks: 0,
        resolution: { change: 0, interval: [0, 0], p_value: 1, significant: false },
        assertions: { change: 0, interval: [0, 0], p_value: 1, significant: false },
        tasks: [],
      },
    });
  });

  test("one task that broke completely fails the run by itself", () => {
    const tasks = Array.from({ length: 8 }, (_, i) => ({ task: `t${i}`, current: side(`t${i}`, 20, 20), baseline: side(`t${i}`, 20, 20) }));
    tasks.push({ task: "broken", current: side("broken", 0, 20), baseline: side("broken", 20, 20) });
    const { conclusion, statistics } = noiseAwareVerdict({ tasks, alpha: 0.05, seed: "run_one" });
    expect(conclusion).toBe("failure");
    expect(statistics.tasks[0]).toMatchObject({ task: "broken", significant: true, change: -1, current_rate: 0, baseline_rate: 1, known_flaky: false });
    // Its 20 trials a side are evidence at the run level too: 0 of 20 against 20 of 20 is p = 1 / C(40, 20).
    expect(statistics.resolution).toMatchObject({ change: -1 / 9, significant: true });
    expect(statistics.resolution.p_value * 137_846_528_820).toBeCloseTo(1, 10);
  });

  test("tasks are listed significant first, then by p-value, then by id; rates of empty sides are 0", () => {
    const tasks: ComparedTask[] = [
      { task: "b", current: side("b", 2, 4), baseline: side("b", 2, 4), knownFlaky: true },
      { task: "a", current: side("a", 2, 4), baseline: side("a", 2, 4) },
      { task: "drop", current: side("drop", 1, 4), baseline: side("drop", 4, 4) },
      { task: "none", current: side("none", 0, 0, 0, 0), baseline: side("none", 3, 4) },
      { task: "gone", current: side("gone", 0, 30), baseline: side("gone", 30, 30) },
    ];
    const { statistics } = noiseAwareVerdict({ tasks, alpha: 0.05, seed: "run_order" });
    expect(statistics.tasks.map((t) => t.task)).toEqual(["gone", "drop", "a", "b", "none"]);
    expect(statistics.tasks.map((t) => t.significant)).toEqual([true, false, false, false, false]);
    expect(statistics.tasks.find((t) => t.task === "b")?.known_flaky).toBe(true);
    expect(statistics.tasks.find((t) => t.task === "none")).toMatchObject({ current_rate: 0, current_trials: 0, p_value: 1 });
  });

  test("a broad drop in assertions alone is significant at the run level", () => {
    const tasks = Array.from({ length: 20 }, (_, i) => ({ task: `t${i}`, current: side(`t${i}`, 2, 4, 5, 10), baseline: side(`t${i}`, 2, 4, 8, 10) }));
    const { conclusion, statistics } = noiseAwareVerdict({ tasks, alpha: 0.05, seed: "run_assert" });
    expect(conclusion).toBe("failure");
    expect(statistics.assertions.significant).toBe(true);
    expect(statistics.assertions.change).toBeCloseTo(-0.3, 12);
    // Two successes of four on both sides everywhere: the observed total is the null's mean.
    expect(statistics.resolution).toMatchObject({ change: 0, significant: false });
    expect(statistics.resolution.p_value).toBeGreaterThan(0.5);
  });

  test("with per-trial shares, assertions are tested trial by trial; without, the tasks' sign-flip stands in", () => {
    // Six tasks, 3 trials a side, every trial's share a little lower now: too few tasks for the
    // sign-flip (1/64 > alpha/4), plenty of trials for the stratified test.
    const withShares = Array.from({ length: 6 }, (_, i) => ({
      task: `t${i}`,
      current: { ...side(`t${i}`, 0, 3, 15, 30), shares: [0.5, 0.4, 0.6] },
      baseline: { ...side(`t${i}`, 0, 3, 24, 30), shares: [0.8, 0.7, 0.9] },
    }));
    const trialByTrial = noiseAwareVerdict({ tasks: withShares, alpha: 0.05, seed: "run_shares" }).statistics.assertions;
    // Each task: 1 relabeling of C(6, 3) = 20 puts the three lowest shares on the current side, so p is
    // (1/20)^6; too many outcomes (20^6) to enumerate, so 10,000 sampled relabelings, none that low.
    expect(trialByTrial.p_value).toBe(1 / 10_001);
    expect(trialByTrial.significant).toBe(true);
    expect(trialByTrial.change).toBeCloseTo(-0.3, 12);
    const withoutShares = withShares.map(({ task, current, baseline }) => ({ task, current: { ...current, shares: undefined }, baseline: { ...baseline, shares: undefined } }));
    const byTasks = noiseAwareVerdict({ tasks: withoutShares, alpha: 0.05, seed: "run_shares" }).statistics.assertions;
    expect(byTasks).toMatchObject({ p_value: 1 / 64, significant: false, interval: trialByTrial.interval });
  });

  test("no change is a success, and nothing is NaN", () => {
    const tasks = simulatePair(3, 15, 3, 0.5, 0.5).map((t) => ({ ...t, current: t.baseline }));
    const { conclusion, statistics } = noiseAwareVerdict({ tasks, alpha: 0.05, seed: "run_same" });
    expect(conclusion).toBe("success");
    expect(JSON.stringify(statistics)).not.toMatch(/null|NaN|Infinity/);
  });

  test("refuses counts that cannot be", () => {
    const tasks = [{ task: "x", current: side("x", 5, 4), baseline: side("x", 1, 4) }];
    expect(() => noiseAwareVerdict({ tasks, alpha: 0.05, seed: "s" })).toThrow(RangeError);
    expect(() => noiseAwareVerdict({ tasks: [], alpha: 0, seed: "s" })).toThrow(RangeError);
    const badShares = (shares: number[]) => [{ task: "x", current: { ...side("x", 1, 2), shares }, baseline: side("x", 1, 2) }];
    expect(() => noiseAwareVerdict({ tasks: badShares([1]), alpha: 0.05, seed: "s" })).toThrow(RangeError);
    expect(() => noiseAwareVerdict({ tasks: badShares([1, 1.5]), alpha: 0.05, seed: "s" })).toThrow(RangeError);
    expect(() => noiseAwareVerdict({ tasks: badShares([1, Number.NaN]), alpha: 0.05, seed: "s" })).toThrow(RangeError);
  });
});
