import { describe, expect, test } from "bun:test";
import { gradingInput, optionsValidator, toolCall } from "../shared/grading-input.fixture.ts";
import toolCalled, { type ToolCalledOptions } from "./plugin.ts";

const toolCalls = [
  toolCall(1, "salesforce_query_records", { soql: "SELECT Id FROM Contact" }),
  toolCall(2, "salesforce_create_record", { sobject: "Contact", fields: { LastName: "Hopper" } }, "error", "REQUIRED_FIELD_MISSING"),
  toolCall(3, "salesforce_create_record", { sobject: "Contact", fields: { LastName: "Hopper", Email: "grace@acme.example" } }),
  toolCall(4, "salesforce_create_record", { sobject: "Task", fields: { Subject: "Call" } }),
];
const grade = (options: ToolCalledOptions, calls = toolCalls) => toolCalled.grade(gradingInput({ toolCalls: calls }), options);

describe("tool-called", () => {
  test("passes when the tool was called at least once", () => {
    expect(grade({ tool: "salesforce_query_records" })).toEqual({
      passed: true,
      expected: "at least 1 call of salesforce_query_records",
      actual: "1 call of salesforce_query_records: #1",
    });
  });

  test("arguments (dotted paths) and outcome narrow the calls", () => {
    const result = grade({ tool: "salesforce_create_record", arguments: { sobject: "Contact", "fields.Email": { exists: true } }, outcome: "ok" });
    expect(result).toEqual({
      passed: true,
      expected: 'at least 1 call of salesforce_create_record with sobject = "Contact" and fields.Email is set that succeeded',
      actual: "3 calls of salesforce_create_record, 1 matching: #3",
    });
  });

  test("when no call matches, the closest call says why", () => {
    const result = grade({ tool: "salesforce_create_record", arguments: { sobject: "Lead" }, outcome: "error" });
    expect(result).toMatchObject({
      passed: false,
      actual: '3 calls of salesforce_create_record, none matching: closest has sobject "Contact"',
    });
  });

  test("min and max bound the number of matching calls", () => {
    const where = { arguments: { sobject: "Contact" } };
    expect(grade({ tool: "salesforce_create_record", ...where, max: 1 })).toMatchObject({
      passed: false,
      expected: 'exactly 1 call of salesforce_create_record with sobject = "Contact"',
      actual: "3 calls of salesforce_create_record, 2 matching: #2, #3",
    });
    expect(grade({ tool: "salesforce_create_record", ...where, min: 2, max: 3 })).toMatchObject({
      passed: true,
      expected: 'between 2 and 3 calls of salesforce_create_record with sobject = "Contact"',
    });
    expect(grade({ tool: "salesforce_create_record", min: 4 }).passed).toBe(false);
  });

  test("called: false passes only when there is no matching call", () => {
    expect(grade({ tool: "salesforce_delete_record", called: false })).toEqual({
      passed: true,
      expected: "no call of salesforce_delete_record",
      actual: "no calls of salesforce_delete_record (called: salesforce_query_records, salesforce_create_record)",
    });
    expect(grade({ tool: "salesforce_create_record", called: false, outcome: "error" })).toMatchObject({
      passed: false,
      expected: "no call of salesforce_create_record that failed",
      actual: "3 calls of salesforce_create_record, 1 matching: #2",
    });
    expect(grade({ tool: "x", called: false }, [])).toMatchObject({ passed: true, actual: "no tool calls at all" });
  });

  test("options schema", () => {
    const check = optionsValidator(toolCalled.optionsSchema);
    expect(check({ tool: "salesforce_create_record", arguments: { "fields.LastName": "x" }, outcome: "ok", min: 1, max: 2 })).toBeUndefined();
    expect(check({ tool: "x", called: true, min: 1 })).toBeUndefined();
    expect(check({})).toBe("options must have required property 'tool'");
    expect(check({ tool: "x", outcome: "failed" })).toBe("options.outcome must be equal to one of the allowed values");
    expect(check({ tool: "x", called: false, max: 1 })).toBe("options.called must be equal to constant");
    expect(check({ tool: "x", args: {} })).toBe('options has an unknown property "args"');
  });
});

describe("tool-called through MCP profiles", () => {
  test("a profile's call counts as the native tool it does the work of, read with the native arguments", () => {
    const viaProfile = [{ ...toolCall(1, "createSobjectRecord", { objectName: "Contact", fields: { LastName: "Hopper" } }), native: { tool: "salesforce_create_record", arguments: { sobject: "Contact", fields: { LastName: "Hopper" } } } }];
    expect(grade({ tool: "salesforce_create_record", arguments: { sobject: "Contact" } }, viaProfile)).toMatchObject({ passed: true, actual: "1 call of salesforce_create_record, 1 matching: #1" });
    // Its own name still works, with the arguments as called.
    expect(grade({ tool: "createSobjectRecord", arguments: { objectName: "Contact" } }, viaProfile).passed).toBe(true);
    expect(grade({ tool: "salesforce_create_record", arguments: { sobject: "Account" } }, viaProfile).passed).toBe(false);
  });
});
