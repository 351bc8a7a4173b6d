import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { OracleStep } from "./types.ts";

const REFERENCE = /^\$\{steps\.(\d+)\.([^}]+)\}$/;

/**
 * Plays an oracle's tool calls through an MCP client; stops at the first tool error and returns it. A
 * final `{answer}` step is the answer an agent would give, with references to earlier results filled in.
 */
export async function runOracle(client: Client, steps: OracleStep[]): Promise<{ ok: true; answer: string | null } | { ok: false; error: string }> {
  const results: unknown[] = [];
  for (const [index, step] of steps.entries()) {
    if (step.answer !== undefined) return { ok: true, answer: answerText(resolveReferences(step.answer, results)) };
    const args = resolveReferences(step.arguments ?? {}, results);
    const result = await client.callTool({ name: step.tool, arguments: args as Record<string, unknown> });
    const text = (result.content as Array<{ type: string; text?: string }>)[0]?.text ?? "";
    if (result.isError) return { ok: false, error: `oracle[${index}] ${step.tool}: ${text}` };
    results.push(parseOrText(text));
  }
  return { ok: true, answer: null };
}

function answerText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Replaces "${steps.N.a.b}" strings with that value of step N's JSON result, anywhere in the arguments. */
export function resolveReferences(value: unknown, results: unknown[]): unknown {
  if (typeof value === "string") {
    const match = REFERENCE.exec(value);
    if (!match) return value;
    // Both groups are required by REFERENCE, so a match always has them.
    const step = Number(match[1]);
    if (step >= results.length) throw new Error(`"${value}" refers to step ${step}, which has not run yet`);
    return match[2]!.split(".").reduce<any>((node, key) => node?.[key], results[step]);
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
