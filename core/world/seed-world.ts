import { SeedError } from "../pack/define-pack.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { JsonRecord, SeedRecords, SeedSteps, WorldIds } from "../pack/types.ts";
import type { StoredRecord } from "../store/types.ts";
import { applyPeople } from "./apply-people.ts";
import { yieldIfHeld } from "../pack/work-budget.ts";
import { isSeedSteps } from "../pack/seed-steps.ts";
import { GENERATE_KEY, generateCounts, generationSeed, splitGenerate } from "./seed-generate.ts";

/** Input the packs refused: the caller answers 400 with this message. */
export class ProvisionInputError extends Error {}

export interface WorldInput {
  /** Seed per pack slug; its keys are the world's packs. */
  seeds: Record<string, JsonRecord>;
  /** Config per slug where given. */
  configs?: Record<string, unknown>;
  /** A task's `people` (core/world/people.ts), unchecked; absent or null for none. */
  people?: unknown;
}

/** The records, the applied config per pack, and the seeds as the packs loaded them (people added, references replaced). */
export interface SeededWorld { records: StoredRecord[]; config: Record<string, unknown>; seeds: Record<string, JsonRecord> }

export interface SeedWorldContext {
  ids: WorldIds;
  now: number;
  worldId?: string;
  /** The world's random seed when the caller fixed it; generated volume starts from it and the request. */
  randomSeed?: number;
  /**
   * A check with no world behind it (a dataset's upload): `$generate` is checked whole, but the packs
   * generate at most one row per name, so a task asking for 100,000 rows costs what one asking for a few does.
   */
  dryRun?: boolean;
}

/**
 * Turns seeds (and config) per pack into records, with the packs' own checks. Pure: nothing is stored,
 * so datasets can be checked with it at upload and worlds built from it at provisioning.
 */
export function seedWorld(packs: PackRegistry, input: WorldInput, ctx: SeedWorldContext): SeededWorld {
  const steps = seedSteps(packs, input, ctx);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/**
 * seedWorld for provisioning, where other tenants wait meanwhile: the same steps, with the event loop
 * given a turn between them (people applied; each pack's seed checked; each pack's seed normalized, in
 * the pack's own steps where it yields) once they have held it ~10 ms, so one large seed holds the
 * process for about its longest step, not for all of them.
 */
export async function seedWorldInTurns(packs: PackRegistry, input: WorldInput, ctx: SeedWorldContext): Promise<SeededWorld> {
  const steps = seedSteps(packs, input, ctx);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    // A turn once the steps so far held the loop ~10 ms: small seeds pay no turns, large ones many.
    await yieldIfHeld();
  }
}

function* seedSteps(packs: PackRegistry, input: WorldInput, ctx: SeedWorldContext): Generator<void, SeededWorld> {
  for (const slug of Object.keys(input.seeds)) if (!packs.get(slug)) throw new ProvisionInputError(`Unknown provider "${slug}"`);
  // `$generate` is the core's, not the pack's: out of the seed before people, the pack's schema and normalize see it.
  const requested = new Map(Object.entries(input.seeds).map(([slug, seed]) => [slug, splitGenerate(seed)]));
  const handWritten = Object.fromEntries([...requested].map(([slug, split]) => [slug, split.seed]));
  const { seeds, configs } = refusingBadInput(() => applyPeople(packs, { seeds: handWritten, configs: input.configs ?? {} }, input.people));
  yield;
  const records: StoredRecord[] = [];
  const applied: Record<string, unknown> = {};
  const clock = { now: () => new Date(ctx.now) };
  for (const [slug, seed] of Object.entries(seeds)) {
    const pack = packs.get(slug)!;
    const problem = pack.def.kind === "api" ? pack.checkSeed(seed, `seed.${slug}`) : undefined;
    if (problem) throw new ProvisionInputError(problem);
    yield;
    const generate = requested.get(slug)!.generate;
    let counts: Record<string, number> = {};
    const normalized = refusingBadInput(() => {
      const config = configs[slug];
      if (config !== undefined && config !== null) {
        if (!pack.def.config) throw new ProvisionInputError(`config.${slug}: provider "${slug}" does not accept config${pack.def.configHint ? `. ${pack.def.configHint}` : ""}`);
        const configProblem = pack.checkConfig?.(config, `config.${slug}`);
        if (configProblem) throw new ProvisionInputError(configProblem);
        applied[slug] = pack.def.config.apply(config);
      }
      if (generate !== undefined) counts = generateCounts(pack, generate, applied[slug], `seed.${slug}.${GENERATE_KEY}`);
      return pack.def.seed.normalize(seed, { config: applied[slug], clock, ids: ctx.ids, worldId: ctx.worldId });
    });
    // A pack that normalizes in steps (a generator) lets provisioning give the loop a turn between them.
    let seeded = isSeedSteps(normalized) ? yield* stepsRefusingBadInput(normalized) : normalized;
    if (Object.keys(counts).length) {
      yield;
      const asked = ctx.dryRun ? Object.fromEntries(Object.keys(counts).map((name) => [name, 1])) : counts;
      const randomSeed = generationSeed(slug, { ...seed, [GENERATE_KEY]: generate }, ctx.randomSeed);
      const generated = refusingBadInput(() =>
        pack.def.seed.generate!.records(asked, seeded, { config: applied[slug], clock, ids: ctx.ids, worldId: ctx.worldId, randomSeed }));
      seeded = isSeedSteps(generated) ? yield* stepsRefusingBadInput(generated) : generated;
    }
    for (const [collection, rows] of Object.entries(seeded))
      for (const row of rows) records.push({ pack: slug, collection, id: row.id, data: row.record });
    yield;
  }
  // The stored seed stands on its own: its `$generate` goes back next to the rows the packs loaded.
  for (const [slug, { generate }] of requested) if (generate !== undefined) seeds[slug] = { ...seeds[slug], [GENERATE_KEY]: generate };
  return { records, config: applied, seeds };
}

/** A pack's normalization steps, turning its SeedError into the 400 the caller answers. */
function* stepsRefusingBadInput(steps: SeedSteps): Generator<void, SeedRecords> {
  try {
    return yield* steps;
  } catch (error) {
    if (error instanceof SeedError) throw new ProvisionInputError(error.message);
    throw error;
  }
}

/** Runs `step`, turning a pack's SeedError into the 400 the caller answers. */
function refusingBadInput<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof SeedError) throw new ProvisionInputError(error.message);
    throw error;
  }
}
