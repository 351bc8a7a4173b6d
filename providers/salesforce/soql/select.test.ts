import { describe, expect, test } from "bun:test";
import { ids } from "./fake-source.fixture.ts";
import { column, query, soqlError } from "./test-helpers.fixture.ts";

const url = (type: string, id: string) => `/services/data/v67.0/sobjects/${type}/${id}`;

describe("SELECT fields", () => {
  test("uses the describe's casing for keys and the record type", () => {
    const result = query("select name, ID from account where name = 'Acme'");
    expect(result).toEqual({
      totalSize: 1,
      done: true,
      records: [{ attributes: { type: "Account", url: url("Account", ids.a1) }, Name: "Acme", Id: ids.a1 }],
    });
  });

  test("keeps SELECT order and renders missing values as null", () => {
    const [record] = query("SELECT Tier__c, BillingCity, Name FROM Account WHERE Name = 'Initech'").records;
    expect(record).toBeDefined();
    expect(Object.keys(record!)).toEqual(["attributes", "Tier__c", "BillingCity", "Name"]);
    expect(record!.Tier__c).toBeNull();
  });

  test("nests parent fields, merging paths that share a parent", () => {
    const [record] = query("SELECT Id, Account.Name, LastName, account.Industry FROM Contact WHERE LastName = 'Smith'").records;
    expect(record).toBeDefined();
    expect(Object.keys(record!)).toEqual(["attributes", "Id", "Account", "LastName"]);
    expect(record!.Account).toEqual({
      attributes: { type: "Account", url: url("Account", ids.a1) },
      Name: "Acme",
      Industry: "Technology",
    });
  });

  test("follows relationships several levels deep", () => {
    const [record] = query("SELECT ReportsTo.Account.Owner.Name FROM Contact WHERE LastName = 'Jones'").records;
    expect(record?.ReportsTo).toEqual({
      attributes: { type: "Contact", url: url("Contact", ids.c1) },
      Account: {
        attributes: { type: "Account", url: url("Account", ids.a1) },
        Owner: { attributes: { type: "User", url: url("User", ids.u1) }, Name: "Ada Lovelace" },
      },
    });
  });

  test("renders an empty lookup as null", () => {
    expect(column("SELECT Account.Name FROM Contact WHERE LastName = 'Brown'", "Account")).toEqual([null]);
  });

  test("types polymorphic parents as Name with the real type in the url", () => {
    const records = query("SELECT Owner.Name, Owner.Type, What.Name FROM Task ORDER BY Subject").records;
    expect(records[0]?.Owner).toEqual({
      attributes: { type: "Name", url: url("User", ids.u1) },
      Name: "Ada Lovelace",
      Type: "User",
    });
    expect(records[1]?.Owner).toEqual({
      attributes: { type: "Name", url: url("Group", ids.g1) },
      Name: "Support Queue",
      Type: "Group",
    });
    expect(records[1]?.What).toEqual({ attributes: { type: "Name", url: url("Opportunity", ids.o1) }, Name: "Acme Deal" });
    expect(records[2]?.What).toBeNull();
  });

  test("polymorphic lookups expose only the Name entity's fields", () => {
    expect(soqlError("SELECT What.Industry FROM Task").message).toContain("No such column 'Industry' on entity 'Name'");
    expect(query("SELECT Owner.Alias FROM Task WHERE Subject = 'Call'").records[0]?.Owner).toMatchObject({ Alias: "ada" });
  });

  test("accepts an object-name or alias prefix", () => {
    expect(column("SELECT Contact.LastName FROM Contact WHERE Contact.LastName = 'Smith'", "LastName")).toEqual(["Smith"]);
    expect(query("SELECT c.Account.Name FROM Contact c WHERE c.LastName = 'Smith'").records[0]?.Account).toMatchObject({ Name: "Acme" });
  });

  test("renders datetimes in Salesforce's REST form whichever form was stored", () => {
    expect(column("SELECT CreatedDate FROM Account WHERE Name = 'Globex'", "CreatedDate")).toEqual(["2024-06-14T09:30:00.000+0000"]);
  });

  test("compound addresses are assembled from their components, null when all are empty", () => {
    expect(column("SELECT BillingAddress FROM Account WHERE Name IN ('Acme', 'Globex') ORDER BY Name", "BillingAddress")).toEqual([
      { city: "San Francisco", country: null, geocodeAccuracy: null, latitude: null, longitude: null, postalCode: null, state: null, street: null },
      null,
    ]);
    expect(soqlError("SELECT Id FROM Account WHERE BillingAddress = 'x'").errorCode).toBe("INVALID_FIELD");
  });

  test("toLabel() shows picklist labels", () => {
    expect(column("SELECT toLabel(Industry) FROM Account WHERE Name = 'Acme'", "Industry")).toEqual(["Tech (label)"]);
  });

  test("FIELDS(STANDARD) and FIELDS(CUSTOM) split on custom fields; ALL needs a LIMIT", () => {
    const [standard] = query("SELECT FIELDS(STANDARD) FROM Account WHERE Name = 'Acme'").records;
    expect(standard).toBeDefined();
    expect(Object.keys(standard!)).toContain("OwnerId");
    expect(Object.keys(standard!)).not.toContain("Tier__c");
    const [custom] = query("SELECT FIELDS(CUSTOM) FROM Account WHERE Name = 'Acme' LIMIT 1").records;
    expect(custom).toBeDefined();
    expect(Object.keys(custom!)).toEqual(["attributes", "Tier__c", "Services__c"]);
    expect(soqlError("SELECT FIELDS(ALL) FROM Account").message).toContain("must have a LIMIT of at most 200");
  });

  test("TYPEOF picks the field list by the parent's type", () => {
    const records = query("SELECT TYPEOF What WHEN Account THEN Industry WHEN Opportunity THEN Amount END FROM Task ORDER BY Subject").records;
    expect(records[0]?.What).toEqual({ attributes: { type: "Account", url: url("Account", ids.a1) }, Industry: "Technology" });
    expect(records[1]?.What).toEqual({ attributes: { type: "Opportunity", url: url("Opportunity", ids.o1) }, Amount: 1000 });
  });
});

describe("SELECT errors", () => {
  test("unknown field: INVALID_FIELD with Salesforce's caret message", () => {
    const error = soqlError("SELECT Foo FROM Account");
    expect(error.errorCode).toBe("INVALID_FIELD");
    expect(error.message).toBe(
      "\nSELECT Foo FROM Account\n       ^\nERROR at Row:1:Column:8\nNo such column 'Foo' on entity 'Account'. If you are attempting to use a custom field, be sure to append the '__c' after the custom field name. Please reference your WSDL or the describe call for the appropriate names.",
    );
  });

  test("the caret column follows the token", () => {
    expect(soqlError("SELECT Id, Name, Nmae FROM Account").message).toContain("ERROR at Row:1:Column:18\nNo such column 'Nmae'");
    expect(soqlError("SELECT Id FROM Account WHERE Foo__c = 1").message).toContain("Column:30\nNo such column 'Foo__c' on entity 'Account'");
  });

  test("unknown field on a parent names the parent entity", () => {
    expect(soqlError("SELECT Account.Owner.Foo FROM Contact").message).toContain("No such column 'Foo' on entity 'User'");
  });

  test("a bad SELECT field is reported before a bad filter, as Salesforce does", () => {
    expect(soqlError("SELECT Foo FROM Account WHERE Bar = 1").message).toContain("No such column 'Foo'");
  });

  test("unknown relationship", () => {
    const error = soqlError("SELECT Acount.Name FROM Contact");
    expect(error.errorCode).toBe("INVALID_FIELD");
    expect(error.message).toContain("Didn't understand relationship 'Acount' in field path.");
  });

  test("unknown object: INVALID_TYPE", () => {
    const error = soqlError("SELECT Id FROM Foo");
    expect(error.errorCode).toBe("INVALID_TYPE");
    expect(error.message).toBe(
      "\nSELECT Id FROM Foo\n               ^\nERROR at Row:1:Column:16\nsObject type 'Foo' is not supported. If you are attempting to use a custom object, be sure to append the '__c' after the entity name. Please reference your WSDL or the describe call for the appropriate names.",
    );
  });

  test("duplicate fields and aliases outside aggregate queries are malformed", () => {
    expect(soqlError("SELECT Name, name FROM Account").message).toContain("duplicate field selected: name");
    expect(soqlError("SELECT Name n FROM Account").message).toContain("unexpected token: 'n'");
  });

  test("unsupported functions refuse rather than guess", () => {
    const error = soqlError("SELECT FORMAT(toLabel(Industry)) FROM Account");
    expect(error.errorCode).toBe("MALFORMED_QUERY");
    expect(error.message).toStartWith("Not supported by this mock: ");
  });
});
