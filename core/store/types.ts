import type { EvalStore } from "./eval-store.ts";
import type { SessionStore } from "./session-store.ts";

export interface OrgRow { id: string; name: string; createdAt: number }
/** What a key may do: an admin also manages the organization's keys and sessions. */
export type KeyRole = "admin" | "member";
export interface ApiKeyRow {
  id: string; orgId: string; hint: string; createdAt: number; revokedAt: number | null;
  /** A label its creator gave it, if any. */
  name: string | null;
  role: KeyRole;
  /** When it last authenticated a request, to the minute (core/auth/usage-stamps.ts); null when never. */
  lastUsedAt: number | null;
}

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
  /**
   * What the world made the store hold, in JSON text: its seed, its provisioned records and every journal
   * entry (MAX_WORLD_BYTES bounds it; core/world/world-quota.ts). Absent on a world not yet measured.
   */
  bytes?: number;
  /** The world's fault rules as stored JSON text (core/faults/); absent when it has none. */
  faults?: string;
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
  /** The MCP profile the call was made through (docs/mcp.md "Profiles"); absent for the packs' own tools. */
  profile?: string;
  /**
   * Set for graders only (core/grading/native-calls.ts), never stored: when `tool` is an MCP profile's
   * tool, the pack's native tool it does the work of, and the call's arguments in that tool's terms.
   */
  native?: { tool: string; arguments: unknown };
  /** The fault a world's rule injected into the call (docs/worlds.md "Faults"); absent when none did. */
  fault?: InjectedFault;
  /**
   * The result's text as the agent got it, cut to TOOL_RESULT_CHARS (core/mcp/tool-result-text.ts);
   * absent when the call ended in a protocol error instead of a result.
   */
  result?: string;
}

/** A fault a rule injected: the rule's place in the world's list, its effect, and where (`tool x`, `salesforce.query`). */
export interface InjectedFault { rule: number; effect: string; on: string }

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

/** What a node checks on every request to know its in-memory copy of a world is current. */
export interface WorldVersion {
  /** The world's last journal position: it moves with every committed change of its records. */
  seq: number;
  counter: number;
  expiresAt: number;
  mcpCredentialHash: string | null;
  /** The stored fault rules' text (absent: none), so every node applies a change on its next request. */
  faults?: string;
}

/** A named state of a world: its journal position and id counter then (docs/worlds.md "Checkpoints"). */
export interface WorldCheckpoint { name: string; seq: number; counter: number; createdAt: number }

/** What the world-control API reads and keeps beside a world (core/world-control/). */
export interface WorldControlStore {
  /** Stores a checkpoint; false (nothing written) when the world already has one of that name. */
  addCheckpoint(worldId: string, checkpoint: WorldCheckpoint): Promise<boolean>;
  getCheckpoint(worldId: string, name: string): Promise<WorldCheckpoint | undefined>;
  /** The world's checkpoints, oldest first. */
  listCheckpoints(worldId: string): Promise<WorldCheckpoint[]>;
  /** At most `limit` journal entries after `afterSeq`, oldest first: a page of the journal. */
  journalPage(worldId: string, afterSeq: number, limit: number): Promise<Mutation[]>;
  /**
   * Stores a fork (`meta`) of `sourceId` at its journal position `seq`: one row naming them, whatever the
   * source's size (world-lineage.ts). The fork's state and history read through the source's up to
   * `seq`, then its own; the source's rows stay while a fork needs them (a removed source is retired).
   * Throws when the source is no longer stored.
   */
  forkWorld(meta: WorldMeta, sourceId: string, seq: number): Promise<void>;
  /** The run and trial a task world was provisioned for (the latest, should a world id recur). */
  findTaskOfWorld(worldId: string): Promise<{ runId: string; taskResultId: string } | undefined>;
  /** Replaces the world's fault rules (JSON text; null clears them); false when no such world is stored. */
  setFaults(worldId: string, faults: string | null): Promise<boolean>;
}

/** A world as the store holds it: what a node loads into memory. */
export interface LoadedWorld { meta: WorldMeta; records: StoredRecord[]; lastSeq: number }

/**
 * One world's changes since `baseSeq`, committed only if the stored world is still at `baseSeq` (no
 * other node wrote in between): optimistic concurrency, checked inside the commit's transaction.
 */
export interface WorldCommit { worldId: string; baseSeq: number; counter: number; mutations: Mutation[]; /** The world's stored bytes once committed. */ bytes?: number }

/**
 * Durable state, shared by every node of a deployment (SQLite: one process, or several on one file;
 * PostgreSQL: several nodes). Every method is asynchronous; a returned promise settles only once the
 * change is durable, so a response sent after it never acknowledges a write that could be lost.
 */
export interface Store {
  readonly kind: "sqlite" | "postgres";
  /** Datasets, runs and task results. */
  readonly evals: EvalStore;
  /** Checkpoints and journal pages of worlds. */
  readonly worldControl: WorldControlStore;
  /** The browser console's sign-ins. */
  readonly sessions: SessionStore;

  createOrg(org: OrgRow): Promise<void>;
  findOrg(idOrName: string): Promise<OrgRow | undefined>;
  listOrgs(): Promise<OrgRow[]>;
  countOrgs(): Promise<number>;

  createApiKey(key: ApiKeyRow & { hash: string }): Promise<void>;
  findApiKeyByHash(hash: string): Promise<ApiKeyRow | undefined>;
  findApiKey(id: string): Promise<ApiKeyRow | undefined>;
  /** Moves the key's last use forward to `at` (never back). */
  touchApiKey(id: string, at: number): Promise<void>;
  revokeApiKey(id: string, at: number): Promise<boolean>;
  listApiKeys(orgId: string): Promise<ApiKeyRow[]>;

  grantProvider(orgId: string, slug: string): Promise<void>;
  revokeProvider(orgId: string, slug: string): Promise<boolean>;
  listGrants(orgId: string): Promise<string[]>;

  /** Writes a world and all its initial records in one transaction: all or nothing. */
  insertWorld(meta: WorldMeta, records: StoredRecord[]): Promise<void>;
  /**
   * Group commit: every unit in one transaction. A unit whose world is no longer at its `baseSeq` (or
   * is gone) is not written and answers false; the others are written and answer true. Units of one
   * world are applied in order, each checked against the seq the previous one left.
   */
  commitWorlds(units: WorldCommit[]): Promise<boolean[]>;
  /** One world, live or not, with its records; undefined when it is not stored. */
  loadWorld(id: string): Promise<LoadedWorld | undefined>;
  /** The cheap per-request check: the stored world's version, undefined when it is not stored. */
  worldVersion(id: string): Promise<WorldVersion | undefined>;
  /** Journal entries after `afterSeq`, oldest first (a node catching up with another node's writes). */
  journalSince(worldId: string, afterSeq: number): Promise<Mutation[]>;
  /** Live worlds' metadata (no records): of one organization and kind, or all when no filter is given. */
  listLiveWorlds(now: number, filter?: { orgId: string; kind: WorldMeta["kind"] }): Promise<WorldMeta[]>;
  /** How many worlds are live, and the soonest expiry among them (null when none): what the snapshot cap reads, with no seed parsed. */
  countLiveWorlds(now: number, filter?: { orgId: string; kind: WorldMeta["kind"] }): Promise<{ count: number; soonestExpiresAt: number | null }>;
  /** The stored bytes of one organization's live worlds (WorldMeta.bytes summed): what MAX_ORG_BYTES bounds. */
  sumLiveWorldBytes(orgId: string, now: number): Promise<number>;
  setMcpCredential(worldId: string, hash: string | null): Promise<void>;
  setWorldExpiry(worldId: string, expiresAt: number): Promise<void>;
  /** Appends to the world's tool-call log at the next position, which it returns (safe across nodes). */
  appendToolCall(worldId: string, call: Omit<ToolCall, "seq">): Promise<number>;
  listToolCalls(worldId: string): Promise<ToolCall[]>;
  listJournal(worldId: string): Promise<Mutation[]>;
  deleteWorld(id: string): Promise<void>;
  /** Removes every world whose expiry has passed; returns their ids. */
  deleteExpiredWorlds(now: number): Promise<string[]>;

  /**
   * Runs `fn` while holding the deployment-wide lock `name` (PostgreSQL: an advisory lock; SQLite: the
   * process is alone, or the file's write lock orders it). `wait: false` gives up at once when another
   * node holds it: `{ ran: false }`.
   */
  withLock<T>(name: string, options: { wait: boolean }, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  close(): Promise<void>;
}
