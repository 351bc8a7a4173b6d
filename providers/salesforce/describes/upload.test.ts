import { expect, test } from "bun:test";
import { DescribeConfigError } from "./describe-config-error.ts";
import type { SObjectDescribe } from "./types.ts";
import { normalizeUploadedDescribes } from "./upload.ts";

const FIELD_KEYS = 57;

/** The one describe an upload of one object yields, asserted before use. */
function only(describes: SObjectDescribe[]): SObjectDescribe {
  expect(describes).toHaveLength(1);
  return describes[0]!;
}

test("map form: name from the key, defaults filled, system fields added", () => {
  const account = only(normalizeUploadedDescribes({
    Account: { label: "Account", keyPrefix: "001", fields: [{ name: "Name", nillable: false }, { name: "Region__c" }] },
  }));
  expect(account).toMatchObject({ name: "Account", label: "Account", labelPlural: "Accounts", keyPrefix: "001", custom: false });
  expect(account.fields.map((f) => f.name)).toEqual([
    "Id",
    "IsDeleted",
    "Name",
    "Region__c",
    "CreatedDate",
    "CreatedById",
    "LastModifiedDate",
    "LastModifiedById",
    "SystemModstamp",
  ]);
  for (const field of account.fields) expect(Object.keys(field)).toHaveLength(FIELD_KEYS);
  expect(account.fields[0]).toMatchObject({ type: "id", label: "Account ID", createable: false });
  expect(account.fields[2]).toMatchObject({
    label: "Name",
    type: "string",
    soapType: "xsd:string",
    length: 255,
    byteLength: 765,
    nillable: false,
    createable: true,
    updateable: true,
    referenceTo: [],
  });
  expect(account.fields[3]).toMatchObject({ custom: true, label: "Region__c" });
  expect(account.fields.find((f) => f.name === "CreatedById")).toMatchObject({
    type: "reference",
    referenceTo: ["User"],
    createable: false,
  });
  expect(account.urls.sobject).toBe("/services/data/v67.0/sobjects/Account");
});

test("array form: child relationships computed within the uploaded set", () => {
  const describes = normalizeUploadedDescribes([
    { name: "Warehouse__c", label: "Warehouse", keyPrefix: "a0W", fields: [{ name: "Name" }] },
    {
      name: "Bin__c",
      labelPlural: "Storage Bins",
      fields: [
        { name: "Warehouse__c", type: "reference", referenceTo: ["Warehouse__c"], nillable: false, cascadeDelete: true },
        { name: "Kind__c", type: "picklist", picklistValues: ["Small", { value: "L", label: "Large", active: false }] },
      ],
    },
  ]);
  expect(describes).toHaveLength(2);
  const [warehouse, bin] = describes as [SObjectDescribe, SObjectDescribe];
  expect(warehouse).toMatchObject({ custom: true, labelPlural: "Warehouses", keyPrefix: "a0W" });
  expect(warehouse.childRelationships).toEqual([
    {
      cascadeDelete: true,
      childSObject: "Bin__c",
      deprecatedAndHidden: false,
      field: "Warehouse__c",
      junctionIdListNames: [],
      junctionReferenceTo: [],
      relationshipName: "Storage_Bins__r",
      restrictedDelete: false,
    },
  ]);
  expect(bin.fields.find((f) => f.name === "Warehouse__c")).toMatchObject({
    relationshipName: "Warehouse__r",
    soapType: "tns:ID",
    byteLength: 18,
  });
  expect(bin.label).toBe("Bin");
  expect(bin.keyPrefix).toMatch(/^a[0-9A-Za-z]{2}$/);
  expect(bin.fields.find((f) => f.name === "Kind__c")?.picklistValues).toEqual([
    { active: true, defaultValue: false, label: "Small", validFor: null, value: "Small" },
    { active: false, defaultValue: false, label: "Large", validFor: null, value: "L" },
  ]);
});

test("standard names get their real key prefix; given describe keys are honoured", () => {
  const lead = only(normalizeUploadedDescribes({ Lead: { mergeable: true, fields: [{ name: "Id" }, { name: "Company" }] } }));
  expect(lead.keyPrefix).toBe("00Q");
  expect(lead.mergeable).toBe(true);
  expect(lead.fields.filter((f) => f.name === "Id")).toHaveLength(1);
  expect(lead.fields[0]).toMatchObject({ name: "Id", type: "id" });
});

test("childRelationships given for children outside the upload are kept", () => {
  const account = only(normalizeUploadedDescribes({
    Account: { childRelationships: [{ childSObject: "Contact", field: "AccountId", relationshipName: "Contacts" }] },
  }));
  expect(account.childRelationships).toEqual([
    {
      cascadeDelete: false,
      childSObject: "Contact",
      deprecatedAndHidden: false,
      field: "AccountId",
      junctionIdListNames: [],
      junctionReferenceTo: [],
      relationshipName: "Contacts",
      restrictedDelete: false,
    },
  ]);
});

const invalid: [string, unknown, string][] = [
  ["not an object", "Account", "config must be an object keyed by sObject name or an array of describes"],
  ["null config", null, "config must be an object keyed by sObject name or an array of describes"],
  ["entry not an object", { Account: [] }, "config.Account must be an object"],
  ["array entry without name", [{ label: "X" }], "config[0].name must be a non-empty string"],
  ["name not matching key", { Account: { name: "Contact" } }, 'config.Account.name must match its key "Account"'],
  ["bad API name", [{ name: "My Object" }], "config[0].name must be an API name (letters, digits, underscores)"],
  ["duplicate object", [{ name: "Account" }, { name: "account" }], 'config[1].name duplicates sObject "Account"'],
  ["bad key prefix", [{ name: "Account", keyPrefix: "0001" }], "config[0].keyPrefix must be 3 letters or digits"],
  ["fields not array", { Account: { fields: {} } }, "config.Account.fields must be an array"],
  ["field not object", { Account: { fields: ["Name"] } }, "config.Account.fields[0] must be an object"],
  [
    "field without name",
    { Account: { fields: [{ name: "A" }, { name: "B" }, { label: "C" }] } },
    "config.Account.fields[2].name must be a non-empty string",
  ],
  [
    "unknown type",
    { Account: { fields: [{ name: "A", type: "text" }] } },
    'config.Account.fields[0].type must be one of id, reference, string, textarea, email, phone, url, picklist, combobox, multipicklist, encryptedstring, boolean, int, long, double, currency, percent, date, datetime, time, address, location, base64, anyType (got "text")',
  ],
  [
    "duplicate field",
    { Account: { fields: [{ name: "Name" }, { name: "name" }] } },
    'config.Account.fields[1].name duplicates field "Name"',
  ],
  ["non-boolean flag", [{ name: "X__c", fields: [{ name: "A", nillable: "no" }] }], "config[0].fields[0].nillable must be a boolean"],
  ["negative length", [{ name: "X__c", fields: [{ name: "A", length: -1 }] }], "config[0].fields[0].length must be a non-negative integer"],
  [
    "bad referenceTo",
    [{ name: "X__c", fields: [{ name: "A", type: "reference", referenceTo: [1] }] }],
    "config[0].fields[0].referenceTo must be an array of sObject names",
  ],
  [
    "bad picklist value",
    [{ name: "X__c", fields: [{ name: "A", type: "picklist", picklistValues: [{ label: "x" }] }] }],
    "config[0].fields[0].picklistValues[0].value must be a non-empty string",
  ],
  ["bad label", [{ name: "X__c", label: 3 }], "config[0].label must be a non-empty string"],
  ["bad object flag", [{ name: "X__c", queryable: 1 }], "config[0].queryable must be a boolean"],
  ["quoted key path", { "Bad Name": {} }, 'config["Bad Name"].name must be an API name (letters, digits, underscores)'],
];

test.each(invalid)("rejects %s", (_case, config, message) => {
  let error: unknown;
  try {
    normalizeUploadedDescribes(config);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(DescribeConfigError);
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).toBe(message);
});

test("custom objects get the Name and OwnerId every real custom object has; detail objects have no owner", () => {
  const [warehouse, bin] = normalizeUploadedDescribes([
    { name: "Warehouse__c", label: "Warehouse", fields: [{ name: "City__c" }] },
    { name: "Bin__c", fields: [{ name: "Warehouse__c", type: "reference", referenceTo: ["Warehouse__c"], cascadeDelete: true }] },
  ]) as [SObjectDescribe, SObjectDescribe];
  expect(warehouse.fields.slice(0, 4).map((f) => f.name)).toEqual(["Id", "OwnerId", "IsDeleted", "Name"]);
  expect(warehouse.fields[1]).toMatchObject({ referenceTo: ["Group", "User"], polymorphicForeignKey: true, nillable: false, defaultedOnCreate: true });
  expect(warehouse.fields[3]).toMatchObject({ label: "Warehouse Name", nameField: true, nillable: true, defaultedOnCreate: true });
  expect(warehouse.supportedScopes.map((scope) => scope.name)).toEqual(["everything", "mine"]);
  expect(bin.fields.map((f) => f.name)).not.toContain("OwnerId");
  expect(bin.fields.filter((f) => f.nameField).map((f) => f.name)).toEqual(["Name"]);
  // Standard objects are taken as uploaded.
  const lead = only(normalizeUploadedDescribes({ Lead: { fields: [{ name: "Company" }] } }));
  expect(lead.fields.map((f) => f.name)).not.toContain("OwnerId");
});

test("an uploaded auto-number is read-only and filled by the platform unless the upload says otherwise", () => {
  const ticket = only(normalizeUploadedDescribes({
    Ticket__c: { fields: [{ name: "Name", autoNumber: true, nameField: true, nillable: false }] },
  }));
  expect(ticket.fields.find((f) => f.name === "Name")).toMatchObject({
    autoNumber: true,
    createable: false,
    updateable: false,
    defaultedOnCreate: true,
    groupable: false,
  });
});
