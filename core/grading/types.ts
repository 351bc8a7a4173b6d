import type { ToolCall } from "../store/types.ts";

export type JsonRecord = Record<string, unknown>;

/** Records of a world per pack slug, per collection, by id. Soft-deleted rows are not in it. */
export type WorldState = Record<string, Record<string, Record<string, JsonRecord>>>;

export interface CollectionDiff {
  added: Array<{ id: string; record: JsonRecord }>;
  changed: Array<{ id: string; before: JsonRecord; after: JsonRecord }>;
  removed: Array<{ id: string; record: JsonRecord }>;
}

/** What changed between the initial and the final state, per pack and collection (only collections that changed). */
export type WorldDiff = Record<string, Record<string, CollectionDiff>>;

export interface GradingInput {
  initial: WorldState;
  final: WorldState;
  diff: WorldDiff;
  /** The world's MCP gateway log, in order. */
  toolCalls: ToolCall[];
  /** Applied config per pack slug (e.g. uploaded Salesforce describes), undefined where none. */
  config: Record<string, unknown>;
  /**
   * The agent's final answer as the worker reported it (null when none): the one thing a plugin may
   * take from the worker, for question-answering tasks; it is graded against the world's state.
   */
  answer: string | null;
  /**
   * How the world's packs name their records in reports (their `records` declarations). Hand-built
   * inputs may leave it out: plugins then say `<pack>/<collection>` and ids.
   */
  vocabulary?: Vocabulary;
}

/** What reports call one collection's records, as its pack declares (core/pack/record-description.ts). */
export interface CollectionTerms {
  /** One record: "Slack message". */
  noun: string;
  /** Several: "Slack messages". */
  plural: string;
  /** Fields the provider sets on every write, whose change alone is no change. */
  stamps?: string[];
  /** The record told apart, read after the noun (`in #general by ada: “Hello…”`); its id when the pack gives none. */
  label(id: string, record: JsonRecord): string;
}

export interface Vocabulary {
  /** A collection's terms, or undefined when its pack declares none for it. */
  of(pack: string, collection: string): CollectionTerms | undefined;
}

export interface GradeResult {
  passed: boolean;
  /** What the assertion wanted, and what the world had: shown to people in the run report. */
  expected: unknown;
  actual: unknown;
  message?: string;
}

/**
 * A grading plugin: a pure function of the world's states, diff and tool-call log. It never sees what
 * the worker claims. Throwing is a grader error, reported as such, never a silent fail.
 */
export interface GraderDefinition<Options = any> {
  name: string;
  description: string;
  /** JSON Schema of `options`; datasets are checked against it at upload. */
  optionsSchema: Record<string, unknown>;
  grade(input: GradingInput, options: Options): GradeResult;
}

export function defineGrader<Options>(definition: GraderDefinition<Options>): GraderDefinition<Options> {
  return definition;
}
