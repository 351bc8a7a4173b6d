import { expect, test } from "bun:test";
import { readReferenceJson } from "../../../tests/reference/reference-file.ts";
import { builtinDescribes } from "./builtin-objects.ts";
import { keyPrefixFor } from "./key-prefixes.ts";
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

test("the built-in set: the CRM core, then the standard objects around it, with real key prefixes", () => {
  expect(registry.names()).toEqual([
    "Account", "Contact", "User", "Case", "Opportunity", "Quote", "Lead", "Task",
    "Invoice__c", "Project__c", "Project_Task__c",
    "Organization", "Profile", "UserRole", "RecordType", "Group", "GroupMember",
    "Event", "ActivityHistory", "OpenActivity",
    "Product2", "Pricebook2", "PricebookEntry", "OpportunityLineItem", "OpportunityContactRole", "QuoteLineItem",
    "Contract", "Order", "OrderItem", "Campaign", "CampaignMember", "AccountContactRelation", "CaseComment",
    "Note", "Attachment", "ContentDocument", "ContentVersion", "ContentDocumentLink", "Dashboard",
    "AccountHistory", "ContactHistory", "LeadHistory", "CaseHistory", "OpportunityFieldHistory", "OpportunityHistory",
    "LoginHistory", "ProcessInstance", "ProcessInstanceStep", "ProcessInstanceWorkitem",
    "AuraDefinitionBundle", "AuraDefinition",
  ]);
  const real: Record<string, string> = readReferenceJson("salesforce/key-prefixes.json");
  for (const describe of registry.list()) {
    if (describe.custom) continue;
    // key-prefixes.json lacks Event (00U in its real describe) and the platform-written objects;
    // field history objects share 017, ActivityHistory/OpenActivity rows keep their Task/Event ids.
    const expected = real[describe.name] ?? keyPrefixFor(describe.name) ?? (describe.name.endsWith("History") && describe.name !== "ActivityHistory" ? "017" : null);
    expect([describe.name, describe.keyPrefix]).toEqual([describe.name, expected]);
  }
  expect(object("Event").keyPrefix).toBe("00U");
  expect(object("Invoice__c").keyPrefix).toBe("a00");
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
  const required: Record<string, string[]> = {
    Event: [],
    Product2: ["Name"],
    Pricebook2: ["Name"],
    PricebookEntry: ["Pricebook2Id", "Product2Id", "UnitPrice"],
    OpportunityLineItem: ["OpportunityId", "Quantity"],
    OpportunityContactRole: ["ContactId", "OpportunityId"],
    QuoteLineItem: ["PricebookEntryId", "Quantity", "QuoteId"],
    Contract: ["AccountId"],
    Order: ["EffectiveDate"],
    OrderItem: ["OrderId", "PricebookEntryId", "Quantity"],
    Campaign: ["Name"],
    CampaignMember: ["CampaignId"],
    CaseComment: ["ParentId"],
    Note: ["ParentId", "Title"],
    Attachment: ["Body", "Name", "ParentId"],
    ContentVersion: ["Title"],
    Group: ["Name"],
    GroupMember: ["GroupId", "UserOrGroupId"],
    UserRole: ["Name", "OpportunityAccessForAccountOwner"],
  };
  for (const [name, fields] of Object.entries(required)) expect([name, requiredOnCreate(name)]).toEqual([name, fields]);
  // Set up, not inserted, or written by the platform only.
  for (const name of ["Organization", "Profile", "ContentDocument", "ActivityHistory", "AccountHistory", "LoginHistory", "ProcessInstanceWorkitem"]) {
    expect([name, object(name).createable]).toEqual([name, false]);
  }
});

// Objects that, in Salesforce too, lack some audit fields (platform-written ones) or IsDeleted.
const AUDIT = ["CreatedDate", "CreatedById", "LastModifiedDate", "LastModifiedById", "SystemModstamp"];
const PARTIAL_AUDIT: Record<string, string[]> = {
  UserRole: ["LastModifiedDate", "LastModifiedById", "SystemModstamp"],
  GroupMember: ["SystemModstamp"],
  ContentDocumentLink: ["SystemModstamp"],
  AccountHistory: ["CreatedDate", "CreatedById"],
  ContactHistory: ["CreatedDate", "CreatedById"],
  LeadHistory: ["CreatedDate", "CreatedById"],
  CaseHistory: ["CreatedDate", "CreatedById"],
  OpportunityFieldHistory: ["CreatedDate", "CreatedById"],
  OpportunityHistory: ["CreatedDate", "CreatedById", "SystemModstamp"],
  ProcessInstanceStep: ["CreatedDate", "CreatedById", "SystemModstamp"],
  ProcessInstanceWorkitem: ["CreatedDate", "CreatedById", "SystemModstamp"],
  LoginHistory: [],
};
// Users are deactivated, never deleted; setup objects and logs have no recycle bin either.
const NO_IS_DELETED = ["User", "Organization", "Profile", "UserRole", "RecordType", "Group", "GroupMember", "LoginHistory", "ProcessInstanceStep"];
// Junctions and platform records with no name field, as their real describes show.
const NAMELESS = [
  "GroupMember", "OpportunityContactRole", "AccountContactRelation", "CaseComment", "ContentDocumentLink",
  "AccountHistory", "ContactHistory", "LeadHistory", "CaseHistory", "OpportunityFieldHistory", "OpportunityHistory",
  "LoginHistory", "ProcessInstance", "ProcessInstanceStep", "ProcessInstanceWorkitem", "AuraDefinition",
];

test("every object has Id and its audit fields, read-only; Id is never createable", () => {
  for (const describe of registry.list()) {
    const names = describe.fields.map((f) => f.name);
    const audit = PARTIAL_AUDIT[describe.name] ?? AUDIT;
    expect([describe.name, AUDIT.filter((name) => names.includes(name))]).toEqual([describe.name, audit]);
    for (const system of audit) {
      const f = field(describe.name, system);
      expect([describe.name, system, f.createable, f.updateable, f.nillable]).toEqual([describe.name, system, false, false, false]);
    }
    expect(field(describe.name, "Id")).toMatchObject({ type: "id", soapType: "tns:ID", byteLength: 18, idLookup: true, createable: false });
    expect([describe.name, names.includes("IsDeleted")]).toEqual([describe.name, !NO_IS_DELETED.includes(describe.name)]);
    expect([describe.name, describe.fields.filter((f) => f.nameField).length]).toEqual([describe.name, NAMELESS.includes(describe.name) ? 0 : 1]);
    expect([describe.name, new Set(names).size]).toEqual([describe.name, names.length]);
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
  expect(object("Lead").childRelationships.map((rel) => rel.relationshipName)).toEqual([
    "ActivityHistories", "Attachments", "CampaignMembers", null, "ContentDocumentLinks", null, "Events",
    "Histories", "Notes", "OpenActivities", "ProcessInstances", "Tasks",
  ]);
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
