import { expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { copySqliteToPostgres, type CopyProgress } from "../copy-sqlite-to-postgres.ts";
import { createSqliteStore } from "../sqlite-store.ts";
import type { Store } from "../types.ts";
import { apiKey, consoleSession, dataset, mutation, storeRun, world, type StoreHarness } from "./fixtures.ts";

async function fill(store: Store): Promise<void> {
  for (const [id, name] of [["org_a", "alpha"], ["org_b", "beta"]]) {
    await store.createOrg({ id: id!, name: name!, createdAt: 100 });
    await store.createApiKey(apiKey(`key_${id}`, { orgId: id!, createdAt: 200, name: `${name} key`, role: id === "org_a" ? "member" : "admin" }));
    await store.grantProvider(id!, "crm");
  }
  await store.revokeApiKey("key_org_b", 300);
  await store.touchApiKey("key_org_a", 250);
  await store.sessions.create(consoleSession("ses_1", { keyId: "key_org_a", lastSeenAt: 1200 }));
  // More records than one copy batch holds.
  const records = Array.from({ length: 1500 }, (_, i) => ({ pack: "crm", collection: "Account", id: `acc_${String(i).padStart(4, "0")}`, data: { i, name: `Ä "${i}"` } }));
  await store.insertWorld(world("w_big"), records);
  await store.insertWorld(world("w_expired", { expiresAt: 5, mcpCredentialHash: "h" }), []);
  await store.commitWorlds([{ worldId: "w_big", baseSeq: 0, counter: 2, mutations: [mutation(1, "acc_0000", "update", { i: -1 }), mutation(2, "acc_0001", "delete")] }]);
  for (let i = 0; i < 3; i++) await store.appendToolCall("w_big", { at: i, tool: "t", arguments: { i }, outcome: "ok", error: null, latencyMs: 0.5 + i, result: `done ${i}` });
  await store.worldControl.addCheckpoint("w_big", { name: "start", seq: 0, counter: 0, createdAt: 7 });
  await store.evals.putDataset(dataset("org_a", "crm"));
  const [first] = await storeRun(store, "run_1", 3);
  await store.evals.updateTaskResult({ ...first!, status: "graded", reward: 0.5, gradedAt: 9, durationMs: 4, toolCalls: [], usage: { inputTokens: 1 } as never });
  await store.evals.putTrialState({ taskResultId: first!.id, runId: "run_1", createdAt: 9, bytes: 4, state: new Uint8Array([31, 139, 0, 255]) });
}

/** Everything a store answers, through its own interface. */
async function readAll(store: Store) {
  const orgs = await store.listOrgs();
  const worlds = [...(await store.listLiveWorlds(0)), ...(await store.listLiveWorlds(1_000_000_000_000_000))];
  return {
    orgs,
    keys: await Promise.all(orgs.map((o) => store.listApiKeys(o.id))),
    grants: await Promise.all(orgs.map((o) => store.listGrants(o.id))),
    worlds: await Promise.all(["w_big", "w_expired"].map((id) => store.loadWorld(id))),
    live: worlds.map((w) => w.id),
    journal: await store.listJournal("w_big"),
    calls: await store.listToolCalls("w_big"),
    datasets: await store.evals.listDatasets("org_a"),
    runs: await store.evals.listRuns("org_a", {}, 100),
    tasks: await store.evals.listTaskResults("run_1"),
    state: await store.evals.getTrialState("run_1_t0"),
    checkpoints: await store.worldControl.listCheckpoints("w_big"),
    sessions: await store.sessions.listActive("org_a", 0),
  };
}

export function copyCases(h: StoreHarness): void {
  test.skipIf(h.kind !== "postgres")("copySqliteToPostgres: everything reads back the same; a database with an organization is refused", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "understudy-copy-")), "understudy.sqlite");
    const source = createSqliteStore(path);
    await fill(source);
    const expected = await readAll(source);
    await source.close();
    const progress: CopyProgress[] = [];
    const counts = await copySqliteToPostgres(path, h.databaseUrl!, (p) => progress.push(p));
    // Rows as stored: the records table keeps the 1,500 provisioned records (the journal holds the delete).
    expect(counts).toEqual({ orgs: 2, api_keys: 2, console_sessions: 1, grants: 2, worlds: 2, records: 1500, journal: 2, tool_calls: 3, datasets: 1, runs: 1, task_results: 3, trial_states: 1, world_checkpoints: 1 });
    expect(progress.filter((p) => p.table === "records").map((p) => p.copied)).toEqual([1000, 1500]);
    expect(progress.find((p) => p.table === "journal")).toEqual({ table: "journal", copied: 2, total: 2 });
    expect(await readAll(h.store)).toEqual(expected);
    // The copied world goes on from where it was.
    expect(await h.store.worldVersion("w_big")).toMatchObject({ seq: 2, counter: 2 });
    expect(await h.store.appendToolCall("w_big", { at: 9, tool: "t", arguments: {}, outcome: "ok", error: null, latencyMs: 1 })).toBe(4);

    await expect(copySqliteToPostgres(path, h.databaseUrl!)).rejects.toThrow(/already holds 2 organization/);
    expect(await h.store.listToolCalls("w_big")).toHaveLength(4);
    await expect(copySqliteToPostgres(join(path, "..", "missing.sqlite"), h.databaseUrl!)).rejects.toThrow(/No SQLite database/);
  });
}
