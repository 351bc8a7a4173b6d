export { definePack, defineOperation, defineTool, PackError, SeedError, ToolError, json } from "./define-pack.ts";
export type * from "./types.ts";
export type { FromSchema, TypedToolDefinition } from "./tool-input.ts";
export { checkWorkBudget, startWorkSlice, yieldIfHeld, WorkBudgetExceeded } from "./work-budget.ts";
export { isSeedSteps, runSeedSteps } from "./seed-steps.ts";
export { toolAnswer } from "./tool-answer.ts";
/** For a pack's `seed.generate`: sample rows from json-schema-faker and Faker, and the seeded random that picks among them. */
export { drawSamples, fakerSchema } from "./volume-samples.ts";
export { volumeRandom, type VolumeRandom } from "./volume-random.ts";
/** For packs' unit tests: a collection in memory with a world's semantics. */
export { memoryCollection } from "../world/memory-collection.ts";
/** For a UI pack's pages: an `html` template that escapes what it interpolates. */
export { html, raw, escapeHtml, SafeHtml } from "../http/html.ts";
