import { expect, test } from "bun:test";
import { expandField } from "./expand-field.ts";
import type { FieldType } from "./types.ts";

const field = (type: FieldType, extra: Record<string, unknown> = {}) =>
  expandField({ name: "X__c", label: "X", type, ...extra });

test("soapType follows the type", () => {
  const soap: Record<string, string> = {
    id: "tns:ID",
    reference: "tns:ID",
    string: "xsd:string",
    picklist: "xsd:string",
    email: "xsd:string",
    boolean: "xsd:boolean",
    int: "xsd:int",
    double: "xsd:double",
    currency: "xsd:double",
    percent: "xsd:double",
    date: "xsd:date",
    datetime: "xsd:dateTime",
    time: "xsd:time",
    address: "urn:address",
    location: "urn:location",
  };
  for (const [type, soapType] of Object.entries(soap)) {
    expect([type, field(type as FieldType).soapType]).toEqual([type, soapType]);
  }
});

test("byteLength is three bytes per character for text and 18 for ids", () => {
  expect(field("string", { length: 80 })).toMatchObject({ length: 80, byteLength: 240 });
  expect(field("email")).toMatchObject({ length: 80, byteLength: 240 });
  expect(field("phone")).toMatchObject({ length: 40, byteLength: 120 });
  expect(field("picklist")).toMatchObject({ length: 255, byteLength: 765 });
  expect(field("reference")).toMatchObject({ length: 18, byteLength: 18 });
  expect(field("id")).toMatchObject({ length: 18, byteLength: 18 });
  expect(field("double")).toMatchObject({ length: 0, byteLength: 0, precision: 18, scale: 0 });
  expect(field("currency")).toMatchObject({ precision: 18, scale: 2 });
  expect(field("int")).toMatchObject({ digits: 9, precision: 0 });
});

test("filter, sort, group and aggregate capabilities per type", () => {
  const caps = (type: FieldType, extra = {}) => {
    const f = field(type, extra);
    return [f.filterable, f.sortable, f.groupable, f.aggregatable];
  };
  expect(caps("string")).toEqual([true, true, true, true]);
  expect(caps("boolean")).toEqual([true, true, true, false]);
  expect(caps("datetime")).toEqual([true, true, false, true]);
  expect(caps("date")).toEqual([true, true, true, true]);
  expect(caps("double")).toEqual([true, true, false, true]);
  expect(caps("address")).toEqual([true, false, false, false]);
  expect(caps("multipicklist")).toEqual([true, false, false, false]);
  expect(caps("textarea")).toEqual([true, true, true, true]);
  expect(caps("textarea", { length: 32000 })).toEqual([false, false, false, false]);
});

test("defaults: nillable, createable and updateable unless id, boolean or compound", () => {
  expect(field("string")).toMatchObject({ nillable: true, createable: true, updateable: true, defaultedOnCreate: false });
  expect(field("id")).toMatchObject({ nillable: false, createable: false, updateable: false, defaultedOnCreate: true });
  expect(field("boolean")).toMatchObject({ nillable: false, defaultValue: false, defaultedOnCreate: true });
  expect(field("address")).toMatchObject({ createable: false, updateable: false, queryByDistance: true });
  expect(field("string").custom).toBe(true);
  expect(expandField({ name: "Phone", label: "Phone", type: "phone" }).custom).toBe(false);
});

test("references derive their relationship name and polymorphism", () => {
  expect(expandField({ name: "AccountId", label: "Account ID", type: "reference", referenceTo: ["Account"] })).toMatchObject({
    relationshipName: "Account",
    polymorphicForeignKey: false,
    searchPrefilterable: true,
  });
  expect(field("reference", { referenceTo: ["Project__c"] }).relationshipName).toBe("X__r");
  expect(
    expandField({ name: "WhoId", label: "Name ID", type: "reference", referenceTo: ["Contact", "Lead"] }),
  ).toMatchObject({ relationshipName: "Who", polymorphicForeignKey: true, namePointing: true });
});

test("picklists mark the default value and explicit overrides win", () => {
  const status = field("picklist", { picklist: ["Open", ["Done", "Finished"]], defaultValue: "Open" });
  expect(status.picklistValues).toEqual([
    { active: true, defaultValue: true, label: "Open", validFor: null, value: "Open" },
    { active: true, defaultValue: false, label: "Finished", validFor: null, value: "Done" },
  ]);
  expect(status).toMatchObject({ defaultValue: "Open", defaultedOnCreate: true });
  expect(field("string", { byteLength: 6, sortable: false })).toMatchObject({ byteLength: 6, sortable: false });
});

test("the describe keeps Salesforce's alphabetical key order", () => {
  const keys = Object.keys(field("string"));
  expect(keys).toEqual([...keys].sort());
  expect(keys).toHaveLength(57);
});
