import { afterEach, beforeEach, expect, test } from "bun:test";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "./config.ts";
import { createService } from "./service.ts";
import { bootstrapFirstStart, FIRST_KEY_FILE } from "./bootstrap.ts";
import { createLogger } from "./log/logger.ts";
import { freshPostgresDatabase, POSTGRES_SKIP_NOTE } from "../tests/support/postgres-database.ts";

const mode = (path: string) => statSync(path).mode & 0o777;
let parent: string;
let umask: number;
// The usual umask, which leaves new files world-readable unless the service says otherwise.
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), "understudy-modes-"));
  umask = process.umask(0o022);
});
afterEach(() => {
  process.umask(umask);
  rmSync(parent, { recursive: true, force: true });
});

test("the data directory is created 0700 and the store's files and the first-start key file 0600", async () => {
  const dataDir = join(parent, "nested", "data");
  const service = await createService({ ...loadConfig({}), dataDir }, { log: createLogger("silent") });
  const first = await bootstrapFirstStart(service);
  // Writes make SQLite create its WAL and shared-memory files next to the database.
  await service.worlds.provision({ orgId: "o", kind: "snapshot", seeds: { salesforce: {} }, ttlMs: 60_000 });
  expect(mode(dataDir)).toBe(0o700);
  expect(mode(join(parent, "nested"))).toBe(0o700);
  expect(mode(first!.file)).toBe(0o600);
  const files = readdirSync(dataDir).sort();
  expect(files).toEqual([FIRST_KEY_FILE, "understudy.sqlite", "understudy.sqlite-shm", "understudy.sqlite-wal"]);
  for (const file of files) expect(`${file} ${mode(join(dataDir, file)).toString(8)}`).toBe(`${file} 600`);
  await service.close();
});

test("files an older version left world-readable are made private on start; an existing directory is left as it is", async () => {
  const dataDir = join(parent, "shared");
  const first = await createService({ ...loadConfig({}), dataDir }, { log: createLogger("silent") });
  await bootstrapFirstStart(first);
  await first.worlds.provision({ orgId: "o", kind: "snapshot", seeds: { salesforce: {} }, ttlMs: 60_000 });
  await first.close();
  chmodSync(dataDir, 0o755);
  for (const file of readdirSync(dataDir)) chmodSync(join(dataDir, file), 0o644);

  const lines: string[] = [];
  const service = await createService({ ...loadConfig({}), dataDir }, { log: createLogger("info", (line) => lines.push(line)) });
  const key = await bootstrapFirstStart(service);
  expect(key).toBeUndefined();
  for (const file of readdirSync(dataDir))
    expect(`${file} ${mode(join(dataDir, file)).toString(8)}`).toBe(`${file} 600`);
  // A directory the operator chose (DATA_DIR=/srv/…) is theirs: the service warns rather than chmod it.
  expect(mode(dataDir)).toBe(0o755);
  expect(lines.some((line) => line.includes(" warn ") && line.includes("readable by other users"))).toBe(true);
  await service.close();
});

test("a key file left over from an earlier start is rewritten 0600", async () => {
  const dataDir = join(parent, "again");
  const service = await createService({ ...loadConfig({}), dataDir }, { log: createLogger("silent") });
  writeFileSync(join(dataDir, FIRST_KEY_FILE), "old\n", { mode: 0o644 });
  chmodSync(join(dataDir, FIRST_KEY_FILE), 0o644);
  const first = await bootstrapFirstStart(service);
  expect(mode(first!.file)).toBe(0o600);
  await service.close();
});

test("on PostgreSQL a first start whose DATA_DIR does not exist creates it (0700) and saves the key it committed", async () => {
  const database = await freshPostgresDatabase();
  if (!database) return console.warn(POSTGRES_SKIP_NOTE);
  const dataDir = join(parent, "absent", "data");
  const service = await createService({ ...loadConfig({}), dataDir, databaseUrl: database.url }, { log: createLogger("silent") });
  try {
    const first = await bootstrapFirstStart(service);
    expect(mode(dataDir)).toBe(0o700);
    expect(readFileSync(first!.file, "utf8")).toBe(`${first!.key}\n`);
    expect(mode(first!.file)).toBe(0o600);
  } finally {
    await service.close();
    await database.drop();
  }
});

test("a first start that cannot write the key file commits nothing, so the next start makes the key again", async () => {
  const blocker = join(parent, "a-file");
  writeFileSync(blocker, "");
  const database = await freshPostgresDatabase();
  if (!database) return console.warn(POSTGRES_SKIP_NOTE);
  // DATA_DIR under a regular file: it can never be created.
  const service = await createService({ ...loadConfig({}), dataDir: join(blocker, "data"), databaseUrl: database.url }, { log: createLogger("silent") });
  try {
    await expect(bootstrapFirstStart(service)).rejects.toThrow();
    expect(await service.store.countOrgs()).toBe(0);
  } finally {
    await service.close();
    await database.drop();
  }
});
