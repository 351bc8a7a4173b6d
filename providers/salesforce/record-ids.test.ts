import { expect, test } from "bun:test";
import { caseSafeSuffix, generateId, toId18 } from "./record-ids.ts";

test("case-safe suffix matches Salesforce's for known ids", () => {
  // Pairs as Salesforce prints them (15-character id, 18-character id). Each suffix letter encodes
  // which of five characters are upper case (bit i for character i) as "A".."Z", "0".."5":
  // "Gv7qJ" has G (1) and J (16): 17 is "R".
  expect(toId18("001D000000IRFma")).toBe("001D000000IRFmaIAH");
  expect(toId18("0015000000Gv7qJ")).toBe("0015000000Gv7qJAAR");
  expect(toId18("0015g00000XyZab")).toBe("0015g00000XyZabAAF");
  expect(caseSafeSuffix("aaaaaaaaaaaaaaa")).toBe("AAA");
  expect(caseSafeSuffix("AAAAAAAAAAAAAAA")).toBe("555");
});

test("accepts 15 and 18 character ids and refuses anything else", () => {
  expect(toId18("001D000000IRFmaIAH")).toBe("001D000000IRFmaIAH");
  expect(toId18("001D000000IRFmaiah")).toBe("001D000000IRFmaIAH");
  expect(toId18("001D000000IRFmaXXX")).toBeUndefined();
  for (const bad of ["", "001", "001D000000IRFm", "001D000000IRFma-AH", "001D000000IRFmaIAHX"]) expect(toId18(bad)).toBeUndefined();
});

test("generated ids carry the key prefix, are 18 characters and unique per counter", () => {
  const ids = new Set(Array.from({ length: 1000 }, (_, i) => generateId("003", i + 1)));
  expect(ids.size).toBe(1000);
  for (const id of ids) {
    expect(id).toMatch(/^003[a-zA-Z0-9]{15}$/);
    expect(toId18(id)).toBe(id);
  }
});
