import { describe, expect, test } from "bun:test";
import type { WorldState } from "../../core/grading/index.ts";
import { gradingInput, optionsValidator } from "../shared/grading-input.fixture.ts";
import slackMessage from "./plugin.ts";
import type { SlackMessageOptions } from "./criteria.ts";

const PARENT = "1700000100.000100";
const users = {
  U0ADA: { id: "U0ADA", name: "ada", real_name: "Ada Lovelace", profile: { email: "ada@acme.example", display_name: "ada" } },
  U0BOT: { id: "U0BOT", name: "helper", real_name: "Helper Bot", is_bot: true, profile: {} },
};
const conversations = {
  C0GENERAL: { id: "C0GENERAL", name: "general", members: ["U0ADA", "U0BOT"] },
  C0RANDOM: { id: "C0RANDOM", name: "random", members: ["U0ADA"] },
  D0ADA: { id: "D0ADA", is_im: true, user: "U0ADA", members: ["U0BOT", "U0ADA"] },
};
const seeded = {
  [`C0GENERAL/${PARENT}`]: { channel: "C0GENERAL", ts: PARENT, user: "U0ADA", text: "Welcome!", thread_ts: PARENT, reply_count: 1, reactions: [{ name: "wave", users: ["U0BOT"] }] },
};
const added = {
  "C0GENERAL/1700000200.000100": { channel: "C0GENERAL", ts: "1700000200.000100", user: "U0BOT", text: "On it, deploying v2.3", thread_ts: PARENT, parent_user_id: "U0ADA" },
  "C0RANDOM/1700000300.000100": { channel: "C0RANDOM", ts: "1700000300.000100", user: "U0ADA", text: "Deploy done", reactions: [{ name: "tada", users: ["U0BOT", "U0ADA"] }] },
  "D0ADA/1700000400.000100": { channel: "D0ADA", ts: "1700000400.000100", user: "U0BOT", text: "Your report is ready" },
};
const state = (messages: Record<string, object>): WorldState => ({ slack: { users, conversations, messages } as WorldState[string] });
const initial = state(seeded);
const final = state({ ...seeded, ...added });
const grade = (options: SlackMessageOptions) => slackMessage.grade(gradingInput({ initial, final }), options);

describe("slack-message", () => {
  test("channel by #name and text it contains", () => {
    expect(grade({ channel: "#random", text_contains: "DEPLOY" })).toEqual({
      passed: true,
      expected: 'a slack message in #random containing "DEPLOY"',
      actual: "4 slack messages, 1 matching: C0RANDOM/1700000300.000100",
    });
    expect(grade({ channel: "C0GENERAL", text_contains: ["deploying", "v2.3"] }).passed).toBe(true);
  });

  test("a reply in a thread, by a user named by handle, email or full name", () => {
    for (const by_user of ["helper", "U0BOT", "Helper Bot", "@helper"])
      expect(grade({ in_thread_of: PARENT, by_user, text_contains: "on it" })).toMatchObject({
        passed: true,
        expected: `a slack message containing "on it" replying in the thread of ${PARENT} by U0BOT (helper)`,
      });
    // The thread's parent carries thread_ts too, but is not a reply in it.
    expect(grade({ in_thread_of: PARENT, by_user: "ada@acme.example" }).passed).toBe(false);
  });

  test("with a reaction, optionally by a given user", () => {
    expect(grade({ with_reaction: ":tada:" }).passed).toBe(true);
    expect(grade({ with_reaction: { name: "tada", by_user: "ada" } })).toMatchObject({ passed: true, expected: "a slack message with a :tada: reaction by U0ADA (ada)" });
    expect(grade({ channel: "#general", with_reaction: { name: "tada", by_user: "ada" } })).toEqual({
      passed: false,
      expected: "a slack message in #general with a :tada: reaction by U0ADA (ada)",
      actual: `4 slack messages, none matching: closest is C0GENERAL/${PARENT} (reactions :wave: by U0BOT)`,
    });
  });

  test("a direct message with a user", () => {
    expect(grade({ channel: "@ada", by_user: "helper", text_contains: "report" })).toMatchObject({
      passed: true,
      expected: 'a slack message in a direct message with U0ADA (ada) containing "report" by U0BOT (helper)',
    });
  });

  test("new: posted during the task, not seeded", () => {
    expect(grade({ channel: "#general", text_contains: "welcome" }).passed).toBe(true);
    expect(grade({ channel: "#general", text_contains: "welcome", new: true })).toEqual({
      passed: false,
      expected: 'a slack message in #general containing "welcome" posted during the task',
      actual: `4 slack messages, none matching: closest is C0GENERAL/${PARENT} (seeded)`,
    });
  });

  test("count: exactly n, and 0 for none", () => {
    expect(grade({ by_user: "helper", new: true, count: 2 })).toMatchObject({ passed: true, expected: "exactly 2 slack messages by U0BOT (helper) posted during the task" });
    expect(grade({ channel: "#random", text_contains: "password", count: 0 })).toMatchObject({ passed: true, expected: 'no slack message in #random containing "password"' });
    expect(grade({ channel: "#random", count: 0 }).passed).toBe(false);
  });

  test("where adds any other condition on the stored message", () => {
    expect(grade({ where: { parent_user_id: "U0ADA" }, by_user: "helper" }).passed).toBe(true);
    expect(grade({ channel: "#random", where: { subtype: "thread_broadcast" } }).actual).toBe(
      '4 slack messages, none matching: closest is C0RANDOM/1700000300.000100 (subtype unset)',
    );
  });

  test("a channel the world lacks fails; a user it lacks is a grader error", () => {
    expect(grade({ channel: "#incidents" })).toMatchObject({ passed: false, expected: "a slack message in #incidents (no such conversation in the world)" });
    expect(() => grade({ by_user: "zed" })).toThrow('by_user: no slack user is "zed"');
    expect(slackMessage.grade(gradingInput({}), { channel: "#general" })).toMatchObject({ passed: false, actual: "no slack messages" });
  });

  test("options schema", () => {
    const check = optionsValidator(slackMessage.optionsSchema);
    expect(check({ channel: "#general", text_contains: "x", in_thread_of: PARENT, by_user: "ada", with_reaction: { name: "eyes", by_user: "ada" }, new: true, where: { subtype: "thread_broadcast" }, count: 1 })).toBeUndefined();
    expect(check({ text_contains: ["a", "b"], with_reaction: "eyes" })).toBeUndefined();
    expect(check({})).toBe("options must NOT have fewer than 1 properties");
    expect(check({ in_thread_of: "1700000100" })).toMatch(/^options\.in_thread_of must match pattern/);
    expect(check({ text_contains: "" })).toBe("options.text_contains must NOT have fewer than 1 characters");
    expect(check({ with_reaction: { by_user: "ada" } })).toBe("options.with_reaction must have required property 'name'");
    expect(check({ channel: "#general", text: "x" })).toBe('options has an unknown property "text"');
  });
});
