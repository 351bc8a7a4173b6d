// The pack contract: seeding a world (records from a seed, people said once, a pack's config).
import type { JsonRecord, JsonSchema, WorldClock, WorldIds } from "./types.ts";

export interface SeedContext {
  config: unknown;
  clock: WorldClock;
  ids: WorldIds;
  /**
   * The id of the world being seeded, for records that name their world (a Salesforce org id, distinct
   * per world). Absent when a dataset's seed is only checked, with no world behind it.
   */
  worldId?: string;
}

/** What a seed becomes: records per collection, each with its key. */
export type SeedRecords = Record<string, Array<{ id: string; record: JsonRecord }>>;

/** A normalization in steps: each `yield` is a point where provisioning may give the event loop a turn. */
export type SeedSteps = Generator<void, SeedRecords, void>;

export interface PackSeed {
  schema: JsonSchema;
  /** A representative seed: shown in docs and used by the contract tests (determinism, loading). */
  example?: JsonRecord;
  /**
   * Turns the seed for this pack into records; throws SeedError on rows it cannot load. A pack whose
   * seeds can be large may write it as a generator function that `yield`s every few hundred rows: the
   * core gives other tenants a turn there while provisioning (runSeedSteps runs it to the end at once).
   */
  normalize(seed: JsonRecord, ctx: SeedContext): SeedRecords | SeedSteps;
  /** Optional: how a task's `people` become this pack's users (docs/packs.md "People"). */
  people?: PackPeople;
  /** Optional: the volume a seed may ask for under `$generate` (docs/worlds.md "Generated volume"). */
  generate?: PackGenerate;
}

/** What a pack's generator gets besides the counts: a seed context, and the seed its randomness starts from. */
export interface GenerateContext extends SeedContext {
  /**
   * Where the pack's generated values start (json-schema-faker's and Faker's `seed`, a seeded random):
   * made by the core from the world's request, so the same request gives the same world, byte for byte.
   */
  randomSeed: number;
}

/**
 * Volume next to a seed's hand-written rows: `{ "$generate": { "<name>": <count> } }` in the pack's seed.
 * The core takes `$generate` out of the seed before the pack's schema and `normalize` see it, checks it
 * (a known name, a whole number), bounds it (MAX_GENERATED_ROWS) and calls `records` after `normalize`.
 */
export interface PackGenerate {
  /** The names `$generate` accepts (collections, or what the pack documents), for the world's applied config. */
  names(config: unknown): string[];
  /**
   * `records` (what `normalize` made of the hand-written seed) with `counts` more rows, as the world
   * starts. Hand-written rows keep their ids: generated ids come after theirs. Generated rows may
   * reference hand-written ones and each other, and a hand-written record may change to say so (a
   * channel gains members, a sequence moves on). Write it as a generator that `yield`s every few hundred
   * rows, as `normalize` may. Values come from `ctx.randomSeed` (and the clock, for dates around now),
   * never from `ctx.ids.random()`, so the same request gives the same records.
   */
  records(counts: Record<string, number>, records: SeedRecords, ctx: GenerateContext): SeedRecords | SeedSteps;
}

/** One person of a task's `people` list, as one pack's hook sees it. */
export interface Person {
  /** The task's name for the person: `"person:<key>"` in a seed or config becomes their id. */
  key: string;
  name: string;
  email: string;
  title?: string;
  /** What the task says for this pack only (`people[i].<slug>`), checked against `PackPeople.schema`; {} when absent. */
  extra: JsonRecord;
}

/**
 * A person's ids in one pack: `user` is what `"person:<key>"` becomes; any other role, such as
 * Salesforce's `contact`, is what `"person:<key>/<role>"` becomes.
 */
export type PersonIds = { user: string } & Record<string, string>;

export interface PackPeople {
  /** JSON Schema of a person's entry under this pack's slug (`people[i].<slug>`); default: any object. */
  schema?: JsonSchema;
  /**
   * Returns the seed with every person as one of the pack's users, and each person's ids by key. A
   * seeded user with the person's email stays as seeded and is that person. `seed` is the hook's own
   * copy, and `people` is the task's whole list in order (a position is stable). Runs before the seed is
   * checked against the pack's schema (its `person:` strings are not ids yet), so a malformed seed must
   * pass through for that check to name; throws SeedError for what only people can get wrong.
   */
  add(seed: JsonRecord, people: Person[]): { seed: JsonRecord; ids: Record<string, PersonIds> };
}

export interface PackConfig {
  schema: JsonSchema;
  /** Validates and normalises config; throws SeedError with a message on bad input. */
  apply(config: unknown): unknown;
}
