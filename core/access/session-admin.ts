// The organization's console sessions over HTTP: any key lists the active ones; an admin revokes any,
// anyone their own (signing out).
import type { Principal } from "../auth/authenticate.ts";
import { controlError } from "../control/control-errors.ts";
import { isoOrNull, requireAdmin, type AccessDeps } from "./access-deps.ts";

/** Sessions neither revoked nor expired, whose key still works, newest first. */
export async function listSessions(deps: AccessDeps, principal: Principal) {
  const orgId = principal.org.id;
  const [sessions, keys] = await Promise.all([deps.store.sessions.listActive(orgId, deps.worlds.now()), deps.store.listApiKeys(orgId)]);
  const liveKeys = new Map(keys.filter((key) => key.revokedAt === null).map((key) => [key.id, key]));
  return {
    sessions: sessions.filter((s) => liveKeys.has(s.keyId)).map((s) => ({
      id: s.id, keyId: s.keyId, keyHint: liveKeys.get(s.keyId)!.hint, createdAt: isoOrNull(s.createdAt), lastSeenAt: isoOrNull(s.lastSeenAt),
      expiresAt: isoOrNull(s.expiresAt), current: s.id === principal.sessionId,
    })),
  };
}

/** Ends a session of the principal's organization; idempotent like a key's revocation. */
export async function revokeSession(deps: AccessDeps, principal: Principal, sessionId: string) {
  const session = await deps.store.sessions.find(sessionId);
  if (!session || session.orgId !== principal.org.id) throw controlError("sessionNotFound", sessionId);
  if (session.id !== principal.sessionId) requireAdmin(principal, "revoke another console session");
  const at = deps.worlds.now();
  const revokedNow = await deps.store.sessions.revoke(session.id, at);
  const revokedAt = revokedNow ? at : ((await deps.store.sessions.find(session.id))?.revokedAt ?? at);
  return { id: session.id, revokedAt: isoOrNull(revokedAt) };
}
