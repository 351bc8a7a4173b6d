// Test support: simulated runs of agents with a known success chance, for the verdict's tests.
import { createSeededRandom } from "../../world/seeded-random.ts";
import { noiseAwareVerdict, type ComparedTask, type TaskTrials } from "./noise-aware-verdict.ts";

const ASSERTIONS_PER_TRIAL = 4;

/**
 * k trials of a task that each succeed with chance p; a failed trial passes each assertion with chance
 * 1/2. Each trial's share of passed assertions is kept, as the service passes them.
 */
export function runTrials(task: string, k: number, p: number, random: () => number): TaskTrials {
  const side: TaskTrials = { task, successes: 0, trials: k, assertionsPassed: 0, assertionsCounted: k * ASSERTIONS_PER_TRIAL, shares: [] };
  for (let trial = 0; trial < k; trial++) {
    let passed = 0;
    if (random() < p) {
      side.successes++;
      passed = ASSERTIONS_PER_TRIAL;
    } else {
      for (let a = 0; a < ASSERTIONS_PER_TRIAL; a++) if (random() < 0.5) passed++;
    }
    side.assertionsPassed += passed;
    side.shares!.push(passed / ASSERTIONS_PER_TRIAL);
  }
  return side;
}

/** One simulated comparison: `tasks` tasks, k trials a side, the same seed for the same simulation. */
export function simulatePair(simulation: number, tasks: number, k: number, currentP: number, baselineP: number): ComparedTask[] {
  const random = createSeededRandom(0x5eed0000 + simulation);
  return Array.from({ length: tasks }, (_, i) => {
    const task = `task-${i}`;
    return { task, current: runTrials(task, k, currentP, random), baseline: runTrials(task, k, baselineP, random) };
  });
}

/** The share of simulated comparisons whose noise-aware verdict is a failure, at alpha 0.05. */
export function failureShare(simulations: number, tasks: number, k: number, currentP: number, baselineP: number): number {
  let failures = 0;
  for (let s = 0; s < simulations; s++) {
    const { conclusion } = noiseAwareVerdict({ tasks: simulatePair(s, tasks, k, currentP, baselineP), alpha: 0.05, seed: `run-${s}` });
    if (conclusion === "failure") failures++;
  }
  return failures / simulations;
}
