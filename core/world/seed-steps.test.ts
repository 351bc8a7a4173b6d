import { expect, test } from "bun:test";
import { loadPacks, BUILTIN_PROVIDERS_DIR } from "../pack/load-packs.ts";
import { seedWorld, seedWorldInTurns } from "./seed-world.ts";
import { ProvisionInputError } from "./world-registry.ts";
import { startWorkSlice } from "../pack/work-budget.ts";
import { isSeedSteps } from "../pack/seed-steps.ts";
import type { SeedSteps } from "../pack/types.ts";

const packs = await loadPacks(BUILTIN_PROVIDERS_DIR);
const accounts = (n: number) => Array.from({ length: n }, (_, i) => ({ Name: `Account ${i}`, Industry: "Energy", Description: "x".repeat(200) }));
const ids = () => { let n = 0; return { next: () => ++n, random: () => 0.5 }; };

test("the CRM normalizes a large seed in steps, and provisioning in turns gives the same records as at once", async () => {
  const salesforce = packs.get("salesforce")!;
  const steps = salesforce.def.seed.normalize({ Account: accounts(5_000) }, { config: undefined, clock: { now: () => new Date(0) }, ids: ids(), worldId: "w1" });
  expect(isSeedSteps(steps)).toBe(true);
  let yields = 0;
  for (let step = (steps as SeedSteps).next(); !step.done; step = (steps as SeedSteps).next()) yields++;
  // A point to give other tenants a turn every few hundred rows, not one stretch for the whole seed.
  expect(yields).toBeGreaterThanOrEqual(5_000 / 250);
  startWorkSlice();
  const inTurns = await seedWorldInTurns(packs, { seeds: { salesforce: { Account: accounts(5_000) } } }, { ids: ids(), now: 0, worldId: "w1" });
  const atOnce = seedWorld(packs, { seeds: { salesforce: { Account: accounts(5_000) } } }, { ids: ids(), now: 0, worldId: "w1" });
  expect(inTurns.records).toEqual(atOnce.records);
  expect(inTurns.records.filter((r) => r.collection === "Account")).toHaveLength(5_000);
});

test("a bad row found in a later step is a 400 naming it, as at once", async () => {
  const rows = [...accounts(600), { Name: "Bad", NoSuchField__x: 1 }];
  const failure = await seedWorldInTurns(packs, { seeds: { salesforce: { Account: rows } } }, { ids: ids(), now: 0 }).catch((error) => error);
  expect(failure).toBeInstanceOf(ProvisionInputError);
  expect(failure.message).toContain("seed.salesforce.Account[600]");
});
