import type { Assertion, AssertionResult } from "../evals/types.ts";
import type { GraderRegistry } from "./load-graders.ts";
import type { GradingInput } from "./types.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { World } from "../world/world.ts";
import { diffStates, finalState, initialState } from "./world-state.ts";
import { initialFromDiff, packTrialState, unpackTrialState } from "./trial-state.ts";
import { worldVocabulary, type PackDefinitions } from "./vocabulary.ts";
import { withNativeCalls, type ProfilePacks } from "./native-calls.ts";
import type { GradingPool, StatesToGrade } from "./grading-pool.ts";
import { yieldIfHeld } from "../pack/work-budget.ts";

export interface WorldGrade { reward: number; passed: number; counted: number; assertions: AssertionResult[] }

/** Runs every assertion; a plugin that throws is a grader error on that assertion, counted as not passed. */
export function gradeAssertions(graders: GraderRegistry, assertions: Assertion[], input: GradingInput): WorldGrade {
  const results = assertions.map((assertion): AssertionResult => {
    const base = { plugin: assertion.plugin, requirement: assertion.requirement };
    const grader = graders.get(assertion.plugin);
    if (!grader) return { ...base, passed: false, expected: null, actual: null, error: `Grader error: no plugin "${assertion.plugin}"` };
    try {
      const result = grader.def.grade(input, assertion.options);
      return { ...base, passed: result.passed === true, expected: result.expected, actual: result.actual, message: result.message ?? null, error: null };
    } catch (error) {
      return { ...base, passed: false, expected: null, actual: null, error: `Grader error in ${assertion.plugin}: ${(error as Error).message}` };
    }
  });
  const passed = results.filter((r) => r.passed).length;
  return { reward: results.length ? passed / results.length : 0, passed, counted: results.length, assertions: results };
}

/** The diff and the packs' words added to the states: the same in the service and in a grading worker. */
export function gradeStates(deps: { graders: GraderRegistry; packs: GradingPacks }, assertions: Assertion[], states: StatesToGrade, diff = diffStates(states.initial, states.final)): WorldGrade {
  const { initial, final, config } = states;
  const vocabulary = worldVocabulary(deps.packs, initial, final, config);
  return gradeAssertions(deps.graders, assertions, { ...states, toolCalls: withNativeCalls(deps.packs, states.toolCalls), diff, vocabulary });
}

/** What grading reads of the packs: their words for records, and their MCP profiles' native tools. */
export type GradingPacks = PackDefinitions & ProfilePacks;

/** A grade, and (when asked) the trial's final state packed for regrading. */
export type KeptGrade = WorldGrade & { state?: Uint8Array };

/** Grades the states, and packs them to keep when asked: in a grading worker, off the event loop. */
export function gradeAndKeep(deps: { graders: GraderRegistry; packs: GradingPacks }, assertions: Assertion[], states: StatesToGrade, keep: boolean): KeptGrade {
  const diff = diffStates(states.initial, states.final);
  const grade = gradeStates(deps, assertions, states, diff);
  return keep ? { ...grade, state: packTrialState({ final: states.final, diff, config: states.config }) } : grade;
}

/** Grades a kept trial state (trial-state.ts) with today's assertions: a regrade, no world needed. */
export function regradeState(deps: { graders: GraderRegistry; packs: GradingPacks }, assertions: Assertion[], kept: KeptState): WorldGrade {
  const { final, diff, config } = unpackTrialState(kept.state);
  return gradeStates(deps, assertions, { initial: initialFromDiff(final, diff), final, config, toolCalls: kept.toolCalls, answer: kept.answer }, diff);
}

/** What a regrade reads of a trial: its packed state, tool-call log and answer. */
export interface KeptState { state: Uint8Array; toolCalls: StatesToGrade["toolCalls"]; answer: string | null }

/**
 * Grades a world's present state against its seed. The states are read here; the plugins run in the
 * grading pool's worker threads (`grading`), off the event loop and within GRADING_BUDGET_MS, and
 * in-process only where no pool is given (unit tests with plugins of their own).
 */
export async function gradeWorld(
  deps: { graders: GraderRegistry; packs: PackRegistry; grading?: GradingPool },
  world: World,
  assertions: Assertion[],
  answer: string | null,
  keep = false,
): Promise<KeptGrade> {
  // Each state of a large world takes a while to read and to hand to a worker: other requests run in between.
  const initial = await initialState(world, deps.packs);
  await yieldIfHeld();
  const final = finalState(world, deps.packs);
  const states: StatesToGrade = { initial, final, toolCalls: await world.toolCalls(), config: world.meta.config, answer };
  await yieldIfHeld();
  return deps.grading ? deps.grading.grade(assertions, states, keep) : gradeAndKeep(deps, assertions, states, keep);
}
