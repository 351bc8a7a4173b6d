import type { ApiKeyRow, Mutation, OrgRow, StoredRecord, ToolCall, WorldMeta, WorldVersion } from "./types.ts";
import type { ConsoleSessionRow } from "./session-store.ts";
import { parsedRecord, takeRecordText } from "./record-text.ts";

// Row <-> domain mapping shared by both stores: the column names and the JSON-as-text encoding are the
// same in SQLite and PostgreSQL, so a row reads the same whichever store it came from.
type Row = Record<string, any>;

export const toOrg = (r: Row): OrgRow => ({ id: r.id, name: r.name, createdAt: r.created_at });
export const toKey = (r: Row): ApiKeyRow => ({
  id: r.id, orgId: r.org_id, hint: r.hint, createdAt: r.created_at, revokedAt: r.revoked_at ?? null, name: r.name ?? null, role: r.role, lastUsedAt: r.last_used_at ?? null,
});
export const toSession = (r: Row): ConsoleSessionRow => ({
  id: r.id, tokenHash: r.token_hash, csrfToken: r.csrf_token, orgId: r.org_id, keyId: r.key_id, createdAt: r.created_at,
  lastSeenAt: r.last_seen_at, expiresAt: r.expires_at, revokedAt: r.revoked_at ?? null,
});
export const toWorld = (r: Row): WorldMeta => ({
  id: r.id, orgId: r.org_id, kind: r.kind, packs: JSON.parse(r.packs), config: JSON.parse(r.config),
  seed: JSON.parse(r.seed), randomSeed: r.random_seed, counter: r.counter, createdAt: r.created_at, expiresAt: r.expires_at,
  mcpCredentialHash: r.mcp_credential_hash ?? null, bytes: Number(r.bytes ?? 0), faults: r.faults ?? undefined,
});
export const toVersion = (r: Row): WorldVersion => ({
  seq: r.seq, counter: r.counter, expiresAt: r.expires_at, mcpCredentialHash: r.mcp_credential_hash ?? null, faults: r.faults ?? undefined,
});
export const toRecord = (r: Row): StoredRecord => ({ pack: r.pack, collection: r.collection, id: r.id, data: parsedRecord(r.data) });
/** A journal row as loading replays it (replay-journal.ts): its `before` is neither selected nor parsed. */
export const toReplayedChange = (r: Row): Pick<Mutation, "pack" | "collection" | "recordId" | "op" | "after"> => ({
  pack: r.pack, collection: r.collection, recordId: r.record_id, op: r.op, after: r.after === null ? null : parsedRecord(r.after),
});

export const toMutation = (r: Row): Mutation => ({
  seq: r.seq, at: r.at, pack: r.pack, collection: r.collection, recordId: r.record_id, op: r.op,
  before: r.before ? parsedRecord(r.before) : null, after: r.after ? parsedRecord(r.after) : null,
});
export const toToolCall = (r: Row): ToolCall => ({
  seq: r.seq, at: r.at, tool: r.tool, arguments: JSON.parse(r.arguments), outcome: r.outcome, error: r.error ?? null, latencyMs: r.latency_ms,
  ...(r.profile ? { profile: r.profile } : {}),
  ...(r.fault ? { fault: JSON.parse(r.fault) } : {}),
  ...(r.result !== null && r.result !== undefined ? { result: r.result } : {}),
});

/** The worlds columns of a new world, in WORLD_COLUMNS order. */
export const WORLD_COLUMNS = [
  "id", "org_id", "kind", "packs", "config", "seed", "random_seed", "counter", "created_at", "expires_at", "mcp_credential_hash", "seq", "bytes", "faults",
];
export const worldValues = (meta: WorldMeta) => [
  meta.id, meta.orgId, meta.kind, JSON.stringify(meta.packs), JSON.stringify(meta.config), takeRecordText(meta.seed),
  meta.randomSeed, meta.counter, meta.createdAt, meta.expiresAt, meta.mcpCredentialHash, 0, meta.bytes ?? 0, meta.faults ?? null,
];

/** Journal columns and one mutation's values, in that order. */
export const JOURNAL_COLUMNS = ["world_id", "seq", "at", "pack", "collection", "record_id", "op", "before", "after"];
export const journalValues = (worldId: string, m: Mutation) => [
  worldId, m.seq, m.at, m.pack, m.collection, m.recordId, m.op,
  // The after text was made when the change was (record-text.ts): taken here, not made again.
  m.before ? takeRecordText(m.before) : null, m.after ? takeRecordText(m.after) : null,
];
