import { compileLinearPattern, type LinearPattern } from "../grading/linear-pattern.ts";
import { createSeededRandom } from "../world/seeded-random.ts";
import type { InjectedFault } from "../store/types.ts";
import type { FaultEffect, FaultRule } from "./fault-rule.ts";

/** One call as the rules see it: a REST request or an operation a tool calls (pack, operation, path), or an MCP tool call. */
export interface FaultCall {
  pack?: string;
  operation?: string;
  /** A REST request's path inside the pack's url; absent for calls a tool makes in-process. */
  path?: string;
  tool?: string;
}

/** A rule that fired on a call: what to do, and what the logs say. */
export interface FaultHit extends InjectedFault {
  effect: FaultEffect;
  ms: number | undefined;
}

interface CompiledRule {
  rule: FaultRule;
  pattern: LinearPattern | undefined;
  nth: Set<number> | undefined;
}

/**
 * A world's rules, compiled once from their stored text, with a count per rule of the calls it matched
 * on this copy of the world. Every matching rule counts a call; the first (in list order) whose turn it
 * is fires. Whether a rule fires depends only on the world's seed, the rule's place and its count, so
 * the same calls in the same order fault the same way.
 */
export class FaultTable {
  private readonly compiled: CompiledRule[];
  private readonly counts: number[];

  /** `text` is what storedFaults made of rules already checked (read-fault-rules.ts). */
  constructor(readonly text: string, private readonly seed: number) {
    const { rules } = JSON.parse(text) as { rules: FaultRule[] };
    this.compiled = rules.map((rule) => ({
      rule,
      pattern: rule.match.path === undefined ? undefined : compileLinearPattern(rule.match.path),
      nth: rule.nth ? new Set(rule.nth) : undefined,
    }));
    this.counts = rules.map(() => 0);
  }

  get rules(): FaultRule[] {
    return this.compiled.map((c) => c.rule);
  }

  /** Counts the call against every rule it matches; the rule that fires on it, if any. */
  decide(call: FaultCall): FaultHit | undefined {
    let hit: FaultHit | undefined;
    for (let i = 0; i < this.compiled.length; i++) {
      const entry = this.compiled[i]!;
      if (!matches(entry, call)) continue;
      const n = ++this.counts[i]!;
      if (hit || !this.fires(entry.rule, i, n)) continue;
      const on = call.tool !== undefined ? `tool ${call.tool}` : `${call.pack}.${call.operation}`;
      hit = { rule: i, effect: entry.rule.effect, on, ms: entry.rule.ms };
    }
    return hit;
  }

  private fires(rule: FaultRule, index: number, n: number): boolean {
    if (rule.nth) return this.compiled[index]!.nth!.has(n);
    if (rule.every !== undefined) return n % rule.every === 0;
    if (rule.probability !== undefined) return chance(this.seed, index, n) < rule.probability;
    return true;
  }
}

/**
 * The stored text of a rule list. Each setting is told apart (an id of its own), so setting the same
 * rules again still starts every node's counts afresh: nodes see a change only as a change of text.
 */
export function storedFaults(rules: FaultRule[]): string {
  return JSON.stringify({ set: crypto.randomUUID(), rules });
}

/**
 * The table for the stored text: `current` when the text is the same (so its counts go on), a new one
 * when it changed, null when the world has none. The per-request version check calls this: a string
 * comparison unless the rules changed.
 */
export function faultTableFor(current: FaultTable | null, text: string | null | undefined, seed: number): FaultTable | null {
  if (!text) return null;
  return current?.text === text ? current : new FaultTable(text, seed);
}

function matches({ rule, pattern }: CompiledRule, call: FaultCall): boolean {
  const { pack, operation, tool } = rule.match;
  if (tool !== undefined) return call.tool === tool;
  if (call.tool !== undefined) return false;
  if (pack !== undefined && call.pack !== pack) return false;
  if (operation !== undefined && call.operation !== operation) return false;
  return pattern === undefined || (call.path !== undefined && pattern.test(call.path));
}

/** A number in [0, 1) fixed by the world's seed, the rule's place and the call's count: no state to keep. */
function chance(seed: number, rule: number, n: number): number {
  return createSeededRandom(seed ^ Math.imul(rule + 1, 0x9e3779b1) ^ Math.imul(n, 0x85ebca6b))();
}
