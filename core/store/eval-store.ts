import type { Dataset, RunRow, TaskResultRow } from "../evals/types.ts";

/** Durable datasets, runs and task results. Synchronous, like the rest of the store. */
export interface EvalStore {
  putDataset(dataset: Dataset): void;
  getDataset(orgId: string, slug: string): Dataset | undefined;
  listDatasets(orgId: string): Dataset[];

  /** A run and all its task results, in one transaction. */
  insertRun(run: RunRow, tasks: TaskResultRow[]): void;
  getRun(id: string): RunRow | undefined;
  updateRun(run: RunRow): void;
  /** The latest finished run of that dataset and model that finished before `before`. */
  findBaseline(orgId: string, dataset: string, model: string, before: number, excludeRunId: string): RunRow | undefined;
  listRunningRuns(): RunRow[];

  listTaskResults(runId: string): TaskResultRow[];
  /** The first queued task of a run, by position. */
  nextQueuedTask(runId: string): TaskResultRow | undefined;
  /** Leased tasks of a run whose lease ended at or before `now`. */
  listExpiredLeases(runId: string, now: number): TaskResultRow[];
  /** How many of a run's tasks are in each status. */
  countTasksByStatus(runId: string): Record<string, number>;
  getTaskResult(id: string): TaskResultRow | undefined;
  updateTaskResult(task: TaskResultRow): void;
  /** Leased tasks of an organization's running runs: the eval worlds it holds now. */
  countLeasedTasks(orgId: string): number;
}
