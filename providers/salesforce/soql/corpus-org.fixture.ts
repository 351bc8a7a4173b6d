import { recordPath } from "../record-shape.ts";
import { describeRegistry } from "../world-describes.ts";
import { sfId } from "./fake-source.fixture.ts";
import type { SoqlRow, SoqlSource } from "./types.ts";

/** A small org for the corpus queries, on the built-in describes; corpus-builtin.test.ts works out its answers by hand. */
export const CORPUS_USER = sfId("005", 1);
const OTHER_USER = sfId("005", 2);

export const CORPUS_ORG = {
  A1: sfId("001", 1), A2: sfId("001", 2), A3: sfId("001", 3), A4: sfId("001", 4),
  C1: sfId("003", 1), C2: sfId("003", 2), C3: sfId("003", 3),
  O1: sfId("006", 1), O2: sfId("006", 2), O3: sfId("006", 3),
};
const { A1, A2, A3, A4, C1, C2, C3, O1, O2, O3 } = CORPUS_ORG;

const ROWS: Record<string, SoqlRow[]> = {
  User: [
    { Id: CORPUS_USER, FirstName: "Bob", LastName: "Builder", Name: "Bob Builder", Alias: "bob" },
    { Id: OTHER_USER, FirstName: "Alice", LastName: "Ames", Name: "Alice Ames", Alias: "x" },
  ],
  Account: [
    { Id: A1, Name: "Acme", Industry: "Media", BillingCity: "Paris", BillingPostalCode: "75001", AnnualRevenue: 100000, OwnerId: CORPUS_USER },
    { Id: A2, Name: "Globex", Industry: "Technology", BillingCity: "Berlin", BillingPostalCode: null, AnnualRevenue: 500000, OwnerId: OTHER_USER },
    { Id: A3, Name: "Initech", Industry: "Media", BillingCity: null, BillingPostalCode: "10001", AnnualRevenue: null, OwnerId: OTHER_USER },
    { Id: A4, Name: "Acme", Industry: null, BillingCity: null, BillingPostalCode: null, AnnualRevenue: null, OwnerId: OTHER_USER },
  ],
  Contact: [
    { Id: C1, FirstName: "Ann", LastName: "Apple", Name: "Ann Apple", AccountId: A1, MailingCity: "California", CreatedById: OTHER_USER },
    { Id: C2, FirstName: "Ben", LastName: "Baker", Name: "Ben Baker", AccountId: A1, MailingCity: "California", CreatedById: OTHER_USER },
    { Id: C3, FirstName: "Cy", LastName: "Apple", Name: "Cy Apple", AccountId: A2, MailingCity: "Boston", CreatedById: CORPUS_USER },
  ],
  Lead: [
    { Id: sfId("00Q", 1), LastName: "One", Name: "One", Company: "X", LeadSource: "Web", Status: "Open - Not Contacted" },
    { Id: sfId("00Q", 2), LastName: "Two", Name: "Two", Company: "Y", LeadSource: "Web", Status: "Working - Contacted" },
    { Id: sfId("00Q", 3), LastName: "Three", Name: "Three", Company: "X", LeadSource: "Phone Inquiry", Status: "Open - Not Contacted" },
  ],
  Opportunity: [
    { Id: O1, Name: "Acme deal", AccountId: A1, StageName: "Closed Lost", IsClosed: true, Amount: 5000, CloseDate: "2024-03-01" },
    { Id: O2, Name: "Globex deal", AccountId: A2, StageName: "Prospecting", IsClosed: false, Amount: 6000, CloseDate: "2024-09-01" },
    { Id: O3, Name: "Initech deal", AccountId: A3, StageName: "Closed Won", IsClosed: true, Amount: 600, CloseDate: "2024-05-01" },
  ],
};

export function builtinCorpusSource(): SoqlSource {
  const registry = describeRegistry(undefined);
  const rows = (name: string) => ROWS[registry.get(name)?.name ?? ""] ?? [];
  return {
    describe: (name) => registry.get(name),
    records: rows,
    get: (name, id) => rows(name).find((row) => row.Id === id),
    recordUrl: (type, id) => recordPath("67.0", type, id),
  };
}
