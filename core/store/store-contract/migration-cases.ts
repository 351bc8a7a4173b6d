import { Database } from "bun:sqlite";
import { expect, test } from "bun:test";
import postgres from "postgres";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freshPostgresDatabase } from "../../../tests/support/postgres-database.ts";
import { createPostgresStore } from "../postgres-store.ts";
import { POSTGRES_SCHEMA_VERSION } from "../postgres-schema.ts";
import { createSqliteStore } from "../sqlite-store.ts";
import { SCHEMA_STEPS, SCHEMA_VERSION } from "../sqlite-schema.ts";
import { world, type StoreHarness } from "./fixtures.ts";

const tempFile = () => join(mkdtempSync(join(tmpdir(), "understudy-store-")), "understudy.sqlite");

export function migrationCases(h: StoreHarness): void {
  test.skipIf(h.kind !== "sqlite")("SQLite: reopening a migrated file changes nothing; a newer file is refused", async () => {
    const path = tempFile();
    const first = createSqliteStore(path);
    await first.insertWorld(world("w1"), []);
    await first.close();
    const again = createSqliteStore(path);
    expect((await again.loadWorld("w1"))?.meta.id).toBe("w1");
    await again.close();
    const db = new Database(path);
    expect((db.query("PRAGMA user_version").get() as { user_version: number }).user_version).toBe(SCHEMA_VERSION);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => createSqliteStore(path)).toThrow(/newer Understudy/);
  });

  test.skipIf(h.kind !== "sqlite")("SQLite step 5 sets each world's position from its journal", async () => {
    const path = tempFile();
    const db = new Database(path);
    for (const step of SCHEMA_STEPS.slice(0, 4)) db.exec(step);
    db.exec("PRAGMA user_version = 4");
    const insertWorld = db.prepare(`INSERT INTO worlds (id, org_id, kind, packs, config, seed, random_seed, counter, created_at, expires_at)
                                    VALUES (?, 'org_a', 'snapshot', '[]', '{}', '{}', 1, 2, 1, 9999999999999)`);
    insertWorld.run("w_busy");
    insertWorld.run("w_quiet");
    for (const seq of [1, 2, 3]) db.prepare("INSERT INTO journal VALUES ('w_busy', ?, 1, 'crm', 'A', 'r', 'insert', NULL, '{}')").run(seq);
    db.close();
    const store = createSqliteStore(path);
    expect(await store.worldVersion("w_busy")).toMatchObject({ seq: 3, counter: 2 });
    expect(await store.worldVersion("w_quiet")).toMatchObject({ seq: 0 });
    expect(await store.commitWorlds([{ worldId: "w_busy", baseSeq: 3, counter: 3, mutations: [] }])).toEqual([true]);
    await store.close();
  });

  test.skipIf(h.kind !== "sqlite")("SQLite step 10 keeps every earlier key, as an admin with no name and no use yet", async () => {
    const path = tempFile();
    const db = new Database(path);
    for (const step of SCHEMA_STEPS.slice(0, 9)) db.exec(step);
    db.exec("PRAGMA user_version = 9");
    db.exec("INSERT INTO orgs VALUES ('org_a', 'alpha', 1)");
    db.exec("INSERT INTO api_keys VALUES ('key_1', 'org_a', 'h1', 'usk_…', 2, NULL)");
    db.close();
    const store = createSqliteStore(path);
    expect(await store.findApiKeyByHash("h1")).toEqual({ id: "key_1", orgId: "org_a", hint: "usk_…", createdAt: 2, revokedAt: null, name: null, role: "admin", lastUsedAt: null });
    await store.close();
  });

  test.skipIf(h.kind !== "postgres")("PostgreSQL: three nodes starting at once on a new database apply the schema once", async () => {
    const fresh = await freshPostgresDatabase();
    if (!fresh) throw new Error("the test server went away");
    const raw = postgres(fresh.url, { max: 1, onnotice: () => {} });
    try {
      const stores = await Promise.all([1, 2, 3].map(() => createPostgresStore(fresh.url, { max: 2 })));
      await stores[0]!.insertWorld(world("w1"), []);
      expect((await stores[2]!.worldVersion("w1"))?.seq).toBe(0);
      const versions = await raw`SELECT version FROM schema_migrations ORDER BY version`;
      expect(versions.map((r) => r.version)).toEqual(Array.from({ length: POSTGRES_SCHEMA_VERSION }, (_, i) => i + 1));
      await Promise.all(stores.map((s) => s.close()));
      // A database written by a newer release is refused, not misread.
      await raw`INSERT INTO schema_migrations (version, applied_at) VALUES (${POSTGRES_SCHEMA_VERSION + 1}, 0)`;
      await expect(createPostgresStore(fresh.url)).rejects.toThrow(/newer Understudy/);
    } finally {
      await raw.end();
      await fresh.drop();
    }
  });
}
