// Paging as the Gmail MCP server does it: pageSize (20 when absent or 0, at most 50, as its schema
// says; more is read as 50, as Google's APIs coerce it) and an opaque pageToken, which here holds the
// offset and a hash of the query it belongs to, so a token is refused with another query.
import type { ToolContext } from "../../../../core/pack/index.ts";
import type { ThreadSummary } from "../../actions/index.ts";
import { GMAIL_ERRORS, gmailFailure, mailApi } from "./gmail-answer.ts";

export interface Page { offset: number; size: number; binding: string }

const DEFAULT_SIZE = 20;
const MAX_SIZE = 50;

/** The page a call asks for; `binding` names what its token must have been made for. */
export function readPage(input: { pageSize?: unknown; pageToken?: unknown }, binding: string): Page {
  const asked = typeof input.pageSize === "number" ? input.pageSize : 0;
  if (asked < 0) throw gmailFailure(GMAIL_ERRORS.negativePageSize);
  const size = asked === 0 ? DEFAULT_SIZE : Math.min(asked, MAX_SIZE);
  const token = typeof input.pageToken === "string" ? input.pageToken : "";
  return { offset: token === "" ? 0 : offsetOf(token, binding), size, binding };
}

/** The token of the page after `page`, when there is one. */
export function nextPageToken(page: Page, total: number): string | undefined {
  const next = page.offset + page.size;
  return next < total ? btoa(`${next}.${hash(page.binding)}`).replace(/=+$/, "") : undefined;
}

function offsetOf(token: string, binding: string): number {
  let text: string;
  try {
    text = atob(token);
  } catch {
    throw gmailFailure(GMAIL_ERRORS.invalidPageToken);
  }
  const [offset, digest] = text.split(".");
  if (!offset || !/^\d{1,9}$/.test(offset) || digest !== hash(binding)) throw gmailFailure(GMAIL_ERRORS.invalidPageToken);
  return Number(offset);
}

/** FNV-1a, 32 bits, in hex: enough to tell one query from another, and deterministic. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The threads [offset, offset + size) of a thread list of the JSON API (newest first), and how many
 * there are. The API pages by number: pages of gcd(offset, size) threads cover the window exactly
 * (one call when the offset is a multiple of the size, as it is unless a client changes pageSize).
 */
export async function threadWindow(ctx: ToolContext, query: Record<string, string>, page: Page): Promise<{ threads: ThreadSummary[]; total: number }> {
  const step = gcd(page.offset, page.size);
  const threads: ThreadSummary[] = [];
  let total = 0;
  for (let n = page.offset / step + 1; n <= (page.offset + page.size) / step; n++) {
    const list = await mailApi<{ total: number; threads: ThreadSummary[] }>(ctx, "apiListMessages", {
      method: "GET", query: { ...query, pageSize: String(step), page: String(n) },
    });
    total = list.total;
    threads.push(...list.threads);
    if (list.threads.length < step) break;
  }
  return { threads, total };
}
