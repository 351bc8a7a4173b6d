import type { Dataset, RunRow, RunStatus, TaskOutcome, TaskResultRow } from "../evals/types.ts";

/** A lease being taken: what the claimed task records. */
export interface LeaseClaim { leaseId: string; leaseExpiresAt: number; leasedAt: number }

export interface RunFilter { dataset?: string; model?: string; refs?: string[]; status?: RunStatus }

/** Durable datasets, runs and task results. Synchronous, like the rest of the store. */
export interface EvalStore {
  putDataset(dataset: Dataset): void;
  getDataset(orgId: string, slug: string): Dataset | undefined;
  listDatasets(orgId: string): Dataset[];

  /** A run and all its task results, in one transaction. */
  insertRun(run: RunRow, tasks: TaskResultRow[]): void;
  getRun(id: string): RunRow | undefined;
  updateRun(run: RunRow): void;
  /** An organization's runs, newest first (created, then id), after a cursor position when given. */
  listRuns(orgId: string, filter: RunFilter, limit: number, after?: { createdAt: number; id: string }): RunRow[];
  /** Finished runs of a dataset, newest finish first, finished at or before `before`: baseline candidates. */
  listFinishedRuns(orgId: string, dataset: string, filter: RunFilter, before: number, excludeRunId: string, limit: number): RunRow[];
  /** Runs that may still hold leases: running ones, and cancelled ones whose leased tasks have not ended. */
  listRunningRuns(): RunRow[];

  listTaskResults(runId: string): TaskResultRow[];
  /** Just what scores each task of a run, in position order (the run list reads no records or tool calls). */
  listTaskOutcomes(runId: string): TaskOutcome[];
  /**
   * One atomic step: the run's first queued task becomes leased under `claim` (attempts + 1), unless
   * the organization already holds `worldLimit` leased tasks ("limit"). Undefined when none is queued.
   * Two callers can never claim the same task, nor together pass the limit.
   */
  claimNextTask(runId: string, orgId: string, worldLimit: number, claim: LeaseClaim): TaskResultRow | "limit" | undefined;
  /** Every queued task of the run becomes cancelled; returns how many. */
  cancelQueuedTasks(runId: string): number;
  /** Leased tasks of a run whose lease ended at or before `now`. */
  listExpiredLeases(runId: string, now: number): TaskResultRow[];
  /** How many of a run's tasks are in each status. */
  countTasksByStatus(runId: string): Record<string, number>;
  getTaskResult(id: string): TaskResultRow | undefined;
  updateTaskResult(task: TaskResultRow): void;
  /** Leased tasks of an organization's runs: the eval worlds it holds now. */
  countLeasedTasks(orgId: string): number;
}
