import type { Database, Statement } from "bun:sqlite";
import type { EvalStore } from "./eval-store.ts";
import type { Dataset, RunRow, TaskResultRow } from "../evals/types.ts";

type Row = Record<string, any>;

/** Evaluations in the embedded SQLite database, beside worlds and keys. */
export function createSqliteEvalStore(db: Database): EvalStore {
  const cache = new Map<string, Statement>();
  const stmt = (sql: string) => {
    let s = cache.get(sql);
    if (!s) cache.set(sql, (s = db.prepare(sql)));
    return s;
  };
  const writeRun = (run: RunRow) =>
    stmt(`INSERT OR REPLACE INTO runs (id, org_id, dataset, commit_sha, ref, model, status, created_at, finished_at, conclusion, regression, comment_markdown)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      run.id, run.orgId, run.dataset, run.commit, run.ref, run.model, run.status, run.createdAt, run.finishedAt, run.conclusion,
      run.regression ? JSON.stringify(run.regression) : null, run.commentMarkdown,
    );
  const writeTask = (t: TaskResultRow) =>
    stmt(`INSERT OR REPLACE INTO task_results (id, run_id, position, task, status, attempts, lease_id, lease_expires_at, world_id, reward,
          assertions_passed, assertions_counted, assertions, error, graded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      t.id, t.runId, t.position, JSON.stringify(t.task), t.status, t.attempts, t.leaseId, t.leaseExpiresAt, t.worldId, t.reward,
      t.assertionsPassed, t.assertionsCounted, JSON.stringify(t.assertions), t.error, t.gradedAt,
    );
  const insertRun = db.transaction((run: RunRow, tasks: TaskResultRow[]) => {
    writeRun(run);
    for (const task of tasks) writeTask(task);
  });

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
    findBaseline: (orgId, dataset, model, before, excludeRunId) => {
      const row = stmt(`SELECT * FROM runs WHERE org_id = ? AND dataset = ? AND model = ? AND finished_at IS NOT NULL AND finished_at <= ? AND id != ?
                        ORDER BY finished_at DESC, created_at DESC LIMIT 1`).get(orgId, dataset, model, before, excludeRunId) as Row | null;
      return row ? toRun(row) : undefined;
    },
    listRunningRuns: () => (stmt("SELECT * FROM runs WHERE status = 'running'").all() as Row[]).map(toRun),

    listTaskResults: (runId) => (stmt("SELECT * FROM task_results WHERE run_id = ? ORDER BY position").all(runId) as Row[]).map(toTask),
    nextQueuedTask: (runId) => {
      const row = stmt("SELECT * FROM task_results WHERE run_id = ? AND status = 'queued' ORDER BY position LIMIT 1").get(runId) as Row | null;
      return row ? toTask(row) : undefined;
    },
    listExpiredLeases: (runId, now) =>
      (stmt("SELECT * FROM task_results WHERE run_id = ? AND status = 'leased' AND lease_expires_at <= ?").all(runId, now) as Row[]).map(toTask),
    countTasksByStatus: (runId) =>
      Object.fromEntries((stmt("SELECT status, COUNT(*) AS n FROM task_results WHERE run_id = ? GROUP BY status").all(runId) as Row[]).map((r) => [r.status, r.n])),
    getTaskResult: (id) => {
      const row = stmt("SELECT * FROM task_results WHERE id = ?").get(id) as Row | null;
      return row ? toTask(row) : undefined;
    },
    updateTaskResult: (task) => void writeTask(task),
    countLeasedTasks: (orgId) =>
      (stmt(`SELECT COUNT(*) AS n FROM task_results t JOIN runs r ON r.id = t.run_id WHERE r.org_id = ? AND t.status = 'leased'`).get(orgId) as Row).n,
  };
}

const toDataset = (r: Row): Dataset => ({
  orgId: r.org_id, slug: r.slug, name: r.name, description: r.description, tasks: JSON.parse(r.tasks), createdAt: r.created_at, updatedAt: r.updated_at,
});
const toRun = (r: Row): RunRow => ({
  id: r.id, orgId: r.org_id, dataset: r.dataset, commit: r.commit_sha, ref: r.ref, model: r.model, status: r.status, createdAt: r.created_at,
  finishedAt: r.finished_at, conclusion: r.conclusion, regression: r.regression ? JSON.parse(r.regression) : null, commentMarkdown: r.comment_markdown,
});
const toTask = (r: Row): TaskResultRow => ({
  id: r.id, runId: r.run_id, position: r.position, task: JSON.parse(r.task), status: r.status, attempts: r.attempts, leaseId: r.lease_id,
  leaseExpiresAt: r.lease_expires_at, worldId: r.world_id, reward: r.reward, assertionsPassed: r.assertions_passed,
  assertionsCounted: r.assertions_counted, assertions: JSON.parse(r.assertions), error: r.error, gradedAt: r.graded_at,
});
