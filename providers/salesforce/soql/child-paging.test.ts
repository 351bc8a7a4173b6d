import { describe, expect, test } from "bun:test";
import { NOW } from "./fake-source.fixture.ts";
import { runSoql, type SoqlRow } from "./index.ts";
import { source, startWorkSliceEachTest } from "./test-helpers.fixture.ts";

startWorkSliceEachTest();

const SOQL = "SELECT Name, (SELECT LastName FROM Contacts ORDER BY LastName) FROM Account WHERE Name IN ('Acme', 'Globex') ORDER BY Name";

describe("child subquery batches (childBatchSize)", () => {
  test("a parent with more children than the batch gets the first batch, done: false and the caller's nextRecordsUrl", () => {
    const pages: { rows: SoqlRow[]; batchSize: number }[] = [];
    const pageChildren = (rows: SoqlRow[], batchSize: number) => {
      pages.push({ rows, batchSize });
      return `/services/data/v67.0/query/01gCHILD${pages.length}-${batchSize}`;
    };
    const { records } = runSoql(SOQL, source, { now: NOW, childBatchSize: 1, pageChildren });
    expect(records).toHaveLength(2);
    const [acme, globex] = records as [SoqlRow, SoqlRow];
    expect(acme.Contacts).toEqual({
      totalSize: 2,
      done: false,
      nextRecordsUrl: "/services/data/v67.0/query/01gCHILD1-1",
      records: [expect.objectContaining({ LastName: "Jones" })],
    });
    expect(Object.keys(acme.Contacts as object)).toEqual(["totalSize", "done", "nextRecordsUrl", "records"]);
    // The caller gets every row, rendered, and serves the rest from offset batchSize.
    expect(pages).toHaveLength(1);
    const page = pages[0]!;
    expect(page.batchSize).toBe(1);
    expect(page.rows.map((r) => r.LastName)).toEqual(["Jones", "Smith"]);
    expect(page.rows[1]).toMatchObject({ attributes: { type: "Contact" } });
    // A parent within the batch is answered whole, as before.
    expect(globex.Contacts).toMatchObject({ totalSize: 1, done: true, records: [{ LastName: "White" }] });
    expect(globex.Contacts).not.toHaveProperty("nextRecordsUrl");
  });

  test("without childBatchSize every child row is inline; the top level is never cut", () => {
    const [acme] = runSoql(SOQL, source, { now: NOW }).records;
    expect(acme?.Contacts).toMatchObject({ totalSize: 2, done: true });
    const result = runSoql("SELECT Name FROM Account", source, { now: NOW, childBatchSize: 1, pageChildren: () => "unused" });
    expect(result).toMatchObject({ totalSize: 4, done: true });
    expect(result).not.toHaveProperty("nextRecordsUrl");
  });

  test("a batch size without a pager, or not a positive integer, is the caller's bug", () => {
    expect(() => runSoql(SOQL, source, { now: NOW, childBatchSize: 1 })).toThrow(TypeError);
    expect(() => runSoql(SOQL, source, { now: NOW, childBatchSize: 0, pageChildren: () => "" })).toThrow(TypeError);
  });
});
