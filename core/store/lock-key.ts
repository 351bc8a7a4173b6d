import { createHash } from "node:crypto";

/**
 * A stable signed 64-bit key for a PostgreSQL advisory lock, as a decimal string (the bigint the lock
 * functions take). The same name gives the same key on every node and across releases, so the name
 * itself is the contract; callers prefix names ("understudy:...") to keep areas apart.
 */
export function advisoryLockKey(name: string): string {
  return createHash("sha256").update(name).digest().readBigInt64BE(0).toString();
}
