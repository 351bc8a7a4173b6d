import { expect, test } from "bun:test";
import { loadPacks, BUILTIN_PROVIDERS_DIR } from "../../core/pack/load-packs.ts";
import { createSqliteStore } from "../../core/store/sqlite-store.ts";
import { WorldRegistry } from "../../core/world/world-registry.ts";
import { finalState, initialState } from "../../core/grading/world-state.ts";
import { CREDENTIALS, DEFAULT_PASSWORD } from "./sf-session.ts";

test("users' passwords (_credentials) are stored for the password grant but never graded", async () => {
  const packs = await loadPacks(BUILTIN_PROVIDERS_DIR);
  const store = createSqliteStore(":memory:");
  const world = await new WorldRegistry(store, packs, () => 0).provision({ orgId: "o", kind: "snapshot", seeds: { salesforce: {} }, ttlMs: 60_000 });
  expect(world.dump().some((r) => r.collection === CREDENTIALS)).toBe(true);
  for (const state of [await initialState(world, packs), finalState(world, packs)]) {
    expect(state.salesforce).toBeDefined();
    expect(Object.keys(state.salesforce!)).not.toContain(CREDENTIALS);
    expect(JSON.stringify(state)).not.toContain(`"password":"${DEFAULT_PASSWORD}"`);
  }
  await store.close();
});
