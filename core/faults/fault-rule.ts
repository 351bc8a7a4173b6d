// A world's fault rules (docs/worlds.md "Faults"): what a rule is, its limits, and its JSON Schema (the
// one the control plane's OpenAPI document and a dataset task's `faults` both use).

export const FAULT_EFFECTS = ["rate_limit", "server_error", "latency", "timeout", "drop_connection"] as const;
export type FaultEffect = (typeof FAULT_EFFECTS)[number];

/** Which calls a rule counts: a pack's operations (all, or one), an MCP tool, or REST paths. */
export interface FaultMatch {
  pack?: string;
  /** The pack's OpenAPI operationId; needs `pack`. */
  operation?: string;
  /** An MCP tool's name (the pack's own or a profile's); stands alone. */
  tool?: string;
  /** An RE2 pattern over a REST request's path inside the pack's url (no query string). */
  path?: string;
}

export interface FaultRule {
  match: FaultMatch;
  effect: FaultEffect;
  /** latency and timeout: how long the call takes; drop_connection and server_error: a wait first; rate_limit: the Retry-After asked for. */
  ms?: number;
  /** Fires on these matching calls (1 is the first); or on every `every`th; or each with this probability. None: on every one. */
  nth?: number[];
  every?: number;
  probability?: number;
}

/** What one world may hold: a handful of rules is what a test needs; patterns stay short (they run on every matched request). */
export const FAULT_LIMITS = { rules: 50, patternLength: 200, ms: 60_000, nth: 100, count: 1_000_000 } as const;

/** The JSON Schema of a rule's shape; read-fault-rules.ts checks what it cannot say (names, exclusivity, patterns). */
export const faultRuleSchema = {
  type: "object",
  required: ["match", "effect"],
  additionalProperties: false,
  description:
    "A fault rule (docs/worlds.md \"Faults\"). match: {pack}, {pack, operation}, {tool}, {path} or {pack, path}. At most one of nth, every and probability; none fires on every matching call",
  properties: {
    match: {
      type: "object",
      minProperties: 1,
      additionalProperties: false,
      properties: {
        pack: { type: "string", minLength: 1, description: "A provider slug of the world: every operation of that pack (REST, and operations MCP tools call)" },
        operation: { type: "string", minLength: 1, description: "The pack's OpenAPI operationId (needs pack)" },
        tool: { type: "string", minLength: 1, description: "An MCP tool name; fires before the tool runs" },
        path: { type: "string", minLength: 1, maxLength: FAULT_LIMITS.patternLength, description: "An RE2 regular expression over a REST request's path inside the pack's url" },
      },
    },
    effect: { type: "string", enum: [...FAULT_EFFECTS] },
    ms: { type: "integer", minimum: 0, maximum: FAULT_LIMITS.ms, description: "latency and timeout: how long the call takes (required); server_error and drop_connection: a wait first; rate_limit: the Retry-After asked for (default 1000)" },
    nth: { type: "array", minItems: 1, maxItems: FAULT_LIMITS.nth, items: { type: "integer", minimum: 1, maximum: FAULT_LIMITS.count }, description: "Fire on these matching calls (1 is the first)" },
    every: { type: "integer", minimum: 1, maximum: FAULT_LIMITS.count, description: "Fire on every every-th matching call" },
    probability: { type: "number", minimum: 0, maximum: 1, description: "Fire on each matching call with this probability, drawn from the world's seed" },
  },
} as const;

export const faultRulesSchema = { type: "array", maxItems: FAULT_LIMITS.rules, items: faultRuleSchema } as const;
