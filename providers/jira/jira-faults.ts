// Injected faults (docs/worlds.md "Faults") as Jira Cloud answers them: its rate limit is HTTP 429 with
// Retry-After, X-RateLimit-Reset (when the wait ends, yyyy-MM-ddTHH:mmZ) and RateLimit-Reason, and its
// error collection; a failure on its side is a 503, a gateway that gave up a 504, in the same shape.
import type { PackFaults } from "../../core/pack/index.ts";

const collection = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ errorMessages: [message], errors: {} }), { status, headers: { "content-type": "application/json;charset=UTF-8", ...headers } });

export const jiraFaults: PackFaults = {
  rateLimited: (seconds) =>
    collection(429, "Rate limit exceeded.", {
      "retry-after": String(seconds),
      "x-ratelimit-reset": `${new Date(Date.now() + seconds * 1000).toISOString().slice(0, 16)}Z`,
      "ratelimit-reason": "jira-quota-based",
    }),
  serverError: () => collection(503, "Service Unavailable: the server is temporarily unable to handle the request."),
  gatewayTimeout: () => collection(504, "Gateway Timeout: the server did not answer in time."),
};
