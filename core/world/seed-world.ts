import { SeedError } from "../pack/define-pack.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { JsonRecord, WorldIds } from "../pack/types.ts";
import type { StoredRecord } from "../store/types.ts";

/** Input the packs refused: the caller answers 400 with this message. */
export class ProvisionInputError extends Error {}

export interface SeededWorld { records: StoredRecord[]; config: Record<string, unknown> }

/**
 * Turns seeds (and config) per pack into records, with the packs' own checks. Pure: nothing is stored,
 * so datasets can be checked with it at upload and worlds built from it at provisioning.
 */
export function seedWorld(
  packs: PackRegistry,
  seeds: Record<string, JsonRecord>,
  configs: Record<string, unknown>,
  ctx: { ids: WorldIds; now: number },
): SeededWorld {
  const records: StoredRecord[] = [];
  const applied: Record<string, unknown> = {};
  const clock = { now: () => new Date(ctx.now) };
  for (const [slug, seed] of Object.entries(seeds)) {
    const pack = packs.get(slug);
    if (!pack) throw new ProvisionInputError(`Unknown provider "${slug}"`);
    const problem = pack.def.kind === "api" ? pack.checkSeed(seed, `seed.${slug}`) : undefined;
    if (problem) throw new ProvisionInputError(problem);
    try {
      const config = configs[slug];
      if (config !== undefined && config !== null) {
        if (!pack.def.config) throw new ProvisionInputError(`Provider "${slug}" does not accept config`);
        const configProblem = pack.checkConfig?.(config, `config.${slug}`);
        if (configProblem) throw new ProvisionInputError(configProblem);
        applied[slug] = pack.def.config.apply(config);
      }
      const seeded = pack.def.seed.normalize(seed, { config: applied[slug], clock, ids: ctx.ids });
      for (const [collection, rows] of Object.entries(seeded))
        for (const row of rows) records.push({ pack: slug, collection, id: row.id, data: row.record });
    } catch (error) {
      if (error instanceof SeedError) throw new ProvisionInputError(error.message);
      throw error;
    }
  }
  return { records, config: applied };
}
