import { readCredential } from "../auth/authenticate.ts";
import { controlError, withRetryAfter } from "./control-errors.ts";
import { clientAddressOf } from "../http/client-address.ts";

/**
 * Token buckets by key: each holds up to `burst` tokens and refills at `ratePerSecond`; a request takes
 * one. Buckets that have refilled completely are forgotten (they are the same as a new one), so memory
 * stays bounded by the keys seen in the last `burst / ratePerSecond` seconds.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly ratePerSecond: number,
    readonly burst: number,
    /** Milliseconds on a monotonic clock: real time, since the rate is about real load. */
    private readonly now: () => number = () => performance.now(),
    private readonly sweepAbove = 10_000,
  ) {}

  /** Takes a token for `key`: 0 when taken, else the whole seconds until one is available (at least 1). */
  take(key: string): number {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.ratePerSecond);
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      this.buckets.set(key, bucket);
      if (this.buckets.size > this.sweepAbove) this.sweep(now);
      return 0;
    }
    this.buckets.set(key, bucket);
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.ratePerSecond));
  }

  get size(): number {
    return this.buckets.size;
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets)
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.ratePerSecond >= this.burst) this.buckets.delete(key);
  }
}

/** Paths with no key, and so no bucket: the health check and the worker SDK package. */
const EXEMPT = /^\/health\/?$|^\/sdk/;

/**
 * The control plane's request rate per API key (CONTROL_REQUESTS_PER_SECOND, bursts of twice that): a
 * request past it is 429 `{error}` with `Retry-After`, before any other work. Every path counts except
 * `/health` and `/sdk*`. Buckets are keyed by a hash of the presented key (or, without one, console
 * session token), valid or not, so the check needs no store lookup and keeps no key in memory.
 *
 * Requests that prove no organization share one bucket per client address: those without a key before
 * routing, and those whose key the store does not know once it is looked up (`refuseUnknownKey`). A key
 * that changes on every request would otherwise get a fresh bucket each time and never be throttled.
 */
export function createRateLimit(ratePerSecond: number, now?: () => number) {
  const buckets = new TokenBuckets(ratePerSecond, ratePerSecond * 2, now);
  const refuse = (retryAfter: number, code: "rateLimited" | "unauthenticatedRateLimited") => withRetryAfter(controlError(code, ratePerSecond), retryAfter);
  const unauthenticated = (request: Request) => `unauthenticated ${clientAddressOf(request)}`;
  return {
    buckets,
    /** Throws a 429 ControlError when the request's key (or, without one, its address) has no token left. */
    check(request: Request): void {
      const path = new URL(request.url).pathname;
      if (EXEMPT.test(path)) return;
      // A console session's cookie is bucketed by its token as a key is by itself.
      const key = readCredential(request.headers);
      const retryAfter = buckets.take(key === undefined ? unauthenticated(request) : String(Bun.hash(key)));
      if (retryAfter === 0) return;
      throw refuse(retryAfter, key === undefined ? "unauthenticatedRateLimited" : "rateLimited");
    },
    /** A key the store refused: counts against its address's bucket; throws 429 once that is empty. */
    refuseUnknownKey(request: Request): void {
      // A request without a key took its token before routing.
      if (readCredential(request.headers) === undefined) return;
      const retryAfter = buckets.take(unauthenticated(request));
      if (retryAfter !== 0) throw refuse(retryAfter, "unauthenticatedRateLimited");
    },
  };
}

export type RateLimit = ReturnType<typeof createRateLimit>;
