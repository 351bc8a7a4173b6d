import { describe, expect, test } from "bun:test";
import { ids, NOW, sfId } from "./fake-source.fixture.ts";
import { runSoql, type SoqlField } from "./index.ts";
import { extendSource, query, soqlError, startWorkSliceEachTest } from "./test-helpers.fixture.ts";

startWorkSliceEachTest();

const f = (name: string, type: string, extra: Partial<SoqlField> = {}): SoqlField => ({ name, type, ...extra });

/** Warehouses around San Francisco (37.775, -122.418): the Ferry Building ~2 km away, Oakland ~13 km, LA ~560 km. */
const geo = extendSource(
  [{ name: "Warehouse__c", keyPrefix: "a01", fields: [f("Id", "id"), f("Name", "string"), f("Location__c", "location"), f("Capacity__c", "percent", { scale: 1 })] }],
  {
    Warehouse__c: [
      { Id: sfId("a01", 1), Name: "Ferry Building", Location__Latitude__s: 37.7955, Location__Longitude__s: -122.3937, Capacity__c: 12.5 },
      { Id: sfId("a01", 2), Name: "Oakland", Location__Latitude__s: 37.8044, Location__Longitude__s: -122.2712 },
      { Id: sfId("a01", 3), Name: "Los Angeles", Location__c: { latitude: 34.0522, longitude: -118.2437 } },
      { Id: sfId("a01", 4), Name: "Nowhere" },
    ],
  },
);
const geoQuery = (soql: string) => runSoql(soql, geo, { now: NOW }).records.map(({ attributes, ...rest }) => rest);
const SF = "GEOLOCATION(37.775, -122.418)";

describe("FORMAT() and convertCurrency() in SELECT", () => {
  test("FORMAT shows numbers, money and dates as an en_US user in UTC sees them, under the field's own key", () => {
    const [acme] = query("SELECT FORMAT(AnnualRevenue), FORMAT(NumberOfEmployees), FORMAT(CreatedDate) FROM Account WHERE Id = '" + ids.a1 + "'").records;
    expect(acme).toMatchObject({ AnnualRevenue: "$5,000,000.00", NumberOfEmployees: "100", CreatedDate: "1/15/2024, 10:00 AM" });
    const [contact] = query("SELECT FORMAT(Birthdate), Account.Name FROM Contact WHERE LastName = 'Smith'").records;
    expect(contact?.Birthdate).toBe("5/1/1990");
    expect(geoQuery("SELECT FORMAT(Capacity__c) FROM Warehouse__c WHERE Name = 'Ferry Building'")).toEqual([{ Capacity__c: "12.5%" }]);
  });

  test("aliases make room for the plain field next to its formatted or converted forms", () => {
    const [acme] = query("SELECT AnnualRevenue, FORMAT(AnnualRevenue) shown, convertCurrency(AnnualRevenue) converted, FORMAT(convertCurrency(AnnualRevenue)) both FROM Account WHERE Name = 'Acme'").records;
    expect(acme).toMatchObject({ AnnualRevenue: 5000000, shown: "$5,000,000.00", converted: 5000000, both: "$5,000,000.00" });
    expect(soqlError("SELECT AnnualRevenue, FORMAT(AnnualRevenue) FROM Account").message).toContain("duplicate field selected");
  });

  test("convertCurrency is the identity in a single-currency org, for currency fields only, and not in WHERE", () => {
    expect(query("SELECT convertCurrency(Amount) FROM Opportunity WHERE Name = 'Acme Deal'").records[0]?.Amount).toBe(1000);
    expect(soqlError("SELECT convertCurrency(Name) FROM Account").errorCode).toBe("INVALID_FIELD");
    expect(soqlError("SELECT Id FROM Opportunity WHERE convertCurrency(Amount) > 5").message).toContain("can not be used in a WHERE clause");
  });

  test("toLabel with an alias", () => {
    expect(query("SELECT toLabel(Industry) industryLabel FROM Account WHERE Name = 'Acme'").records[0]?.industryLabel).toBe("Tech (label)");
  });
});

describe("currency-prefixed literals", () => {
  test("the org currency's code compares like a plain number, negative amounts included", () => {
    const names = (where: string) => query(`SELECT Name FROM Opportunity WHERE ${where} ORDER BY Name`).records.map((r) => r.Name);
    expect(names("Amount > USD999")).toEqual(["Acme Deal", "Acme Expansion"]);
    expect(names("Amount IN (usd250.00, USD5000)")).toEqual(["Acme Expansion", "Globex Pilot"]);
    expect(names("Amount > USD-1")).toHaveLength(3);
  });

  test("another currency, or a field that is not currency, is refused", () => {
    expect(soqlError("SELECT Id FROM Opportunity WHERE Amount > EUR100").message).toContain("invalid currency ISO code: EUR");
    expect(soqlError("SELECT Id FROM Account WHERE NumberOfEmployees > USD100").errorCode).toBe("INVALID_FIELD");
  });
});

describe("DISTANCE() and GEOLOCATION()", () => {
  test("filters by radius, sorts by distance and selects it as exprN or its alias", () => {
    expect(geoQuery(`SELECT Name FROM Warehouse__c WHERE DISTANCE(Location__c, ${SF}, 'km') < 20 ORDER BY DISTANCE(Location__c, ${SF}, 'km') DESC`)).toEqual([
      { Name: "Oakland" },
      { Name: "Ferry Building" },
    ]);
    expect(geoQuery(`SELECT Name FROM Warehouse__c WHERE DISTANCE(Location__c, ${SF}, 'mi') > 100`)).toEqual([{ Name: "Los Angeles" }]);
    const [ferry] = geoQuery(`SELECT Name, DISTANCE(Location__c, ${SF}, 'km'), DISTANCE(Location__c, ${SF}, 'mi') miles FROM Warehouse__c WHERE Name = 'Ferry Building'`);
    expect(ferry).toBeDefined();
    expect(ferry!.expr0 as number).toBeCloseTo(3.1, 1);
    expect(ferry!.miles as number).toBeCloseTo(1.93, 1);
    const [nowhere] = geoQuery(`SELECT DISTANCE(Location__c, ${SF}, 'mi') d FROM Warehouse__c WHERE Name = 'Nowhere'`);
    expect(nowhere?.d).toBeNull();
  });

  test("the location compound reads from its __Latitude__s/__Longitude__s columns", () => {
    expect(geoQuery("SELECT Location__c FROM Warehouse__c WHERE Name = 'Oakland'")).toEqual([{ Location__c: { latitude: 37.8044, longitude: -122.2712 } }]);
  });

  test("units, operators and field types are checked", () => {
    const error = (soql: string) => {
      try {
        runSoql(soql, geo, { now: NOW });
      } catch (e) {
        return e as Error;
      }
      throw new Error("expected an error");
    };
    expect(error(`SELECT Id FROM Warehouse__c WHERE DISTANCE(Location__c, ${SF}, 'ft') < 1`).message).toContain("unexpected token: ''ft''");
    expect(error(`SELECT Id FROM Warehouse__c WHERE DISTANCE(Location__c, ${SF}, 'mi') = 1`).message).toContain("can only be compared with < or >");
    expect(error(`SELECT Id FROM Warehouse__c WHERE DISTANCE(Name, ${SF}, 'mi') < 1`).message).toContain("needs a geolocation or address field");
  });
});
