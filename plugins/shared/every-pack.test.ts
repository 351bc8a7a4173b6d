// The generic plugins on every pack: the same options shapes on salesforce, slack and jira collections,
// and reports in each pack's own words (its `records` declaration), never `Id`/`Name` assumptions.
import { describe, expect, test } from "bun:test";
import answer from "../answer/plugin.ts";
import expectedDiff from "../expected-diff/plugin.ts";
import noCollateralChanges from "../no-collateral-changes/plugin.ts";
import recordAbsent from "../record-absent/plugin.ts";
import recordCount from "../record-count/plugin.ts";
import recordExists from "../record-exists/plugin.ts";
import toolCalled from "../tool-called/plugin.ts";
import { everyPackInput } from "./every-pack.fixture.ts";
import { toolCall } from "./grading-input.fixture.ts";

const input = everyPackInput();

describe("record plugins name each provider's records", () => {
  test("Slack messages by channel, author and words", () => {
    expect(recordExists.grade(input, { pack: "slack", collection: "messages", where: { text: { contains: "deploy" } } })).toEqual({
      passed: false,
      expected: 'a Slack message with text contains "deploy"',
      actual: '2 Slack messages, none matching: closest is the Slack message in #general by ada: “Welcome!”, which has text "Welcome!"',
    });
    expect(recordExists.grade(input, { pack: "slack", collection: "messages", where: { channel: "C0SUPPORT" } }).actual).toBe(
      "2 Slack messages, 1 matching: in #support by helper: “Escalated case 00001001 as OPS-3: login…”",
    );
  });

  test("Jira issues by key and summary, comments by issue and author", () => {
    expect(recordCount.grade(input, { pack: "jira", collection: "issues", where: { "fields.status": "10000" }, equals: 2 })).toEqual({
      passed: false,
      expected: 'exactly 2 Jira issues with fields.status = "10000"',
      actual: "3 Jira issues, 3 matching: OPS-1 (“Upgrade the load balancer”); OPS-2 (“Rotate the keys”); OPS-3 (“Safari login failures (Case 00001001)”)",
    });
    expect(recordExists.grade(input, { pack: "jira", collection: "comments", where: { author: "ada" } }).actual).toBe(
      '1 Jira comment, none matching: it is the Jira comment on OPS-1 by Grace Hopper: “Related to the Safari escalation, see O…”, which has author "grace"',
    );
  });

  test("Salesforce records by Id and their object's name field", () => {
    expect(recordAbsent.grade(input, { pack: "salesforce", collection: "Account", where: { Name: "Acme" } })).toEqual({
      passed: false,
      expected: 'no Salesforce Account with Name = "Acme"',
      actual: "1 Salesforce Account, 1 matching: 001000000000001AAA (Acme)",
    });
    expect(recordExists.grade(input, { pack: "salesforce", collection: "Case", where: { Status: "Closed" } }).actual).toBe(
      '1 Salesforce Case, none matching: it is the Salesforce Case 500000000000001AAA (00001001 “Login fails on Safari”), which has Status "Escalated"',
    );
  });

  test("answer counts in the pack's words", () => {
    const result = answer.grade({ ...input, answer: "1" }, { equals: { count: { pack: "jira", collection: "issues", where: { "fields.priority": "3" } } } });
    expect(result).toMatchObject({ passed: true, expected: 'an answer whose only number is 1 (the number of Jira issues with fields.priority = "3")' });
  });
});

describe("diff plugins across the three packs", () => {
  test("expected-diff names collections by their records' plural, and the records of a count that is off", () => {
    const changes = { "salesforce/Case": { changed: 1 }, "slack/messages": { added: 1, addedWhere: { user: "U0ADA" } }, "jira/issues": { added: 1, changed: 1 }, "jira/comments": { added: 1 } };
    expect(expectedDiff.grade(input, { changes })).toEqual({
      passed: false,
      expected: 'Salesforce Case records: 1 changed; Slack messages: 1 added (each with user = "U0ADA"); Jira issues: 1 added, 1 changed; Jira comments: 1 added',
      actual:
        'Salesforce Case records: 1 changed; Slack messages: 1 added (1 not matching: it is the Slack message in #support by helper: “Escalated case 00001001 as OPS-3: login…”, which has user "U0BOT"); ' +
        // OPS-1's `updated` moved with its new comment: touched, not changed; OPS-2's priority changed.
        "Jira issues: 1 added, 1 changed; Jira comments: 1 added",
    });
  });

  test("no-collateral-changes names each change; a comment moving its issue's `updated` (a declared stamp) is none", () => {
    const allow = ["salesforce/Case:changed", "slack/messages:added", "jira/issues:added", "jira/comments:added"];
    expect(noCollateralChanges.grade(input, { allow }).actual).toBe(
      "2 other changes: Slack conversation #support changed (topic.value); Jira issue OPS-2 (“Rotate the keys”) changed (fields.priority)",
    );
    expect(noCollateralChanges.grade(input, { allow: [] }).actual).toBe(
      "6 other changes: Salesforce Case 500000000000001AAA (00001001 “Login fails on Safari”) changed (Status); Slack conversation #support changed (topic.value); " +
        "Slack message in #support by helper: “Escalated case 00001001 as OPS-3: login…” added; Jira issue OPS-3 (“Safari login failures (Case 00001001)”) added; " +
        "Jira issue OPS-2 (“Rotate the keys”) changed (fields.priority) and 1 more",
    );
    // ignoreFields replaces the declared stamps: `updated` counts again; a parent path covers its fields.
    expect(noCollateralChanges.grade(input, { allow, ignoreFields: ["topic", "fields.priority"] }).actual).toBe(
      "2 other changes: Jira issue OPS-1 (“Upgrade the load balancer”) changed (fields.updated); Jira issue OPS-2 (“Rotate the keys”) changed (fields.updated)",
    );
  });

  test("tool-called reads one gateway log across packs", () => {
    const toolCalls = [
      toolCall(1, "salesforce_update_record", { sobject: "Case", id: "500000000000001AAA", fields: { Status: "Escalated" } }),
      toolCall(2, "jira_create_issue", { project: "OPS", summary: "Safari login failures (Case 00001001)" }),
      toolCall(3, "slack_post_message", { channel: "#support", text: "Escalated case 00001001 as OPS-3" }),
    ];
    expect(toolCalled.grade({ ...input, toolCalls }, { tool: "jira_create_issue", arguments: { summary: { contains: "00001001" } } })).toEqual({
      passed: true,
      expected: 'at least 1 call of jira_create_issue with summary contains "00001001"',
      actual: "1 call of jira_create_issue, 1 matching: #2",
    });
    expect(toolCalled.grade({ ...input, toolCalls }, { tool: "slack_delete_message", called: false }).actual).toBe(
      "no calls of slack_delete_message (called: salesforce_update_record, jira_create_issue, slack_post_message)",
    );
  });
});
