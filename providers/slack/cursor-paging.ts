// Slack's cursor paging: `limit` and `cursor` in, `response_metadata.next_cursor` out ("" on the last page).
import { SlackFault } from "./slack-errors.ts";

export interface PageRequest {
  limit?: unknown;
  cursor?: unknown;
}

export interface Page<T> {
  items: T[];
  /** An opaque cursor for the next page, or "" when this is the last one. */
  nextCursor: string;
}

export interface PagingOptions {
  /** The method's default page size (Slack: 100 for most list methods). */
  defaultLimit?: number;
  /** The method's largest page (Slack: 1000 for most). */
  maxLimit?: number;
  /** Names what is paged, so a cursor from one listing is refused by another. */
  scope?: string;
}

const PREFIX = "next:";

/** Slack's cursors are base64 of a key ("dXNlcjpVMDYxTkZUVDI=" is "user:U061NFTT2"); ours hold an offset. */
export function encodeCursor(offset: number, scope = ""): string {
  return btoa(`${PREFIX}${scope}:${offset}`);
}

export function decodeCursor(cursor: string, scope = ""): number {
  let text: string;
  try {
    text = atob(cursor);
  } catch {
    throw new SlackFault("invalid_cursor");
  }
  const head = `${PREFIX}${scope}:`;
  if (!text.startsWith(head)) throw new SlackFault("invalid_cursor");
  const digits = text.slice(head.length);
  if (!/^[0-9]{1,9}$/.test(digits)) throw new SlackFault("invalid_cursor");
  return Number(digits);
}

/** Parses `limit` as Slack does: a string or number; 0 or missing means the default; above the max is capped. */
export function pageLimit(raw: unknown, defaultLimit: number, maxLimit: number): number {
  if (raw === undefined || raw === null || raw === "") return defaultLimit;
  const n = typeof raw === "number" ? raw : /^-?[0-9]+$/.test(String(raw)) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < 0) throw new SlackFault("invalid_limit");
  if (n === 0) return defaultLimit;
  return Math.min(n, maxLimit);
}

/** One page of `items` (already in the method's order). */
export function paginate<T>(items: readonly T[], request: PageRequest, options: PagingOptions = {}): Page<T> {
  const limit = pageLimit(request.limit, options.defaultLimit ?? 100, options.maxLimit ?? 1000);
  const cursor = typeof request.cursor === "string" && request.cursor !== "" ? request.cursor : undefined;
  const offset = cursor === undefined ? 0 : decodeCursor(cursor, options.scope);
  if (offset > items.length) throw new SlackFault("invalid_cursor");
  const end = offset + limit;
  return { items: items.slice(offset, end), nextCursor: end < items.length ? encodeCursor(end, options.scope) : "" };
}

/** The `response_metadata` a paged method answers with. */
export function pageMetadata(page: Page<unknown>): { next_cursor: string } {
  return { next_cursor: page.nextCursor };
}
