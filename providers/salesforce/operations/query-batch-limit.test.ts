import { describe, expect, test } from "bun:test";
import { useOrg } from "./org.fixture.ts";

// Past 2,000 rows a query pages even without Sforce-Query-Options, and no header makes a batch larger.
const org = useOrg({ Contact: Array.from({ length: 2100 }, (_, i) => ({ LastName: `Person ${String(i).padStart(4, "0")}` })) });
const SOQL = "SELECT LastName FROM Contact ORDER BY LastName";
const LOCATOR_URL = /^\/services\/data\/v67\.0\/query\/01g[0-9A-Za-z]{15}-2000$/;

describe("the 2,000-row batch", () => {
  test("by default the first batch is 2,000 rows and the locator serves the other 100", async () => {
    const first = (await org.query(SOQL)).body;
    expect([first.totalSize, first.done, first.records.length]).toEqual([2100, false, 2000]);
    expect(first.nextRecordsUrl).toMatch(LOCATOR_URL);
    const rest = (await org.send(first.nextRecordsUrl)).body;
    expect([rest.totalSize, rest.done, rest.records.length, rest.records[0].LastName]).toEqual([2100, true, 100, "Person 2000"]);
  });

  test("batchSize above 2,000 is held to 2,000", async () => {
    const first = (await org.query(SOQL, { "sforce-query-options": "batchSize=5000" })).body;
    expect([first.done, first.records.length]).toEqual([false, 2000]);
    expect(first.nextRecordsUrl).toMatch(LOCATOR_URL);
  });
});
