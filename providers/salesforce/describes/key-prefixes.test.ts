import { expect, test } from "bun:test";
import { readReferenceJson } from "../../../tests/reference/reference-file.ts";
import { derivedKeyPrefix, keyPrefixFor, objectForKeyPrefix } from "./key-prefixes.ts";

test("every object of the reference field lists has its real key prefix", async () => {
  const prefixes: Record<string, string> = readReferenceJson("salesforce/key-prefixes.json");
  const objects = ["Account", "AccountContactRelation", "Attachment", "Campaign", "Case", "CaseComment", "Contact",
    "ContentDocument", "ContentVersion", "Contract", "Event", "Group", "Lead", "Note", "Opportunity",
    "OpportunityContactRole", "OpportunityLineItem", "Order", "OrderItem", "Organization", "Pricebook2",
    "PricebookEntry", "Product2", "Profile", "Quote", "QuoteLineItem", "RecordType", "Task", "User", "UserRole"];
  for (const name of objects) {
    // key-prefixes.json has no Event; the real Event describe says 00U.
    expect([name, keyPrefixFor(name)]).toEqual([name, prefixes[name] ?? "00U"]);
  }
});

test("lookups are case-insensitive by name and work from a full id", () => {
  expect(keyPrefixFor("opportunity")).toBe("006");
  expect(keyPrefixFor("Widget__c")).toBeUndefined();
  expect(objectForKeyPrefix("00Q")).toBe("Lead");
  expect(objectForKeyPrefix("0065g00000AbCdEAAV")).toBe("Opportunity");
});

test("derived prefixes are stable custom-style prefixes", () => {
  expect(derivedKeyPrefix("Widget__c")).toBe(derivedKeyPrefix("widget__c"));
  expect(derivedKeyPrefix("Widget__c")).toMatch(/^a[0-9A-Za-z]{2}$/);
  expect(derivedKeyPrefix("Widget__c")).not.toBe(derivedKeyPrefix("Gadget__c"));
});
