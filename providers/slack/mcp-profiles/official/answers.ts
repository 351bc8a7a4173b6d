// How the official profile answers. Slack has not published what its hosted server's tools return and
// no recording of a call is public, so answers are readable text of our own design (docs/mcp.md
// "slack `official`"): Slack's ids, timestamps and links where the descriptions promise them, an error
// as Slack's error code first ("channel_not_found: ..."), isError.
import { toolAnswer, ToolError } from "../../../../core/pack/index.ts";

export const answerText = (lines: Array<string | undefined | false>) =>
  toolAnswer({ content: [{ type: "text", text: lines.filter((line): line is string => typeof line === "string").join("\n") }] });

/** A failure: the gateway answers it as isError text and logs the call as an error (a toolAnswer would log "ok"). */
export const refuse = (text: string): never => {
  throw new ToolError(text);
};

/** `1 message`, `2 messages`. */
export const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A message ts (or UNIX seconds) as UTC time: `2024-03-05 12:00:00 UTC`. */
export function utc(ts: string | number): string {
  const date = new Date(Math.floor(Number(ts)) * 1000);
  return Number.isNaN(date.getTime()) ? String(ts) : `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

/** An opaque page cursor over a list the tool pages itself (searches): the next offset. */
export const offsetCursor = (offset: number): string => btoa(`offset:${offset}`);

/** The offset a cursor names; `invalid_cursor` for one this profile did not hand out. */
export function cursorOffset(cursor: unknown): number {
  if (cursor === undefined || cursor === "") return 0;
  let decoded = "";
  try {
    decoded = atob(String(cursor));
  } catch {
    // not base64: refused below
  }
  const match = /^offset:(\d{1,9})$/.exec(decoded);
  return match ? Number(match[1]) : refuse("invalid_cursor: pass the cursor a previous call of this tool returned");
}

/** `limit` within [1, max], else `fallback` (the tools' "up to a max of 20"). */
export const pageSize = (limit: unknown, fallback: number, max: number): number =>
  typeof limit === "number" && Number.isInteger(limit) && limit > 0 ? Math.min(limit, max) : fallback;

/** `response_format`: "concise" when asked for, else the tools' default "detailed". */
export const concise = (format: unknown): boolean => String(format ?? "").toLowerCase() === "concise";
