import { describe, expect, test } from "bun:test";
import type { WorldDiff } from "../../core/grading/index.ts";
import { gradingInput, optionsValidator } from "../shared/grading-input.fixture.ts";
import noCollateralChanges, { type NoCollateralChangesOptions } from "./plugin.ts";

const stamp = { LastModifiedDate: "2024-06-15T12:00:00.000+0000", SystemModstamp: "2024-06-15T12:00:00.000+0000" };
const diff: WorldDiff = {
  salesforce: {
    Contact: {
      added: [{ id: "003000000000009AAA", record: { LastName: "Hopper" } }],
      changed: [],
      removed: [],
    },
    Account: {
      added: [],
      changed: [
        // Only audit stamps moved: the agent touched the record without changing it.
        { id: "001000000000001AAA", before: { Name: "Acme" }, after: { Name: "Acme", ...stamp } },
        { id: "001000000000002AAA", before: { Name: "Globex", Rating: null }, after: { Name: "Globex Inc", Rating: "Hot", ...stamp } },
      ],
      removed: [],
    },
  },
};
const grade = (options: NoCollateralChangesOptions, input = diff) => noCollateralChanges.grade(gradingInput({ diff: input }), options);

describe("no-collateral-changes", () => {
  test("passes when every change is allowed; audit stamps alone do not count", () => {
    expect(grade({ allow: ["salesforce/Contact:added", "salesforce/Account"] })).toEqual({
      passed: true,
      expected: "no changes outside salesforce/Contact:added, salesforce/Account",
      actual: "no other changes",
    });
  });

  test("lists each change outside allow with its changed fields", () => {
    expect(grade({ allow: ["salesforce/Contact:added"] })).toEqual({
      passed: false,
      expected: "no changes outside salesforce/Contact:added",
      actual: "1 other change: salesforce/Account changed 001000000000002AAA (Name, Rating)",
    });
  });

  test("a kind suffix allows only that kind", () => {
    const result = grade({ allow: ["salesforce/Contact:changed", "salesforce/Account:changed"] });
    expect(result.actual).toBe("1 other change: salesforce/Contact added 003000000000009AAA");
  });

  test("ignoreFields replaces the default list", () => {
    const result = grade({ allow: ["salesforce/Contact"], ignoreFields: ["Name", "Rating"] });
    expect(result.actual).toBe(
      "2 other changes: salesforce/Account changed 001000000000001AAA (LastModifiedDate, SystemModstamp); salesforce/Account changed 001000000000002AAA (LastModifiedDate, SystemModstamp)",
    );
  });

  test("an empty allow list wants no change at all; removals count", () => {
    const removal: WorldDiff = { jira: { issues: { added: [], changed: [], removed: [{ id: "OPS-1", record: {} }] } } };
    expect(grade({ allow: [] }, removal)).toEqual({ passed: false, expected: "no changes at all", actual: "1 other change: jira/issues removed OPS-1" });
    expect(grade({ allow: [] }, {}).passed).toBe(true);
  });

  test("options schema", () => {
    const check = optionsValidator(noCollateralChanges.optionsSchema);
    expect(check({ allow: ["salesforce/Contact", "slack/messages:added"], ignoreFields: ["updated"] })).toBeUndefined();
    expect(check({})).toBe("options must have required property 'allow'");
    expect(check({ allow: ["salesforce/Contact:updated"] })).toMatch(/^options\.allow\[0\] must match pattern/);
    expect(check({ allow: ["Contact"] })).toMatch(/^options\.allow\[0\] must match pattern/);
  });
});
