import { expect, test } from "bun:test";
import { inferDescribe } from "./infer.ts";
import type { SObjectDescribe } from "./types.ts";

const typeOf = (describe: SObjectDescribe, name: string) => describe.fields.find((f) => f.name === name)?.type;

const rows = [
  {
    attributes: { type: "Shipment__c" },
    Id: "a0X5g000001AbCdEAF",
    Name: "SHP-1",
    Delivered__c: true,
    Weight__c: 12,
    Cost__c: 10.25,
    Ship_Date__c: "2024-03-01",
    Arrived_At__c: "2024-03-04T10:15:00.000+0000",
    Account__c: "0015g00000XyZabAAA",
    OwnerId: "0055g00000AbCdE",
    Carrier__c: "a9Z5g000001AbCdEAF",
    Tracking__c: "1Z999AA10123456784",
    Notes__c: "x".repeat(300),
    Missing__c: null,
    Account__r: { Name: "Acme" },
  },
  { Id: "a0X5g000001AbCeEAF", Name: "SHP-2", Delivered__c: false, Weight__c: 7.5, Cost__c: 3 },
];

test("types are read off the seeded values", () => {
  const shipment = inferDescribe("Shipment__c", rows);
  expect(typeOf(shipment, "Id")).toBe("id");
  expect(typeOf(shipment, "Delivered__c")).toBe("boolean");
  expect(typeOf(shipment, "Weight__c")).toBe("double");
  expect(shipment.fields.find((f) => f.name === "Cost__c")).toMatchObject({ type: "double", scale: 2 });
  expect(typeOf(shipment, "Ship_Date__c")).toBe("date");
  expect(typeOf(shipment, "Arrived_At__c")).toBe("datetime");
  expect(typeOf(shipment, "Notes__c")).toBe("textarea");
  expect(typeOf(shipment, "Missing__c")).toBe("string");
  expect(typeOf(shipment, "attributes")).toBeUndefined();
  expect(typeOf(shipment, "Account__r")).toBeUndefined();
});

test("ids in *Id and *__c fields become references when the prefix is known", () => {
  const shipment = inferDescribe("Shipment__c", rows);
  expect(shipment.fields.find((f) => f.name === "Account__c")).toMatchObject({
    type: "reference",
    referenceTo: ["Account"],
    relationshipName: "Account__r",
    soapType: "tns:ID",
  });
  // OwnerId is a system field: its real definition wins over inference.
  expect(shipment.fields.find((f) => f.name === "OwnerId")).toMatchObject({ type: "reference", referenceTo: ["User"] });
  expect(shipment.fields.find((f) => f.name === "Carrier__c")).toMatchObject({ type: "string", length: 255 });
  expect(inferDescribe("Shipment__c", rows, (prefix) => (prefix === "a9Z" ? "Carrier__c" : undefined)).fields.find(
    (f) => f.name === "Carrier__c",
  )).toMatchObject({ type: "reference", referenceTo: ["Carrier__c"] });
  expect(typeOf(shipment, "Tracking__c")).toBe("string");
});

test("system fields are added, Name is the name field, custom from the suffix", () => {
  const shipment = inferDescribe("Shipment__c", rows);
  expect(shipment).toMatchObject({ name: "Shipment__c", label: "Shipment", labelPlural: "Shipments", custom: true });
  const names = shipment.fields.map((f) => f.name);
  for (const system of ["Id", "IsDeleted", "CreatedDate", "CreatedById", "LastModifiedDate", "LastModifiedById", "SystemModstamp"]) {
    expect(names).toContain(system);
  }
  expect(names.slice(0, 2)).toEqual(["Id", "IsDeleted"]);
  expect(shipment.fields.find((f) => f.name === "Name")).toMatchObject({ nameField: true, type: "string" });
  expect(shipment.fields.find((f) => f.name === "CreatedDate")).toMatchObject({ createable: false, nillable: false });
  const [first] = shipment.fields;
  expect(first).toBeDefined();
  expect(Object.keys(first!)).toHaveLength(57);
});

test("key prefix comes from the first Id, else the standard table, else derived from the name", () => {
  expect(inferDescribe("Shipment__c", rows).keyPrefix).toBe("a0X");
  expect(inferDescribe("Campaign", [{ Name: "Spring" }])).toMatchObject({ keyPrefix: "701", custom: false });
  const derived = inferDescribe("Widget__c", [{ Name: "w" }]).keyPrefix;
  expect(derived).toMatch(/^a[0-9A-Za-z]{2}$/);
  expect(inferDescribe("Widget__c", []).keyPrefix).toBe(derived);
});
