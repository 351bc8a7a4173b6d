import { afterEach, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { createApiKey, createOrganization } from "../auth/organizations.ts";
import { countSeedRows } from "../world/seed-rows.ts";

let t: TestService;
afterEach(() => t.close());

const create = (body: unknown, key?: string, slug = "salesforce") =>
  t.control(`/providers/${slug}/create-snapshot`, { method: "POST", body: JSON.stringify(body), key });

test("past MAX_SNAPSHOTS_PER_ORG live snapshots, create-snapshot is 429 until the soonest expires", async () => {
  t = await startTestService({ limits: { snapshotsPerOrg: 3 } });
  for (const ttl of ["1h", "30m", "2h"]) expect((await create({ ttl })).status).toBe(200);
  const refused = await create({ ttl: "1h" });
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toBe("1800");
  expect((await refused.json()).error).toContain("limit of 3 live snapshots (MAX_SNAPSHOTS_PER_ORG)");
  expect((await create({}, undefined, "board-ui")).status).toBe(429); // every provider counts
  expect(t.service.worlds.size).toBe(3);
  expect(await t.service.store.listLiveWorlds(t.clock.now)).toHaveLength(3);

  // Another organization has its own count.
  const org = await createOrganization(t.service.store, "other");
  await t.service.store.grantProvider(org.id, "salesforce");
  expect((await create({}, (await createApiKey(t.service.store, org.id)).key)).status).toBe(200);

  t.clock.advance(30 * 60_000 - 200); // the soonest expires in 0.2 s: retry after at least one second
  expect((await create({})).headers.get("retry-after")).toBe("1");
  t.clock.advance(200); // expired, though no reaper has run
  expect((await create({ ttl: "1h" })).status).toBe(200);
  expect((await create({ ttl: "1h" })).status).toBe(429);
});

test("a seed past MAX_SEED_ROWS is 400 naming the limit and the setting, and nothing is created", async () => {
  t = await startTestService({ limits: { seedRows: 5 } });
  const accounts = (n: number) => Array.from({ length: n }, (_, i) => ({ Name: `Account ${i}` }));
  expect((await create({ seed: { Account: accounts(5) } })).status).toBe(200);
  // Rows count over every collection (and the wrapped form is the same seed).
  const refused = await create({ seed: { salesforce: { Account: accounts(3), Contact: [{ LastName: "A" }, { LastName: "B" }, { LastName: "C" }] } } });
  expect(refused.status).toBe(400);
  const { error } = await refused.json();
  expect(error).toContain("the seed holds 6 records");
  expect(error).toContain("at most 5");
  expect(error).toContain("MAX_SEED_ROWS");
  expect((await create({ seed: { items: Array.from({ length: 6 }, () => ({ text: "x" })) } }, undefined, "notes")).status).toBe(400);
  expect(t.service.worlds.size).toBe(1);
  expect(await t.service.store.listLiveWorlds(t.clock.now)).toHaveLength(1);
});

test("seed rows are counted over every pack of a world, without looking inside rows", () => {
  expect(countSeedRows({ salesforce: { Account: [{ Name: "A", Tags: [1, 2, 3] }], Contact: [{}, {}] }, notes: { items: [{}, {}, {}] }, "board-ui": {} })).toBe(6);
  expect(countSeedRows({ salesforce: {} })).toBe(0);
});

test("a body nested past 1,000 levels is 400 {error} on every control route that parses one", async () => {
  t = await startTestService();
  const tooDeep = `{"seed":{"Account":${"[".repeat(1001)}${"]".repeat(1001)}}}`;
  for (const [method, path] of [["POST", "/providers/salesforce/create-snapshot"], ["POST", "/api/v1/evals"], ["PUT", "/api/v1/datasets/deep"]] as const) {
    const response = await t.control(path, { method, body: tooDeep });
    expect(`${path} ${response.status}`).toBe(`${path} 400`);
    expect((await response.json()).error).toContain("exceeds the maximum allowed (1000)");
  }
  expect(t.service.worlds.size).toBe(0);
});
