import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { OracleStep } from "./types.ts";
import { compileLinearPattern } from "../grading/linear-pattern.ts";

/** `${steps.N.match:PATTERN}`: the pattern's first group (or match) in step N's text; the whole string is the reference. */
export const MATCH_REFERENCE = /^\$\{steps\.(\d+)\.match:(.+)\}$/s;
const REFERENCE = /^\$\{steps\.(\d+)\.([^}]+)\}$/;

/** One played step's result: its JSON value (or its text when it is not JSON), and its text. */
export interface PlayedStep { value: unknown; text: string }

/** How often the oracle calls a step again whose failure was an injected fault (docs/worlds.md "Faults"). */
export const FAULT_RETRIES = 5;

/**
 * Plays an oracle's tool calls through an MCP client; stops at the first tool error and returns it. A
 * final `{answer}` step is the answer an agent would give, with references to earlier results filled in.
 * `faulted` says whether the last call failed by a world's fault rule: the oracle then calls it again,
 * as an agent that recovers would (a faulted call changed nothing), up to FAULT_RETRIES times.
 */
export async function runOracle(
  client: Client, steps: OracleStep[], faulted: () => Promise<boolean> = async () => false,
): Promise<{ ok: true; answer: string | null } | { ok: false; error: string }> {
  const results: PlayedStep[] = [];
  for (const [index, step] of steps.entries()) {
    if (step.answer !== undefined) return { ok: true, answer: answerText(resolveReferences(step.answer, results)) };
    const args = resolveReferences(step.arguments ?? {}, results);
    let result = await client.callTool({ name: step.tool, arguments: args as Record<string, unknown> });
    for (let retry = 0; result.isError && retry < FAULT_RETRIES && (await faulted()); retry++)
      result = await client.callTool({ name: step.tool, arguments: args as Record<string, unknown> });
    const text = (result.content as Array<{ type: string; text?: string }>)[0]?.text ?? "";
    if (result.isError) return { ok: false, error: `oracle[${index}] ${step.tool}: ${text}` };
    results.push({ value: parseOrText(text), text });
  }
  return { ok: true, answer: null };
}

function answerText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * Replaces "${steps.N.a.b}" strings with that value of step N's JSON result, and "${steps.N.match:RE}"
 * with RE's first group (or match) in step N's text (for surfaces that answer in prose), anywhere in the
 * arguments. Patterns run on RE2, as graders' do: a dataset's pattern cannot stall the service.
 */
export function resolveReferences(value: unknown, results: PlayedStep[]): unknown {
  if (typeof value === "string") {
    const byPattern = MATCH_REFERENCE.exec(value);
    const match = byPattern ?? REFERENCE.exec(value);
    if (!match) return value;
    // Both groups are required by either pattern, so a match always has them.
    const step = Number(match[1]);
    if (step >= results.length) throw new Error(`"${value}" refers to step ${step}, which has not run yet`);
    if (byPattern) {
      const found = compileLinearPattern(match[2]!).firstMatch(results[step]!.text);
      if (found === null) throw new Error(`"${value}": the pattern is not in step ${step}'s answer: ${results[step]!.text.slice(0, 200)}`);
      return found;
    }
    return match[2]!.split(".").reduce<any>((node, key) => node?.[key], results[step]!.value);
  }
  if (Array.isArray(value)) return value.map((item) => resolveReferences(item, results));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveReferences(v, results)]));
  return value;
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
