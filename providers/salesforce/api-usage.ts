import type { OperationContext } from "../../core/pack/index.ts";

/** The org's daily API allowance this mock reports (an Enterprise org's base figure). */
export const DAILY_API_REQUESTS = 100000;

type Scratch = Pick<OperationContext, "scratch">;

// API calls in this world since start, in the world's scratch state (in memory: a restart resets the
// count, like a new day; freed with the world).
const usage = (ctx: Scratch) => ctx.scratch("api-usage", () => ({ calls: 0 }));

export function countApiCall(ctx: Scratch): number {
  return ++usage(ctx).calls;
}

export function apiUsage(ctx: Scratch): number {
  return usage(ctx).calls;
}

/** Salesforce's header on every REST answer: `Sforce-Limit-Info: api-usage=25/100000`. */
export function withLimitInfo(ctx: Scratch, response: Response): Response {
  // Responses the pack builds have mutable headers: set in place, no copy on the hot path.
  response.headers.set("Sforce-Limit-Info", `api-usage=${countApiCall(ctx)}/${DAILY_API_REQUESTS}`);
  return response;
}
