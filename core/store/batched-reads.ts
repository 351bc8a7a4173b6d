type Waiter<T> = { resolve: (value: T | undefined) => void; reject: (error: unknown) => void };

/**
 * Coalesces the per-request world-version reads (one per mock request, on every node) into one read
 * of many ids. A batch is read only after every call in it was made, so no answer predates the request
 * that asked. `after` decides when a batch is read:
 * - "in-flight" (PostgreSQL): at once when no read is running (at the end of the current microtasks),
 *   else when the running one returns: under load, one round-trip answers everyone who arrived
 *   meanwhile, and a lone caller waits no longer than one query.
 * - "turn" (SQLite): at the end of the event loop's turn, in one read transaction: opening SQLite's
 *   WAL read lock (about 3 µs) is most of a point query's cost, so it is paid once per turn.
 */
export function batchedReads<T>(readMany: (ids: string[]) => Promise<Map<string, T>> | Map<string, T>, after: "in-flight" | "turn"): (id: string) => Promise<T | undefined> {
  let pending: Map<string, Array<Waiter<T>>> | undefined;
  let running = false;

  const run = async () => {
    const batch = pending;
    pending = undefined;
    if (!batch) return;
    running = true;
    try {
      const found = await readMany([...batch.keys()]);
      for (const [id, waiters] of batch) for (const w of waiters) w.resolve(found.get(id));
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    } finally {
      running = false;
      if (pending) schedule();
    }
  };
  const schedule = () => (after === "turn" ? setImmediate(run) : queueMicrotask(run));

  return (id) =>
    new Promise((resolve, reject) => {
      if (!pending) {
        pending = new Map();
        if (!running) schedule();
      }
      const waiters = pending.get(id);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(id, [{ resolve, reject }]);
    });
}
