import type { Assertion, AssertionResult } from "../evals/types.ts";
import type { GraderRegistry } from "./load-graders.ts";
import type { GradingInput } from "./types.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { World } from "../world/world.ts";
import { diffStates, finalState, initialState } from "./world-state.ts";
import { worldVocabulary } from "./vocabulary.ts";

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

/** Grades a world's present state against its seed: the one place a grading input is built. */
export async function gradeWorld(
  deps: { graders: GraderRegistry; packs: PackRegistry },
  world: World,
  assertions: Assertion[],
  answer: string | null,
): Promise<WorldGrade> {
  const initial = await initialState(world, deps.packs);
  const final = finalState(world, deps.packs);
  const config = world.meta.config;
  const vocabulary = worldVocabulary(deps.packs, initial, final, config);
  const input: GradingInput = { initial, final, diff: diffStates(initial, final), toolCalls: await world.toolCalls(), config, answer, vocabulary };
  return gradeAssertions(deps.graders, assertions, input);
}
