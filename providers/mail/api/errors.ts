// How the pack answers what no handler does: JSON `{ error: { status, message } }` under /api/ (the
// API's shape), a small standalone HTML page for everything else: a browser (or a browser agent) asking
// for a page of an expired or unknown world has no world to draw the webmail's frame from.
import type { PackErrors } from "../../../core/pack/index.ts";
import { html } from "../../../core/pack/index.ts";

const isApi = (request: Request) => /\/api(\/|$)/.test(new URL(request.url).pathname);
/** An error in the surface's shape: the API's JSON under /api/, else a standalone page. */
export const answer = (request: Request, status: number, message: string) =>
  isApi(request)
    ? Response.json({ error: { status, message } }, { status })
    : new Response(standalonePage(status, message), { status, headers: { "content-type": "text/html; charset=utf-8" } });

const TITLES: Record<number, string> = { 400: "Bad request", 401: "Sign in required", 403: "Refused", 404: "Not found", 405: "Not allowed", 413: "Mailbox full", 429: "Too many requests", 500: "Something went wrong", 503: "Too much at once", 504: "Timed out" };

function standalonePage(status: number, message: string): string {
  const title = TITLES[status] ?? `Error ${status}`;
  const detail = status === 404 ? "This mailbox or page does not exist here. A mail snapshot ends when its time to live runs out." : message;
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · Mail</title></head><body><main><h1>${title}</h1><p>${detail}</p></main></body></html>`.toString();
}

export const mailErrors: PackErrors = {
  notFound: (request) => answer(request, 404, "Not found"),
  methodNotAllowed: (request, allowed) => {
    const response = answer(request, 405, `Method not allowed; use ${allowed.join(", ")}`);
    response.headers.set("allow", allowed.join(", "));
    return response;
  },
  invalidJson: (message, request) => answer(request, 400, message),
  invalidRequest: (problems, request) => answer(request, 400, problems.map((p) => `${p.in} ${p.name}: ${p.message}`).join("; ")),
  internal: (message, request) => answer(request, 500, message),
  unauthorized: (message, request) => answer(request, 401, message),
  // Too much work for one request (a huge mailbox scan): the service is fine, the request is too big.
  workBudgetExceeded: (message, request) => answer(request, 503, message),
  // A mailbox past its byte quota (MAX_WORLD_BYTES / MAX_ORG_BYTES): nothing more is stored.
  quotaExceeded: (message, request) => answer(request, 413, message),
};
