import { describe, expect, test } from "bun:test";
import { gradingInput, optionsValidator, stateOf } from "../shared/grading-input.fixture.ts";
import recordAbsent from "./plugin.ts";

const final = stateOf("salesforce", {
  Account: [
    { Id: "001000000000001AAA", Name: "Acme", Industry: "Manufacturing" },
    { Id: "001000000000002AAA", Name: "Globex", Industry: "Energy" },
  ],
});
const grade = (where: Record<string, unknown>) =>
  recordAbsent.grade(gradingInput({ final }), { pack: "salesforce", collection: "Account", where: where as never });

describe("record-absent", () => {
  test("passes when nothing matches", () => {
    expect(grade({ Name: "Initech" })).toEqual({
      passed: true,
      expected: 'no salesforce/Account with Name = "Initech"',
      actual: '2 salesforce/Account records, none matching: closest has Name "Acme"',
    });
  });

  test("fails and lists the matching ids", () => {
    expect(grade({ Industry: { oneOf: ["Energy", "Manufacturing"] } })).toEqual({
      passed: false,
      expected: 'no salesforce/Account with Industry is one of "Energy", "Manufacturing"',
      actual: "2 salesforce/Account records, 2 matching: 001000000000001AAA, 001000000000002AAA",
    });
  });

  test("a deleted record is simply not in the final state", () => {
    const result = recordAbsent.grade(gradingInput({ final: { salesforce: {} } }), { pack: "salesforce", collection: "Account", where: { Name: "Acme" } });
    expect(result).toMatchObject({ passed: true, actual: "no salesforce/Account records" });
  });

  test("options schema", () => {
    const check = optionsValidator(recordAbsent.optionsSchema);
    expect(check({ pack: "salesforce", collection: "Account", where: { Name: "Acme" } })).toBeUndefined();
    expect(check({ pack: "salesforce", collection: "Account", where: { Name: { like: "Ac%" } } })).toBe(
      'options.where.Name has an unknown property "like"',
    );
    expect(check({ pack: "salesforce", collection: "", where: {} })).toBe("options.collection must NOT have fewer than 1 characters");
  });
});
