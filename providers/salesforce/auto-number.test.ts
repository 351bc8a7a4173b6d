import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { autoNumbers, numberSeededRows } from "./auto-number.ts";
import { builtinDescribes } from "./describes/index.ts";

/** A fixed list as the records autoNumbers reads. */
const records = (rows: Array<Record<string, unknown>>) => ({ count: () => rows.length, all: () => rows });

let t: TestService;
let url: string;
beforeAll(async () => {
  t = await startTestService();
  url = (await t.createSnapshot("salesforce", { seed: { salesforce: { Case: [{ Subject: "Seeded", CaseNumber: "00001041" }, { Subject: "Unnumbered" }] } } })).url;
});
afterAll(() => t.close());

const sf = (path: string, init: RequestInit = {}) =>
  t.mock(`${url}/services/data/v67.0${path}`, { ...init, headers: { authorization: "Bearer t", "content-type": "application/json" } });

test("a new Case gets the next case number after the highest one, and SOQL and search can find it", async () => {
  // The unnumbered seeded case took 00001042, in seed order after the seeded 00001041.
  const seeded = await (await sf(`/query?q=${encodeURIComponent("SELECT CaseNumber FROM Case WHERE Subject = 'Unnumbered'")}`)).json();
  expect(seeded.records[0].CaseNumber).toBe("00001042");
  const created = await (await sf("/sobjects/Case", { method: "POST", body: JSON.stringify({ Subject: "Printer on fire" }) })).json();
  const record = await (await sf(`/sobjects/Case/${created.id}`)).json();
  expect(record.CaseNumber).toBe("00001043");
  const second = await (await sf("/sobjects/Case", { method: "POST", body: JSON.stringify({ Subject: "Again" }) })).json();
  expect((await (await sf(`/sobjects/Case/${second.id}`)).json()).CaseNumber).toBe("00001044");
  const rows = await (await sf(`/query?q=${encodeURIComponent("SELECT Subject FROM Case WHERE CaseNumber = '00001043'")}`)).json();
  expect(rows.records.map((r: { Subject: string }) => r.Subject)).toEqual(["Printer on fire"]);
});

test("a case number is not writable, as in Salesforce", async () => {
  const refused = await sf("/sobjects/Case", { method: "POST", body: JSON.stringify({ Subject: "x", CaseNumber: "1" }) });
  expect(refused.status).toBe(400);
  expect((await refused.json())[0].errorCode).toBe("INVALID_FIELD_FOR_INSERT_UPDATE");
});

const describeOf = (name: string) => builtinDescribes().find((describe) => describe.name === name)!;

test("each auto-number starts where a new org starts: cases at 00001001, contracts and orders at 00000100", () => {
  expect(autoNumbers(describeOf("Case"), records([]))).toEqual({ CaseNumber: "00001001" });
  expect(autoNumbers(describeOf("Contract"), records([]))).toEqual({ ContractNumber: "00000100" });
  expect(autoNumbers(describeOf("Order"), records([]))).toEqual({ OrderNumber: "00000100" });
  expect(autoNumbers(describeOf("Quote"), records([]))).toEqual({ QuoteNumber: "00000001" });
  expect(autoNumbers(describeOf("Invoice__c"), records([{ Name: "INV-0041" }]))).toEqual({ Name: "00000042" });
  expect(autoNumbers(describeOf("Account"), records([]))).toEqual({});
});

test("seeded rows without a number get the next ones, in seed order", () => {
  const rows = numberSeededRows(describeOf("Case"), [{ Subject: "a" }, { Subject: "b", CaseNumber: "00001041" }, { Subject: "c" }]);
  expect(rows.map((row) => row.CaseNumber)).toEqual(["00001042", "00001041", "00001043"]);
  const plain = [{ Name: "Acme" }];
  expect(numberSeededRows(describeOf("Account"), plain)).toEqual(plain);
});

test("a run of creates numbers on from the last number without rescanning; a change of size rescans", () => {
  const rows: Array<Record<string, unknown>> = [{ CaseNumber: "00001005" }];
  let scans = 0;
  const source = { count: () => rows.length, all: () => (scans++, rows) };
  for (let i = 0; i < 3; i++) rows.push(autoNumbers(describeOf("Case"), source));
  expect(rows.map((row) => row.CaseNumber)).toEqual(["00001005", "00001006", "00001007", "00001008"]);
  expect(scans).toBe(1);
  rows.push({ CaseNumber: "00002000" }); // another node's record, replayed
  expect(autoNumbers(describeOf("Case"), source)).toEqual({ CaseNumber: "00002001" });
  expect(scans).toBe(2);
});
