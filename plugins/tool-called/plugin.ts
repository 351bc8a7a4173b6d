import { defineGrader } from "../../core/grading/index.ts";
import type { ToolCall } from "../../core/grading/index.ts";
import {
  checkBounds,
  closestMiss,
  countSchema,
  describeBounds,
  describeFields,
  listSome,
  plural,
  unmetFields,
  whereSchema,
  withinBounds,
  withWhere,
  type Where,
} from "../shared/index.ts";

export interface ToolCalledOptions {
  tool: string;
  /** false: passes when no call matches. */
  called?: boolean;
  /** Over the call's arguments; dotted paths step into nested objects. */
  arguments?: Where;
  outcome?: "ok" | "error";
  min?: number;
  max?: number;
}

// min and max only make sense while a call is wanted; with called: false ajv says "called must be equal to constant".
const onlyWhenCalled = { properties: { called: { const: true } } };

export default defineGrader<ToolCalledOptions>({
  name: "tool-called",
  description:
    "Counts the MCP gateway's logged calls of a tool that match `arguments` and `outcome`; passes when there is at least one (or `min`..`max`), or with `called: false` when there is none. A call through an MCP profile counts as the native tool it does the work of, with its arguments in that tool's terms.",
  optionsSchema: {
    type: "object",
    properties: {
      tool: { type: "string", minLength: 1 },
      called: { type: "boolean" },
      arguments: whereSchema,
      outcome: { enum: ["ok", "error"] },
      min: countSchema,
      max: countSchema,
    },
    required: ["tool"],
    additionalProperties: false,
    dependencies: { min: onlyWhenCalled, max: onlyWhenCalled },
  },
  grade({ toolCalls }, options) {
    const { tool, called = true, min, max } = options;
    const bounds = called ? { min: min ?? 1, max } : { equals: 0 };
    checkBounds(bounds);
    const calls = callsOf(toolCalls, tool);
    const matching = calls.filter((call) => unmetConditions(call, options).length === 0);
    const wanted = `of ${tool}${withWhere(options.arguments)}${OUTCOME_WORDS[options.outcome ?? "any"]}`;
    return {
      passed: withinBounds(matching.length, bounds),
      expected: called ? `${describeBounds(bounds, "call")} ${wanted}` : `no call ${wanted}`,
      actual: describeCalls(tool, toolCalls, calls, matching, options),
    };
  },
});

const OUTCOME_WORDS = { ok: " that succeeded", error: " that failed", any: "" };

/**
 * The calls of `tool`: by its name, or through an MCP profile whose tool does its work (the log's
 * `native`), then read with the arguments in the native tool's terms. So one assertion grades a task
 * the same whichever surface the agent used.
 */
function callsOf(toolCalls: ToolCall[], tool: string): ToolCall[] {
  return toolCalls.flatMap((call) => {
    if (call.tool === tool) return [call];
    return call.native?.tool === tool ? [{ ...call, arguments: call.native.arguments }] : [];
  });
}

/** What a call lacks, in words: `sobject "Account"`, `outcome "error" (INVALID_FIELD ...)`. */
function unmetConditions(call: ToolCall, { arguments: where, outcome }: ToolCalledOptions): string[] {
  const unmet = unmetFields(call.arguments, where).map((field) => describeFields(call.arguments, [field]));
  if (outcome && call.outcome !== outcome) unmet.push(`outcome "${call.outcome}"${call.error ? ` (${call.error})` : ""}`);
  return unmet;
}

function describeCalls(tool: string, all: ToolCall[], calls: ToolCall[], matching: ToolCall[], options: ToolCalledOptions): string {
  if (all.length === 0) return "no tool calls at all";
  if (calls.length === 0) return `no calls of ${tool} (called: ${listSome([...new Set(all.map((call) => call.tool))], 5)})`;
  const total = plural(calls.length, `call of ${tool}`, `calls of ${tool}`);
  if (!options.arguments && !options.outcome) return `${total}: ${listSome(calls.map((call) => `#${call.seq}`), 5)}`;
  if (matching.length === 0) return `${total}, none matching: ${closestMiss(calls, (call) => unmetConditions(call, options))}`;
  return `${total}, ${matching.length} matching: ${listSome(matching.map((call) => `#${call.seq}`), 5)}`;
}
