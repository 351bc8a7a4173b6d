// A seed's `$generate` (docs/worlds.md "Generated volume"): taken out of each pack's seed before the pack
// sees it, checked against the names the pack generates, and handed to the pack's generator once its
// hand-written rows are records.
import { SeedError } from "../pack/define-pack.ts";
import type { LoadedPack } from "../pack/loaded-pack.ts";
import type { JsonRecord } from "../pack/types.ts";
import { seedFromText } from "./seeded-random.ts";

export const GENERATE_KEY = "$generate";

const isObject = (value: unknown): value is JsonRecord => value !== null && typeof value === "object" && !Array.isArray(value);

/** A pack's seed without `$generate`, and what `$generate` held (undefined when the seed has none). */
export function splitGenerate(seed: JsonRecord): { seed: JsonRecord; generate: unknown } {
  if (!isObject(seed) || !Object.hasOwn(seed, GENERATE_KEY)) return { seed, generate: undefined };
  const { [GENERATE_KEY]: generate, ...rest } = seed;
  return { seed: rest, generate };
}

/**
 * The counts `$generate` asks of the pack, checked as the rest of the seed is: a SeedError naming the
 * field for what is not an object, a name the pack does not generate, or a count that is not a whole
 * number. Zero counts are dropped.
 */
export function generateCounts(pack: LoadedPack, raw: unknown, config: unknown, at: string): Record<string, number> {
  const { slug } = pack.def;
  const generator = pack.def.seed.generate;
  if (!generator) throw new SeedError(`${at}: provider "${slug}" generates no records; list its rows instead`);
  const names = generator.names(config);
  if (!isObject(raw)) throw new SeedError(`${at} must be an object of counts by name, such as { "${names[0] ?? "name"}": 1000 }`);
  const counts: Record<string, number> = {};
  for (const [name, count] of Object.entries(raw)) {
    if (!names.includes(name)) throw new SeedError(`${at}.${name}: provider "${slug}" cannot generate "${name}"; it generates ${names.join(", ")}`);
    if (typeof count !== "number" || !Number.isSafeInteger(count) || count < 0)
      throw new SeedError(`${at}.${name}: ${JSON.stringify(count)} is not a whole number of records (0 or more)`);
    if (count > 0) counts[name] = count;
  }
  return counts;
}

/**
 * Where a pack's generated values start: the pack and its seed as requested (`$generate` included), and
 * the world's random seed where the caller fixed one. Not the world's id, so two worlds from the same
 * request (two snapshots, two rollouts of a dataset task) start the same, byte for byte.
 */
export function generationSeed(slug: string, seed: JsonRecord, fixedRandomSeed: number | undefined): number {
  return seedFromText(`${fixedRandomSeed ?? ""}:${slug}:${JSON.stringify(seed)}`);
}
