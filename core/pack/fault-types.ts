// The pack contract: how a pack answers the faults a world's rules inject (docs/worlds.md "Faults"),
// in its provider's own shape, so a client's own error handling and retry logic meet what they meet live.

/** A pack's answers to injected faults; each is optional (the core falls back to `errors.internal`'s shape). */
export interface PackFaults {
  /**
   * The provider refusing a client over its request rate or quota (Salesforce 403 REQUEST_LIMIT_EXCEEDED,
   * Slack 429 `ratelimited`, Jira 429). `retryAfterSeconds` is the wait the rule asks clients for: send it
   * as the provider does (a `Retry-After` header) where it has one. Core default: status 429, Retry-After.
   */
  rateLimited?(retryAfterSeconds: number, request: Request): Response;
  /** The provider failing on its side (a 5xx its clients treat as such). Core default: `errors.internal` with status 503. */
  serverError?(request: Request): Response;
  /** The provider's gateway giving up on a slow request. Core default: `serverError`'s answer with status 504. */
  gatewayTimeout?(request: Request): Response;
}
