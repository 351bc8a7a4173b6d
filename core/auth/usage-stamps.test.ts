import { afterEach, beforeEach, expect, test } from "bun:test";
import { createSqliteStore } from "../store/sqlite-store.ts";
import type { Store } from "../store/types.ts";
import { createLogger } from "../log/logger.ts";
import { createApiKey, createOrganization } from "./organizations.ts";
import { stampUse } from "./usage-stamps.ts";

let store: Store;
let writes: number;
beforeEach(() => {
  store = createSqliteStore(":memory:");
  writes = 0;
  const touch = store.touchApiKey;
  store = { ...store, touchApiKey: (id, at) => (writes++, touch(id, at)) };
});
afterEach(() => store.close());

const settled = () => new Promise((resolve) => setImmediate(resolve));

test("a key's use is written after the request, at most once a minute", async () => {
  const org = await createOrganization(store, "acme");
  const { row } = await createApiKey(store, org.id);
  const log = createLogger("silent");
  stampUse(store, { kind: "key", id: row.id }, 1_000, log);
  // Not written during the request's own work.
  expect(writes).toBe(0);
  await settled();
  expect((await store.findApiKey(row.id))?.lastUsedAt).toBe(1_000);
  stampUse(store, { kind: "key", id: row.id }, 59_999, log);
  await settled();
  expect(writes).toBe(1);
  stampUse(store, { kind: "key", id: row.id }, 61_000, log);
  await settled();
  expect(writes).toBe(2);
  expect((await store.findApiKey(row.id))?.lastUsedAt).toBe(61_000);
});

test("a failed write is logged, not thrown, and the next use tries again", async () => {
  const lines: string[] = [];
  const log = createLogger("warn", (line) => lines.push(line));
  const failing: Store = { ...store, touchApiKey: async () => { writes++; throw new Error("disk full"); } };
  stampUse(failing, { kind: "key", id: "key_1" }, 1_000, log);
  await settled();
  await settled();
  expect(lines.join("\n")).toContain("recording the last use of key key_1 failed: disk full");
  stampUse(failing, { kind: "key", id: "key_1" }, 2_000, log);
  await settled();
  await settled();
  expect(writes).toBe(2);
});
