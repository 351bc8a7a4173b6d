import { expect, test } from "bun:test";
import { loadPacks, BUILTIN_PROVIDERS_DIR } from "../pack/load-packs.ts";
import { FIXTURE_PACKS } from "../../tests/support/test-service.ts";
import { seedWorld, seedWorldInTurns, ProvisionInputError, type SeedWorldContext } from "./seed-world.ts";
import { startWorkSlice } from "../pack/work-budget.ts";
import { countGeneratedRows, generatedRowsProblem } from "./seed-rows.ts";
import type { JsonRecord } from "../pack/types.ts";

const packs = await loadPacks(BUILTIN_PROVIDERS_DIR, FIXTURE_PACKS);
const context = (over: Partial<SeedWorldContext> = {}): SeedWorldContext => {
  let n = 0;
  return { ids: { next: () => ++n, random: () => 0.5 }, now: Date.parse("2026-11-21T12:00:00Z"), worldId: "w1", ...over };
};
const seeded = (seeds: Record<string, JsonRecord>, over?: Partial<SeedWorldContext>) => seedWorld(packs, { seeds }, context(over));
const refusal = (seeds: Record<string, JsonRecord>): string => {
  try {
    seeded(seeds);
  } catch (error) {
    expect(error).toBeInstanceOf(ProvisionInputError);
    return (error as Error).message;
  }
  throw new Error("the seed was accepted");
};

test("$generate is checked as the rest of a seed: each refusal names the field", () => {
  expect(refusal({ salesforce: { $generate: { Contact: 2.5 } } })).toBe("seed.salesforce.$generate.Contact: 2.5 is not a whole number of records (0 or more)");
  expect(refusal({ salesforce: { $generate: { Contact: "10" } } })).toContain("seed.salesforce.$generate.Contact: \"10\" is not a whole number");
  expect(refusal({ salesforce: { $generate: { Contact: -1 } } })).toContain("seed.salesforce.$generate.Contact: -1");
  expect(refusal({ salesforce: { $generate: { Widget: 5 } } })).toMatch(/^seed\.salesforce\.\$generate\.Widget: provider "salesforce" cannot generate "Widget"; it generates .*Account.*Contact/);
  expect(refusal({ slack: { $generate: [5] } })).toBe('seed.slack.$generate must be an object of counts by name, such as { "users": 1000 }');
  expect(refusal({ jira: { $generate: { tickets: 5 } } })).toContain('seed.jira.$generate.tickets: provider "jira" cannot generate "tickets"; it generates users, projects, issues, comments');
  expect(refusal({ notes: { $generate: { items: 5 } } })).toContain('seed.notes.$generate: provider "notes" generates no records');
});

test("the pack never sees $generate: its schema passes, and the stored seed keeps it next to the rows", () => {
  // Jira's seed schema allows no other key: $generate is taken out before it is checked.
  const world = seeded({ jira: { projects: [{ key: "OPS", name: "Ops" }], $generate: { issues: 3 } } });
  expect(world.records.filter((r) => r.collection === "issues")).toHaveLength(3);
  expect(world.seeds.jira).toEqual({ projects: [{ key: "OPS", name: "Ops" }], $generate: { issues: 3 } });
  expect(seeded({ salesforce: { $generate: { Account: 0 } } }).records.some((r) => r.collection === "Account")).toBe(false);
});

test("hand-written rows keep their ids and values: generated rows come after them", () => {
  const seed = { Account: [{ Name: "Acme" }, { Name: "Globex" }], Contact: [{ LastName: "Coyote" }] };
  const alone = seeded({ salesforce: seed }).records;
  const withVolume = seeded({ salesforce: { ...seed, $generate: { Account: 20, Contact: 50 } } }).records;
  for (const record of alone) expect(withVolume.find((r) => r.collection === record.collection && r.id === record.id)?.data).toEqual(record.data);
  expect(withVolume.filter((r) => r.collection === "Contact")).toHaveLength(51);
});

test("generated volume depends on the request, not on the world's id; a fixed random seed moves it", () => {
  const seeds = { slack: { $generate: { users: 5, channels: 2, messages: 40 } } };
  const a = seeded(seeds, { worldId: "w1" });
  expect(seeded(seeds, { worldId: "w2" }).records).toEqual(a.records);
  expect(JSON.stringify(seeded(seeds, { worldId: "w3", randomSeed: 7 }).records)).not.toBe(JSON.stringify(a.records));
  // Another count is another request.
  expect(JSON.stringify(seeded({ slack: { $generate: { users: 6, channels: 2, messages: 40 } } }).records)).not.toBe(JSON.stringify(a.records));
});

test("a dataset's dry run checks $generate whole, and generates one row per name", () => {
  const dry = seeded({ salesforce: { $generate: { Account: 90_000, Contact: 5 } }, jira: { $generate: { issues: 80_000, comments: 70_000 } } }, { dryRun: true });
  expect(dry.records.filter((r) => r.collection === "Account")).toHaveLength(1);
  expect(dry.records.filter((r) => r.collection === "Contact")).toHaveLength(1);
  expect(dry.records.filter((r) => r.collection === "comments")).toHaveLength(1);
  expect(() => seeded({ salesforce: { $generate: { Contact: 0.5 } } }, { dryRun: true })).toThrow("seed.salesforce.$generate.Contact");
  // What a pack cannot generate in this world is found by the one row too.
  expect(() => seeded({ jira: { $generate: { comments: 10 } } }, { dryRun: true })).toThrow("seed.jira.$generate.comments: comments need issues");
});

test("MAX_GENERATED_ROWS counts what every pack's $generate asks for", () => {
  const seeds = { salesforce: { Account: [{ Name: "A" }], $generate: { Account: 60_000, Contact: 30_000 } }, slack: { $generate: { messages: 20_000, users: "x" } } };
  expect(countGeneratedRows(seeds)).toBe(110_000);
  expect(generatedRowsProblem(seeds, 110_000)).toBeUndefined();
  expect(generatedRowsProblem(seeds, 100_000)).toBe("the seed's $generate asks for 110000 records; one world may generate at most 100000 over all its providers (MAX_GENERATED_ROWS)");
});

test("provisioning generates in turns: other work runs between the steps of a large generation, and the records are those made at once", async () => {
  const seeds = { salesforce: { $generate: { Account: 2_000, Contact: 10_000 } }, slack: { $generate: { messages: 10_000 } } };
  let turns = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    turns++;
    setImmediate(tick);
  };
  startWorkSlice();
  setImmediate(tick);
  const inTurns = await seedWorldInTurns(packs, { seeds }, context());
  running = false;
  // Each turn is another tenant's chance to be answered; one stretch for all 22,000 rows would allow one.
  expect(turns).toBeGreaterThan(5);
  expect(inTurns.records).toEqual(seeded(seeds).records);
}, 30_000);
