/**
 * In-process queues per lock name, in front of the database's advisory locks: a node sends at most one
 * waiter per name to PostgreSQL, so waiting callers do not each pin a pool connection (enough of them
 * would starve the holder of the connections its own work needs).
 */
export function createLocalLocks() {
  const tails = new Map<string, Promise<void>>();
  return {
    isHeld: (name: string) => tails.has(name),
    /** Waits for this node's earlier holders of `name`, then runs `fn` as the holder. */
    async run<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const previous = tails.get(name);
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = (previous ?? Promise.resolve()).then(() => mine);
      tails.set(name, tail);
      try {
        await previous;
        return await fn();
      } finally {
        release();
        if (tails.get(name) === tail) tails.delete(name);
      }
    },
  };
}
