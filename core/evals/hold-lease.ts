import type { EvalDeps } from "./eval-deps.ts";
import type { TaskResultRow } from "./types.ts";

/**
 * Keeps a task's lease, and its world, alive while the service itself works on the task after the
 * worker reported: grading waits for a free grading worker and may take up to GRADING_BUDGET_MS, which
 * can be longer than a lease. Without this, the reaper (on any node) would requeue a task that is being
 * graded and hand it to a second worker. Each extension is conditional on the lease, so one that lands
 * after the graded row was written changes nothing.
 */
export async function holdLeaseDuring<T>(deps: EvalDeps, task: TaskResultRow, work: () => Promise<T>): Promise<T> {
  const extend = async () => {
    const leaseExpiresAt = deps.worlds.now() + deps.settings.leaseMs;
    const current = await deps.store.evals.getTaskResult(task.id);
    if (!current || current.status !== "leased" || current.leaseId !== task.leaseId) return;
    await deps.store.evals.updateTaskResult({ ...current, leaseExpiresAt }, { status: "leased", leaseId: task.leaseId });
    if (task.worldId) await (await deps.worlds.get(task.worldId))?.extendTo(leaseExpiresAt);
  };
  const extendLogged = () => extend().catch((error) => deps.log.warn("eval", `task ${task.id}: could not extend its lease while grading (${(error as Error).message})`));
  // A grade takes milliseconds as a rule: nothing is written unless it is still running when the lease
  // has a third of its life left (at once, when the worker's last heartbeat was long ago).
  const every = Math.max(200, Math.floor(deps.settings.leaseMs / 3));
  const firstIn = Math.max(0, (task.leaseExpiresAt ?? 0) - deps.worlds.now() - every);
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    void extendLogged();
    interval = setInterval(extendLogged, every);
  }, firstIn);
  try {
    return await work();
  } finally {
    clearTimeout(first);
    clearInterval(interval);
  }
}
