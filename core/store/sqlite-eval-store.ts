import type { Database, Statement } from "bun:sqlite";
import type { EvalStore, LeaseClaim, RunFilter } from "./eval-store.ts";
import type { TaskResultRow } from "../evals/types.ts";
import { RUN_COLUMNS, runValues, TASK_COLUMNS, taskValues, toDataset, toRun, toTask } from "./sqlite-eval-rows.ts";

type Row = Record<string, any>;

/** Evaluations in the embedded SQLite database, beside worlds and keys. */
export function createSqliteEvalStore(db: Database): EvalStore {
  const cache = new Map<string, Statement>();
  const stmt = (sql: string) => {
    let s = cache.get(sql);
    if (!s) cache.set(sql, (s = db.prepare(sql)));
    return s;
  };
  const insert = (table: string, columns: string[]) => `INSERT OR REPLACE INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
  const writeRun = (run: Parameters<EvalStore["updateRun"]>[0]) => stmt(insert("runs", RUN_COLUMNS)).run(...runValues(run));
  const writeTask = (task: TaskResultRow) => stmt(insert("task_results", TASK_COLUMNS)).run(...taskValues(task));
  const insertRun = db.transaction((run: Parameters<EvalStore["insertRun"]>[0], tasks: TaskResultRow[]) => {
    writeRun(run);
    for (const task of tasks) writeTask(task);
  });
  const countLeased = (orgId: string) =>
    (stmt(`SELECT COUNT(*) AS n FROM task_results t JOIN runs r ON r.id = t.run_id WHERE r.org_id = ? AND t.status = 'leased'`).get(orgId) as Row).n as number;

  // Check and claim in one IMMEDIATE transaction: it takes the write lock first, so another
  // connection (another process on the same file) cannot claim between the read and the write.
  const claim = db.transaction((runId: string, orgId: string, worldLimit: number, lease: LeaseClaim): TaskResultRow | "limit" | undefined => {
    const next = stmt("SELECT id FROM task_results WHERE run_id = ? AND status = 'queued' ORDER BY position LIMIT 1").get(runId) as Row | null;
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

  return {
    putDataset: (d) =>
      void stmt(`INSERT OR REPLACE INTO datasets (org_id, slug, name, description, tasks, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`)
        .run(d.orgId, d.slug, d.name, d.description, JSON.stringify(d.tasks), d.createdAt, d.updatedAt),
    getDataset: (orgId, slug) => {
      const row = stmt("SELECT * FROM datasets WHERE org_id = ? AND slug = ?").get(orgId, slug) as Row | null;
      return row ? toDataset(row) : undefined;
    },
    listDatasets: (orgId) => (stmt("SELECT * FROM datasets WHERE org_id = ? ORDER BY slug").all(orgId) as Row[]).map(toDataset),

    insertRun: (run, tasks) => insertRun(run, tasks),
    getRun: (id) => {
      const row = stmt("SELECT * FROM runs WHERE id = ?").get(id) as Row | null;
      return row ? toRun(row) : undefined;
    },
    updateRun: (run) => void writeRun(run),
    listRuns: (orgId, filter, limit, after) => {
      const where = filterSql(filter);
      const page = after ? " AND (created_at < ? OR (created_at = ? AND id < ?))" : "";
      const args = [orgId, ...where.args, ...(after ? [after.createdAt, after.createdAt, after.id] : []), limit];
      return (stmt(`SELECT * FROM runs WHERE org_id = ?${where.sql}${page} ORDER BY created_at DESC, id DESC LIMIT ?`).all(...(args as never[])) as Row[]).map(toRun);
    },
    listFinishedRuns: (orgId, dataset, filter, before, excludeRunId, limit) => {
      const where = filterSql(filter);
      const args = [orgId, dataset, ...where.args, before, excludeRunId, limit];
      return (stmt(`SELECT * FROM runs WHERE org_id = ? AND dataset = ?${where.sql} AND finished_at IS NOT NULL AND finished_at <= ? AND id != ?
                    ORDER BY finished_at DESC, created_at DESC LIMIT ?`).all(...(args as never[])) as Row[]).map(toRun);
    },
    listRunningRuns: () => (stmt("SELECT * FROM runs WHERE status IN ('running', 'cancelled') AND finished_at IS NULL").all() as Row[]).map(toRun),

    listTaskResults: (runId) => (stmt("SELECT * FROM task_results WHERE run_id = ? ORDER BY position").all(runId) as Row[]).map(toTask),
    listTaskOutcomes: (runId) =>
      (stmt("SELECT status, reward, assertions_passed, assertions_counted FROM task_results WHERE run_id = ? ORDER BY position").all(runId) as Row[])
        .map((r) => ({ status: r.status, reward: r.reward, assertionsPassed: r.assertions_passed, assertionsCounted: r.assertions_counted })),
    claimNextTask: (runId, orgId, worldLimit, lease) => claim.immediate(runId, orgId, worldLimit, lease),
    cancelQueuedTasks: (runId) => stmt("UPDATE task_results SET status = 'cancelled' WHERE run_id = ? AND status = 'queued'").run(runId).changes,
    listExpiredLeases: (runId, now) =>
      (stmt("SELECT * FROM task_results WHERE run_id = ? AND status = 'leased' AND lease_expires_at <= ?").all(runId, now) as Row[]).map(toTask),
    countTasksByStatus: (runId) =>
      Object.fromEntries((stmt("SELECT status, COUNT(*) AS n FROM task_results WHERE run_id = ? GROUP BY status").all(runId) as Row[]).map((r) => [r.status, r.n])),
    getTaskResult: (id) => {
      const row = stmt("SELECT * FROM task_results WHERE id = ?").get(id) as Row | null;
      return row ? toTask(row) : undefined;
    },
    updateTaskResult: (task) => void writeTask(task),
    countLeasedTasks: countLeased,
  };
}
