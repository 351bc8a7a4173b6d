import { expect, test } from "bun:test";
import { builtinDescribes } from "./builtin-objects.ts";
import { createDescribeRegistry } from "./registry.ts";
import type { SObjectDescribe } from "./types.ts";

const registry = createDescribeRegistry(builtinDescribes());
const object = (name: string): SObjectDescribe => registry.get(name)!;

test("parents list the real relationships to activities, their views, histories, notes and line items", () => {
  const child = (parent: string, name: string) =>
    object(parent).childRelationships
      .filter((rel) => rel.relationshipName === name)
      .map((rel) => `${rel.childSObject}.${rel.field}${rel.cascadeDelete ? " cascade" : ""}${rel.restrictedDelete ? " restricted" : ""}`);
  expect(child("Account", "ActivityHistories")).toEqual(["ActivityHistory.AccountId cascade"]);
  expect(child("Account", "OpenActivities")).toEqual(["OpenActivity.AccountId cascade"]);
  expect(child("Account", "Histories")).toEqual(["AccountHistory.AccountId cascade"]);
  expect(child("Account", "Events")).toEqual(["Event.WhatId cascade"]);
  expect(child("Account", "Notes")).toEqual(["Note.ParentId cascade"]);
  expect(child("Account", "Attachments")).toEqual(["Attachment.ParentId cascade"]);
  expect(child("Account", "Contracts")).toEqual(["Contract.AccountId cascade restricted"]);
  expect(child("Contact", "ActivityHistories")).toEqual(["ActivityHistory.WhoId cascade"]);
  expect(child("Contact", "CampaignMembers")).toEqual(["CampaignMember.ContactId cascade"]);
  expect(child("Contact", "OpportunityContactRoles")).toEqual(["OpportunityContactRole.ContactId cascade"]);
  expect(child("Opportunity", "OpenActivities")).toEqual(["OpenActivity.WhatId cascade"]);
  expect(child("Opportunity", "OpportunityLineItems")).toEqual(["OpportunityLineItem.OpportunityId cascade"]);
  expect(child("Opportunity", "OpportunityHistories")).toEqual(["OpportunityHistory.OpportunityId cascade"]);
  expect(child("Opportunity", "Histories")).toEqual(["OpportunityFieldHistory.OpportunityId cascade"]);
  expect(child("Case", "CaseComments")).toEqual(["CaseComment.ParentId cascade"]);
  expect(child("Case", "Histories")).toEqual(["CaseHistory.CaseId cascade"]);
  expect(child("Case", "Notes")).toEqual([]); // cases take attachments, not notes
  expect(child("Lead", "Histories")).toEqual(["LeadHistory.LeadId cascade"]);
  expect(child("Campaign", "CampaignMembers")).toEqual(["CampaignMember.CampaignId cascade"]);
  expect(child("Product2", "PricebookEntries")).toEqual(["PricebookEntry.Product2Id cascade"]);
  expect(child("ContentDocument", "ContentVersions")).toEqual(["ContentVersion.ContentDocumentId cascade"]);
  expect(child("Event", "RecurringEvents")).toEqual(["Event.RecurrenceActivityId"]);
  expect(child("Task", "RecurringTasks")).toEqual(["Task.RecurrenceActivityId"]);
  expect(object("ActivityHistory")).toMatchObject({ createable: false, updateable: false, deletable: false, keyPrefix: null });
});

test("a relationship can leave out parents that reach the child another way", () => {
  const names = (parent: string) => object(parent).childRelationships.filter((rel) => rel.childSObject === "ActivityHistory").map((rel) => rel.field);
  // ActivityHistory.WhatId can point at an account, but accounts list their history through AccountId.
  expect(names("Account")).toEqual(["AccountId"]);
  expect(names("Opportunity")).toEqual(["WhatId"]);
  expect(names("Contact")).toEqual(["WhoId"]);
});
