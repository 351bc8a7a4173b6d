import { runSoql } from "./providers/salesforce/soql/index.ts";
const dir = "/work/shared/reference/salesforce/describes/";
const ds: any[] = [];
for (const n of ["Account", "Contact", "Opportunity", "Event", "Case", "Lead"]) ds.push(JSON.parse(await Bun.file(`${dir}GET_sobjects_${n}_describe.json`).text()));
const rows: Record<string, any[]> = { Account: [{ Id: "001000000000001AAA", Name: "Acme", BillingCity: "Paris", BillingCountry: "FR", OwnerId: "005000000000001AAA" }], Event: [{ Id: "00U000000000001AAA", Subject: "Meet", WhatId: "001000000000001AAA", OwnerId: "005000000000001AAA", WhoId: null }], Case: [{ Id: "500000000000001AAA", Subject: "Help", OwnerId: "005000000000001AAA", AccountId: "001000000000001AAA" }], Contact: [], Opportunity: [], Lead: [] };
const src = { describe: (n: string) => ds.find((d) => d.name.toLowerCase() === n.toLowerCase()), records: (n: string) => rows[n] ?? [], get: (n: string, id: string) => (rows[n] ?? []).find((r) => r.Id === id), recordUrl: (t: string, id: string) => `/x/${t}/${id}` };
for (const q of ["SELECT Id, What.Name, Owner.Name FROM Event", "SELECT Owner.Name, Account.Name, (SELECT Subject FROM Events) FROM Case", "SELECT Name, BillingAddress, Owner.Name FROM Account", "SELECT FIELDS(STANDARD) FROM Account", "SELECT Id FROM Account WHERE Description = 'x'", "SELECT Name, (SELECT Subject FROM Events), (SELECT Subject FROM Cases) FROM Account", "SELECT COUNT(Id), Industry FROM Account GROUP BY Industry", "SELECT Id FROM Account WHERE CreatedDate > 2024-01-01"]) {
  const t = performance.now();
  try { const r = runSoql(q, src as any, { now: new Date() }); console.log("OK", (performance.now() - t).toFixed(1) + "ms", q, JSON.stringify(r.records[0])?.slice(0, 300)); } catch (e: any) { console.log("ERR", q, e.errorCode, e.message.split("\n").pop().slice(0, 150)); }
}
