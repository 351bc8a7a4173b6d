// What the store keeps of console sessions: the browser console signs in with an API key once and then
// carries a cookie (core/auth/console-sessions.ts). Only the token's SHA-256 is stored.

/** A console session: made with one key of one organization, valid until it expires or is revoked. */
export interface ConsoleSessionRow {
  id: string;
  /** SHA-256 (hex) of the cookie's token; the token itself exists only in the browser. */
  tokenHash: string;
  /** What the console page carries and sends back as X-CSRF-Token on every write. */
  csrfToken: string;
  orgId: string;
  /** The key the session was made with: revoking it ends the session. */
  keyId: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

/** Console sessions, asynchronous like the rest of the store (types.ts). */
export interface SessionStore {
  create(session: ConsoleSessionRow): Promise<void>;
  find(id: string): Promise<ConsoleSessionRow | undefined>;
  findByTokenHash(tokenHash: string): Promise<ConsoleSessionRow | undefined>;
  /** Moves last_seen_at forward to `at` (never back). */
  touch(id: string, at: number): Promise<void>;
  /** False when there is no such session or it was revoked already (its first revocation stays). */
  revoke(id: string, at: number): Promise<boolean>;
  /** Revokes every session made with the key that is not revoked yet; returns how many. */
  revokeForKey(keyId: string, at: number): Promise<number>;
  /** The organization's sessions neither revoked nor expired at `now`, newest first. */
  listActive(orgId: string, now: number): Promise<ConsoleSessionRow[]>;
  /** Removes sessions expired by `now` (revoked ones go when they would have expired); returns how many. */
  deleteExpired(now: number): Promise<number>;
}
