import { expect, test } from "bun:test";
import { builtinDescribes } from "./builtin-objects.ts";
import { createDescribeRegistry } from "./registry.ts";
import type { FieldDescribe, SObjectDescribe } from "./types.ts";

const registry = createDescribeRegistry(builtinDescribes());

function object(name: string): SObjectDescribe {
  const found = registry.get(name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

function field(objectName: string, fieldName: string): FieldDescribe {
  const found = object(objectName).fields.find((candidate) => candidate.name === fieldName);
  if (!found) throw new Error(`no ${objectName}.${fieldName}`);
  return found;
}

/** What a client sees as "must supply on insert". */
function requiredOnCreate(name: string): string[] {
  return object(name)
    .fields.filter((f) => f.createable && !f.nillable && !f.defaultedOnCreate)
    .map((f) => f.name)
    .sort();
}

test("the built-in set is the brief's objects, with their real key prefixes", () => {
  expect(registry.names()).toEqual([
    "Account",
    "Contact",
    "User",
    "Case",
    "Opportunity",
    "Quote",
    "Lead",
    "Task",
    "Invoice__c",
    "Project__c",
    "Project_Task__c",
  ]);
  const prefixes = Object.fromEntries(registry.list().map((d) => [d.name, d.keyPrefix]));
  expect(prefixes).toEqual({
    Account: "001",
    Contact: "003",
    User: "005",
    Case: "500",
    Opportunity: "006",
    Quote: "0Q0",
    Lead: "00Q",
    Task: "00T",
    Invoice__c: "a00",
    Project__c: "a01",
    Project_Task__c: "a02",
  });
});

test("builtinDescribes is built once", () => {
  expect(builtinDescribes()).toBe(builtinDescribes());
});

test("required-on-create fields are visible the way real describes show them", () => {
  expect(requiredOnCreate("Account")).toEqual(["Name"]);
  expect(requiredOnCreate("Contact")).toEqual(["LastName"]);
  expect(requiredOnCreate("Opportunity")).toEqual(["CloseDate", "Name", "StageName"]);
  expect(requiredOnCreate("Case")).toEqual([]);
  expect(requiredOnCreate("Lead")).toEqual(["Company", "LastName"]);
  expect(requiredOnCreate("Quote")).toEqual(["Name", "OpportunityId"]);
  expect(requiredOnCreate("User")).toEqual(
    [
      "Alias",
      "Email",
      "EmailEncodingKey",
      "LanguageLocaleKey",
      "LastName",
      "LocaleSidKey",
      "ProfileId",
      "TimeZoneSidKey",
      "Username",
    ].sort(),
  );
  expect(requiredOnCreate("Project_Task__c")).toEqual(["Project__c"]);
});

test("every object has Id and the audit fields, read-only; Id is never createable", () => {
  for (const describe of registry.list()) {
    const names = describe.fields.map((f) => f.name);
    for (const system of ["Id", "CreatedDate", "CreatedById", "LastModifiedDate", "LastModifiedById", "SystemModstamp"]) {
      expect([describe.name, names.includes(system)]).toEqual([describe.name, true]);
      const f = field(describe.name, system);
      expect([describe.name, system, f.createable, f.updateable, f.nillable]).toEqual([describe.name, system, false, false, false]);
    }
    expect(field(describe.name, "Id")).toMatchObject({ type: "id", soapType: "tns:ID", byteLength: 18, idLookup: true });
    // Users are deactivated, not deleted, so User alone has no IsDeleted.
    expect([describe.name, names.includes("IsDeleted")]).toEqual([describe.name, describe.name !== "User"]);
    expect(describe.fields.filter((f) => f.nameField)).toHaveLength(1);
  }
});

test("owners: queue-ownable objects are polymorphic, detail objects have none", () => {
  expect(field("Account", "OwnerId")).toMatchObject({ referenceTo: ["User"], polymorphicForeignKey: false });
  for (const name of ["Case", "Lead", "Invoice__c", "Project__c"]) {
    expect(field(name, "OwnerId")).toMatchObject({
      referenceTo: ["Group", "User"],
      polymorphicForeignKey: true,
      namePointing: true,
      relationshipName: "Owner",
    });
  }
  expect(object("Project_Task__c").fields.some((f) => f.name === "OwnerId")).toBe(false);
});

test("child relationships are computed across the set", () => {
  const account = object("Account").childRelationships;
  const byName = (name: string) => account.find((rel) => rel.relationshipName === name);
  expect(byName("Contacts")).toMatchObject({ childSObject: "Contact", field: "AccountId", cascadeDelete: true });
  expect(byName("Opportunities")).toMatchObject({ childSObject: "Opportunity", field: "AccountId" });
  expect(byName("Cases")).toMatchObject({ childSObject: "Case", field: "AccountId", restrictedDelete: true });
  expect(byName("ChildAccounts")).toMatchObject({ childSObject: "Account", field: "ParentId" });
  expect(byName("Invoices__r")).toMatchObject({ childSObject: "Invoice__c", field: "Account__c" });
  expect(byName("Tasks")).toMatchObject({ childSObject: "Task", field: "WhatId", cascadeDelete: true });

  expect(object("Project__c").childRelationships).toContainEqual({
    cascadeDelete: true,
    childSObject: "Project_Task__c",
    deprecatedAndHidden: false,
    field: "Project__c",
    junctionIdListNames: [],
    junctionReferenceTo: [],
    relationshipName: "Project_Tasks__r",
    restrictedDelete: false,
  });
  expect(object("Lead").childRelationships.map((rel) => rel.relationshipName)).toEqual(["Tasks"]);
  // Audit references come back unnamed, as on a real User describe.
  expect(object("User").childRelationships).toContainEqual(
    expect.objectContaining({ childSObject: "Account", field: "CreatedById", relationshipName: null }),
  );
  expect(object("User").childRelationships).toContainEqual(
    expect.objectContaining({ childSObject: "User", field: "ManagerId", relationshipName: "ManagedUsers" }),
  );
});

test("custom objects look like real custom objects", () => {
  const project = object("Project__c");
  expect(project).toMatchObject({ custom: true, feedEnabled: false, mergeable: false, keyPrefix: "a01" });
  expect(field("Project__c", "Name")).toMatchObject({ custom: false, nameField: true, nillable: true, length: 80 });
  expect(field("Project__c", "Account__c")).toMatchObject({
    custom: true,
    relationshipName: "Account__r",
    referenceTo: ["Account"],
  });
  expect(field("Project_Task__c", "Project__c")).toMatchObject({
    cascadeDelete: true,
    relationshipOrder: 0,
    nillable: false,
    updateable: false,
    relationshipName: "Project__r",
  });
  expect(field("Invoice__c", "Name")).toMatchObject({ autoNumber: true, createable: false, groupable: false });
  expect(field("Invoice__c", "External_Id__c")).toMatchObject({ externalId: true, unique: true, idLookup: true });
  expect(field("Invoice__c", "Notes__c")).toMatchObject({ byteLength: 98304, filterable: false, sortable: false });
});

test("standard objects carry around 15-60 realistic fields with real picklists", () => {
  for (const name of ["Account", "Contact", "User", "Case", "Opportunity", "Quote", "Lead", "Task"]) {
    const count = object(name).fields.length;
    expect([name, count >= 15 && count <= 60]).toEqual([name, true]);
  }
  expect(field("Opportunity", "StageName").picklistValues.map((p) => p.value)).toContain("Closed Won");
  expect(field("Case", "Status").picklistValues.find((p) => p.defaultValue)?.value).toBe("New");
  expect(field("Task", "WhatId")).toMatchObject({ polymorphicForeignKey: true, relationshipName: "What" });
  expect(field("Task", "WhoId").referenceTo).toEqual(["Contact", "Lead"]);
});
