import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// A parent's child rows past 200 come back as their own page with a nextRecordsUrl (jsforce's autoFetch follows it).
const org = useOrg({
  Account: [{ Id: "001000000000001AAA", Name: "Big" }, { Id: "001000000000002AAA", Name: "Small" }],
  Contact: [
    ...Array.from({ length: 205 }, (_, i) => ({ LastName: `Big ${String(i).padStart(3, "0")}`, AccountId: "001000000000001AAA" })),
    { LastName: "Only", AccountId: "001000000000002AAA" },
  ],
});
const SOQL = "SELECT Name, (SELECT LastName FROM Contacts ORDER BY LastName) FROM Account ORDER BY Name";

describe("child subquery paging", () => {
  test("the first 200 children come inline with done: false; their locator serves the other 5", async () => {
    const { status, body } = await org.query(SOQL);
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalSize: 2, done: true });
    const [big, small] = body.records;
    const { nextRecordsUrl, ...firstBatch } = big.Contacts;
    expect(nextRecordsUrl).toMatch(/^\/services\/data\/v67\.0\/query\/01g[0-9A-Za-z]{15}-200$/);
    expect([firstBatch.totalSize, firstBatch.done, firstBatch.records.length]).toEqual([205, false, 200]);
    expect(small.Contacts).toEqual({
      totalSize: 1,
      done: true,
      records: [{ attributes: { type: "Contact", url: expect.stringMatching(/^\/services\/data\/v67\.0\/sobjects\/Contact\/003/) }, LastName: "Only" }],
    });

    const rest = await org.send(nextRecordsUrl);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ totalSize: 205, done: true });
    expect(rest.body).not.toHaveProperty("nextRecordsUrl");
    const lastNames = [...firstBatch.records, ...rest.body.records].map((r: Json) => r.LastName);
    expect(lastNames).toEqual(Array.from({ length: 205 }, (_, i) => `Big ${String(i).padStart(3, "0")}`));
  });
});
