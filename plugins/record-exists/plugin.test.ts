import { describe, expect, test } from "bun:test";
import { gradingInput, optionsValidator, stateOf } from "../shared/grading-input.fixture.ts";
import recordExists from "./plugin.ts";

const final = stateOf("salesforce", {
  Contact: [
    { Id: "003000000000001AAA", LastName: "Lovelace", Email: "ada@x.com" },
    { Id: "003000000000002AAA", LastName: "Byron", Email: "byron@acme.example" },
  ],
});
const grade = (options: Parameters<typeof recordExists.grade>[1]) => recordExists.grade(gradingInput({ final }), options);

describe("record-exists", () => {
  test("passes when a record matches every condition", () => {
    const result = grade({ pack: "salesforce", collection: "Contact", where: { LastName: "Byron", Email: { contains: "@ACME" } } });
    expect(result).toEqual({
      passed: true,
      expected: 'a salesforce/Contact with LastName = "Byron" and Email contains "@ACME"',
      actual: "2 salesforce/Contact records, 1 matching: 003000000000002AAA",
    });
  });

  test("fails and names the closest record's mismatching fields", () => {
    const result = grade({ pack: "salesforce", collection: "Contact", where: { LastName: "Lovelace", Email: { contains: "@acme" } } });
    expect(result.passed).toBe(false);
    expect(result.actual).toBe('2 salesforce/Contact records, none matching: closest has Email "ada@x.com"');
  });

  test("an empty or missing collection has no records", () => {
    const result = grade({ pack: "salesforce", collection: "Lead", where: {} });
    expect(result).toMatchObject({ passed: false, expected: "a salesforce/Lead", actual: "no salesforce/Lead records" });
    expect(grade({ pack: "slack", collection: "messages", where: {} }).passed).toBe(false);
  });

  test("count asks for exactly that many matches", () => {
    const where = { Email: { exists: true } };
    expect(grade({ pack: "salesforce", collection: "Contact", where, count: 2 })).toMatchObject({
      passed: true,
      expected: "exactly 2 salesforce/Contact records with Email is set",
    });
    const one = grade({ pack: "salesforce", collection: "Contact", where, count: 1 });
    expect(one).toMatchObject({ passed: false, expected: "exactly 1 salesforce/Contact record with Email is set" });
    expect(one.actual).toBe("2 salesforce/Contact records, 2 matching: 003000000000001AAA, 003000000000002AAA");
  });

  test("options schema", () => {
    const check = optionsValidator(recordExists.optionsSchema);
    expect(check({ pack: "salesforce", collection: "Contact", where: { LastName: "x" }, count: 1 })).toBeUndefined();
    expect(check({ pack: "salesforce", collection: "Contact" })).toBe("options must have required property 'where'");
    expect(check({ pack: "Salesforce", collection: "Contact", where: {} })).toMatch(/^options\.pack must match pattern/);
    expect(check({ pack: "salesforce", collection: "Contact", where: {}, count: 0 })).toBe("options.count must be >= 1");
    expect(check({ pack: "salesforce", collection: "Contact", where: {}, limit: 1 })).toBe('options has an unknown property "limit"');
  });
});
