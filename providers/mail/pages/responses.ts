// How every page answers: HTML with its status, and 303 See Other after a form POST (so a reload never
// re-sends it). Locations are paths under the world's base, so pages work at `/w/<id>/mail/` and on a host.
import type { OperationContext } from "../../../core/pack/index.ts";
import type { SafeHtml } from "../../../core/pack/index.ts";

/** This pack's path in this world, without a trailing slash: "/w/<id>/mail", or "" on a host of its own. */
export function basePath(ctx: Pick<OperationContext, "baseUrl">): string {
  return new URL(ctx.baseUrl).pathname.replace(/\/+$/, "");
}

export function htmlResponse(page: SafeHtml, status = 200): Response {
  // no-store: a page shows live world state, and the back button must not show an archived thread as still there.
  return new Response(`<!doctype html>\n${page.value}`, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}

/** 303 to a page of this pack: `path` is relative to the pack's base ("/folder/inbox"). */
export function seeOther(ctx: Pick<OperationContext, "baseUrl">, path: string): Response {
  return new Response(null, { status: 303, headers: { location: `${basePath(ctx)}${path}` } });
}
