import type { JqlQuery } from "./ast.ts";
import { JqlError } from "./errors.ts";
import { parseJql } from "./parse.ts";

/**
 * Agents repeat the same JQL (paging through one search), and a parse costs far more than running
 * the compiled query over a few thousand issues, so parses are kept per text in a small LRU.
 * Syntax errors are kept too: a bad query retried in a loop should not be parsed each time.
 */
export const PARSE_CACHE_SIZE = 256;

const cache = new Map<string, JqlQuery | JqlError>();

export function parseCached(text: string): JqlQuery {
  let entry = cache.get(text);
  if (entry) {
    // Re-inserting moves the entry to the young end of the Map's insertion order.
    cache.delete(text);
  } else {
    try {
      entry = parseJql(text);
    } catch (error) {
      if (!(error instanceof JqlError)) throw error;
      entry = error;
    }
  }
  cache.set(text, entry);
  if (cache.size > PARSE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  if (entry instanceof JqlError) throw new JqlError(entry.kind, entry.messages, entry.warnings);
  return entry;
}

/** Whether `text` is cached right now, without touching its recency (for tests). */
export function isParseCached(text: string): boolean {
  return cache.has(text);
}
