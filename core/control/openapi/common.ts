// What every control-plane endpoint may answer, whatever its own statuses: the request gate (error-path.ts)
// refuses a bad Host (400) and a declared body over the limit (413) before routing, a keyed change made
// with the console's cookie needs its CSRF token (403), and every answer carries X-Request-Id. Added to each operation here, so the paths files list only their own.
import { errors } from "./parts.ts";

const GATE: Record<number, string> = {
  400: "The Host header is missing or not a host name or address with an optional port",
  413: "The body (declared in Content-Length, or counted while read) is larger than MAX_CONTROL_BODY_BYTES",
  503: "The request needed more uninterrupted work than WORK_BUDGET_MS allows and was stopped",
};

const REQUEST_ID = { "X-Request-Id": { description: "The request's id (the client's, when well-formed, else a new one); a 5xx repeats it as requestId", schema: { type: "string" } } };

type Response = { description: string; headers?: Record<string, unknown> };
type Operation = { responses: Record<string, Response> };

/** A keyed change made with the console's cookie alone (core/auth/authenticate.ts). */
const CSRF = { 403: "Made with a console session cookie but without its X-CSRF-Token header" };

export function withCommonAnswers<P extends Record<string, Record<string, unknown>>>(paths: P): P {
  for (const item of Object.values(paths))
    for (const [method, operation] of Object.entries(item) as Array<[string, Operation & { security?: unknown[] }]>) {
      const keyedChange = method !== "get" && !(Array.isArray(operation.security) && operation.security.length === 0);
      for (const [status, when] of Object.entries(keyedChange ? { ...GATE, ...CSRF } : GATE)) {
        const own = operation.responses[status];
        if (own && !own.description.includes(when)) own.description = `${own.description}; or: ${when}`;
        else if (!own) operation.responses[status] = errors({ [status]: when })[status] as Response;
      }
      for (const response of Object.values(operation.responses)) response.headers = { ...REQUEST_ID, ...response.headers };
    }
  return paths;
}
