// Test-only: a small world across the three packs (initial and final states, their diff), graded with
// the packs' own `records` declarations, as the service grades a cross-tool task.
import type { GradingInput, WorldState } from "../../core/grading/index.ts";
import { diffStates } from "../../core/grading/world-state.ts";
import { jiraRecords } from "../../providers/jira/record-names.ts";
import { salesforceRecords } from "../../providers/salesforce/record-names.ts";
import { slackRecords } from "../../providers/slack/record-names.ts";
import { gradingInput, withVocabulary } from "./grading-input.fixture.ts";

const STAMP = "2026-11-21T12:00:00.000+0000";
const doc = (text: string) => ({ type: "doc", version: 1, content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

const initialState = (): WorldState => ({
  salesforce: {
    Account: { "001000000000001AAA": { Id: "001000000000001AAA", Name: "Acme" } },
    Case: { "500000000000001AAA": { Id: "500000000000001AAA", CaseNumber: "00001001", Subject: "Login fails on Safari", Status: "New", AccountId: "001000000000001AAA" } },
  },
  slack: {
    users: { U0ADA: { id: "U0ADA", name: "ada" }, U0BOT: { id: "U0BOT", name: "helper" } },
    conversations: { C0GENERAL: { id: "C0GENERAL", name: "general" }, C0SUPPORT: { id: "C0SUPPORT", name: "support", topic: { value: "Escalations" } } },
    messages: { "C0GENERAL/1700000100.000100": { channel: "C0GENERAL", ts: "1700000100.000100", user: "U0ADA", text: "Welcome!" } },
  },
  jira: {
    users: { grace: { accountId: "grace", displayName: "Grace Hopper", emailAddress: "grace@acme.example" } },
    issues: {
      "10000": { id: "10000", key: "OPS-1", projectId: "10000", fields: { summary: "Upgrade the load balancer", status: "10000", priority: "3", updated: STAMP } },
      "10001": { id: "10001", key: "OPS-2", projectId: "10000", fields: { summary: "Rotate the keys", status: "10000", priority: "3", updated: STAMP } },
    },
    comments: {},
  },
});

/**
 * The agent escalated Case 00001001: it filed OPS-3 quoting the case number, commented on OPS-1 (which
 * moves OPS-1's `updated` only), posted in #support, set the case Escalated, and also changed #support's
 * topic and OPS-2's priority, which nobody asked for.
 */
function finalState(): WorldState {
  const state = initialState();
  state.salesforce!.Case!["500000000000001AAA"] = { ...state.salesforce!.Case!["500000000000001AAA"], Status: "Escalated", LastModifiedDate: STAMP };
  const slack = state.slack!;
  slack.messages!["C0SUPPORT/1795262400.000100"] = { channel: "C0SUPPORT", ts: "1795262400.000100", user: "U0BOT", text: "Escalated case 00001001 as OPS-3: login fails on Safari" };
  slack.conversations!.C0SUPPORT = { ...slack.conversations!.C0SUPPORT, topic: { value: "Escalations (OPS-3)" } };
  const jira = state.jira!;
  const later = "2026-11-21T12:05:00.000+0000";
  jira.issues!["10002"] = { id: "10002", key: "OPS-3", projectId: "10000", fields: { summary: "Safari login failures (Case 00001001)", description: doc("From Salesforce Case 00001001."), status: "10000", updated: later } };
  jira.issues!["10000"] = { ...jira.issues!["10000"], fields: { ...(jira.issues!["10000"]!.fields as object), updated: later } };
  jira.issues!["10001"] = { ...jira.issues!["10001"], fields: { ...(jira.issues!["10001"]!.fields as object), priority: "1", updated: later } };
  jira.comments!["10100"] = { id: "10100", issueId: "10000", author: "grace", body: doc("Related to the Safari escalation, see OPS-3."), created: later, updated: later };
  return state;
}

/** The graded input, with the packs' words unless `plain` (then reports say `<pack>/<collection>` and ids). */
export function everyPackInput(parts: Partial<GradingInput> = {}, plain = false): GradingInput {
  const initial = initialState();
  const final = finalState();
  const input = gradingInput({ initial, final, diff: diffStates(initial, final), ...parts });
  return plain ? input : withVocabulary(input, { salesforce: salesforceRecords, slack: slackRecords, jira: jiraRecords });
}
