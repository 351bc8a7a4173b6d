// A fixed clock and deterministic ids for the pack's unit tests (what a world passes to seed code).
import type { WorldClock, WorldIds } from "../../core/pack/index.ts";

export function testContext(at = "2024-03-05T12:00:00Z"): { clock: WorldClock; ids: WorldIds } {
  let counter = 0;
  let state = 42;
  return {
    clock: { now: () => new Date(at) },
    ids: {
      next: () => ++counter,
      random: () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648),
    },
  };
}

export { ACME_SEED } from "./seed-example.ts";
