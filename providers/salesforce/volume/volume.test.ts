import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../../tests/support/test-service.ts";
import type { JsonRecord } from "../../../core/pack/index.ts";

let t: TestService;
// Counting 50,000 rows in one SOQL stretch takes more than the default work budget on a loaded machine: these tests are about the rows.
beforeAll(async () => (t = await startTestService({ limits: { workBudgetMs: 10_000 } })), 30_000);
afterAll(() => t.close());

const soql = async (url: string, q: string) => (await t.mock(`${url}/services/data/v67.0/query?q=${encodeURIComponent(q)}`)).json();
const stored = async (id: string, collection: string): Promise<JsonRecord[]> =>
  (await t.service.store.loadWorld(id))!.records.filter((r) => r.collection === collection).map((r) => r.data);

test("50,000 generated Contacts each reference an Account the world holds", async () => {
  const { url } = await t.createSnapshot("salesforce", {
    seed: { Account: [{ Id: "001000000000001AAA", Name: "Acme" }], $generate: { Account: 1_000, Contact: 50_000 } },
  });
  expect((await soql(url, "SELECT COUNT() FROM Contact")).totalSize).toBe(50_000);
  expect((await soql(url, "SELECT COUNT() FROM Contact WHERE AccountId = null")).totalSize).toBe(0);
  expect((await soql(url, "SELECT COUNT() FROM Contact WHERE AccountId IN (SELECT Id FROM Account)")).totalSize).toBe(50_000);
  // The hand-written account is a parent like any other.
  const acme = await soql(url, "SELECT Name, (SELECT Email FROM Contacts) FROM Account WHERE Id = '001000000000001AAA'");
  expect(acme.records[0].Contacts.totalSize).toBeGreaterThan(0);
  expect(acme.records[0].Contacts.records[0].Email).toMatch(/^[a-z0-9.]+@acme\.example$/);
}, 120_000);

test("SOQL over generated rows answers as the stored rows say: filters, aggregates, relationships", async () => {
  const { snapshotId, url } = await t.createSnapshot("salesforce", {
    seed: { Account: [{ Name: "Acme", Industry: "Energy" }], Contact: [{ LastName: "Coyote" }], $generate: { Account: 300, Contact: 1_000, Opportunity: 400, Case: 300 } },
  });
  const accounts = await stored(snapshotId, "Account");
  const contacts = await stored(snapshotId, "Contact");
  const opportunities = await stored(snapshotId, "Opportunity");
  expect(accounts).toHaveLength(301);
  const energy = accounts.filter((a) => a.Industry === "Energy");
  expect((await soql(url, "SELECT COUNT() FROM Account WHERE Industry = 'Energy'")).totalSize).toBe(energy.length);
  const byIndustry = await soql(url, "SELECT Industry, COUNT(Id) n FROM Account GROUP BY Industry");
  for (const row of byIndustry.records) expect(row.n).toBe(accounts.filter((a) => (a.Industry ?? null) === row.Industry).length);
  const big = opportunities.filter((o) => Number(o.Amount) > 2_000_000).sort((a, b) => Number(b.Amount) - Number(a.Amount) || String(a.Id).localeCompare(String(b.Id)));
  const answered = await soql(url, "SELECT Id FROM Opportunity WHERE Amount > 2000000 ORDER BY Amount DESC, Id");
  expect(answered.records.map((r: JsonRecord) => r.Id)).toEqual(big.map((o) => o.Id));
  // A relationship filter joins generated children to generated and hand-written parents alike.
  const energyIds = new Set(energy.map((a) => a.Id));
  expect((await soql(url, "SELECT COUNT() FROM Contact WHERE Account.Industry = 'Energy'")).totalSize).toBe(contacts.filter((c) => energyIds.has(c.AccountId)).length);
  // A case is on a contact and that contact's account.
  const cases = await soql(url, "SELECT AccountId, Contact.AccountId FROM Case LIMIT 2000");
  expect(cases.totalSize).toBe(300);
  for (const c of cases.records) expect(c.AccountId).toBe(c.Contact.AccountId);
}, 60_000);

test("hand-written rows keep their ids and values next to generated ones", async () => {
  const seed = { Account: [{ Id: "001000000000001AAA", Name: "Given" }, { Name: "Counted" }], Contact: [{ LastName: "Coyote", AccountId: "001000000000001AAA" }] };
  const plain = await t.createSnapshot("salesforce", { seed });
  const grown = await t.createSnapshot("salesforce", { seed: { ...seed, $generate: { Account: 50, Contact: 50 } } });
  const q = "SELECT Id, Name, AccountId FROM Contact WHERE LastName = 'Coyote'";
  expect((await soql(grown.url, q)).records).toEqual((await soql(plain.url, q)).records);
  const names = "SELECT Id, Name FROM Account WHERE Name IN ('Given', 'Counted') ORDER BY Name";
  expect((await soql(grown.url, names)).records).toEqual((await soql(plain.url, names)).records);
}, 30_000);
