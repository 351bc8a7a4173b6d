import { createSeededRandom } from "../../world/seeded-random.ts";

/**
 * FNV-1a of a string's UTF-16 code units: a stable 32-bit seed from a run id. (The world registry has a
 * private twin for world ids; this one is exported so the statistics can name their streams.)
 */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A random source of its own for each named use of one seed: the resolution test's draws do not depend
 * on how many the assertions test took, so changing one metric's input leaves the other's draws alone.
 */
export function createRandomStream(seed: string, stream: string): () => number {
  return createSeededRandom(seedFromText(`${seed}\u0000${stream}`));
}
