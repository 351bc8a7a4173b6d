import { toCaseSafeId } from "./record-id.ts";
import type { SoqlDescribe, SoqlField, SoqlRow, SoqlSource } from "./types.ts";

/** A small CRM for tests: Accounts owned by Users, Contacts reporting to Contacts, polymorphic Tasks. */

export const NOW = new Date("2024-06-15T12:00:00.000Z");

export function sfId(prefix: string, n: number): string {
  return toCaseSafeId(prefix + String(n).padStart(12, "0"))!;
}

const ref = (name: string, to: string[], relationshipName: string, extra: Partial<SoqlField> = {}): SoqlField => ({
  name,
  type: "reference",
  referenceTo: to,
  relationshipName,
  ...extra,
});
const f = (name: string, type: string, extra: Partial<SoqlField> = {}): SoqlField => ({ name, type, ...extra });
const common = [f("Id", "id"), f("IsDeleted", "boolean"), f("CreatedDate", "datetime", { groupable: false })];

const describes: SoqlDescribe[] = [
  {
    name: "Account",
    keyPrefix: "001",
    fields: [
      ...common,
      f("Name", "string"),
      f("Industry", "picklist", { picklistValues: [{ value: "Technology", label: "Tech (label)" }, { value: "Media", label: "Media" }] }),
      f("AnnualRevenue", "currency", { groupable: false }),
      f("NumberOfEmployees", "int"),
      f("BillingCity", "string"),
      f("BillingAddress", "address", { sortable: false, groupable: false, aggregatable: false }),
      f("Description", "textarea", { filterable: false, sortable: false, groupable: false, aggregatable: false }),
      ref("OwnerId", ["User"], "Owner"),
      ref("ParentId", ["Account"], "Parent"),
      f("Tier__c", "string", { custom: true }),
      f("Services__c", "multipicklist", { custom: true, sortable: false, groupable: false }),
    ],
    childRelationships: [
      { childSObject: "Contact", field: "AccountId", relationshipName: "Contacts" },
      { childSObject: "Opportunity", field: "AccountId", relationshipName: "Opportunities" },
      { childSObject: "Account", field: "ParentId", relationshipName: "ChildAccounts" },
      { childSObject: "Task", field: "WhatId", relationshipName: "Tasks" },
      { childSObject: "AccountHistory", field: "AccountId", relationshipName: null },
    ],
  },
  {
    name: "Contact",
    keyPrefix: "003",
    fields: [
      ...common,
      f("FirstName", "string"),
      f("LastName", "string"),
      f("Name", "string"),
      f("Email", "email"),
      f("Birthdate", "date"),
      ref("AccountId", ["Account"], "Account"),
      ref("ReportsToId", ["Contact"], "ReportsTo"),
      ref("OwnerId", ["User"], "Owner"),
    ],
    childRelationships: [{ childSObject: "Contact", field: "ReportsToId", relationshipName: "DirectReports" }],
  },
  {
    name: "Opportunity",
    keyPrefix: "006",
    fields: [
      ...common,
      f("Name", "string"),
      f("Amount", "currency"),
      f("CloseDate", "date"),
      f("StageName", "picklist"),
      f("IsClosed", "boolean"),
      ref("AccountId", ["Account"], "Account"),
      ref("OwnerId", ["User"], "Owner"),
    ],
  },
  {
    name: "User",
    keyPrefix: "005",
    fields: [...common, f("Name", "string"), f("FirstName", "string"), f("LastName", "string"), f("Alias", "string"), f("Email", "email"), f("IsActive", "boolean")],
  },
  { name: "Group", keyPrefix: "00G", fields: [...common, f("Name", "string"), f("Type", "picklist")] },
  {
    name: "Task",
    keyPrefix: "00T",
    fields: [
      ...common,
      f("Subject", "string"),
      ref("WhatId", ["Account", "Opportunity"], "What", { namePointing: true }),
      ref("WhoId", ["Contact"], "Who", { namePointing: true }),
      ref("OwnerId", ["Group", "User"], "Owner", { namePointing: true }),
    ],
  },
];

export const ids = {
  u1: sfId("005", 1), u2: sfId("005", 2), g1: sfId("00G", 1),
  a1: sfId("001", 1), a2: sfId("001", 2), a3: sfId("001", 3), a4: sfId("001", 4), a5: sfId("001", 5),
  c1: sfId("003", 1), c2: sfId("003", 2), c3: sfId("003", 3), c4: sfId("003", 4), c5: sfId("003", 5),
  o1: sfId("006", 1), o2: sfId("006", 2), o3: sfId("006", 3),
  t1: sfId("00T", 1), t2: sfId("00T", 2), t3: sfId("00T", 3),
};

const rows: Record<string, SoqlRow[]> = {
  User: [
    { Id: ids.u1, Name: "Ada Lovelace", FirstName: "Ada", LastName: "Lovelace", Alias: "ada", Email: "ada@example.com", IsActive: true },
    { Id: ids.u2, Name: "Grace Hopper", FirstName: "Grace", LastName: "Hopper", Alias: "grace", Email: "grace@example.com", IsActive: false },
  ],
  Group: [{ Id: ids.g1, Name: "Support Queue", Type: "Queue" }],
  Account: [
    { Id: ids.a1, Name: "Acme", Industry: "Technology", AnnualRevenue: 5000000, NumberOfEmployees: 100, BillingCity: "San Francisco", OwnerId: ids.u1, ParentId: null, CreatedDate: "2024-01-15T10:00:00.000+0000", Tier__c: "Gold", Services__c: "Consulting;Training", IsDeleted: false },
    { Id: ids.a2, Name: "Globex", Industry: "Media", AnnualRevenue: 250000, NumberOfEmployees: 20, BillingCity: null, OwnerId: ids.u2, ParentId: ids.a1, CreatedDate: "2024-06-14T09:30:00Z", Tier__c: "Silver", Services__c: "Training", IsDeleted: false },
    { Id: ids.a3, Name: "Initech", Industry: null, AnnualRevenue: null, NumberOfEmployees: 5, BillingCity: "Austin", OwnerId: ids.u1, ParentId: null, CreatedDate: "2023-12-31T23:59:59.000+0000", Tier__c: null, Services__c: null, IsDeleted: false },
    { Id: ids.a4, Name: "acme labs", Industry: "Technology", AnnualRevenue: 1000, NumberOfEmployees: 100, BillingCity: "austin", OwnerId: ids.u2, ParentId: ids.a1, CreatedDate: "2024-06-15T08:00:00.000+0000", Tier__c: "Gold", Services__c: "Support;Consulting", IsDeleted: false },
    { Id: ids.a5, Name: "Deleted Co", Industry: "Technology", AnnualRevenue: 1, NumberOfEmployees: 1, OwnerId: ids.u1, CreatedDate: "2024-06-15T08:00:00.000+0000", IsDeleted: true },
  ],
  Contact: [
    { Id: ids.c1, FirstName: "Alice", LastName: "Smith", Name: "Alice Smith", Email: "alice@acme.test", Birthdate: "1990-05-01", AccountId: ids.a1, ReportsToId: null, OwnerId: ids.u1, CreatedDate: "2024-06-10T00:00:00.000+0000" },
    { Id: ids.c2, FirstName: "Bob", LastName: "Jones", Name: "Bob Jones", Email: null, Birthdate: "1985-11-30", AccountId: ids.a1, ReportsToId: ids.c1, OwnerId: ids.u2, CreatedDate: "2024-06-12T00:00:00.000+0000" },
    { Id: ids.c3, FirstName: "Carol", LastName: "White", Name: "Carol White", Email: "carol@globex.test", Birthdate: null, AccountId: ids.a2, ReportsToId: ids.c2, OwnerId: ids.u1, CreatedDate: "2024-05-20T00:00:00.000+0000" },
    { Id: ids.c4, FirstName: "Dan", LastName: "Brown", Name: "Dan Brown", Email: "dan@example.com", Birthdate: "2000-01-01", AccountId: null, ReportsToId: null, OwnerId: ids.u2, CreatedDate: "2023-01-01T00:00:00.000+0000" },
    { Id: ids.c5, FirstName: "Eve", LastName: "Gone", Name: "Eve Gone", AccountId: ids.a1, IsDeleted: true, CreatedDate: "2024-06-01T00:00:00.000+0000" },
  ],
  Opportunity: [
    { Id: ids.o1, Name: "Acme Deal", AccountId: ids.a1, Amount: 1000, CloseDate: "2024-06-15", StageName: "Closed Won", IsClosed: true, OwnerId: ids.u1 },
    { Id: ids.o2, Name: "Acme Expansion", AccountId: ids.a1, Amount: 5000, CloseDate: "2024-07-01", StageName: "Prospecting", IsClosed: false, OwnerId: ids.u1 },
    { Id: ids.o3, Name: "Globex Pilot", AccountId: ids.a2, Amount: 250, CloseDate: "2024-06-14", StageName: "Closed Lost", IsClosed: true, OwnerId: ids.u2 },
  ],
  Task: [
    { Id: ids.t1, Subject: "Call", WhatId: ids.a1, WhoId: ids.c1, OwnerId: ids.u1 },
    { Id: ids.t2, Subject: "Email", WhatId: ids.o1, WhoId: null, OwnerId: ids.g1 },
    { Id: ids.t3, Subject: "Follow up", WhatId: null, WhoId: null, OwnerId: ids.u2 },
  ],
};

export function createFakeSource(): SoqlSource {
  const find = (name: string) => describes.find((d) => d.name.toLowerCase() === name.toLowerCase());
  return {
    describe: find,
    records: (name) => rows[find(name)?.name ?? ""] ?? [],
    get: (name, id) => (rows[find(name)?.name ?? ""] ?? []).find((r) => r.Id === id),
    recordUrl: (type, id) => `/services/data/v67.0/sobjects/${type}/${id}`,
  };
}
