import type { Database } from "bun:sqlite";
import type { EvalStore, LeaseClaim, RunFilter } from "./eval-store.ts";
import type { RunRow, TaskResultRow } from "../evals/types.ts";
import {
  OUTCOME_COLUMNS, RUN_COLUMNS, runValues, SUMMARY_COLUMNS, TASK_COLUMNS, taskValues, toDataset, toDatasetSummary, toOutcome, toRun, toTask,
  toTrialOutcome, toTrialState, toTrialStateInfo,
} from "./eval-rows.ts";
import { statementCache } from "./sqlite-statements.ts";

type Row = Record<string, any>;

const insertSql = (table: string, columns: string[], verb = "INSERT OR REPLACE") =>
  `${verb} INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
const UPSERT_RUN = `${insertSql("runs", RUN_COLUMNS, "INSERT")} ON CONFLICT (id) DO UPDATE SET ${RUN_COLUMNS.slice(1).map((c) => `${c} = excluded.${c}`).join(", ")}`;
// Every column but the id, then the id and the expected status and lease.
const CONDITIONAL_TASK_UPDATE = `UPDATE task_results SET ${TASK_COLUMNS.slice(1).map((c) => `${c} = ?`).join(", ")}
  WHERE id = ? AND status = ? AND lease_id IS ?`;

/** Evaluations in the embedded SQLite database, beside worlds and keys. */
export function createSqliteEvalStore(db: Database): EvalStore {
  const stmt = statementCache(db);
  // An upsert, not a replace: the row keeps its rowid, which orders runs that finished in the same millisecond.
  const writeRun = (run: RunRow) => stmt(UPSERT_RUN).run(...(runValues(run) as never[]));
  const writeTask = (task: TaskResultRow) => stmt(insertSql("task_results", TASK_COLUMNS)).run(...(taskValues(task) as never[]));
  // A new run and new tasks: an id already taken is an error, as on PostgreSQL, not a replacement.
  const insertRun = db.transaction((run: RunRow, tasks: TaskResultRow[]) => {
    stmt(insertSql("runs", RUN_COLUMNS, "INSERT")).run(...(runValues(run) as never[]));
    for (const task of tasks) stmt(insertSql("task_results", TASK_COLUMNS, "INSERT")).run(...(taskValues(task) as never[]));
  });
  const countLeased = (orgId: string) =>
    (stmt(`SELECT COUNT(*) AS n FROM task_results t JOIN runs r ON r.id = t.run_id WHERE r.org_id = ? AND t.status = 'leased'`).get(orgId) as Row).n as number;

  // Check and claim in one IMMEDIATE transaction: it takes the write lock first, so another
  // connection (another process on the same file) cannot claim between the read and the write.
  const claim = db.transaction((runId: string, orgId: string, worldLimit: number, lease: LeaseClaim): TaskResultRow | "limit" | undefined => {
    const next = stmt("SELECT id FROM task_results WHERE run_id = ? AND status = 'queued' ORDER BY trial, position LIMIT 1").get(runId) as Row | null;
    if (!next) return undefined;
    if (countLeased(orgId) >= worldLimit) return "limit";
    const row = stmt(`UPDATE task_results SET status = 'leased', attempts = attempts + 1, lease_id = ?, lease_expires_at = ?, leased_at = ?, world_id = NULL
                      WHERE id = ? AND status = 'queued' RETURNING *`).get(lease.leaseId, lease.leaseExpiresAt, lease.leasedAt, next.id) as Row | null;
    return row ? toTask(row) : undefined;
  });

  const filterSql = (filter: RunFilter) => {
    const clauses: string[] = [];
    const args: unknown[] = [];
    if (filter.dataset) clauses.push("dataset = ?") && args.push(filter.dataset);
    if (filter.model) clauses.push("model = ?") && args.push(filter.model);
    if (filter.status) clauses.push("status = ?") && args.push(filter.status);
    if (filter.refs?.length) clauses.push(`ref IN (${filter.refs.map(() => "?").join(", ")})`) && args.push(...filter.refs);
    return { sql: clauses.map((c) => ` AND ${c}`).join(""), args };
  };
  const runs = (sql: string, args: unknown[]) => (stmt(sql).all(...(args as never[])) as Row[]).map(toRun);

  return {
    putDataset: async (d) =>
      void stmt(`INSERT OR REPLACE INTO datasets (org_id, slug, name, description, tasks, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`)
        .run(d.orgId, d.slug, d.name, d.description, JSON.stringify(d.tasks), d.createdAt, d.updatedAt),
    getDataset: async (orgId, slug) => {
      const row = stmt("SELECT * FROM datasets WHERE org_id = ? AND slug = ?").get(orgId, slug) as Row | null;
      return row ? toDataset(row) : undefined;
    },
    listDatasets: async (orgId) => (stmt("SELECT * FROM datasets WHERE org_id = ? ORDER BY slug").all(orgId) as Row[]).map(toDataset),
    getDatasetSummary: async (orgId, slug) => {
      const row = stmt(`SELECT ${SUMMARY_COLUMNS}, json_array_length(tasks) AS task_count FROM datasets WHERE org_id = ? AND slug = ?`).get(orgId, slug) as Row | null;
      return row ? toDatasetSummary(row) : undefined;
    },
    listDatasetSummaries: async (orgId) =>
      (stmt(`SELECT ${SUMMARY_COLUMNS}, json_array_length(tasks) AS task_count FROM datasets WHERE org_id = ? ORDER BY slug`).all(orgId) as Row[]).map(toDatasetSummary),

    insertRun: async (run, tasks) => void insertRun(run, tasks),
    getRun: async (id) => {
      const row = stmt("SELECT * FROM runs WHERE id = ?").get(id) as Row | null;
      return row ? toRun(row) : undefined;
    },
    updateRun: async (run) => void writeRun(run),
    listRuns: async (orgId, filter, limit, after) => {
      const where = filterSql(filter);
      const page = after ? " AND (created_at < ? OR (created_at = ? AND id < ?))" : "";
      const args = [orgId, ...where.args, ...(after ? [after.createdAt, after.createdAt, after.id] : []), limit];
      return runs(`SELECT * FROM runs WHERE org_id = ?${where.sql}${page} ORDER BY created_at DESC, id DESC LIMIT ?`, args);
    },
    listFinishedRuns: async (orgId, dataset, filter, before, excludeRunId, limit) => {
      const where = filterSql(filter);
      return runs(`SELECT * FROM runs WHERE org_id = ? AND dataset = ?${where.sql} AND finished_at IS NOT NULL AND finished_at <= ? AND id != ?
                   ORDER BY finished_at DESC, created_at DESC, rowid DESC LIMIT ?`, [orgId, dataset, ...where.args, before, excludeRunId, limit]);
    },
    listRunningRuns: async () => runs("SELECT * FROM runs WHERE status IN ('running', 'cancelled') AND finished_at IS NULL ORDER BY created_at, id", []),

    listTaskResults: async (runId) => (stmt("SELECT * FROM task_results WHERE run_id = ? ORDER BY position, trial").all(runId) as Row[]).map(toTask),
    listTaskOutcomes: async (runId) =>
      (stmt(`SELECT ${OUTCOME_COLUMNS} FROM task_results WHERE run_id = ? ORDER BY position, trial`).all(runId) as Row[]).map(toOutcome),
    listTrialOutcomes: async (runIds) => {
      if (!runIds.length) return [];
      const sql = `SELECT run_id, json_extract(task, '$.id') AS task_id, position, trial, status, reward FROM task_results
                   WHERE run_id IN (${runIds.map(() => "?").join(", ")}) ORDER BY run_id, position, trial`;
      return (db.query(sql).all(...runIds) as Row[]).map(toTrialOutcome);
    },
    claimNextTask: async (runId, orgId, worldLimit, lease) => claim.immediate(runId, orgId, worldLimit, lease),
    cancelQueuedTasks: async (runId) => stmt("UPDATE task_results SET status = 'cancelled' WHERE run_id = ? AND status = 'queued'").run(runId).changes,
    listExpiredLeases: async (runId, now) =>
      (stmt("SELECT * FROM task_results WHERE run_id = ? AND status = 'leased' AND lease_expires_at <= ? ORDER BY position").all(runId, now) as Row[]).map(toTask),
    countTasksByStatus: async (runId) =>
      Object.fromEntries((stmt("SELECT status, COUNT(*) AS n FROM task_results WHERE run_id = ? GROUP BY status").all(runId) as Row[]).map((r) => [r.status, r.n])),
    getTaskResult: async (id) => {
      const row = stmt("SELECT * FROM task_results WHERE id = ?").get(id) as Row | null;
      return row ? toTask(row) : undefined;
    },
    updateTaskResult: async (task, expected) => {
      if (!expected) return writeTask(task).changes > 0;
      const [id, ...rest] = taskValues(task);
      return stmt(CONDITIONAL_TASK_UPDATE).run(...([...rest, id, expected.status, expected.leaseId] as never[])).changes > 0;
    },
    countLeasedTasks: async (orgId) => countLeased(orgId),

    putTrialState: async (s) =>
      void stmt("INSERT OR REPLACE INTO trial_states (task_result_id, run_id, created_at, bytes, state) VALUES (?, ?, ?, ?, ?)")
        .run(s.taskResultId, s.runId, s.createdAt, s.bytes, s.state),
    listTrialStates: async (runId) =>
      (stmt("SELECT task_result_id, run_id, created_at, bytes FROM trial_states WHERE run_id = ?").all(runId) as Row[]).map(toTrialStateInfo),
    getTrialState: async (id) => {
      const row = stmt("SELECT * FROM trial_states WHERE task_result_id = ?").get(id) as Row | null;
      return row ? toTrialState(row) : undefined;
    },
    deleteTrialStatesBefore: async (cutoff) => stmt("DELETE FROM trial_states WHERE created_at < ?").run(cutoff).changes,
  };
}
