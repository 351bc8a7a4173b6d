import { checkWorkBudget } from "../../../core/pack/index.ts";
import { parseSoql, type ParsedSoql } from "./parse.ts";

/**
 * Parsing dominates a query over a few thousand rows, and agents repeat the same query text, so
 * parse results are kept per text in a small LRU. Entries are deep-frozen: evaluation only reads them.
 */
export const PARSE_CACHE_SIZE = 256;

const cache = new Map<string, ParsedSoql>();

export function parseCached(text: string): ParsedSoql {
  const hit = cache.get(text);
  if (hit) {
    // Re-inserting moves the entry to the young end of the Map's insertion order.
    cache.delete(text);
    cache.set(text, hit);
    return hit;
  }
  // A request that has used its budget stops before a parse, which cannot be interrupted.
  checkWorkBudget();
  const parsed = deepFreeze(parseSoql(text));
  cache.set(text, parsed);
  if (cache.size > PARSE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return parsed;
}

/** Whether `text` is cached right now, without touching its recency (for tests). */
export function isParseCached(text: string): boolean {
  return cache.has(text);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
