import { describe, expect, test } from "bun:test";
import { sfError, useOrg } from "./org.fixture.ts";

// GET /query/{locator} with a locator the org does not hold: 400 INVALID_QUERY_LOCATOR.
// A week-long snapshot: the expiry test moves the clock by days.
const org = useOrg({ Account: Array.from({ length: 250 }, (_, i) => ({ Name: `Acct ${i}` })) }, { ttl: "7d" });
const INVALID = sfError("INVALID_QUERY_LOCATOR", "invalid query locator");
const openLocator = async () => (await org.query("SELECT Name FROM Account", { "sforce-query-options": "batchSize=200" })).body.nextRecordsUrl as string;

describe("query locators that are not open", () => {
  test("an unknown or malformed locator, under /query or /queryAll", async () => {
    for (const path of ["/query/01gAAAAAAAAAAAAAAA-200", "/queryAll/01gAAAAAAAAAAAAAAA-200", "/query/nonsense", "/query/01gAAAAAAAAAAAAAAA"]) {
      const { status, body } = await org.send(path);
      expect([path, status, body]).toEqual([path, 400, INVALID]);
    }
  });

  test("a live locator with a made-up id next to it is still refused", async () => {
    const live = await openLocator();
    expect((await org.send(live)).status).toBe(200);
    const forged = live.replace(/01g(.)/, (_all, c: string) => `01g${c === "A" ? "B" : "A"}`);
    expect(await org.send(forged)).toMatchObject({ status: 400, body: INVALID });
  });

  test("another org's locator is not this org's", async () => {
    const live = await openLocator();
    const other = await org.t.createSnapshot("salesforce", { seed: { Account: [{ Name: "Elsewhere" }] } });
    const answer = await org.t.mock(`${other.url}${live}`);
    expect([answer.status, await answer.json()]).toEqual([400, INVALID]);
    expect((await org.send(live)).status).toBe(200);
  });

  // Salesforce keeps a locator for two days (since API v56.0); three days later it is gone either way.
  test("a locator expires: days later it is refused, and newer queries still page", async () => {
    const old = await openLocator();
    org.t.clock.advance(3 * 24 * 60 * 60_000);
    expect(await org.send(old)).toMatchObject({ status: 400, body: INVALID });
    const fresh = await openLocator();
    expect(fresh).not.toBe(old);
    const next = await org.send(fresh);
    expect([next.status, next.body.done, next.body.records.length]).toEqual([200, true, 50]);
  });
});
