import type { JsonRecord } from "../../core/grading/index.ts";
import type { ToolCall } from "../../core/grading/index.ts";
import { parseInstant } from "../shared/index.ts";

/**
 * The instant date literals (TODAY, LAST_N_DAYS:7) are relative to. Grading is pure, so it is read from
 * the world, never the wall clock: the last tool call, else the latest LastModifiedDate, else epoch.
 */
export function queryNow(toolCalls: ToolCall[], collections: Record<string, Record<string, JsonRecord>>): Date {
  if (toolCalls.length) return new Date(toolCalls.reduce((latest, call) => Math.max(latest, call.at), 0));
  let latest = 0;
  for (const rows of Object.values(collections)) {
    for (const row of Object.values(rows)) {
      const modified = typeof row.LastModifiedDate === "string" ? parseInstant(row.LastModifiedDate) : Number.NaN;
      if (modified > latest) latest = modified;
    }
  }
  return new Date(latest);
}
