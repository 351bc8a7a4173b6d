/** One task's trials on one side of the comparison. */
export interface TaskTrials {
  task: string;
  successes: number;
  trials: number;
  assertionsPassed: number;
  assertionsCounted: number;
  /**
   * Each trial's share of passed assertions (passed / counted, 0 with none counted), one per trial.
   * With them on both sides of every task the assertions metric is tested trial by trial; without
   * them it falls back to the paired sign-flip test over the tasks' shares (noise-aware-verdict.ts).
   */
  shares?: number[];
}

export interface ComparedTask {
  task: string;
  current: TaskTrials;
  baseline: TaskTrials;
  knownFlaky?: boolean;
}

export interface VerdictInput {
  /** Compared tasks only (both runs graded them; changed or infra-failed tasks already left out), same order on both sides. */
  tasks: ComparedTask[];
  /** The family-wise error rate of the whole verdict, e.g. 0.05. */
  alpha: number;
  /** Seeds the random draws, e.g. the run id: the same input always gives the same statistics. */
  seed: string;
}

/** A task's success rate; a side with no trials counts as 0. */
export function successRate(side: TaskTrials): number {
  return side.trials > 0 ? side.successes / side.trials : 0;
}

/** A task's share of passed assertions; a side with none counted counts as 0. */
export function assertionShare(side: TaskTrials): number {
  return side.assertionsCounted > 0 ? side.assertionsPassed / side.assertionsCounted : 0;
}

const isCount = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

/** Counts come from the store, so a bad one is the service's bug: fail loudly rather than report NaN. */
export function checkVerdictInput(input: VerdictInput): void {
  if (!(input.alpha > 0 && input.alpha < 1)) throw new RangeError(`alpha must be between 0 and 1, got ${input.alpha}`);
  for (const { task, current, baseline } of input.tasks) {
    for (const side of [current, baseline]) {
      const valid = isCount(side.trials) && isCount(side.successes) && side.successes <= side.trials
        && isCount(side.assertionsCounted) && isCount(side.assertionsPassed) && side.assertionsPassed <= side.assertionsCounted;
      if (!valid) throw new RangeError(`task ${task}: counts must be whole numbers, successes at most trials and passed at most counted`);
      const { shares } = side;
      if (shares && (shares.length !== side.trials || !shares.every((share) => share >= 0 && share <= 1))) {
        throw new RangeError(`task ${task}: shares must be one per trial, each from 0 to 1`);
      }
    }
  }
}
