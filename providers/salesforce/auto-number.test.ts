import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";

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
  const created = await (await sf("/sobjects/Case", { method: "POST", body: JSON.stringify({ Subject: "Printer on fire" }) })).json();
  const record = await (await sf(`/sobjects/Case/${created.id}`)).json();
  expect(record.CaseNumber).toBe("00001042");
  const second = await (await sf("/sobjects/Case", { method: "POST", body: JSON.stringify({ Subject: "Again" }) })).json();
  expect((await (await sf(`/sobjects/Case/${second.id}`)).json()).CaseNumber).toBe("00001043");
  const rows = await (await sf(`/query?q=${encodeURIComponent("SELECT Subject FROM Case WHERE CaseNumber = '00001042'")}`)).json();
  expect(rows.records.map((r: { Subject: string }) => r.Subject)).toEqual(["Printer on fire"]);
});

test("a case number is not writable, as in Salesforce", async () => {
  const refused = await sf("/sobjects/Case", { method: "POST", body: JSON.stringify({ Subject: "x", CaseNumber: "1" }) });
  expect(refused.status).toBe(400);
  expect((await refused.json())[0].errorCode).toBe("INVALID_FIELD_FOR_INSERT_UPDATE");
});
