// The answers for failures the core detects, in Jira's shapes, and classifyResult for in-process tool calls.
import type { PackErrors, ResultClass } from "../../core/pack/index.ts";
import { SOFTWARE_NOT_INSTALLED } from "./jira-errors.ts";

const JSON_TYPE = { "content-type": "application/json;charset=UTF-8" };
const collection = (status: number, errorMessages: string[], errors: Record<string, string> = {}) =>
  new Response(JSON.stringify({ errorMessages, errors }), { status, headers: JSON_TYPE });

export const NOT_AUTHENTICATED = "Client must be authenticated to access this resource.";

/** Jira's answer to a request without credentials: plain text and an OAuth challenge for the site. */
export function notAuthenticated(request: Request): Response {
  const url = new URL(request.url);
  const site = url.pathname.replace(/\/rest\/.*$/, "/");
  const realm = encodeURIComponent(`${url.origin}${site}`);
  return new Response(NOT_AUTHENTICATED, { status: 401, headers: { "content-type": "text/html;charset=UTF-8", "www-authenticate": `OAuth realm="${realm}"` } });
}

export const jiraPackErrors: PackErrors = {
  // A path Jira's REST layer (Jersey) has no resource for; Jira Software's API, which a site without that
  // product lacks, is refused in Jira's error collection so clients read why (404, as such a site answers).
  notFound: (request) =>
    /\/rest\/(agile|software|greenhopper)\//.test(new URL(request.url).pathname)
      ? collection(404, [SOFTWARE_NOT_INSTALLED])
      : new Response(JSON.stringify({ message: `null for uri: ${request.url}`, "status-code": 404 }), { status: 404, headers: JSON_TYPE }),
  // Jersey answers another method on a resource with an empty 405 and the methods it takes.
  methodNotAllowed: (_request, allowed) => new Response(null, { status: 405, headers: { allow: allowed.join(",") } }),
  invalidJson: (message) => collection(400, [message]),
  invalidRequest: (problems) => collection(400, problems.map((p) => p.message)),
  internal: () => collection(500, ["Internal server error"]),
  // A task world without its credential reads as a request without any.
  unauthorized: (_message, request) => notAuthenticated(request),
  payloadTooLarge: (limit) => collection(413, [`The request body is larger than the limit of ${limit} bytes.`]),
  // Work past the service's budget: a search is the client's query being too expensive, which Jira
  // answers as a 400 naming the query; anything else is the service declining the load (503).
  workBudgetExceeded: (message, request) =>
    /\/rest\/api\/(2|3|latest)\/(search|jql)(\/|$)/.test(new URL(request.url).pathname)
      ? collection(400, [`The JQL query is too complex to run: ${message} Use fewer clauses or a narrower query.`])
      : collection(503, [message]),
  // A site past its byte quota (MAX_WORLD_BYTES / MAX_ORG_BYTES): Jira refuses content past a storage limit with 413.
  quotaExceeded: (message) => collection(413, [message]),
};

/** A failed answer as one line a model can act on: "summary: You must specify a summary of the issue.". */
export function classifyJiraResult(response: Response, body: unknown): ResultClass {
  if (response.status < 400) return { ok: true };
  const b = body as { errorMessages?: unknown; errors?: unknown; message?: unknown } | string | undefined;
  if (b && typeof b === "object") {
    const messages = Array.isArray(b.errorMessages) ? b.errorMessages.map(String) : [];
    const fields = b.errors && typeof b.errors === "object" ? Object.entries(b.errors as Record<string, unknown>).map(([k, v]) => `${k}: ${String(v)}`) : [];
    const text = [...messages, ...fields].join("; ") || (typeof b.message === "string" ? b.message : "");
    if (text) return { ok: false, error: `Jira answered ${response.status}: ${text}` };
  }
  return { ok: false, error: `Jira answered ${response.status}${typeof b === "string" && b ? `: ${b}` : ""}` };
}
