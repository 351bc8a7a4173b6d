// The seeded random a pack's generator builds records with (a seed's `$generate`): every pick comes
// from the seed the core hands the generator, so the same request gives the same records, byte for byte.
import type { JsonRecord } from "./types.ts";
import { createSeededRandom, seedFromText } from "../world/seeded-random.ts";

export interface VolumeRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** A new row whose every field is that field of one of `samples`, each picked on its own. */
  mix(samples: readonly JsonRecord[]): JsonRecord;
}

/**
 * The random for one part of a generation (`part`: a collection's name, say), derived from the
 * generator's seed: a part's values stay the same when another part's count changes.
 */
export function volumeRandom(seed: number, part = ""): VolumeRandom {
  const next = createSeededRandom(seedFromText(`${seed >>> 0}:${part}`));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)]!,
    mix(samples) {
      const row: JsonRecord = {};
      for (const field of Object.keys(samples[0] ?? {})) row[field] = samples[Math.floor(next() * samples.length)]![field];
      return row;
    },
  };
}
