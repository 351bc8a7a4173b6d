import { runSoql, SoqlError } from "./providers/salesforce/soql/index.ts";
import { createFakeSource, NOW } from "./providers/salesforce/soql/fake-source.fixture.ts";
const d = JSON.parse(await Bun.file("/work/shared/reference/salesforce/soql-corpus.json").text());
const s = createFakeSource();
const extra = [
 "SELECT Name, (SELECT Subject, What.Name FROM Tasks) FROM Account", "SELECT Id FROM Task WHERE What.Type = 'Account'", "SELECT COUNT(Id) FROM Task GROUP BY What.Type",
 "SELECT Owner.Name, COUNT(Id) FROM Account GROUP BY Owner.Name", "SELECT Name FROM Account WHERE Parent.Parent.Name = null", "SELECT MAX(CreatedDate) m FROM Account HAVING MAX(CreatedDate) > 2020-01-01T00:00:00Z",
 "SELECT Name FROM Account WHERE Name > 'b' AND Name < 'h'", "SELECT Id FROM Account WHERE Services__c = null", "SELECT Id FROM Account ORDER BY Owner.Name, Parent.Name DESC",
 "SELECT Id, (SELECT Id FROM ChildAccounts), (SELECT Id FROM Opportunities WHERE Amount > 100) FROM Account", "SELECT Id FROM Account WHERE Id IN (SELECT WhatId FROM Task)",
 "SELECT Id FROM Account a WHERE a.Name = 'Acme'", "SELECT TYPEOF Owner WHEN User THEN Alias ELSE Name END FROM Task", "SELECT Id FROM Contact WHERE Birthdate = LAST_N_YEARS:40",
 "SELECT DAY_IN_WEEK(CreatedDate), COUNT(Id) FROM Account GROUP BY DAY_IN_WEEK(CreatedDate)", "SELECT Id FROM Account WHERE CALENDAR_MONTH(Name) = 1",
 "SELECT COUNT() FROM Account WHERE Id IN (SELECT AccountId FROM Contact WHERE Account.Owner.Alias = 'ada')", "SELECT Id FROM Account WHERE toLabel(Industry) = 'Tech (label)'",
];
const all = [...d.parse_cases.map((c: any) => c.soql), ...d.is_valid_cases.map((c: any) => c.soql), ...extra];
const mut: string[] = [];
for (const q of all) { const t = q.split(/(\s+|,|\(|\))/); for (let i = 0; i < t.length; i += 3) mut.push([...t.slice(0, i), ...t.slice(i + 1)].join("")); }
let ok = 0, soqlErr = 0, other = 0;
for (const q of [...all, ...mut]) {
  try { runSoql(q, s, { now: NOW }); ok++; } catch (e: any) { if (e instanceof SoqlError) soqlErr++; else { other++; if (other < 15) console.log("OTHER", q, "\n  ", e?.stack?.split("\n").slice(0,3).join(" | ")); } }
}
console.log({ ok, soqlErr, other });
for (const q of extra) { try { const r = runSoql(q, s, { now: NOW }); console.log("OK", q, r.totalSize, JSON.stringify(r.records[0]).slice(0, 200)); } catch (e: any) { console.log("ERR", q, e.errorCode, e.message.split("\n").pop()); } }
