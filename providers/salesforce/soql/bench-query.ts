/**
 * In-process timings of two typical queries over a 10,000-Account world:
 * `node_modules/.bin/bun providers/salesforce/soql/bench-query.ts`. Prints p50/p99 per query.
 */
import { startWorkSlice } from "../../../core/pack/index.ts";
import { toCaseSafeId } from "./record-id.ts";
import { runSoql } from "./run-soql.ts";
import type { SoqlDescribe, SoqlField, SoqlRow, SoqlSource } from "./types.ts";

const INDUSTRIES = ["Energy", "Media", "Technology", "Retail", "Banking"];
const f = (name: string, type: string, extra: Partial<SoqlField> = {}): SoqlField => ({ name, type, ...extra });
const id = (prefix: string, n: number) => toCaseSafeId(prefix + String(n).padStart(12, "0"))!;

const describes: SoqlDescribe[] = [
  {
    name: "Account",
    keyPrefix: "001",
    fields: [
      f("Id", "id"), f("IsDeleted", "boolean"), f("Name", "string"), f("Industry", "picklist"),
      f("AnnualRevenue", "currency"), f("NumberOfEmployees", "int"), f("BillingCity", "string"),
      f("CreatedDate", "datetime"), f("OwnerId", "reference", { referenceTo: ["User"], relationshipName: "Owner" }),
    ],
    childRelationships: [{ childSObject: "Contact", field: "AccountId", relationshipName: "Contacts" }],
  },
  {
    name: "Contact",
    keyPrefix: "003",
    fields: [
      f("Id", "id"), f("IsDeleted", "boolean"), f("FirstName", "string"), f("LastName", "string"), f("Email", "email"),
      f("AccountId", "reference", { referenceTo: ["Account"], relationshipName: "Account" }),
    ],
  },
];

function createBenchSource(accounts: number, contactsPerAccount: number): SoqlSource {
  const accountRows: SoqlRow[] = [];
  const contactRows: SoqlRow[] = [];
  const rows: Record<string, SoqlRow[]> = { Account: accountRows, Contact: contactRows };
  for (let n = 0; n < accounts; n++) {
    accountRows.push({
      Id: id("001", n), IsDeleted: n % 97 === 0, Name: `Account ${String(n).padStart(5, "0")}`,
      Industry: INDUSTRIES[n % INDUSTRIES.length], AnnualRevenue: (n * 7919) % 2_000_000,
      NumberOfEmployees: n % 500, BillingCity: n % 3 ? "Austin" : null,
      CreatedDate: new Date(Date.UTC(2024, 0, 1) + n * 60_000).toISOString(),
    });
    for (let c = 0; c < contactsPerAccount; c++) {
      const k = n * contactsPerAccount + c;
      contactRows.push({ Id: id("003", k), FirstName: `First${k}`, LastName: `Last${k}`, AccountId: id("001", n) });
    }
  }
  const byId = new Map<string, SoqlRow>();
  for (const list of Object.values(rows)) for (const row of list) byId.set(String(row.Id), row);
  const find = (name: string) => describes.find((d) => d.name.toLowerCase() === name.toLowerCase());
  return {
    describe: find,
    records: (name) => rows[find(name)?.name ?? ""] ?? [],
    get: (_name, recordId) => byId.get(recordId),
    recordUrl: (type, recordId) => `/services/data/v67.0/sobjects/${type}/${recordId}`,
  };
}

function measure(label: string, run: () => unknown, iterations: number): void {
  // Each run is one request's work: it starts its own slice of the work budget, as a request does.
  for (let i = 0; i < 20; i++) (startWorkSlice(), run());
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    startWorkSlice();
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? Number.NaN).toFixed(3);
  console.log(`${label}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (${iterations} runs)`);
}

const now = new Date("2024-06-15T12:00:00.000Z");
const large = createBenchSource(10_000, 0);
const filtered =
  "SELECT Id, Name, AnnualRevenue FROM Account WHERE Industry = 'Energy' AND AnnualRevenue > 500000 ORDER BY AnnualRevenue DESC, Name LIMIT 200";
console.log(`rows returned: ${runSoql(filtered, large, { now }).totalSize}`);
measure("filtered + sorted, 10,000 accounts", () => runSoql(filtered, large, { now }), 500);

const family = createBenchSource(1_000, 5);
const parentChild = "SELECT Name, (SELECT LastName FROM Contacts) FROM Account WHERE Industry IN ('Energy', 'Media')";
console.log(`rows returned: ${runSoql(parentChild, family, { now }).totalSize}`);
measure("parent-child, 1,000 accounts x 5 contacts", () => runSoql(parentChild, family, { now }), 500);
