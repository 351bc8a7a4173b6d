// Test-only helpers: hand-built grading inputs and the options schema compiled the way the service does.
import Ajv from "ajv";
import type { GradingInput, JsonRecord, WorldState } from "../../core/grading/types.ts";
import type { ToolCall } from "../../core/store/types.ts";

export function gradingInput(parts: Partial<GradingInput> = {}): GradingInput {
  return { initial: {}, final: {}, diff: {}, toolCalls: [], config: {}, ...parts };
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

/** Validates options as the service does (ajv, first error only); returns undefined or ajv's message. */
export function optionsValidator(schema: Record<string, unknown>): (options: unknown) => string | undefined {
  const validate = new Ajv({ strict: false }).compile(schema);
  return (options) => {
    if (validate(options)) return undefined;
    const [error] = validate.errors ?? [];
    const extra = error?.keyword === "additionalProperties" ? ` "${(error.params as { additionalProperty: string }).additionalProperty}"` : "";
    return `${error?.instancePath || "options"} ${error?.message}${extra}`;
  };
}
