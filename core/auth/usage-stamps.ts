import type { Logger } from "../log/logger.ts";
import type { Store } from "../store/types.ts";

// A key's last use and a console session's last sighting, written at most once a minute per key or
// session per process: a busy key would otherwise cost a write on every request. The write is made
// after the request's own work (setImmediate), and a failed one is logged, never the request's failure.

const MINUTE = 60_000;
/** Stamps remembered per store before the stale ones are forgotten: memory stays bounded. */
const REMEMBERED = 10_000;
const stampsOf = new WeakMap<Store, Map<string, number>>();

export function stampUse(store: Store, what: { kind: "key" | "session"; id: string }, now: number, log: Logger): void {
  let stamps = stampsOf.get(store);
  if (!stamps) stampsOf.set(store, (stamps = new Map()));
  const name = `${what.kind} ${what.id}`;
  const last = stamps.get(name);
  if (last !== undefined && now >= last && now - last < MINUTE) return;
  if (stamps.size >= REMEMBERED) forgetStale(stamps, now);
  stamps.set(name, now);
  const seen = stamps;
  setImmediate(() => {
    Promise.resolve()
      .then(() => (what.kind === "key" ? store.touchApiKey(what.id, now) : store.sessions.touch(what.id, now)))
      .catch((error) => {
        // The next request tries again.
        if (seen.get(name) === now) seen.delete(name);
        log.warn("auth", `recording the last use of ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      });
  });
}

function forgetStale(stamps: Map<string, number>, now: number): void {
  for (const [name, at] of stamps) if (now - at >= MINUTE || now < at) stamps.delete(name);
  // All recent: forgetting them all costs at most one more write each.
  if (stamps.size >= REMEMBERED) stamps.clear();
}
