// Forms change the mailbox, and a world's pages may carry the task's credential as a cookie: a page on
// another site must not be able to post them (CSRF). Browsers say where a form comes from in
// `Sec-Fetch-Site` and `Origin`, which a page cannot forge; a POST either names another origin is
// refused. A client that sends neither (curl, a test) is no browser riding a cookie, and is let through.
import type { OperationContext } from "../../../core/pack/index.ts";

export const CROSS_ORIGIN_MESSAGE = "This form was posted from another site; open the mailbox and submit it from its own page.";

/** Whether a form POST may act: it comes from the world's own pages, or from no browser at all. */
export function isSameOriginPost(ctx: Pick<OperationContext, "request" | "baseUrl" | "url">): boolean {
  const headers = ctx.request.headers;
  // `same-site` is another origin too: with MOCK_DOMAIN every world is a sibling host of the same site.
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return false;
  const origin = headers.get("origin");
  if (origin === null) return true;
  // The public origin (behind a proxy) or the one the request reached; "null" (a sandboxed or file page) is neither.
  return origin === new URL(ctx.baseUrl).origin || origin === ctx.url.origin;
}
