import { afterEach, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { createApiKey, createOrganization } from "../auth/organizations.ts";
import { createConsoleSession } from "../auth/console-sessions.ts";
import { TokenBuckets } from "./rate-limit.ts";

let t: TestService | undefined;
afterEach(() => t?.close());

test("a token bucket allows a burst, refills at the rate, and says when to retry", () => {
  let now = 0;
  const buckets = new TokenBuckets(2, 4, () => now);
  expect([1, 2, 3, 4].map(() => buckets.take("k"))).toEqual([0, 0, 0, 0]);
  expect(buckets.take("k")).toBe(1);
  expect(buckets.take("other")).toBe(0);
  now += 500; // one token back
  expect(buckets.take("k")).toBe(0);
  expect(buckets.take("k")).toBe(1);
  now += 60_000; // refilled to the burst, never past it
  expect([1, 2, 3, 4, 5].map(() => buckets.take("k"))).toEqual([0, 0, 0, 0, 1]);

  const slow = new TokenBuckets(0.1, 1, () => now);
  slow.take("k");
  expect(slow.take("k")).toBe(10);
});

test("buckets that have refilled are forgotten, so memory stays bounded", () => {
  let now = 0;
  const buckets = new TokenBuckets(100, 200, () => now, 1000);
  for (let i = 0; i < 1000; i++) buckets.take(`key-${i}`);
  now += 2000;
  buckets.take("one-more");
  expect(buckets.size).toBe(1);
});

test("past the rate a key gets 429 {error} with Retry-After; other keys, /health and /sdk are unaffected", async () => {
  t = await startTestService({ limits: { controlRequestsPerSecond: 1 } }); // a burst of 2
  const list = (key?: string | null) => t!.control("/providers/list", { key });
  expect((await list()).status).toBe(200);
  expect((await list()).status).toBe(200);
  const refused = await list();
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toBe("1");
  expect((await refused.json()).error).toContain("CONTROL_REQUESTS_PER_SECOND");

  // Every route counts, whatever it would have answered: a refused create-snapshot creates nothing.
  const create = await t.control("/providers/salesforce/create-snapshot", { method: "POST", body: "{}" });
  expect(create.status).toBe(429);
  expect(t.service.worlds.size).toBe(0);
  expect(await t.service.store.listLiveWorlds(t.clock.now)).toEqual([]);
  expect((await t.control("/api/v1/no-such-route")).status).toBe(429);

  const org = await createOrganization(t.service.store, "other");
  const { key } = await createApiKey(t.service.store, org.id);
  expect((await list(key)).status).toBe(200);
  for (let i = 0; i < 5; i++) expect((await t.control("/health", { key: null })).status).toBe(200);
  // (/sdk/nothing: the exemption is by path; /sdk itself would build the SDK package here.)
  for (let i = 0; i < 5; i++) expect((await t.control("/sdk/nothing", { key: null })).status).toBe(404);

  // Requests without a key share one bucket: 401 until it is empty, then 429.
  expect((await list(null)).status).toBe(401);
  expect((await list(null)).status).toBe(401);
  expect((await list(null)).status).toBe(429);
});

test("the default (200 per second, bursts of 400) lets 400 concurrent requests of one key through, then refuses", async () => {
  t = await startTestService();
  const statuses = await Promise.all(Array.from({ length: 400 }, () => t!.control("/providers/list").then((r) => r.status)));
  expect(statuses.filter((s) => s === 200).length).toBe(400);
  // The bucket refills at 200 per second while these run: a second burst as large as the first outruns
  // the refill on any machine that took under two seconds for the first (20 more did not, on a slow one).
  const past = await Promise.all(Array.from({ length: 400 }, () => t!.control("/providers/list").then((r) => r.status)));
  expect(past).toContain(429);
});

test("ever-different invalid keys share their address's bucket: 401 until it is empty, then 429; a valid key is unaffected", async () => {
  t = await startTestService({ limits: { controlRequestsPerSecond: 5 } }); // a burst of 10
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) statuses.push((await t.control("/providers/list", { key: `us_invalid_${i}` })).status);
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  const refused = await t.control("/api/v1/datasets", { key: "us_invalid_again" });
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toBe("1");
  expect((await refused.json()).error).toContain("without a valid API key from this address");
  // Missing keys draw on the same bucket.
  expect((await t.control("/providers/list", { key: null })).status).toBe(429);
  expect((await t.control("/providers/list")).status).toBe(200);
});

test("a console session has a bucket of its own, by its token, as a key has", async () => {
  t = await startTestService({ limits: { controlRequestsPerSecond: 1 } }); // a burst of 2
  const made = (await createConsoleSession(t.service.store, t.key, { now: t.clock.now, ttlMs: 3_600_000 }))!;
  const asSession = () => t!.control("/providers/list", { key: null, headers: { cookie: `understudy_session=${made.token}` } });
  expect([(await asSession()).status, (await asSession()).status, (await asSession()).status]).toEqual([200, 200, 429]);
  // Neither the key it was made with nor the address's bucket paid for it.
  expect((await t.control("/providers/list")).status).toBe(200);
  expect((await t.control("/providers/list", { key: null })).status).toBe(401);
});
