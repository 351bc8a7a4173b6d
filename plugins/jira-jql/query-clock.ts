import type { JsonRecord, ToolCall } from "../../core/grading/index.ts";
import { parseInstant } from "../shared/index.ts";

type CollectionRecords = Record<string, Record<string, JsonRecord>>;

/**
 * The instant relative dates (-1d, startOfDay()) are relative to. Grading is pure, so it is read from the
 * world, never the wall clock: the later of the last tool call and the latest write the records show (an
 * issue's or a comment's `updated`, a history's `created`), else epoch.
 */
export function queryNow(toolCalls: ToolCall[], records: CollectionRecords): Date {
  let latest = toolCalls.reduce((at, call) => Math.max(at, call.at), 0);
  const consider = (value: unknown) => {
    const at = typeof value === "string" ? parseInstant(value) : Number.NaN;
    if (at > latest) latest = at;
  };
  for (const issue of Object.values(records.issues ?? {})) consider((issue.fields as JsonRecord | undefined)?.updated);
  for (const comment of Object.values(records.comments ?? {})) consider(comment.updated);
  for (const history of Object.values(records.changelog ?? {})) consider(history.created);
  return new Date(latest);
}
