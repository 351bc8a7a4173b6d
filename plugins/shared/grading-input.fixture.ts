// Test-only helpers: hand-built grading inputs, and the service's options check.
import { compileOptionsSchema } from "../../core/grading/options-check.ts";
import type { GradingInput, JsonRecord, WorldState } from "../../core/grading/index.ts";
import type { ToolCall } from "../../core/grading/index.ts";
import { worldVocabulary } from "../../core/grading/vocabulary.ts";
import type { PackRegistry } from "../../core/pack/loaded-pack.ts";
import type { PackDefinition } from "../../core/pack/index.ts";

export function gradingInput(parts: Partial<GradingInput> = {}): GradingInput {
  return { initial: {}, final: {}, diff: {}, toolCalls: [], config: {}, answer: null, ...parts };
}

/** A one-pack state from rows keyed by their id field. */
export function stateOf(pack: string, collections: Record<string, JsonRecord[]>, idField = "Id"): WorldState {
  const packState: WorldState[string] = {};
  for (const [name, rows] of Object.entries(collections)) {
    packState[name] = Object.fromEntries(rows.map((row) => [String(row[idField]), row]));
  }
  return { [pack]: packState };
}

export function toolCall(seq: number, tool: string, args: unknown, outcome: "ok" | "error" = "ok", error: string | null = null): ToolCall {
  return { seq, at: 1_718_000_000_000 + seq * 1000, tool, arguments: args, outcome, error, latencyMs: 3 };
}

/**
 * The service's own options check (the one dataset validation runs for every assertion), labelled
 * "options": plugin tests check the wording a dataset author sees, not a copy of it.
 */
export function optionsValidator(schema: Record<string, unknown>): (options: unknown) => string | undefined {
  const check = compileOptionsSchema(schema);
  return (options) => check(options, "options");
}

/**
 * The input with a vocabulary built the way the service builds it, from packs' `records` declarations
 * (e.g. `{ slack: slackRecords }`), so a test sees the words a real report has.
 */
export function withVocabulary(input: GradingInput, records: Record<string, PackDefinition["records"]>): GradingInput {
  const packs = { get: (slug: string) => (records[slug] ? { def: { slug, records: records[slug] } } : undefined) } as unknown as PackRegistry;
  return { ...input, vocabulary: worldVocabulary(packs, input.initial, input.final, input.config) };
}
