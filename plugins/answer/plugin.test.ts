import { describe, expect, test } from "bun:test";
import { gradingInput, optionsValidator, stateOf } from "../shared/grading-input.fixture.ts";
import { numbersIn } from "./numbers.ts";
import answerGrader, { type AnswerOptions } from "./plugin.ts";

const ACME = "001000000000001AAA";
const final = stateOf("salesforce", {
  Account: [
    { Id: ACME, Name: "Acme Corporation", AnnualRevenue: 1204.5, NumberOfEmployees: null, IsActive: true },
    { Id: "001000000000002AAA", Name: "Globex", AnnualRevenue: 90000, IsActive: true },
  ],
  Case: [
    { Id: "500000000000001AAA", Subject: "Anvil dropped", Status: "New", AccountId: ACME },
    { Id: "500000000000002AAA", Subject: "Rocket skates", Status: "Working", AccountId: ACME },
    { Id: "500000000000003AAA", Subject: "Old complaint", Status: "Closed", AccountId: ACME },
    { Id: "500000000000004AAA", Subject: "Gas leak", Status: "New", AccountId: "001000000000002AAA" },
  ],
});
const openAcmeCases = { count: { pack: "salesforce", collection: "Case", where: { AccountId: ACME, Status: { notEquals: "Closed" } } } };
const acmeName = { field: { pack: "salesforce", collection: "Account", where: { Id: ACME }, field: "Name" } };
const grade = (options: AnswerOptions, answer: string | null) => answerGrader.grade(gradingInput({ final, answer }), options);
const passes = (options: AnswerOptions, answer: string) => grade(options, answer).passed;

describe("answer", () => {
  test("equals a count read from the world: the answer's only number must be it", () => {
    expect(grade({ equals: openAcmeCases }, "There are 2 open cases.")).toEqual({
      passed: true,
      expected: 'an answer whose only number is 2 (the number of salesforce/Case records with AccountId = "001000000000001AAA" and Status != "Closed")',
      actual: '"There are 2 open cases." (numbers in it: 2)',
    });
    for (const answer of ["2", " 2.0\n", "**2**", "+2", "Acme Corporation has 2 open cases (of its 500000000000001AAA…)"])
      expect(passes({ equals: openAcmeCases }, answer)).toBe(true);
    expect(grade({ equals: openAcmeCases }, "3 cases, 2 of them open")).toMatchObject({ passed: false, actual: '"3 cases, 2 of them open" (numbers in it: 3, 2)' });
    expect(grade({ equals: openAcmeCases }, "two")).toMatchObject({ passed: false, actual: '"two" (no number in it)' });
    for (const answer of ["12", "2.5", "2nd", "v2", "1.2.3"]) expect(passes({ equals: openAcmeCases }, answer)).toBe(false);
  });

  test("contains a number: any number the answer states", () => {
    expect(grade({ contains: 2 }, "3 cases, 2 of them open")).toMatchObject({
      passed: true,
      expected: "an answer containing the number 2",
      actual: '"3 cases, 2 of them open" (numbers in it: 3, 2)',
    });
    expect(passes({ contains: 2 }, "12 or 22 or 2.5")).toBe(false);
    expect(passes({ contains: 1204.5 }, "Revenue was $1,204.50 last year")).toBe(true);
    expect(passes({ contains: -3 }, "It changed by -3.")).toBe(true);
  });

  test("numbers are written in digits, standing alone", () => {
    expect(numbersIn("As of 2024-06-14: 1,204 cases, 3.5%, 3rd, v2, _7_, 1.2.3, 500000000000001AAA, end 9.")).toEqual([
      "2024", "06", "14", "1,204", "3.5", "7", "9",
    ]);
    expect(numbersIn("$3, 3%, **3**, (3), -3 and 3.")).toEqual(["3", "3", "3", "3", "-3", "3"]);
  });

  test("equals a text: the trimmed answer, exactly or ignoring case", () => {
    expect(grade({ equals: acmeName }, "  Acme Corporation\n")).toEqual({
      passed: true,
      expected: 'an answer equal to "Acme Corporation" (the Name of the salesforce/Account with Id = "001000000000001AAA")',
      actual: '"Acme Corporation"',
    });
    expect(passes({ equals: acmeName }, "acme corporation")).toBe(false);
    expect(passes({ equals: acmeName }, "Acme Corporation.")).toBe(false);
    expect(grade({ equals: "acme CORPORATION", ignoreCase: true }, "Acme Corporation")).toMatchObject({
      passed: true,
      expected: 'an answer equal to "acme CORPORATION", ignoring case',
    });
  });

  test("a text expected from a number-like field is still text; a numeric field compares numerically", () => {
    const revenue = { field: { pack: "salesforce", collection: "Account", where: { Name: "Acme Corporation" }, field: "AnnualRevenue" } };
    expect(grade({ equals: revenue }, "1,204.50")).toMatchObject({
      passed: true,
      expected: 'an answer whose only number is 1204.5 (the AnnualRevenue of the salesforce/Account with Name = "Acme Corporation")',
    });
    expect(passes({ equals: "3" }, "3.0")).toBe(false);
  });

  test("contains a text: case-insensitive", () => {
    expect(grade({ contains: acmeName }, "The account is ACME CORPORATION.")).toMatchObject({
      passed: true,
      expected: 'an answer containing "Acme Corporation" (the Name of the salesforce/Account with Id = "001000000000001AAA")',
    });
    expect(passes({ contains: "Globex" }, "Acme Corporation")).toBe(false);
  });

  test("matches a regex, with flags, against the trimmed answer", () => {
    expect(grade({ matches: "^yes\\b", flags: "i" }, "\n Yes, it is.")).toEqual({
      passed: true,
      expected: "an answer matching /^yes\\b/i",
      actual: '"Yes, it is."',
    });
    expect(passes({ matches: "^yes\\b" }, "Yes")).toBe(false);
  });

  test("no answer fails and says so, with the expected value still read", () => {
    expect(grade({ equals: openAcmeCases }, null)).toEqual({
      passed: false,
      expected: 'an answer whose only number is 2 (the number of salesforce/Case records with AccountId = "001000000000001AAA" and Status != "Closed")',
      actual: "no answer: the agent reported none",
    });
    expect(grade({ contains: "x" }, "")).toMatchObject({ passed: false, actual: '""' });
  });

  test("a count with no where counts every record; a missing collection counts none", () => {
    expect(grade({ equals: { count: { pack: "salesforce", collection: "Case" } } }, "4")).toMatchObject({ passed: true, expected: "an answer whose only number is 4 (the number of salesforce/Case records)" });
    expect(passes({ equals: { count: { pack: "salesforce", collection: "Lead" } } }, "0")).toBe(true);
  });

  test("records that agree on the field give one value; a boolean is not one an answer is checked against", () => {
    const status = { field: { pack: "salesforce", collection: "Case", where: { Status: "New" }, field: "Status" } };
    expect(grade({ equals: status }, "New")).toMatchObject({
      passed: true,
      expected: 'an answer equal to "New" (the Status of the 2 salesforce/Case records with Status = "New")',
    });
    const active = { field: { pack: "salesforce", collection: "Account", where: { Id: ACME }, field: "IsActive" } };
    expect(() => grade({ equals: active }, "yes")).toThrow(
      'The IsActive of the salesforce/Account with Id = "001000000000001AAA" is true: an answer is checked against a text or a number only',
    );
  });

  test("a value the world cannot give, or a bad pattern, is a grader error, even without an answer", () => {
    const read = (where: Record<string, unknown>, field = "Name") => ({ field: { pack: "salesforce", collection: "Account", where, field } }) as AnswerOptions["equals"];
    expect(() => grade({ equals: read({ Name: "Initech" }) }, null)).toThrow('No salesforce/Account record with Name = "Initech" in the final state to read Name from');
    expect(() => grade({ equals: read({}) }, "Acme")).toThrow(
      'The 2 salesforce/Account records disagree on Name ("Acme Corporation", "Globex"): narrow the where to one record',
    );
    expect(() => grade({ equals: read({ Id: ACME }, "NumberOfEmployees") }, "3")).toThrow(
      'The NumberOfEmployees of the salesforce/Account with Id = "001000000000001AAA" is not set: an answer is checked against a text or a number only',
    );
    expect(() => grade({ contains: "  " }, "x")).toThrow('The expected text "  " is blank: an answer cannot be checked against it');
    expect(() => grade({ matches: "(" }, null)).toThrow(/^Invalid pattern \/\(\/: /);
  });

  test("options schema", () => {
    const check = optionsValidator(answerGrader.optionsSchema);
    for (const options of [
      { equals: 2 },
      { equals: "Acme", ignoreCase: true },
      { contains: 1.5 },
      { matches: "^2$", flags: "i" },
      { equals: openAcmeCases },
      { contains: acmeName },
      { equals: { count: { pack: "salesforce", collection: "Case" } } },
    ]) expect(check(options)).toBeUndefined();
    expect(check({})).toBe("options must have required property 'equals'");
    expect(check({ equal: 2 })).toBe('options has an unknown property "equal"');
    expect(check({ equals: 2, contains: 2 })).toBe('options has an invalid key "contains": it must match pattern "^(equals|ignoreCase)$"');
    expect(check({ contains: 2, matches: "2" })).toBe('options has an invalid key "matches": it must match pattern "^(contains)$"');
    expect(check({ contains: "Acme", ignoreCase: true })).toBe("options must have property equals when property ignoreCase is present");
    expect(check({ equals: "2", flags: "i" })).toBe("options must have property matches when property flags is present");
    expect(check({ matches: "2", flags: "g" })).toBe('options.flags must match pattern "^[imsu]*$"');
    expect(check({ matches: "" })).toBe("options.matches must NOT have fewer than 1 characters");
    expect(check({ matches: "^(\\w+) \\1$" })).toMatch(/^options\.matches is not a pattern grading can run: Invalid pattern .*backreferences are not supported/);
    expect(check({ equals: "" })).toBe("options.equals must NOT have fewer than 1 characters");
    expect(check({ equals: true })).toBe("options.equals must be string,number,object");
    expect(check({ equals: {} })).toBe("options.equals must NOT have fewer than 1 properties");
    expect(check({ equals: { sum: {} } })).toBe('options.equals has an unknown property "sum"');
    expect(check({ equals: { count: { pack: "salesforce" } } })).toBe("options.equals.count must have required property 'collection'");
    expect(check({ equals: { count: { pack: "salesforce", collection: "Case" }, where: {} } })).toBe('options.equals has an unknown property "where"');
    expect(check({ equals: { count: { pack: "Salesforce", collection: "Case" } } })).toMatch(/^options\.equals\.count\.pack must match pattern/);
    expect(check({ contains: { field: { pack: "salesforce", collection: "Account", where: {} } } })).toBe("options.contains.field must have required property 'field'");
    expect(check({ contains: { field: { ...acmeName.field, where: { Id: { eq: ACME } } } } })).toBe('options.contains.field.where.Id has an unknown property "eq"');
    expect(check({ equals: { count: openAcmeCases.count, field: acmeName.field } })).toBe('options.equals has an invalid key "count": it must match pattern "^field$"');
  });
});
