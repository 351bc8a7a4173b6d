/** The org's daily API allowance this mock reports (an Enterprise org's base figure). */
export const DAILY_API_REQUESTS = 100000;

// API calls per world since start (in memory: a restart resets the count, like a new day).
const usage = new Map<string, number>();

export function countApiCall(worldId: string): number {
  const next = (usage.get(worldId) ?? 0) + 1;
  usage.set(worldId, next);
  return next;
}

export function apiUsage(worldId: string): number {
  return usage.get(worldId) ?? 0;
}

/** Salesforce's header on every REST answer: `Sforce-Limit-Info: api-usage=25/100000`. */
export function withLimitInfo(worldId: string, response: Response): Response {
  // Responses the pack builds have mutable headers: set in place, no copy on the hot path.
  response.headers.set("Sforce-Limit-Info", `api-usage=${countApiCall(worldId)}/${DAILY_API_REQUESTS}`);
  return response;
}
