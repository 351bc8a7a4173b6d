import type { EvalStore } from "./eval-store.ts";

export interface OrgRow { id: string; name: string; createdAt: number }
export interface ApiKeyRow { id: string; orgId: string; hint: string; createdAt: number; revokedAt: number | null }

export interface WorldMeta {
  id: string;
  orgId: string;
  kind: "snapshot" | "eval";
  /** Provider slugs served by this world. */
  packs: string[];
  /** Applied config per slug, as the pack's `config.apply` returned it. */
  config: Record<string, unknown>;
  /** The seed the world was provisioned from, after wrapping (kept for inspection and grading). */
  seed: Record<string, unknown>;
  randomSeed: number;
  counter: number;
  createdAt: number;
  expiresAt: number;
  /** SHA-256 of the bearer credential the world's MCP endpoint requires; null for open (snapshot) worlds. */
  mcpCredentialHash: string | null;
}

/** One entry of the MCP gateway's log: every tools/call a world received, in order. */
export interface ToolCall {
  seq: number;
  at: number;
  tool: string;
  arguments: unknown;
  outcome: "ok" | "error";
  error: string | null;
  latencyMs: number;
}

export interface StoredRecord { pack: string; collection: string; id: string; data: Record<string, unknown> }

export interface Mutation {
  /** Position in the world's journal, from 1. */
  seq: number;
  pack: string;
  collection: string;
  recordId: string;
  op: "insert" | "update" | "delete";
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: number;
}

/**
 * Durable state. Synchronous on purpose: the embedded SQLite store commits in microseconds,
 * and a synchronous write-through means a response is only sent after its change is on disk.
 */
export interface Store {
  /** Datasets, runs and task results. */
  readonly evals: EvalStore;

  createOrg(org: OrgRow): void;
  findOrg(idOrName: string): OrgRow | undefined;
  listOrgs(): OrgRow[];
  countOrgs(): number;

  createApiKey(key: ApiKeyRow & { hash: string }): void;
  findApiKeyByHash(hash: string): ApiKeyRow | undefined;
  revokeApiKey(id: string, at: number): boolean;
  listApiKeys(orgId: string): ApiKeyRow[];

  grantProvider(orgId: string, slug: string): void;
  revokeProvider(orgId: string, slug: string): boolean;
  listGrants(orgId: string): string[];

  /** Writes a world and all its initial records in one transaction: all or nothing. */
  insertWorld(meta: WorldMeta, records: StoredRecord[]): void;
  applyMutation(worldId: string, counter: number, mutation: Mutation): void;
  /** Several mutations in one transaction: all or none. */
  applyMutations(worldId: string, counter: number, mutations: Mutation[]): void;
  loadLiveWorlds(now: number): Array<{ meta: WorldMeta; records: StoredRecord[]; lastSeq: number; lastToolCallSeq: number }>;
  setMcpCredential(worldId: string, hash: string | null): void;
  setWorldExpiry(worldId: string, expiresAt: number): void;
  appendToolCall(worldId: string, call: ToolCall): void;
  listToolCalls(worldId: string): ToolCall[];
  listJournal(worldId: string): Mutation[];
  deleteWorld(id: string): void;
  /** Removes every world whose expiry has passed; returns their ids. */
  deleteExpiredWorlds(now: number): string[];
  close(): void;
}
