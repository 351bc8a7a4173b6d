// Injected faults (docs/worlds.md "Faults") as Slack answers them: its rate limit is HTTP 429 with
// Retry-After and `ratelimited` (@slack/web-api waits that long and retries, or rejects with
// rejectRateLimitedCalls); a failure on its side is an HTTP 5xx, which clients treat as a failed request.
import type { PackFaults } from "../../core/pack/index.ts";
import { slackErrorResponse } from "./slack-errors.ts";

const status = (code: number, error: string) =>
  new Response(JSON.stringify({ ok: false, error }), { status: code, headers: { "content-type": "application/json; charset=utf-8" } });

export const slackFaults: PackFaults = {
  rateLimited: (seconds) => slackErrorResponse("ratelimited", { retryAfter: seconds }),
  serverError: () => status(503, "internal_error"),
  gatewayTimeout: () => status(504, "request_timeout"),
};
