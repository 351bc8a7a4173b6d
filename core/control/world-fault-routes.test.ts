import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { createApiKey, createOrganization } from "../auth/organizations.ts";
import { FAULT_LIMITS } from "../faults/fault-rule.ts";

let t: TestService;
let world: { snapshotId: string; url: string };
beforeAll(async () => {
  t = await startTestService();
  world = await t.createSnapshot("salesforce", {});
}, 30_000);
afterAll(() => t.close());

const faults = (id: string, method: string, body?: unknown, key?: string) =>
  t.control(`/api/v1/worlds/${id}/faults`, { method, key, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }) });
const query = () => t.mock(`${world.url}/services/data/v67.0/query?q=${encodeURIComponent("SELECT Id FROM Account")}`);
const RULE = { match: { pack: "salesforce", operation: "query" }, effect: "rate_limit", nth: [2] };

describe("PUT, GET and DELETE /api/v1/worlds/{id}/faults", () => {
  test("replace, read and clear the rules; a change applies to the next request", async () => {
    expect(await (await faults(world.snapshotId, "GET")).json()).toEqual({ worldId: world.snapshotId, rules: [] });
    const put = await faults(world.snapshotId, "PUT", { rules: [RULE] });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ worldId: world.snapshotId, rules: [RULE] });
    expect(await (await faults(world.snapshotId, "GET")).json()).toEqual({ worldId: world.snapshotId, rules: [RULE] });
    expect([(await query()).status, (await query()).status, (await query()).status]).toEqual([200, 403, 200]);
    // The same rules set again start the count afresh.
    await faults(world.snapshotId, "PUT", { rules: [RULE] });
    expect([(await query()).status, (await query()).status]).toEqual([200, 403]);
    const cleared = await faults(world.snapshotId, "DELETE");
    expect(await cleared.json()).toEqual({ worldId: world.snapshotId, rules: [] });
    expect([(await query()).status, (await query()).status]).toEqual([200, 200]);
  });

  test("another organization's world, and a missing one, answer 404 on each", async () => {
    const org = await createOrganization(t.service.store, "fault-outsider");
    const { key } = await createApiKey(t.service.store, org.id);
    for (const [id, as] of [[world.snapshotId, key], ["w_missing", undefined]] as const)
      for (const method of ["GET", "PUT", "DELETE"]) {
        const response = await faults(id, method, method === "PUT" ? { rules: [RULE] } : undefined, as);
        expect({ method, status: response.status }).toEqual({ method, status: 404 });
        expect((await response.json()).error).toContain("No live world");
      }
    expect((await (await faults(world.snapshotId, "GET")).json()).rules).toEqual([]);
  });

  test("bad rules are 400 {error} naming the field; nothing changes", async () => {
    const cases: Array<[unknown, string]> = [
      [{}, "The body must be a JSON object"],
      [{ rules: [RULE], extra: 1 }, "The body must be a JSON object"],
      [{ rules: [{ ...RULE, effect: "explode" }] }, "rules[0].effect must be equal to one of the allowed values"],
      [{ rules: [{ match: {}, effect: "rate_limit" }] }, "rules[0].match must NOT have fewer than 1 properties"],
      [{ rules: [{ match: { pack: "slack" }, effect: "rate_limit" }] }, 'rules[0].match.pack: the world has no provider "slack" (it has salesforce)'],
      [{ rules: [{ match: { pack: "salesforce", operation: "qery" }, effect: "rate_limit" }] }, 'rules[0].match.operation: salesforce has no operation "qery"'],
      [{ rules: [{ match: { operation: "query" }, effect: "rate_limit" }] }, "rules[0].match.operation: name the provider too"],
      [{ rules: [{ match: { tool: "slack_post_message" }, effect: "rate_limit" }] }, 'rules[0].match.tool: no tool "slack_post_message" in this world'],
      [{ rules: [{ match: { tool: "salesforce_query_records", pack: "salesforce" }, effect: "rate_limit" }] }, "rules[0].match.tool: a tool rule stands alone"],
      [{ rules: [{ match: { path: "(a" }, effect: "rate_limit" }] }, "rules[0].match.path: Invalid pattern /(a/"],
      [{ rules: [{ match: { path: "x".repeat(FAULT_LIMITS.patternLength + 1) }, effect: "rate_limit" }] }, "rules[0].match.path must NOT have more than 200 characters"],
      [{ rules: [RULE, { ...RULE, nth: [1], probability: 0.5 }] }, "rules[1].probability: give at most one of nth, every and probability"],
      [{ rules: [{ match: { pack: "salesforce" }, effect: "latency" }] }, "rules[0].ms: a latency rule says how long the call takes"],
      [{ rules: [{ ...RULE, ms: FAULT_LIMITS.ms + 1 }] }, "rules[0].ms must be <= 60000"],
      [{ rules: Array.from({ length: FAULT_LIMITS.rules + 1 }, () => RULE) }, "rules has 51 rules; a world takes at most 50"],
    ];
    for (const [body, message] of cases) {
      const response = await faults(world.snapshotId, "PUT", body);
      expect({ message, status: response.status }).toEqual({ message, status: 400 });
      expect((await response.json()).error).toContain(message);
    }
    expect((await (await faults(world.snapshotId, "GET")).json()).rules).toEqual([]);
  });
});

test("rules hold across a restart and reach another node on the same store at its next request", async () => {
  const own = await startTestService();
  try {
    const snapshot = await own.createSnapshot("salesforce", {});
    const other = await startTestService({}, { dataDir: own.dataDir, key: own.key, clock: own.clock });
    const put = (body: unknown) => own.control(`/api/v1/worlds/${snapshot.snapshotId}/faults`, { method: "PUT", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
    const describe = (service: TestService) => service.mock(`${snapshot.url}/services/data/v67.0/sobjects/Account/describe`);
    try {
      expect((await describe(other)).status).toBe(200);
      await put({ rules: [{ match: { pack: "salesforce" }, effect: "server_error" }] });
      expect((await describe(other)).status).toBe(500);
      await own.control(`/api/v1/worlds/${snapshot.snapshotId}/faults`, { method: "DELETE" });
      expect((await describe(other)).status).toBe(200);
      await put({ rules: [{ match: { pack: "salesforce" }, effect: "server_error" }] });
    } finally {
      await other.service.close();
    }
    const restarted = await own.restart();
    expect((await describe(restarted)).status).toBe(500);
    expect((await (await restarted.control(`/api/v1/worlds/${snapshot.snapshotId}/faults`)).json()).rules).toHaveLength(1);
    await restarted.close();
  } catch (error) {
    await own.close();
    throw error;
  }
}, 30_000);
