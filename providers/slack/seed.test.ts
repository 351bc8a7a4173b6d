import { expect, test } from "bun:test";
import Ajv from "ajv";
import { normalizeSlackSeed } from "./seed.ts";
import { slackSeedSchema } from "./seed-schema.ts";
import { ACME_SEED, testContext } from "./test-context.ts";
import { DEFAULT_BOT_TOKEN } from "./seed-defaults.ts";

const records = (seed: unknown, at?: string) => normalizeSlackSeed(seed as never, testContext(at));
const byId = (rows: Array<{ id: string; record: Record<string, unknown> }> | undefined) => new Map((rows ?? []).map((r) => [r.id, r.record]));

test("the schema accepts the issue's seed and {} and refuses malformed ids", () => {
  const validate = new Ajv({ strict: false }).compile(slackSeedSchema);
  expect(validate(ACME_SEED)).toBe(true);
  expect(validate({})).toBe(true);
  expect(validate({ users: [{ id: "X0ADA", name: "ada" }] })).toBe(false);
  expect(validate({ messages: [{ channel: "C0GENERAL", ts: "1700000100" }] })).toBe(false);
});

test("an empty seed gives a default workspace: a team, a bot with a token, #general, any token allowed", () => {
  for (const seed of [undefined, {}]) {
    const out = records(seed);
    expect(out.team).toHaveLength(1);
    expect(out.users?.map((u) => u.record.is_bot)).toEqual([true]);
    const general = out.conversations?.[0]?.record;
    expect(general).toMatchObject({ name: "general", is_general: true, members: [out.users?.[0]?.id] });
    expect(out.tokens?.map((t) => t.id)).toEqual([DEFAULT_BOT_TOKEN]);
    expect(out.auth?.[0]?.record).toEqual({ any_token_user: out.users?.[0]?.id });
  }
});

test("seeded tokens close the workspace to unknown tokens and carry their type", () => {
  const out = records(ACME_SEED);
  expect(out.auth?.[0]?.record).toEqual({ any_token_user: null });
  expect(out.tokens?.map((t) => t.record)).toEqual([
    { token: "xoxb-acme-helper", user: "U0BOT", type: "bot" },
    { token: "xoxp-acme-ada", user: "U0ADA", type: "user" },
  ]);
});

test("the same seed gives the same records", () => {
  expect(records(ACME_SEED)).toEqual(records(ACME_SEED));
});

test("missing ts come from the clock, unique and increasing per channel, after the seeded ones", () => {
  const out = records({
    conversations: [{ id: "C0A", name: "a" }, { id: "C0B", name: "b" }],
    messages: [{ channel: "C0A", text: "1" }, { channel: "C0A", text: "2" }, { channel: "C0B", text: "3" }, { channel: "C0A", text: "4", ts: "1709640000.000500" }],
  }, "2024-03-05T12:00:00Z");
  const ts = out.messages?.map((m) => [m.record.channel, m.record.ts]);
  expect(ts).toEqual([["C0A", "1709640000.000501"], ["C0A", "1709640000.000502"], ["C0B", "1709640000.000100"], ["C0A", "1709640000.000500"]]);
  expect(out.messages?.[0]?.id).toBe("C0A/1709640000.000501");
});

test("thread parents get reply_count, reply_users and latest_reply; replies get parent_user_id", () => {
  const messages = byId(records(ACME_SEED).messages);
  const parent = messages.get("C0GENERAL/1700000100.000100");
  const reply = [...messages.values()].find((m) => m.text === "Thanks");
  expect(parent).toMatchObject({ thread_ts: "1700000100.000100", reply_count: 1, reply_users_count: 1, reply_users: ["U0BOT"], latest_reply: reply?.ts });
  expect(reply).toMatchObject({ thread_ts: "1700000100.000100", parent_user_id: "U0ADA", bot_id: "B0BOT", app_id: "A0BOT" });
  expect(parent?.reactions).toEqual([{ name: "wave", users: ["U0BOT"] }]);
});

test("users and conversations get Slack's defaults", () => {
  const out = records(ACME_SEED);
  const ada = byId(out.users).get("U0ADA");
  expect(ada).toMatchObject({ team_id: "T0ACME", deleted: false, is_admin: true, is_bot: false, tz: "America/Los_Angeles" });
  expect(ada?.profile).toMatchObject({ email: "ada@acme.example", display_name: "ada", real_name: "Ada Lovelace", first_name: "Ada", last_name: "Lovelace", team: "T0ACME" });
  const bot = byId(out.users).get("U0BOT");
  expect(bot?.profile).toMatchObject({ bot_id: "B0BOT", api_app_id: "A0BOT" });
  expect((bot?.profile as Record<string, unknown>).email).toBeUndefined();
  const general = byId(out.conversations).get("C0GENERAL");
  expect(general).toMatchObject({ is_channel: true, is_private: false, is_general: true, creator: "U0ADA", created: 1700000000 });
  expect(general?.topic).toEqual({ value: "Company-wide", creator: "U0ADA", last_set: 1700000000 });
});

test("bad seeds are refused with the row and the reason", () => {
  const cases: Array<[unknown, string]> = [
    [{ messages: [{ channel: "C0NOPE", text: "x" }] }, "seed.slack.messages[0]: channel C0NOPE is not a seeded conversation"],
    [{ ...ACME_SEED, conversations: [{ id: "C0X", name: "x", members: ["U0GHOST"] }] }, "seed.slack.conversations[0].members: U0GHOST is not a seeded user"],
    [{ users: [{ id: "U0A", name: "a" }, { id: "U0A", name: "b" }] }, 'seed.slack.users[1]: duplicate id "U0A"'],
    [{ users: [{ id: "U0A", name: "a" }, { id: "U0B", name: "a" }] }, 'seed.slack.users[1]: duplicate name "a"'],
    [{ conversations: [{ id: "C0A", name: "x" }, { id: "C0B", name: "x" }] }, 'seed.slack.conversations[1]: duplicate name "x"'],
    [{ users: [{ id: "U0A", name: "a" }], tokens: [{ token: "xoxp-1", user: "U0Z" }] }, "seed.slack.tokens[0]: user U0Z is not a seeded user"],
    [{ users: [{ id: "U0A", name: "a" }], tokens: [{ token: "xoxb-1", user: "U0A" }] }, "must belong to a bot user"],
    [{ messages: [{ channel: "C0GENERAL", text: "r", thread_ts: "1700000000.000001" }] }, "thread_ts 1700000000.000001 is not a message in channel C0GENERAL"],
    [{ messages: [{ channel: "C0GENERAL", ts: "1700000000.000001" }, { channel: "C0GENERAL", ts: "1700000000.000001" }] }, "duplicate ts"],
    [{ messages: [{ channel: "C0GENERAL", reactions: [{ name: "x", users: ["U0NO"] }] }] }, "reactions[0]: user U0NO is not a seeded user"],
  ];
  for (const [seed, message] of cases) expect(() => records(seed)).toThrow(message);
});
