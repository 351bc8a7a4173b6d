import { describe, expect, test } from "bun:test";
import { everyPackInput } from "../shared/every-pack.fixture.ts";
import { optionsValidator } from "../shared/grading-input.fixture.ts";
import { mentions, textOf } from "./mentions.ts";
import crossReference, { type CrossReferenceOptions } from "./plugin.ts";

// The world: Case 00001001 escalated as OPS-3 (a new Jira issue quoting the case number), announced in
// #support ("Escalated case 00001001 as OPS-3: …"); OPS-1 and OPS-2 are seeded.
const grade = (options: CrossReferenceOptions, plain = false) => crossReference.grade(everyPackInput({}, plain), options);
const NEW_ISSUE_KEY = { pack: "jira", collection: "issues", new: true, field: "key" };
const SUPPORT_TEXT = { pack: "slack", collection: "messages", where: { channel: "C0SUPPORT" }, field: "text" };

describe("cross-reference", () => {
  test("a Slack message names the Jira issue filed during the task", () => {
    expect(grade({ from: NEW_ISSUE_KEY, in: SUPPORT_TEXT })).toEqual({
      passed: true,
      expected: 'a Slack message with channel = "C0SUPPORT" whose text mentions the key of a Jira issue added during the task',
      actual: 'the Slack message in #support by helper: “Escalated case 00001001 as OPS-3: login…” mentions "OPS-3" (the key of the Jira issue OPS-3 (“Safari login failures (Case 00001001)”))',
    });
  });

  test("a Jira issue quotes the Salesforce case number in its summary or its description (a document, read as text)", () => {
    const from = { pack: "salesforce", collection: "Case", where: { Status: "Escalated" }, field: "CaseNumber" };
    expect(grade({ from, in: { pack: "jira", collection: "issues", new: true, field: ["fields.description"] } })).toMatchObject({
      passed: true,
      expected: 'a Jira issue added during the task whose fields.description mentions the CaseNumber of a Salesforce Case with Status = "Escalated"',
    });
  });

  test("a value not mentioned fails, naming the value and where it was looked for", () => {
    const seeded = { ...NEW_ISSUE_KEY, new: false, where: { key: "OPS-2" } };
    expect(grade({ from: seeded, in: { pack: "slack", collection: "messages", field: "text" } })).toMatchObject({
      passed: false,
      actual: '"OPS-2" (the key of the Jira issue OPS-2 (“Rotate the keys”)); not in the text of 2 Slack messages: in #general by ada: “Welcome!”; in #support by helper: “Escalated case 00001001 as OPS-3: login…”',
    });
    expect(grade({ from: NEW_ISSUE_KEY, in: { pack: "salesforce", collection: "Case", field: "Description" } }).actual).toBe(
      '"OPS-3" (the key of the Jira issue OPS-3 (“Safari login failures (Case 00001001)”)); not in the Description of 1 Salesforce Case: 500000000000001AAA (00001001 “Login fails on Safari”)',
    );
  });

  test("nothing to look for, or nowhere to look, fails (the agent may not have done it)", () => {
    const missing = { pack: "jira", collection: "issues", where: { key: "OPS-9" }, field: "key" };
    expect(grade({ from: missing, in: SUPPORT_TEXT }).actual).toBe('no Jira issue with key = "OPS-9", so no key to look for');
    expect(grade({ from: { ...NEW_ISSUE_KEY, field: "fields.duedate" }, in: SUPPORT_TEXT }).actual).toBe("the Jira issue OPS-3 (“Safari login failures (Case 00001001)”) has no fields.duedate");
    expect(grade({ from: { ...NEW_ISSUE_KEY, new: undefined }, in: { pack: "salesforce", collection: "Task", field: "Description" } }).actual).toBe(
      '"OPS-1", "OPS-2", "OPS-3" (the keys of 3 Jira issues); no Salesforce Task to mention it',
    );
  });

  test("without the packs' words, reports say <pack>/<collection> and ids", () => {
    expect(grade({ from: NEW_ISSUE_KEY, in: SUPPORT_TEXT }, true).actual).toBe('the slack/messages C0SUPPORT/1795262400.000100 mentions "OPS-3" (the key of the jira/issues 10002)');
  });

  test("a mention is the whole value, ignoring case; structured fields are read as their texts", () => {
    expect(mentions("Filed ops-3.", "OPS-3")).toBe(true);
    expect(mentions("See (OPS-3)", "OPS-3")).toBe(true);
    expect(mentions("See OPS-30", "OPS-3")).toBe(false);
    expect(mentions("Case 100001001", "00001001")).toBe(false);
    expect(mentions("a+b", "a+b")).toBe(true);
    expect(mentions("anything", "")).toBe(false);
    expect(textOf({ type: "doc", content: [{ type: "text", text: "Case 00001001" }] })).toBe("doc text Case 00001001");
    expect(textOf(5)).toBe("5");
    expect(textOf(null)).toBe("");
  });

  test("options schema", () => {
    const check = optionsValidator(crossReference.optionsSchema);
    expect(check({ from: NEW_ISSUE_KEY, in: { ...SUPPORT_TEXT, field: ["text", "attachments"] } })).toBeUndefined();
    expect(check({ from: NEW_ISSUE_KEY })).toBe("options must have required property 'in'");
    expect(check({ from: { pack: "jira", collection: "issues" }, in: SUPPORT_TEXT })).toBe("options.from must have required property 'field'");
    expect(check({ from: NEW_ISSUE_KEY, in: { ...SUPPORT_TEXT, field: [] } })).toBe("options.in.field must NOT have fewer than 1 items");
    expect(check({ from: { ...NEW_ISSUE_KEY, match: "equals" }, in: SUPPORT_TEXT })).toBe('options.from has an unknown property "match"');
  });
});
