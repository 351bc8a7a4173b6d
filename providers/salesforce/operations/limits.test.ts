import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// GET /limits and the Sforce-Limit-Info header every REST answer carries.
const org = useOrg({ Account: Array.from({ length: 1100 }, (_, i) => ({ Name: `Acct ${i}` })) });
const USAGE = /^api-usage=(\d+)\/100000$/;
const usedIn = (headers: Headers) => Number(USAGE.exec(headers.get("sforce-limit-info") ?? "")?.[1]);

describe("GET /limits", () => {
  test("every limit is a { Max, Remaining } pair, the usual ones present", async () => {
    const { status, body } = await org.send("/limits");
    expect(status).toBe(200);
    for (const name of ["DailyApiRequests", "DailyAsyncApexExecutions", "DailyBulkApiBatches", "DailyBulkV2QueryJobs", "DataStorageMB", "FileStorageMB", "SingleEmail", "MassEmail"])
      expect(Object.keys(body)).toContain(name);
    for (const [name, limit] of Object.entries(body as Record<string, Json>)) {
      expect([name, Object.keys(limit).sort()]).toEqual([name, ["Max", "Remaining"]]);
      expect(limit.Remaining).toBeGreaterThanOrEqual(0);
      expect(limit.Remaining).toBeLessThanOrEqual(limit.Max);
    }
    expect(body.DailyApiRequests.Max).toBe(100000);
  });

  test("DailyApiRequests.Remaining goes down by one for each call made since", async () => {
    const first = (await org.send("/limits")).body.DailyApiRequests.Remaining;
    await org.send("/sobjects");
    await org.send("/sobjects/Account/001000000000999AAA");
    const second = (await org.send("/limits")).body.DailyApiRequests.Remaining;
    expect(first - second).toBe(3);
  });

  test("DataStorageMB counts the org's records at 2 KB each", async () => {
    const { DataStorageMB } = (await org.send("/limits")).body;
    expect(DataStorageMB.Max).toBe(1024);
    const usedMb = DataStorageMB.Max - DataStorageMB.Remaining;
    expect(usedMb).toBeGreaterThanOrEqual(Math.ceil((1100 * 2) / 1024));
    expect(usedMb).toBeLessThanOrEqual(Math.ceil((1110 * 2) / 1024));
  });
});

describe("Sforce-Limit-Info", () => {
  test("successes and refusals alike carry api-usage=N/100000, N counting each call", async () => {
    const answers = [
      await org.send("/sobjects"),
      await org.send("/sobjects/Account/001000000000999AAA"),
      await org.query("SELECT Nope FROM Account"),
      await org.send("/sobjects/Account", { method: "POST", body: { Name: "Counted" } }),
      await org.send("/limits"),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 400, 201, 200]);
    for (const answer of answers) expect(answer.headers.get("sforce-limit-info")).toMatch(USAGE);
    const used = answers.map((a) => usedIn(a.headers));
    expect(used.map((n) => n - (used[0] ?? 0))).toEqual([0, 1, 2, 3, 4]);
  });

  test("the count belongs to the org: a fresh snapshot starts again at 1", async () => {
    const other = await org.t.createSnapshot("salesforce");
    const answer = await org.t.mock(`${other.url}/services/data/v67.0/limits`);
    expect(answer.headers.get("sforce-limit-info")).toBe("api-usage=1/100000");
    // Whether the /limits call itself is already counted is left open: at most this one call is used.
    const { Max, Remaining } = (await answer.json()).DailyApiRequests;
    expect(Max - Remaining).toBeLessThanOrEqual(1);
  });
});
