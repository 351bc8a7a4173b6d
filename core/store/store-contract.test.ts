import { afterAll, afterEach, beforeEach, describe } from "bun:test";
import postgres from "postgres";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freshPostgresDatabase, POSTGRES_SKIP_NOTE } from "../../tests/support/postgres-database.ts";
import { createPostgresStore } from "./postgres-store.ts";
import { createSqliteStore } from "./sqlite-store.ts";
import type { Store } from "./types.ts";
import { COPIED_TABLES } from "./copy-sqlite-to-postgres.ts";
import type { StoreHarness } from "./store-contract/fixtures.ts";
import { orgCases } from "./store-contract/org-cases.ts";
import { worldCases } from "./store-contract/world-cases.ts";
import { logAndLockCases } from "./store-contract/log-and-lock-cases.ts";
import { evalCases } from "./store-contract/eval-cases.ts";
import { migrationCases } from "./store-contract/migration-cases.ts";
import { copyCases } from "./store-contract/copy-cases.ts";
import { openStoreCases } from "./store-contract/open-store-cases.ts";
import { worldControlCases } from "./store-contract/world-control-cases.ts";
import { sessionCases } from "./store-contract/session-cases.ts";

// One contract, two stores: every case runs against SQLite and PostgreSQL alike, each test on an empty
// store. PostgreSQL runs when a server answers (TEST_DATABASE_URL, or the local default).

function registerCases(h: StoreHarness): void {
  orgCases(h);
  worldCases(h);
  logAndLockCases(h);
  evalCases(h);
  migrationCases(h);
  copyCases(h);
  openStoreCases(h);
  worldControlCases(h);
  sessionCases(h);
}

/** Handles a test opened besides the main store; closed after it. */
function extraHandles() {
  const open: Store[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((s) => s.close()));
  });
  return (store: Store) => (open.push(store), store);
}

describe("store contract: sqlite", () => {
  const dir = mkdtempSync(join(tmpdir(), "understudy-contract-"));
  let path = "";
  let current: Store | undefined;
  const track = extraHandles();
  beforeEach(() => {
    path = join(dir, `${crypto.randomUUID()}.sqlite`);
    current = createSqliteStore(path);
  });
  afterEach(async () => {
    await current?.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  registerCases({
    kind: "sqlite",
    get store() {
      return current!;
    },
    openAnother: async () => track(createSqliteStore(path)),
  });
});

const database = await freshPostgresDatabase();
if (!database) console.log(POSTGRES_SKIP_NOTE);

describe.skipIf(!database)("store contract: postgres", () => {
  let current: Store | undefined;
  let raw: ReturnType<typeof postgres> | undefined;
  const track = extraHandles();
  beforeEach(async () => {
    // A pool larger than one, so concurrent calls really race on the server.
    current ??= await createPostgresStore(database!.url, { max: 8 });
    raw ??= postgres(database!.url, { max: 1, onnotice: () => {} });
    await raw.unsafe(`TRUNCATE ${COPIED_TABLES.join(", ")}`);
  });
  afterAll(async () => {
    await current?.close();
    await raw?.end();
    await database?.drop();
  });
  registerCases({
    kind: "postgres",
    databaseUrl: database?.url,
    get store() {
      return current!;
    },
    openAnother: async () => track(await createPostgresStore(database!.url, { max: 4 })),
  });
});
