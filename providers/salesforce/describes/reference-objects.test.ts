import { describe as group, expect, test } from "bun:test";
import { readdirSync } from "node:fs";
import { readReferenceJson, referencePath } from "../../../tests/reference/reference-file.ts";
import { builtinDescribes } from "./builtin-objects.ts";
import type { FieldType, SObjectDescribe } from "./types.ts";

// The built-in objects against the documentation field lists in tests/reference/salesforce/objects
// (one file per object, `{ <name>: { keyPrefix, properties: { <field>: { type, format, maxLength,
// nullable, readOnly } }, childRelationships } }`). The lists are loose about types, so each
// `type/format` pair maps to the describe types it can mean.
const TYPES: Record<string, FieldType[]> = {
  "string/salesforce-id": ["id", "reference"], "reference/salesforce-id": ["reference"], "reference/": ["reference"],
  "string/date-time": ["datetime"], "dateTime/date-time": ["datetime"], "datetime/date-time": ["datetime"],
  "dateTime/": ["datetime"], "datetime/": ["datetime"], "date/date": ["date"], "date/": ["date"], "string/date": ["date"],
  "boolean/": ["boolean"], "int/": ["int"], "integer/": ["int"], "double/": ["double"], "long/": ["long"],
  "number/": ["double", "int"], "currency/currency": ["currency"], "currency/": ["currency"], "number/currency": ["currency"],
  "percent/percent": ["percent"], "percent/": ["percent"], "picklist/enum": ["picklist"], "picklist/": ["picklist"],
  "string/enum": ["picklist", "combobox"], "multipicklist/enum": ["multipicklist"], "multipicklist/": ["multipicklist"],
  "textarea/": ["textarea"], "string/": ["string", "textarea"], "string/uri": ["url"], "url/uri": ["url"], "url/": ["url"],
  "email/email": ["email"], "email/": ["email"], "phone/phone": ["phone"], "address/": ["address"], "base64/byte": ["base64"],
  "combobox/": ["combobox"], "time/": ["time"], "timeOnly/": ["time"], "object/": ["address", "location"],
};
const TEXT: FieldType[] = ["string", "textarea", "email", "phone", "url", "picklist", "multipicklist", "combobox"];
// The lists describe one org each: some picklists there were customised (Task's, in a French org), and
// the Campaign list marks nearly every field read-only, against its own descriptions ("Required").
// The recorded describes and a new org give picklists a length of 40.
const LENGTH_EXCEPTIONS = ["Task.Status", "Task.Priority", "Task.Type", "OpportunityContactRole.Role", "Campaign.Type", "Campaign.Status"];
const READ_ONLY_UNRELIABLE = ["Campaign"];
// The Event list documents only the non-system fields.
const SYSTEM = ["Id", "IsDeleted", "CreatedDate", "CreatedById", "LastModifiedDate", "LastModifiedById", "SystemModstamp"];

interface RefObject {
  keyPrefix?: string;
  properties: Record<string, { type?: string; format?: string; maxLength?: number; nullable?: boolean; readOnly?: boolean }>;
  childRelationships?: { childObject: string; field: string; relationshipName: string | null; cascadeDelete: boolean }[];
}

const mine = new Map(builtinDescribes().map((describe) => [describe.name, describe]));
const files = readdirSync(referencePath("salesforce/objects")).filter((file) => file.endsWith(".json"));
const reference = (name: string): RefObject => readReferenceJson(`salesforce/objects/${name}.json`)[name];
const builtin = (name: string): SObjectDescribe => mine.get(name)!;

test("every object with a reference field list is built in", () => {
  expect(files.length).toBe(23);
  for (const file of files) expect([file, mine.has(file.replace(".json", ""))]).toEqual([file, true]);
});

group.each(files.map((file) => file.replace(".json", "")))("%s agrees with its reference field list", (name) => {
  test("key prefix, and no field the list does not document", () => {
    const ref = reference(name);
    if (ref.keyPrefix) expect(builtin(name).keyPrefix).toBe(ref.keyPrefix);
    const undocumented = builtin(name).fields.filter((f) => !ref.properties[f.name] && !SYSTEM.includes(f.name));
    expect(undocumented.map((f) => f.name)).toEqual([]);
  });

  test("every field's type, length, nillability and read-only flag", () => {
    const ref = reference(name);
    const problems: string[] = [];
    for (const field of builtin(name).fields) {
      const real = ref.properties[field.name];
      if (!real?.type) continue;
      const types = TYPES[`${real.type}/${real.format ?? ""}`];
      if (!types) problems.push(`${field.name}: unmapped reference type ${real.type}/${real.format}`);
      else if (!types.includes(field.type)) problems.push(`${field.name}: ${field.type}, reference ${real.type}/${real.format ?? ""}`);
      if (typeof real.nullable === "boolean" && real.nullable !== field.nillable) problems.push(`${field.name}: nillable ${field.nillable}`);
      const lengthChecked = TEXT.includes(field.type) && real.maxLength && !LENGTH_EXCEPTIONS.includes(`${name}.${field.name}`);
      if (lengthChecked && real.maxLength !== field.length) problems.push(`${field.name}: length ${field.length}, reference ${real.maxLength}`);
      if (real.readOnly && field.updateable && !READ_ONLY_UNRELIABLE.includes(name)) problems.push(`${field.name}: updateable, reference read-only`);
    }
    expect(problems).toEqual([]);
  });

  test("child relationships from built-in children have the real names and cascade", () => {
    const problems: string[] = [];
    for (const rel of reference(name).childRelationships ?? []) {
      const child = mine.get(rel.childObject);
      if (!child?.fields.some((f) => f.name === rel.field)) continue;
      const found = builtin(name).childRelationships.find((r) => r.childSObject === rel.childObject && r.field === rel.field);
      if (found?.relationshipName !== rel.relationshipName || found?.cascadeDelete !== rel.cascadeDelete)
        problems.push(`${rel.childObject}.${rel.field}: ${found?.relationshipName}/${found?.cascadeDelete}, real ${rel.relationshipName}/${rel.cascadeDelete}`);
    }
    expect(problems).toEqual([]);
  });
});
