import type { Dataset, DatasetSummary, RunRow, RunStatus, TaskOutcome, TaskResultRow } from "../evals/types.ts";

/** A lease being taken: what the claimed task records. */
export interface LeaseClaim { leaseId: string; leaseExpiresAt: number; leasedAt: number }

/** One trial's outcome with its task's id: what a dataset's health reads across runs. */
export interface TrialOutcome { runId: string; taskId: string; position: number; trial: number; status: TaskResultRow["status"]; reward: number }

/** A graded trial's final state, compressed (core/evals/trial-state.ts), kept for regrading. */
export interface StoredTrialState { taskResultId: string; runId: string; createdAt: number; bytes: number; state: Uint8Array }

export interface RunFilter { dataset?: string; model?: string; refs?: string[]; status?: RunStatus }

/** Durable datasets, runs and task results. Asynchronous, like the rest of the store (types.ts). */
export interface EvalStore {
  putDataset(dataset: Dataset): Promise<void>;
  getDataset(orgId: string, slug: string): Promise<Dataset | undefined>;
  listDatasets(orgId: string): Promise<Dataset[]>;
  /** An organization's datasets without their tasks, by slug: a listing never parses megabytes of tasks. */
  listDatasetSummaries(orgId: string): Promise<DatasetSummary[]>;
  /** One dataset without its tasks (counted by the store): what replacing it needs to know of it. */
  getDatasetSummary(orgId: string, slug: string): Promise<DatasetSummary | undefined>;

  /** A run and all its task results, in one transaction. */
  insertRun(run: RunRow, tasks: TaskResultRow[]): Promise<void>;
  getRun(id: string): Promise<RunRow | undefined>;
  updateRun(run: RunRow): Promise<void>;
  /** An organization's runs, newest first (created, then id), after a cursor position when given. */
  listRuns(orgId: string, filter: RunFilter, limit: number, after?: { createdAt: number; id: string }): Promise<RunRow[]>;
  /** Finished runs of a dataset, newest finish first, finished at or before `before`: baseline candidates. */
  listFinishedRuns(orgId: string, dataset: string, filter: RunFilter, before: number, excludeRunId: string, limit: number): Promise<RunRow[]>;
  /** Runs that may still hold leases: running ones, and cancelled ones whose leased tasks have not ended. */
  listRunningRuns(): Promise<RunRow[]>;

  /** A run's rows, by position, then trial. */
  listTaskResults(runId: string): Promise<TaskResultRow[]>;
  /** Just what scores each trial of a run, by position then trial (the run list reads no records or tool calls). */
  listTaskOutcomes(runId: string): Promise<TaskOutcome[]>;
  /** Every trial's outcome in these runs, with its task's id (no records). */
  listTrialOutcomes(runIds: string[]): Promise<TrialOutcome[]>;
  /**
   * One atomic step: the run's first queued trial (lowest trial, then position) becomes leased under `claim` (attempts + 1), unless
   * the organization already holds `worldLimit` leased tasks ("limit"). Undefined when none is queued.
   * Two callers, on any nodes, can never claim the same task, nor together pass the limit
   * (PostgreSQL: `FOR UPDATE SKIP LOCKED` on the task, a transaction lock on the organization).
   */
  claimNextTask(runId: string, orgId: string, worldLimit: number, claim: LeaseClaim): Promise<TaskResultRow | "limit" | undefined>;
  /** Every queued task of the run becomes cancelled; returns how many. */
  cancelQueuedTasks(runId: string): Promise<number>;
  /** Leased tasks of a run whose lease ended at or before `now`. */
  listExpiredLeases(runId: string, now: number): Promise<TaskResultRow[]>;
  /** How many of a run's tasks are in each status. */
  countTasksByStatus(runId: string): Promise<Record<string, number>>;
  getTaskResult(id: string): Promise<TaskResultRow | undefined>;
  /**
   * Writes the task's row. With `expected`, only while the stored row still has that status and lease
   * (false otherwise): two nodes ending or expiring the same lease cannot both win.
   */
  updateTaskResult(task: TaskResultRow, expected?: { status: TaskResultRow["status"]; leaseId: string | null }): Promise<boolean>;
  /** Leased tasks of an organization's runs: the eval worlds it holds now. */
  countLeasedTasks(orgId: string): Promise<number>;

  /** Keeps (or replaces) a graded trial's final state. */
  putTrialState(state: StoredTrialState): Promise<void>;
  /** A run's kept states, without the states themselves (what a regrade needs to know first). */
  listTrialStates(runId: string): Promise<Array<Omit<StoredTrialState, "state">>>;
  getTrialState(taskResultId: string): Promise<StoredTrialState | undefined>;
  /** Forgets states kept before `cutoff` (the retention); returns how many. */
  deleteTrialStatesBefore(cutoff: number): Promise<number>;
}
