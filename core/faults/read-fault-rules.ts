import type { PackRegistry } from "../pack/loaded-pack.ts";
import { compileSchema } from "../validation/compile-schema.ts";
import { linearPatternProblem } from "../grading/linear-pattern.ts";
import { FAULT_LIMITS, faultRulesSchema, type FaultRule } from "./fault-rule.ts";

const checkShape = compileSchema(faultRulesSchema as unknown as Record<string, unknown>);

/** The world a list of rules is for: its providers, as installed. */
export interface FaultScope {
  packs: PackRegistry;
  slugs: string[];
}

/**
 * Why `value` is not a list of fault rules for a world of these packs, as one sentence naming the field
 * (`rules[0].match.operation: …`); undefined when it is. A rule must name what exists: a provider of
 * the world, an operation of that provider, a tool of the world; a path is a pattern RE2 runs.
 */
export function faultRulesProblem(value: unknown, label: string, scope: FaultScope): string | undefined {
  if (Array.isArray(value) && value.length > FAULT_LIMITS.rules)
    return `${label} has ${value.length} rules; a world takes at most ${FAULT_LIMITS.rules}`;
  const shape = checkShape(value, label);
  if (shape) return shape;
  for (const [i, rule] of (value as FaultRule[]).entries()) {
    const problem = ruleProblem(rule, scope);
    if (problem) return `${label}[${i}].${problem}`;
  }
  return undefined;
}

function ruleProblem(rule: FaultRule, scope: FaultScope): string | undefined {
  const { pack, operation, tool, path } = rule.match;
  const counts = ["nth", "every", "probability"].filter((key) => key in rule);
  if (counts.length > 1) return `${counts[1]}: give at most one of nth, every and probability`;
  if ((rule.effect === "latency" || rule.effect === "timeout") && rule.ms === undefined) return `ms: a ${rule.effect} rule says how long the call takes, in ms`;
  if (tool !== undefined && (pack !== undefined || operation !== undefined || path !== undefined))
    return "match.tool: a tool rule stands alone (match a tool's operations with {pack, operation})";
  if (operation !== undefined && pack === undefined) return "match.operation: name the provider too ({pack, operation})";
  if (operation !== undefined && path !== undefined) return "match.path: give an operation or a path, not both";
  if (pack !== undefined) {
    if (!scope.slugs.includes(pack)) return `match.pack: the world has no provider "${pack}" (it has ${scope.slugs.join(", ")})`;
    const operations = scope.packs.get(pack)?.def.operations ?? {};
    if (operation !== undefined && !Object.hasOwn(operations, operation))
      return `match.operation: ${pack} has no operation "${operation}" (an OpenAPI operationId, as GET {url}/openapi lists them)`;
  }
  if (tool !== undefined && !worldTools(scope).has(tool)) return `match.tool: no tool "${tool}" in this world (tools/list shows them)`;
  if (path !== undefined) {
    const problem = linearPatternProblem(path);
    if (problem) return `match.path: ${problem}`;
  }
  return undefined;
}

/** Every tool name the world's MCP surfaces serve: each pack's own and each of its profiles'. */
function worldTools(scope: FaultScope): Set<string> {
  const names = new Set<string>();
  for (const slug of scope.slugs) {
    const pack = scope.packs.get(slug);
    for (const tool of pack?.def.tools ?? []) names.add(tool.name);
    for (const profile of pack?.profiles.values() ?? []) for (const tool of profile.tools) names.add(tool.name);
  }
  return names;
}
