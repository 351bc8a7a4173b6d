import type { TaskOutcome, TaskStatus } from "./types.ts";

/** One task of a run: its trials (one row each) and what they add up to. */
export interface TaskTrials<T extends TaskOutcome = TaskOutcome> {
  position: number;
  /** Its rows, trial 0 first. */
  trials: T[];
  status: TaskStatus;
  /** Mean reward of the graded trials (0 while none is graded). */
  reward: number;
  /** Summed over the graded trials. */
  assertionsPassed: number;
  assertionsCounted: number;
  /** Graded trials, and those among them that resolved the task (every assertion passed). */
  graded: number;
  passes: number;
}

const isPass = (t: TaskOutcome) => t.status === "graded" && t.reward === 1;

/**
 * A task's status from its trials': still running while any trial is; an infrastructure error when
 * any trial ended on one (the task was not fully measured); cancelled when the run was; `not_graded`
 * when no trial could be graded in a regrade; otherwise graded (a regrade's trials without a kept
 * state are left out). At `trials: 1` it is the row's own.
 */
function taskStatus(trials: TaskOutcome[]): TaskStatus {
  const has = (status: TaskStatus) => trials.some((t) => t.status === status);
  for (const status of ["leased", "queued", "infra_error", "cancelled"] as const) if (has(status)) return status;
  return has("graded") ? "graded" : "not_graded";
}

/** Rows (any order) grouped by task, in position order, each task's trials in trial order. */
export function groupTrials<T extends TaskOutcome>(rows: T[]): TaskTrials<T>[] {
  const byPosition = new Map<number, T[]>();
  for (const row of rows) {
    const list = byPosition.get(row.position);
    if (list) list.push(row);
    else byPosition.set(row.position, [row]);
  }
  return [...byPosition.entries()].sort(([a], [b]) => a - b).map(([position, trials]) => {
    trials.sort((a, b) => a.trial - b.trial);
    const graded = trials.filter((t) => t.status === "graded");
    return {
      position,
      trials,
      status: taskStatus(trials),
      reward: graded.length ? graded.reduce((sum, t) => sum + t.reward, 0) / graded.length : 0,
      assertionsPassed: graded.reduce((sum, t) => sum + t.assertionsPassed, 0),
      assertionsCounted: graded.reduce((sum, t) => sum + t.assertionsCounted, 0),
      graded: graded.length,
      passes: graded.filter(isPass).length,
    };
  });
}

/** Resolved: graded, and every graded trial resolved it (pass^k); an infrastructure error never is. */
export function isTaskResolved(task: TaskTrials): boolean {
  return task.status === "graded" && task.passes === task.graded;
}

/** Share of the task's graded trials that resolved it; null while none is graded. */
export function passRate(task: TaskTrials): number | null {
  return task.graded ? task.passes / task.graded : null;
}

/**
 * pass@1 (mean trial success), pass^k (every trial passed) and pass@k (some trial passed), over the
 * tasks with at least one graded trial and none still running. At `trials: 1` with no infrastructure
 * error, pass^k is resolved/total.
 */
export function passMetrics(tasks: TaskTrials[]): { passAt1: number; passHatK: number; passAtK: number } {
  const measured = tasks.filter((t) => t.graded > 0 && t.status !== "queued" && t.status !== "leased");
  if (!measured.length) return { passAt1: 0, passHatK: 0, passAtK: 0 };
  const share = (count: number) => count / measured.length;
  return {
    passAt1: share(measured.reduce((sum, t) => sum + t.passes / t.graded, 0)),
    passHatK: share(measured.filter((t) => t.passes === t.graded).length),
    passAtK: share(measured.filter((t) => t.passes > 0).length),
  };
}
