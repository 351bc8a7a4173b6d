// Which oracle a task plays through which MCP surface, and the upload-time checks of every oracle. The
// native oracle (`oracle`) speaks the packs' own tools; `oracles["official+atlassian"]` speaks what the
// world serves at `{world}/mcp/official+atlassian`. A surface's result shapes differ from native ones, so
// each surface has its own steps (and its own `${steps.N.path}` references) rather than a translation.
import { NATIVE_PROFILE, type PackRegistry } from "../pack/loaded-pack.ts";
import type { SchemaCheck } from "../validation/compile-schema.ts";
import { profileSegment, selectProfiles } from "../mcp/mcp-profiles.ts";
import type { DatasetTask, OracleStep } from "./types.ts";
import { linearPatternProblem } from "../grading/linear-pattern.ts";
import { MATCH_REFERENCE } from "./run-oracle.ts";

const STEP_REFERENCE = /\$\{steps\.\d+\.[^}]+\}/;

/** The oracle for a surface ("" is native), or undefined when the task has none for it. */
export function oracleFor(task: DatasetTask, segment: string): OracleStep[] | undefined {
  return segment === "" ? task.oracle : task.oracles?.[segment];
}

/** A surface key as an address names it: the profile names sorted, "native" left out ("hosted+official"). */
export const surfaceKey = (key: string): string => key.split("+").filter((name) => name !== NATIVE_PROFILE).sort().join("+");

/** The task's surface oracles keyed as addresses name them, whatever order the author wrote. */
export function normalizeOracleKeys(task: DatasetTask): void {
  if (task.oracles) task.oracles = Object.fromEntries(Object.entries(task.oracles).map(([key, steps]) => [surfaceKey(key), steps]));
}

/** Checks the native oracle and each surface's; throws naming the task and the field. */
export function checkOracles(task: DatasetTask, label: string, packs: PackRegistry): void {
  const worldPacks = Object.keys(task.seed);
  checkSteps(task.oracle ?? [], surfaceTools(packs, worldPacks, new Map()), `${label}: oracle`);
  const seen = new Set<string>();
  for (const [key, steps] of Object.entries(task.oracles ?? {})) {
    const selection = selectProfiles(packs, worldPacks, key);
    if ("error" in selection) throw new Error(`${label}: oracles["${key}"]: ${selection.error}`);
    const segment = profileSegment(selection);
    if (segment === "") throw new Error(`${label}: oracles["${key}"]: the native surface's oracle is "oracle"`);
    if (seen.has(segment)) throw new Error(`${label}: oracles["${key}"]: the surface "${segment}" is given twice`);
    seen.add(segment);
    checkSteps(steps, surfaceTools(packs, worldPacks, selection), `${label}: oracles["${key}"]`);
  }
}

/** Each tool the surface serves, with its input check: a selected pack's profile tools, the others' own. */
function surfaceTools(packs: PackRegistry, worldPacks: string[], selection: ReadonlyMap<string, string>): Map<string, SchemaCheck> {
  return new Map(worldPacks.flatMap((slug) => {
    const pack = packs.get(slug)!;
    const profile = selection.has(slug) ? pack.profiles.get(selection.get(slug)!)! : undefined;
    const checks = profile?.checkToolInput ?? pack.checkToolInput;
    return [...checks.entries()];
  }));
}

function checkSteps(steps: OracleStep[], tools: Map<string, SchemaCheck>, at: string): void {
  steps.forEach((step, i) => {
    if (step.answer !== undefined) {
      if (i !== steps.length - 1) throw new Error(`${at}[${i}].answer: only the last oracle step may be an answer`);
      return;
    }
    const check = tools.get(step.tool);
    if (!check) throw new Error(`${at}[${i}].tool: "${step.tool}" is not a tool of this task's world on this surface (${[...tools.keys()].join(", ")})`);
    step.arguments ??= {};
    checkPatterns(step.arguments, `${at}[${i}].arguments`);
    // Arguments that take values from earlier steps are only known when the oracle runs.
    if (STEP_REFERENCE.test(JSON.stringify(step.arguments))) return;
    const problem = check(step.arguments, "arguments");
    if (problem) throw new Error(`${at}[${i}].${problem}`);
  });
}

/** Each `${steps.N.match:RE}` in the arguments must be a pattern RE2 runs (no backreference, no lookaround). */
function checkPatterns(value: unknown, at: string): void {
  if (typeof value === "string") {
    const source = MATCH_REFERENCE.exec(value)?.[2];
    const problem = source === undefined ? undefined : linearPatternProblem(source);
    if (problem) throw new Error(`${at}: ${problem}`);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) checkPatterns(item, Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`);
  }
}
