import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

/** The most of a tool result's text the gateway log keeps (GET .../tool-calls, a trial's record). */
export const TOOL_RESULT_CHARS = 4000;

/**
 * A tool result's text as the agent got it, for the log: its text parts joined by newlines (other parts
 * named, `[image]`), cut after `limit` characters with "… (N more characters)". Only the kept part is
 * ever joined: a result may be megabytes, and every tool call is logged.
 */
export function toolResultText(result: CallToolResult, limit = TOOL_RESULT_CHARS): string {
  const parts = (result.content ?? []).map((part) => (part.type === "text" ? part.text : `[${part.type}]`));
  let kept = "";
  let total = 0;
  for (const [i, part] of parts.entries()) {
    const piece = i === 0 ? part : `\n${part}`;
    if (kept.length < limit) kept += piece.length <= limit - kept.length ? piece : piece.slice(0, limit - kept.length);
    total += piece.length;
  }
  if (total <= limit) return kept;
  // Never end on half of a surrogate pair: the log is JSON text shown in a browser.
  if (/[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return `${kept}… (${total - kept.length} more characters)`;
}
