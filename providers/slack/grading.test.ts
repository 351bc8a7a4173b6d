// Worked examples (docs/slack.md, "Grading"): assertions on a slack world's final state, with the generic
// plugins and with slack-message, graded the way the service grades a task.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { gradeWorld } from "../../core/grading/grade-world.ts";
import type { Assertion } from "../../core/evals/types.ts";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { METHODS_SEED } from "./methods/fixture.ts";
import { slackWorld, type SlackTestWorld } from "./tools/test-world.fixture.ts";

const PARENT = "1700000100.000100"; // Ada's "Welcome!" in #general
const NOTICE = "1700000200.000100"; // the bot's outdated notice, to be deleted
const SEED = {
  ...METHODS_SEED,
  messages: [...METHODS_SEED.messages, { channel: "C0GENERAL", user: "U0BOT", text: "Maintenance tonight at 22:00", ts: NOTICE }],
};

const a = (plugin: string, requirement: string, options: Record<string, unknown>): Assertion => ({ plugin, requirement, options });

// Ticket: reply in the thread of Ada's welcome that you are on it, react to it with :eyes:, announce in
// #general that the deploy of v2.3 finished, and delete the outdated maintenance notice.
const GENERIC = [
  a("record-exists", "The bot announced the deploy in #general", { pack: "slack", collection: "messages", where: { channel: "C0GENERAL", user: "U0BOT", text: { contains: "v2.3 finished" } } }),
  a("record-exists", "The bot replied in the thread of Ada's welcome", {
    pack: "slack", collection: "messages", where: { channel: "C0GENERAL", thread_ts: PARENT, ts: { notEquals: PARENT }, user: "U0BOT", text: { contains: "on it" } },
  }),
  a("record-absent", "The maintenance notice is deleted", { pack: "slack", collection: "messages", where: { channel: "C0GENERAL", ts: NOTICE } }),
  a("expected-diff", "Two messages posted, one deleted, the thread parent updated", {
    changes: { "slack/messages": { added: 2, changed: 1, removed: 1, addedWhere: { channel: "C0GENERAL", user: "U0BOT" } } },
  }),
  a("tool-called", "The agent reacted with :eyes:", { tool: "slack_add_reaction", arguments: { ts: PARENT, name: { pattern: "^:?eyes:?$" } }, outcome: "ok" }),
];
const SLACK_MESSAGE = [
  a("slack-message", "The bot announced the deploy in #general", { channel: "#general", text_contains: "v2.3 finished", by_user: "helper", new: true }),
  a("slack-message", "The bot replied in the thread of Ada's welcome", { in_thread_of: PARENT, text_contains: "on it", by_user: "helper" }),
  a("slack-message", "Ada's welcome carries the bot's :eyes:", { channel: "#general", where: { ts: PARENT }, with_reaction: { name: "eyes", by_user: "helper" } }),
  a("slack-message", "No maintenance notice is left in #general", { channel: "#general", text_contains: "maintenance", count: 0 }),
];
const COLLATERAL = a("no-collateral-changes", "Nothing but messages changed", { allow: ["slack/messages"] });

let t: TestService;
let solved: SlackTestWorld;
let idle: SlackTestWorld;
beforeAll(async () => {
  t = await startTestService();
  solved = await slackWorld(t, { seed: SEED });
  idle = await slackWorld(t, { seed: SEED });
  await solved.tool("slack_reply_in_thread", { channel: "#general", thread_ts: PARENT, text: "On it!" });
  await solved.tool("slack_add_reaction", { channel: "#general", ts: PARENT, name: "eyes" });
  await solved.tool("slack_post_message", { channel: "#general", text: "Deploy of v2.3 finished :rocket:" });
  await solved.tool("slack_delete_message", { channel: "#general", ts: NOTICE });
});
afterAll(() => t.close());

const grade = async (w: SlackTestWorld, assertions: Assertion[]) =>
  (await gradeWorld({ graders: t.service.graders, packs: t.service.packs }, (await t.service.worlds.get(w.snapshotId))!, assertions, null)).assertions;

describe("grading a slack world", () => {
  test("the generic plugins pass on the solved world and fail on an idle one", async () => {
    expect((await grade(solved, [...GENERIC, COLLATERAL])).map((r) => [r.requirement, r.passed, r.error])).toEqual([...GENERIC, COLLATERAL].map((x) => [x.requirement, true, null]));
    expect((await grade(idle, GENERIC)).map((r) => r.passed)).toEqual([false, false, false, false, false]);
  });

  test("slack-message passes on the solved world and fails on an idle one (count: 0 aside)", async () => {
    expect((await grade(solved, SLACK_MESSAGE)).map((r) => [r.requirement, r.passed, r.error])).toEqual(SLACK_MESSAGE.map((x) => [x.requirement, true, null]));
    expect((await grade(idle, SLACK_MESSAGE)).map((r) => r.passed)).toEqual([false, false, false, false]);
  });

  test("the reports say what was wanted and what the world had", async () => {
    const [announced, replied, reacted] = await grade(idle, SLACK_MESSAGE);
    expect(announced).toMatchObject({
      expected: 'a Slack message in #general containing "v2.3 finished" by U0BOT (helper) posted during the task',
      actual: '3 Slack messages, none matching: closest is the Slack message in #general by helper: “Thanks” (text "Thanks", seeded)',
    });
    expect(replied!.expected).toBe(`a Slack message containing "on it" replying in the thread of ${PARENT} by U0BOT (helper)`);
    expect(reacted).toMatchObject({ actual: "3 Slack messages, none matching: closest is the Slack message in #general by ada: “Welcome!” (reactions :wave: by U0BOT)" });
    const [generic, , absent] = await grade(idle, GENERIC);
    expect(generic).toMatchObject({
      expected: 'a Slack message with channel = "C0GENERAL" and user = "U0BOT" and text contains "v2.3 finished"',
      actual: '3 Slack messages, none matching: closest is the Slack message in #general by helper: “Thanks”, which has text "Thanks"',
    });
    expect(absent!.actual).toBe('3 Slack messages, 1 matching: in #general by helper: “Maintenance tonight at 22:00”');
  });

  test("a change outside messages is collateral: here, a topic the ticket did not ask for", async () => {
    await idle.tool("slack_set_channel_topic", { channel: "#general", topic: "Deploy day" });
    const [collateral] = await grade(idle, [COLLATERAL]);
    expect(collateral).toMatchObject({ passed: false, actual: "1 other change: Slack conversation #general changed (topic.value, topic.creator, topic.last_set)" });
  });
});
