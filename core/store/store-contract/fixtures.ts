import type { Dataset, DatasetTask, RunRow, TaskResultRow } from "../../evals/types.ts";
import type { ApiKeyRow, Mutation, Store, WorldMeta } from "../types.ts";
import type { ConsoleSessionRow } from "../session-store.ts";

// Builders for the store contract tests: whole, valid rows with overridable fields.

/** What a contract case gets: the store of the current test, fresh and empty. */
export interface StoreHarness {
  kind: Store["kind"];
  readonly store: Store;
  /** Another handle on the same data, as another node (PostgreSQL) or process (SQLite) opens it; closed after the test. */
  openAnother(): Promise<Store>;
  /** PostgreSQL: the test database's URL (emptied before each test). */
  readonly databaseUrl?: string;
}

export const FAR = 10_000_000_000_000;

/** A key of org_a, as the store is given it (with its hash). */
export function apiKey(id: string, over: Partial<ApiKeyRow & { hash: string }> = {}): ApiKeyRow & { hash: string } {
  return { id, orgId: "org_a", hint: "usk_…", createdAt: 100, revokedAt: null, name: null, role: "admin", lastUsedAt: null, hash: `hash_${id}`, ...over };
}

/** A console session of org_a made with key_1, alive from 1,000 to 5,000. */
export function consoleSession(id: string, over: Partial<ConsoleSessionRow> = {}): ConsoleSessionRow {
  return {
    id, tokenHash: `token_${id}`, csrfToken: `csrf_${id}`, orgId: "org_a", keyId: "key_1", createdAt: 1000, lastSeenAt: 1000, expiresAt: 5000, revokedAt: null, ...over,
  };
}

export function world(id: string, over: Partial<WorldMeta> = {}): WorldMeta {
  return {
    id, orgId: "org_a", kind: "snapshot", packs: ["crm"], config: { crm: { region: "eu" } }, seed: { crm: { Account: [{ Id: "1" }] } },
    randomSeed: 4_294_967_295, counter: 0, createdAt: 1_700_000_000_000, expiresAt: FAR, mcpCredentialHash: null, bytes: 0, ...over,
  };
}

export function mutation(seq: number, recordId: string, op: Mutation["op"] = "insert", after: Record<string, unknown> | null = { n: seq }): Mutation {
  return { seq, pack: "crm", collection: "Account", recordId, op, before: op === "insert" ? null : { old: true }, after: op === "delete" ? null : after, at: 1_700_000_000_000 + seq };
}

export const TASK: DatasetTask = {
  id: "t", ticket: "Do the thing", seed: { crm: { Account: [] } },
  assertions: [{ plugin: "record-exists", requirement: "It exists", options: { pack: "crm" } }],
};

export function dataset(orgId: string, slug: string, over: Partial<Dataset> = {}): Dataset {
  return { orgId, slug, name: `Dataset ${slug}`, description: null, tasks: [TASK], createdAt: 1000, updatedAt: 2000, ...over };
}

export function run(id: string, over: Partial<RunRow> = {}): RunRow {
  return {
    id, orgId: "org_a", dataset: "crm", commit: "a".repeat(40), ref: "main", model: "m1", status: "running", createdAt: 1000,
    finishedAt: null, conclusion: null, regression: null, commentMarkdown: "", baselineRequest: null, baseline: null, trials: 1, alpha: 0.05, manifest: null,
    comparability: null, noiseAwareConclusion: null, statistics: null, regradeOf: null, ...over,
  };
}

export function task(runId: string, position: number, over: Partial<TaskResultRow> = {}): TaskResultRow {
  return {
    id: `${runId}_t${position}`, runId, position, trial: 0, infraRetries: 0, task: { ...TASK, id: `task-${position}` }, status: "queued", attempts: 0, leaseId: null,
    leaseExpiresAt: null, worldId: null, reward: 0, assertionsPassed: 0, assertionsCounted: 0, assertions: [], error: null,
    gradedAt: null, leasedAt: null, durationMs: null, answer: null, usage: null, toolCalls: null, ...over,
  };
}

/** A run of `count` queued tasks, stored. */
export async function storeRun(store: Store, id: string, count: number, over: Partial<RunRow> = {}): Promise<TaskResultRow[]> {
  const tasks = Array.from({ length: count }, (_, i) => task(id, i));
  await store.evals.insertRun(run(id, over), tasks);
  return tasks;
}

export const lease = (n: number) => ({ leaseId: `lease_${n}`, leaseExpiresAt: 5000 + n, leasedAt: 4000 + n });
