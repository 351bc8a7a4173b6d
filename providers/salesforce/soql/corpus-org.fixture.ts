import { withActivityViews } from "../activity-views.ts";
import { recordPath } from "../record-shape.ts";
import { describeRegistry } from "../world-describes.ts";
import { sfId } from "./fake-source.fixture.ts";
import type { SoqlRow, SoqlSource } from "./types.ts";

/** A small org for the corpus queries, on the built-in describes; corpus-builtin.test.ts works out its answers by hand. */
export const CORPUS_USER = sfId("005", 1);
/** The instant the corpus runs at (a Saturday). */
export const CORPUS_NOW = new Date("2024-06-15T12:00:00.000Z");
const OTHER_USER = sfId("005", 2);

export const CORPUS_ORG = {
  A1: sfId("001", 1), A2: sfId("001", 2), A3: sfId("001", 3), A4: sfId("001", 4),
  C1: sfId("003", 1), C2: sfId("003", 2), C3: sfId("003", 3),
  O1: sfId("006", 1), O2: sfId("006", 2), O3: sfId("006", 3),
  E1: sfId("00U", 1), E2: sfId("00U", 2), RT1: sfId("012", 1), W1: sfId("04i", 1), W2: sfId("04i", 2),
};
const { A1, A2, A3, A4, C1, C2, C3, O1, O2, O3, E1, E2, RT1, W1, W2 } = CORPUS_ORG;
const [P1, P2, P3, PB1, PBE1, G1] = [sfId("01t", 1), sfId("01t", 2), sfId("01t", 3), sfId("01s", 1), sfId("01u", 1), sfId("00G", 1)];

const ROWS: Record<string, SoqlRow[]> = {
  User: [
    { Id: CORPUS_USER, FirstName: "Bob", LastName: "Builder", Name: "Bob Builder", Alias: "bob" },
    { Id: OTHER_USER, FirstName: "Alice", LastName: "Ames", Name: "Alice Ames", Alias: "x" },
  ],
  Account: [
    { Id: A1, Name: "Acme", Industry: "Media", BillingCity: "Paris", BillingPostalCode: "75001", AnnualRevenue: 100000, OwnerId: CORPUS_USER, Phone: "555-0100", NumberOfEmployees: 50 },
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
  Event: [
    { Id: E1, Subject: "Kick-off", WhatId: A1, StartDateTime: "2024-06-01T09:00:00.000+0000", EndDateTime: "2024-06-01T10:00:00.000+0000" },
    { Id: E2, Subject: "Pricing call", WhatId: O2, StartDateTime: "2024-07-01T09:00:00.000+0000", EndDateTime: "2024-07-01T10:00:00.000+0000" },
  ],
  Note: [{ Id: sfId("002", 1), ParentId: A1, Title: "Met the buyer", CreatedById: CORPUS_USER }],
  Product2: [
    { Id: P1, Name: "Generator", ProductCode: "GC1020" },
    { Id: P2, Name: "Generator (used)", ProductCode: "GC1020" },
    { Id: P3, Name: "Installation", ProductCode: "SL9080" },
  ],
  Pricebook2: [{ Id: PB1, Name: "Standard Price Book", IsStandard: true, IsActive: true }],
  PricebookEntry: [{ Id: PBE1, Name: "Generator", Pricebook2Id: PB1, Product2Id: P1, UnitPrice: 100, IsActive: true }],
  OpportunityLineItem: [{ Id: sfId("00k", 1), OpportunityId: O1, PricebookEntryId: PBE1, Product2Id: P1, Quantity: 2, ListPrice: 100, UnitPrice: 90 }],
  RecordType: [{ Id: RT1, Name: "Partner", DeveloperName: "Partner", SobjectType: "Account", IsActive: true, Description: null }],
  LoginHistory: [{ Id: sfId("0Ya", 1), UserId: CORPUS_USER, LoginTime: "2024-06-01T08:00:00.000+0000", NetworkId: null }],
  Group: [{ Id: G1, Name: "Approvers", Type: "Queue" }],
  GroupMember: [{ Id: sfId("011", 1), GroupId: G1, UserOrGroupId: CORPUS_USER }],
  ProcessInstanceWorkitem: [
    { Id: W1, ActorId: CORPUS_USER },
    { Id: W2, ActorId: G1 },
    { Id: sfId("04i", 3), ActorId: OTHER_USER },
  ],
};

export function builtinCorpusSource(): SoqlSource {
  const registry = describeRegistry(undefined);
  const rows = (name: string) => ROWS[registry.get(name)?.name ?? ""] ?? [];
  const source: SoqlSource = {
    describe: (name) => registry.get(name),
    records: rows,
    get: (name, id) => rows(name).find((row) => row.Id === id),
    recordUrl: (type, id) => recordPath("67.0", type, id),
  };
  return withActivityViews(source, CORPUS_NOW);
}
