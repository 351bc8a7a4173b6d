import type { EvalStore, RunFilter } from "./eval-store.ts";
import type { TaskResultRow } from "../evals/types.ts";
import {
  OUTCOME_COLUMNS, RUN_COLUMNS, runValues, SUMMARY_COLUMNS, TASK_COLUMNS, taskValues, toDataset, toDatasetSummary, toOutcome, toRun, toTask,
  toTrialOutcome, toTrialState, toTrialStateInfo,
} from "./eval-rows.ts";
import { advisoryLockKey } from "./lock-key.ts";
import type { Sql } from "./postgres-connect.ts";
import { toColumnArrays, unnestInsert } from "./postgres-rows.ts";

// PostgreSQL types of TASK_COLUMNS, in order (unnest needs them).
const TASK_TYPES = ["text", "text", "integer", "text", "text", "integer", "text", "bigint", "text", "double precision", "integer",
  "integer", "text", "text", "bigint", "bigint", "bigint", "text", "text", "text", "integer", "integer"];
const replaceColumns = (columns: string[]) => columns.slice(1).map((c) => `${c} = excluded.${c}`).join(", ");
const UPSERT_RUN = `INSERT INTO runs (${RUN_COLUMNS.join(", ")}) VALUES (${RUN_COLUMNS.map((_, i) => `$${i + 1}`).join(", ")})
  ON CONFLICT (id) DO UPDATE SET ${replaceColumns(RUN_COLUMNS)}`;
const TASK_COLUMN_TYPES = TASK_COLUMNS.map((c, i) => [c, TASK_TYPES[i]!] as const);
const INSERT_RUN = `INSERT INTO runs (${RUN_COLUMNS.join(", ")}) VALUES (${RUN_COLUMNS.map((_, i) => `$${i + 1}`).join(", ")})`;
const INSERT_TASKS = unnestInsert("task_results", TASK_COLUMN_TYPES);
const UPSERT_TASKS = unnestInsert("task_results", TASK_COLUMN_TYPES, `ON CONFLICT (id) DO UPDATE SET ${replaceColumns(TASK_COLUMNS)}`);
// Every column from $1 (the id is $1 and stays), then the expected status and lease.
const CONDITIONAL_TASK_UPDATE = `UPDATE task_results SET ${TASK_COLUMNS.slice(1).map((c, i) => `${c} = $${i + 2}`).join(", ")}
  WHERE id = $1 AND status = $${TASK_COLUMNS.length + 1} AND lease_id IS NOT DISTINCT FROM $${TASK_COLUMNS.length + 2}`;

/** Datasets, runs and task results in PostgreSQL, shared by every node. */
export function createPostgresEvalStore(sql: Sql): EvalStore {
  const filters = (f: RunFilter) => sql`
    ${f.dataset ? sql`AND dataset = ${f.dataset}` : sql``} ${f.model ? sql`AND model = ${f.model}` : sql``}
    ${f.status ? sql`AND status = ${f.status}` : sql``} ${f.refs?.length ? sql`AND ref = ANY(${f.refs}::text[])` : sql``}`;
  const upsertTasks = (tasks: TaskResultRow[]) =>
    sql.unsafe(UPSERT_TASKS, toColumnArrays(tasks.map(taskValues), TASK_COLUMNS.length) as never[], { prepare: true });

  return {
    putDataset: async (d) => void (await sql`
      INSERT INTO datasets (org_id, slug, name, description, tasks, created_at, updated_at)
      VALUES (${d.orgId}, ${d.slug}, ${d.name}, ${d.description}, ${JSON.stringify(d.tasks)}, ${d.createdAt}, ${d.updatedAt})
      ON CONFLICT (org_id, slug) DO UPDATE SET name = excluded.name, description = excluded.description, tasks = excluded.tasks,
        created_at = excluded.created_at, updated_at = excluded.updated_at`),
    getDataset: async (orgId, slug) => {
      const [row] = await sql`SELECT * FROM datasets WHERE org_id = ${orgId} AND slug = ${slug}`;
      return row ? toDataset(row) : undefined;
    },
    listDatasets: async (orgId) => (await sql`SELECT * FROM datasets WHERE org_id = ${orgId} ORDER BY slug`).map(toDataset),
    getDatasetSummary: async (orgId, slug) => {
      const [row] = await sql.unsafe(`SELECT ${SUMMARY_COLUMNS}, json_array_length(tasks::json) AS task_count FROM datasets WHERE org_id = $1 AND slug = $2`, [orgId, slug]);
      return row ? toDatasetSummary(row) : undefined;
    },
    listDatasetSummaries: async (orgId) =>
      (await sql.unsafe(`SELECT ${SUMMARY_COLUMNS}, json_array_length(tasks::json) AS task_count FROM datasets WHERE org_id = $1 ORDER BY slug`, [orgId])).map(toDatasetSummary),

    // A new run and new tasks: an id already taken is an error, not a replacement.
    insertRun: async (run, tasks) => {
      await sql.begin((tx) => [
        tx.unsafe(INSERT_RUN, runValues(run) as never[], { prepare: true }),
        ...(tasks.length ? [tx.unsafe(INSERT_TASKS, toColumnArrays(tasks.map(taskValues), TASK_COLUMNS.length) as never[], { prepare: true })] : []),
      ]);
    },
    getRun: async (id) => {
      const [row] = await sql`SELECT * FROM runs WHERE id = ${id}`;
      return row ? toRun(row) : undefined;
    },
    updateRun: async (run) => void (await sql.unsafe(UPSERT_RUN, runValues(run) as never[], { prepare: true })),
    listRuns: async (orgId, filter, limit, after) => {
      const page = after ? sql`AND (created_at < ${after.createdAt} OR (created_at = ${after.createdAt} AND id < ${after.id}))` : sql``;
      return (await sql`SELECT * FROM runs WHERE org_id = ${orgId} ${filters(filter)} ${page}
                        ORDER BY created_at DESC, id DESC LIMIT ${limit}`).map(toRun);
    },
    listFinishedRuns: async (orgId, dataset, filter, before, excludeRunId, limit) =>
      (await sql`SELECT * FROM runs WHERE org_id = ${orgId} AND dataset = ${dataset} ${filters(filter)}
                 AND finished_at IS NOT NULL AND finished_at <= ${before} AND id != ${excludeRunId}
                 ORDER BY finished_at DESC, created_at DESC, seq DESC LIMIT ${limit}`).map(toRun),
    listRunningRuns: async () =>
      (await sql`SELECT * FROM runs WHERE status IN ('running', 'cancelled') AND finished_at IS NULL ORDER BY created_at, id`).map(toRun),

    listTaskResults: async (runId) => (await sql`SELECT * FROM task_results WHERE run_id = ${runId} ORDER BY position, trial`).map(toTask),
    listTaskOutcomes: async (runId) =>
      (await sql.unsafe(`SELECT ${OUTCOME_COLUMNS} FROM task_results WHERE run_id = $1 ORDER BY position, trial`, [runId])).map(toOutcome),
    listTrialOutcomes: async (runIds) =>
      runIds.length
        ? (await sql`SELECT run_id, task::json->>'id' AS task_id, position, trial, status, reward FROM task_results
                     WHERE run_id = ANY(${runIds}::text[]) ORDER BY run_id, position, trial`).map(toTrialOutcome)
        : [],
    // The organization's transaction lock serialises claims (and so the limit count) across nodes;
    // the lock and the read are pipelined: the read's snapshot is taken once the lock is held.
    claimNextTask: async (runId, orgId, worldLimit, lease) =>
      sql.begin(async (tx) => {
        const [, [state]] = await Promise.all([
          tx`SELECT pg_advisory_xact_lock(${advisoryLockKey(`understudy:task-claims:${orgId}`)})`,
          tx`SELECT (SELECT id FROM task_results WHERE run_id = ${runId} AND status = 'queued' ORDER BY trial, position LIMIT 1 FOR UPDATE SKIP LOCKED) AS next,
                    (SELECT COUNT(*) FROM task_results t JOIN runs r ON r.id = t.run_id WHERE r.org_id = ${orgId} AND t.status = 'leased') AS leased`,
        ]);
        if (!state?.next) return undefined;
        if (state.leased >= worldLimit) return "limit" as const;
        const [row] = await tx`
          UPDATE task_results SET status = 'leased', attempts = attempts + 1, lease_id = ${lease.leaseId},
            lease_expires_at = ${lease.leaseExpiresAt}, leased_at = ${lease.leasedAt}, world_id = NULL
          WHERE id = ${state.next} AND status = 'queued' RETURNING *`;
        return row ? toTask(row) : undefined;
      }),
    cancelQueuedTasks: async (runId) => (await sql`UPDATE task_results SET status = 'cancelled' WHERE run_id = ${runId} AND status = 'queued'`).count,
    listExpiredLeases: async (runId, now) =>
      (await sql`SELECT * FROM task_results WHERE run_id = ${runId} AND status = 'leased' AND lease_expires_at <= ${now} ORDER BY position`).map(toTask),
    countTasksByStatus: async (runId) =>
      Object.fromEntries((await sql`SELECT status, COUNT(*) AS n FROM task_results WHERE run_id = ${runId} GROUP BY status`).map((r) => [r.status, r.n])),
    getTaskResult: async (id) => {
      const [row] = await sql`SELECT * FROM task_results WHERE id = ${id}`;
      return row ? toTask(row) : undefined;
    },
    updateTaskResult: async (task, expected) => {
      if (!expected) return (await upsertTasks([task])).count > 0;
      const args = [...taskValues(task), expected.status, expected.leaseId];
      return (await sql.unsafe(CONDITIONAL_TASK_UPDATE, args as never[], { prepare: true })).count > 0;
    },
    countLeasedTasks: async (orgId) =>
      (await sql`SELECT COUNT(*) AS n FROM task_results t JOIN runs r ON r.id = t.run_id WHERE r.org_id = ${orgId} AND t.status = 'leased'`)[0]!.n as number,

    putTrialState: async (s) => void (await sql`
      INSERT INTO trial_states (task_result_id, run_id, created_at, bytes, state) VALUES (${s.taskResultId}, ${s.runId}, ${s.createdAt}, ${s.bytes}, ${s.state})
      ON CONFLICT (task_result_id) DO UPDATE SET run_id = excluded.run_id, created_at = excluded.created_at, bytes = excluded.bytes, state = excluded.state`),
    listTrialStates: async (runId) =>
      (await sql`SELECT task_result_id, run_id, created_at, bytes FROM trial_states WHERE run_id = ${runId}`).map(toTrialStateInfo),
    getTrialState: async (id) => {
      const [row] = await sql`SELECT * FROM trial_states WHERE task_result_id = ${id}`;
      return row ? toTrialState(row) : undefined;
    },
    deleteTrialStatesBefore: async (cutoff) => (await sql`DELETE FROM trial_states WHERE created_at < ${cutoff}`).count,
  };
}
