import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";

let t: TestService;
beforeAll(async () => (t = await startTestService()));
afterAll(() => t.close());

const create = (body: unknown) => t.control("/providers/salesforce/create-snapshot", { method: "POST", body: JSON.stringify(body) });
const query = async (url: string, soql: string) => (await t.mock(`${url}/services/data/v67.0/query?q=${encodeURIComponent(soql)}`)).json();

test("seeded rows keep their ids (15 or 18 characters), others get generated ids with the key prefix", async () => {
  const snapshot = await t.createSnapshot("salesforce", {
    seed: { salesforce: { Account: [{ Id: "001000000000001", Name: "Given" }, { Name: "Generated" }], Contact: [{ LastName: "L", AccountId: "001000000000001AAA" }] } },
  });
  const accounts = await query(snapshot.url, "SELECT Id, Name FROM Account ORDER BY Name");
  expect(accounts.records.map((r: { Name: string }) => r.Name)).toEqual(["Generated", "Given"]);
  expect(accounts.records[1].Id).toBe("001000000000001AAA");
  expect(accounts.records[0].Id).toMatch(/^0015g000[A-Za-z0-9]{10}$/);
  const users = await query(snapshot.url, "SELECT Username FROM User");
  // The built-in user, with a username unique to the world (usernames are unique across Salesforce).
  expect(users.records[0].Username).toMatch(/^integration-[a-z0-9]{10}@understudy\.example$/);
});

test("seed rows that cannot be loaded are 400 with the row and the reason", async () => {
  const cases: Array<[unknown, string]> = [
    [{ Account: [{ Name: "x", Bogus: 1 }] }, "seed.salesforce.Account[0]: No such column 'Bogus' on sobject of type Account"],
    [{ Account: [{ Id: "003000000000001", Name: "x" }] }, "does not start with Account's key prefix 001"],
    [{ Account: [{ Id: "nope", Name: "x" }] }, "is not a 15- or 18-character Salesforce id"],
    [{ Account: [{ Id: "001000000000001", Name: "a" }, { Id: "001000000000001AAA", Name: "b" }] }, "duplicate Id"],
    [{ Account: [{ Industry: "x" }] }, "Required fields are missing: [Name]"],
    [{ Contact: [{ LastName: "x", AccountId: "001000000000009" }] }, "seed.salesforce.Contact[0].AccountId: no seeded Account has Id 001000000000009AAA"],
    [{ Account: { Name: "x" } }, "seed.salesforce.Account must be array"],
    [{ "bad name": [] }, "seed.salesforce"],
  ];
  for (const [seed, message] of cases) {
    const response = await create({ seed });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain(message);
  }
  expect(t.service.worlds.size).toBe(1);
});

test("an object with no describe falls back on the shapes of its seeded fields", async () => {
  const snapshot = await t.createSnapshot("salesforce", { seed: { Gadget__c: [{ Name: "g1", Weight__c: 2.5, Active__c: true, Shipped__c: "2026-01-02" }] } });
  const describe = await (await t.mock(`${snapshot.url}/services/data/v67.0/sobjects/Gadget__c/describe`)).json();
  const types = Object.fromEntries(describe.fields.map((f: { name: string; type: string }) => [f.name, f.type]));
  expect(types).toMatchObject({ Id: "id", Name: "string", Weight__c: "double", Active__c: "boolean", Shipped__c: "date" });
  const rows = await query(snapshot.url, "SELECT Name FROM Gadget__c WHERE Weight__c > 2");
  expect(rows.totalSize).toBe(1);
});

test("config replaces the built-in describes (map or array form) and bad config is 400", async () => {
  for (const config of [
    { Widget__c: { label: "Widget", keyPrefix: "a0W", fields: [{ name: "Name" }, { name: "Size__c", type: "double" }] } },
    [{ name: "Widget__c", label: "Widget", keyPrefix: "a0W", fields: [{ name: "Name" }, { name: "Size__c", type: "double" }] }],
  ]) {
    const snapshot = await t.createSnapshot("salesforce", { config, seed: { Widget__c: [{ Name: "w", Size__c: 1 }] } });
    const global = await (await t.mock(`${snapshot.url}/services/data/v67.0/sobjects`)).json();
    expect(global.sobjects.map((s: { name: string }) => s.name)).toEqual(["Widget__c"]);
    expect((await t.mock(`${snapshot.url}/services/data/v67.0/sobjects/Account/describe`)).status).toBe(404);
  }
  const bad = await create({ config: { Widget__c: { fields: [{ name: "" }] } } });
  expect(bad.status).toBe(400);
  expect((await bad.json()).error).toContain("config.Widget__c.fields[0].name");
  expect((await create({ config: "x" })).status).toBe(400);
});

test("a 1,000-record seed loads", async () => {
  const Account = Array.from({ length: 1000 }, (_, i) => ({ Name: `Account ${i}`, NumberOfEmployees: i }));
  const snapshot = await t.createSnapshot("salesforce", { seed: { Account } });
  expect((await query(snapshot.url, "SELECT COUNT() FROM Account WHERE NumberOfEmployees >= 500")).totalSize).toBe(500);
});
