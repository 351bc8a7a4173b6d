import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// GET /query pages past its batch size (Sforce-Query-Options: batchSize=200..2000, default 2000) and
// GET /query/{locator} serves the next batches.
const NAMES = Array.from({ length: 450 }, (_, i) => `Acct ${String(i).padStart(3, "0")}`);
const org = useOrg({ Account: NAMES.map((Name) => ({ Name })) });
const SOQL = "SELECT Name FROM Account ORDER BY Name";
const LOCATOR_URL = /^\/services\/data\/v67\.0\/query\/01g[0-9A-Za-z]{15}-(\d+)$/;
const batchOf = (size: number) => ({ "sforce-query-options": `batchSize=${size}` });
const names = (page: Json): string[] => page.records.map((r: Json) => r.Name);

describe("query paging", () => {
  test("batchSize=200: pages of 200, 200 and 50, each naming the total, the last one done", async () => {
    const first = await org.query(SOQL, batchOf(200));
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(["totalSize", "done", "nextRecordsUrl", "records"]);
    expect(first.body).toMatchObject({ totalSize: 450, done: false });
    expect(LOCATOR_URL.exec(first.body.nextRecordsUrl)?.[1]).toBe("200");
    expect(first.body.records[0]).toEqual({ attributes: { type: "Account", url: expect.stringMatching(/^\/services\/data\/v67\.0\/sobjects\/Account\/001/) }, Name: "Acct 000" });

    const second = await org.send(first.body.nextRecordsUrl);
    expect(second.body).toMatchObject({ totalSize: 450, done: false });
    expect(LOCATOR_URL.exec(second.body.nextRecordsUrl)?.[1]).toBe("400");
    const third = await org.send(second.body.nextRecordsUrl);
    expect(third.body).toMatchObject({ totalSize: 450, done: true });
    expect(third.body).not.toHaveProperty("nextRecordsUrl");

    expect([first, second, third].map((p) => p.body.records.length)).toEqual([200, 200, 50]);
    expect([...names(first.body), ...names(second.body), ...names(third.body)]).toEqual(NAMES);
  });

  test("following nextRecordsUrl to the end yields every row once, in the query's order", async () => {
    const seen: string[] = [];
    let page = (await org.query("SELECT Name FROM Account ORDER BY Name DESC", batchOf(300))).body;
    let pages = 1;
    seen.push(...names(page));
    while (!page.done) {
      page = (await org.send(page.nextRecordsUrl)).body;
      seen.push(...names(page));
      pages++;
    }
    expect(pages).toBe(2);
    expect(seen).toEqual([...NAMES].reverse());
  });

  test("without the header 450 rows come in one answer (the default batch is 2,000)", async () => {
    const { body } = await org.query(SOQL);
    expect(body).toMatchObject({ totalSize: 450, done: true });
    expect(body).not.toHaveProperty("nextRecordsUrl");
    expect(names(body)).toEqual(NAMES);
  });

  test("a batch size under Salesforce's minimum of 200 is raised to 200", async () => {
    const small = (await org.query(SOQL, batchOf(50))).body;
    expect([small.records.length, small.done, LOCATOR_URL.exec(small.nextRecordsUrl)?.[1]]).toEqual([200, false, "200"]);
  });

  test("a LIMIT under the batch size answers in one page", async () => {
    const { body } = await org.query(`${SOQL} LIMIT 150`, batchOf(200));
    expect(body).toMatchObject({ totalSize: 150, done: true });
    expect(body.records).toHaveLength(150);
  });

  test("a queryAll locator reads the same through /query/{locator} and /queryAll/{locator}", async () => {
    const first = (await org.query(SOQL, batchOf(400), "queryAll")).body;
    expect(LOCATOR_URL.test(first.nextRecordsUrl)).toBe(true);
    const viaQuery = (await org.send(first.nextRecordsUrl)).body;
    const viaQueryAll = (await org.send(first.nextRecordsUrl.replace("/query/", "/queryAll/"))).body;
    expect(viaQueryAll).toEqual(viaQuery);
    expect(viaQuery).toMatchObject({ totalSize: 450, done: true });
    expect(names(viaQuery)).toEqual(NAMES.slice(400));
  });
});
