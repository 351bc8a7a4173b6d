// Paging of the world-control API's lists: `limit` (1 to 1,000, default 100) and an opaque `cursor`
// the previous page handed out (`next`).
import { controlError } from "../control/control-errors.ts";

export const DEFAULT_PAGE = 100;
export const MAX_PAGE = 1000;

export function pageLimit(value: string | null): number {
  if (value === null || value === "") return DEFAULT_PAGE;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE) throw controlError("invalidBody", `limit must be a whole number from 1 to ${MAX_PAGE}`);
  return n;
}

export const writeCursor = (position: string): string => Buffer.from(position).toString("base64url");

/** The position a cursor names, or null for the first page; 400 for one this API did not hand out. */
export function readCursor(value: string | null): string | null {
  if (value === null || value === "") return null;
  const text = Buffer.from(value, "base64url").toString();
  if (writeCursor(text) !== value || !text.startsWith("[")) throw controlError("invalidBody", "cursor is not one this API handed out: pass the `next` of the previous page");
  return text;
}
