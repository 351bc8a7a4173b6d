import { describe, expect, test } from "bun:test";
import type { WorldDiff } from "../../core/grading/index.ts";
import { gradingInput, optionsValidator } from "../shared/grading-input.fixture.ts";
import expectedDiff, { type ExpectedDiffOptions } from "./plugin.ts";

const diff: WorldDiff = {
  salesforce: {
    Contact: {
      added: [{ id: "003000000000009AAA", record: { Id: "003000000000009AAA", LastName: "Hopper", Email: "grace@acme.example" } }],
      changed: [],
      removed: [],
    },
    Account: {
      added: [],
      changed: [{ id: "001000000000001AAA", before: { Industry: "Energy" }, after: { Industry: "Utilities" } }],
      removed: [{ id: "001000000000002AAA", record: { Name: "Globex" } }],
    },
  },
};
const grade = (changes: ExpectedDiffOptions["changes"]) => expectedDiff.grade(gradingInput({ diff }), { changes });

describe("expected-diff", () => {
  test("passes when the listed counts match; unlisted kinds are not checked", () => {
    expect(grade({ "salesforce/Contact": { added: 1 }, "salesforce/Account": { changed: 1, removed: 1 } })).toEqual({
      passed: true,
      expected: "salesforce/Contact: 1 added; salesforce/Account: 1 changed, 1 removed",
      actual: "salesforce/Contact: 1 added; salesforce/Account: 1 changed, 1 removed",
    });
  });

  test("fails on a count that differs, naming the records", () => {
    const result = grade({ "salesforce/Account": { removed: 0 } });
    expect(result).toMatchObject({ passed: false, expected: "salesforce/Account: 0 removed", actual: "salesforce/Account: 1 removed (001000000000002AAA)" });
  });

  test("a record whose only changed fields are stamps was touched, not changed", () => {
    const touched: WorldDiff = {
      salesforce: {
        Account: {
          added: [],
          changed: [
            { id: "001000000000001AAA", before: { Name: "Acme" }, after: { Name: "Acme", LastModifiedDate: "2024-06-15T12:00:00.000+0000" } },
            { id: "001000000000002AAA", before: { Name: "Globex" }, after: { Name: "Globex Inc", LastModifiedDate: "2024-06-15T12:00:00.000+0000" } },
          ],
          removed: [],
        },
      },
    };
    const result = expectedDiff.grade(gradingInput({ diff: touched }), { changes: { "salesforce/Account": { changed: 1 } } });
    expect(result).toMatchObject({ passed: true, actual: "salesforce/Account: 1 changed" });
  });

  test("a collection absent from the diff had no changes", () => {
    expect(grade({ "salesforce/Opportunity": { added: 0, changed: 0, removed: 0 } }).passed).toBe(true);
    expect(grade({ "slack/messages": { added: 1 } })).toMatchObject({ passed: false, actual: "slack/messages: 0 added" });
  });

  test("addedWhere requires every added record to match", () => {
    expect(grade({ "salesforce/Contact": { added: 1, addedWhere: { LastName: "Hopper", Email: { contains: "@acme" } } } })).toMatchObject({
      passed: true,
      expected: 'salesforce/Contact: 1 added (each with LastName = "Hopper" and Email contains "@acme")',
    });
    expect(grade({ "salesforce/Contact": { added: 1, addedWhere: { LastName: "Lovelace" } } })).toMatchObject({
      passed: false,
      actual: 'salesforce/Contact: 1 added (1 not matching: it has LastName "Hopper")',
    });
  });

  test("options schema", () => {
    const check = optionsValidator(expectedDiff.optionsSchema);
    expect(check({ changes: { "salesforce/Contact": { added: 1, addedWhere: { LastName: "x" } }, "jira/issues": { changed: 2 } } })).toBeUndefined();
    expect(check({ changes: {} })).toBe("options.changes must NOT have fewer than 1 properties");
    expect(check({ changes: { Contact: { added: 1 } } })).toBe('options.changes has an invalid key "Contact": it must match pattern "^[a-z0-9][a-z0-9-]*/[^/:]+$"');
    expect(check({ changes: { "salesforce/Contact": {} } })).toBe('options.changes["salesforce/Contact"] must NOT have fewer than 1 properties');
    expect(check({ changes: { "salesforce/Contact": { addedWhere: {} } } })).toBe(
      'options.changes["salesforce/Contact"] must have property added when property addedWhere is present',
    );
    expect(check({ changes: { "salesforce/Contact": { updated: 1 } } })).toBe(
      'options.changes["salesforce/Contact"] has an unknown property "updated"',
    );
  });
});
