import { describe, expect, test } from "bun:test";
import { gradingInput, optionsValidator, stateOf } from "../shared/grading-input.fixture.ts";
import recordCount, { type RecordCountOptions } from "./plugin.ts";

const final = stateOf("jira", {
  issues: [
    { key: "OPS-1", status: "Done", points: 3 },
    { key: "OPS-2", status: "To Do", points: 5 },
    { key: "OPS-3", status: "Done", points: 8 },
  ],
}, "key");
const base = { pack: "jira", collection: "issues" };
const grade = (options: Partial<RecordCountOptions>) => recordCount.grade(gradingInput({ final }), { ...base, ...options });

describe("record-count", () => {
  test("equals counts matching records", () => {
    expect(grade({ where: { status: "Done" }, equals: 2 })).toEqual({
      passed: true,
      expected: 'exactly 2 jira/issues records with status = "Done"',
      actual: "3 jira/issues records, 2 matching: OPS-1, OPS-3",
    });
    expect(grade({ where: { status: "Done" }, equals: 1 }).passed).toBe(false);
  });

  test("without where every record counts", () => {
    expect(grade({ min: 4 })).toEqual({ passed: false, expected: "at least 4 jira/issues records", actual: "3 jira/issues records" });
    expect(grade({ max: 3 }).passed).toBe(true);
  });

  test("min and max bound the count", () => {
    const result = grade({ where: { points: { gte: 5 } }, min: 1, max: 1 });
    expect(result).toMatchObject({ passed: false, expected: "exactly 1 jira/issues record with points >= 5" });
    expect(grade({ where: { points: { gt: 3 } }, min: 1, max: 3 })).toMatchObject({
      passed: true,
      expected: "between 1 and 3 jira/issues records with points > 3",
    });
    expect(grade({ where: { status: "Blocked" }, max: 0 })).toMatchObject({
      passed: true,
      actual: '3 jira/issues records, none matching: closest has status "Done"',
    });
  });

  test("contradictory bounds are a grader error", () => {
    expect(() => grade({ min: 3, max: 1 })).toThrow("min (3) is greater than max (1)");
  });

  test("options schema", () => {
    const check = optionsValidator(recordCount.optionsSchema);
    expect(check({ ...base, equals: 0 })).toBeUndefined();
    expect(check({ ...base, where: { status: "Done" }, min: 1, max: 2 })).toBeUndefined();
    expect(check({ ...base, where: { status: "Done" } })).toBe("options must have required property 'equals'");
    expect(check({ ...base, equals: -1 })).toBe("options.equals must be >= 0");
    expect(check({ ...base, equals: 1.5 })).toBe("options.equals must be integer");
  });
});
