import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../../tests/support/test-service.ts";
import { ACME_SEED } from "../seed-example.ts";
import { METHODS_SEED } from "../methods/fixture.ts";
import { slackWorld } from "./test-world.fixture.ts";

// Who a world's MCP tools act as: the user whose token the MCP request carries, else the seed's
// `mcp_user`, else the workspace's bot. Web API calls still act as their own token's user.
let t: TestService;
beforeAll(async () => (t = await startTestService()));
afterAll(() => t.close());

const BOT = "xoxb-acme-helper";

describe("seed.mcp_user", () => {
  test("a world whose seed names Ada posts as Ada", async () => {
    const w = await slackWorld(t, { seed: { ...ACME_SEED, mcp_user: "ada" } });
    const posted = await w.tool("slack_post_message", { channel: "#general", text: "Standup in 5" });
    expect(posted.message.user).toBe("U0ADA");
    const history = await w.api("conversations.history", BOT, { channel: "C0GENERAL", limit: "1" });
    expect(history.messages[0]).toMatchObject({ text: "Standup in 5", user: "U0ADA" });
    expect(history.messages[0].bot_id).toBeUndefined();
    expect(await w.tool("slack_get_current_user")).toMatchObject({ user_id: "U0ADA", user: "ada", is_bot: false });
    // A token still acts as its own user.
    expect((await w.api("auth.test", BOT)).user_id).toBe("U0BOT");
  });

  test("the user may be named by id, email, handle or full name", async () => {
    for (const ref of ["U0BEA", "bea@acme.example", "@bea", "Bea Baker", " bea "]) {
      const w = await slackWorld(t, { seed: { ...METHODS_SEED, mcp_user: ref } });
      expect((await w.tool("slack_get_current_user")).user_id).toBe("U0BEA");
    }
  });

  test("acting as a person: a user token's view (private channels Ada is not in are hidden)", async () => {
    const w = await slackWorld(t, { seed: { ...METHODS_SEED, mcp_user: "ada@acme.example" } });
    const { channels } = await w.tool("slack_list_channels", { types: "public_channel,private_channel" });
    expect(channels.map((c: { id: string }) => c.id)).not.toContain("G0SECRET");
    // A user token may read a public channel it is not in (a bot token may not).
    expect((await w.tool("slack_read_history", { channel: "#random" })).messages).toEqual([]);
  });

  test("without one the tools act as the workspace's bot", async () => {
    const w = await slackWorld(t, { seed: ACME_SEED });
    expect((await w.tool("slack_get_current_user")).user_id).toBe("U0BOT");
    const empty = await slackWorld(t, { seed: {} });
    expect((await empty.tool("slack_get_current_user")).user_id).toBe("U0UNDERBOT");
  });

  test("an unknown, ambiguous or deactivated user refuses the world with 400", async () => {
    const twins = { users: [{ id: "U0SAM1", name: "sam1", real_name: "Sam Lee" }, { id: "U0SAM2", name: "sam2", real_name: "Sam Lee" }, { id: "U0GONE", name: "gone", deleted: true }] };
    const cases: Array<[unknown, string]> = [
      [{ ...ACME_SEED, mcp_user: "zed" }, 'seed.slack.mcp_user: no user is "zed" (give a user id, an email, a handle or a full name) in seed.slack.users'],
      [{ ...twins, mcp_user: "sam lee" }, 'seed.slack.mcp_user: "sam lee" names 2 users (U0SAM1 (sam1), U0SAM2 (sam2)); give an id or an email'],
      [{ ...twins, mcp_user: "gone" }, "seed.slack.mcp_user: U0GONE (gone) is deactivated"],
      [{ ...ACME_SEED, mcp_user: "" }, "seed.slack.mcp_user must NOT have fewer than 1 characters"],
      [{ ...ACME_SEED, mcp_user: "  " }, "seed.slack.mcp_user: must name a user"],
    ];
    for (const [seed, message] of cases) {
      const response = await t.control("/providers/slack/create-snapshot", { method: "POST", body: JSON.stringify({ seed }) });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain(message);
    }
  });

  test("the setting stays out of what graders see", async () => {
    const w = await slackWorld(t, { seed: { ...ACME_SEED, mcp_user: "ada" } });
    const records = (await t.service.worlds.get(w.snapshotId))!.dump();
    expect(records.find((r) => r.collection === "auth")?.data).toMatchObject({ mcp_user: "U0ADA" });
    expect(t.service.packs.get("slack")!.def.private).toContain("auth");
  });
});

describe("the MCP request's own token", () => {
  test("a user token in Authorization names who the tools act as, over the seed's mcp_user", async () => {
    const w = await slackWorld(t, { seed: { ...METHODS_SEED, mcp_user: "ada" } }, { authorization: "Bearer xoxp-acme-bea" });
    expect((await w.tool("slack_get_current_user")).user_id).toBe("U0BEA");
    const posted = await w.tool("slack_post_message", { channel: "#random", text: "from Bea's agent" });
    expect(posted.message.user).toBe("U0BEA");
    // The same world through another MCP request with no token acts as the seed's user.
    const plain = await slackWorld(t, { seed: { ...METHODS_SEED, mcp_user: "ada" } });
    expect((await plain.tool("slack_get_current_user")).user_id).toBe("U0ADA");
  });

  test("a bot token acts as its bot; a token the workspace does not know names no one", async () => {
    const asBot = await slackWorld(t, { seed: { ...ACME_SEED, mcp_user: "ada" } }, { authorization: `Bearer ${BOT}` });
    expect((await asBot.tool("slack_get_current_user")).user_id).toBe("U0BOT");
    const unknown = await slackWorld(t, { seed: { ...ACME_SEED, mcp_user: "ada" } }, { authorization: "Bearer xoxp-someone-else" });
    expect((await unknown.tool("slack_get_current_user")).user_id).toBe("U0ADA");
    const basic = await slackWorld(t, { seed: ACME_SEED }, { authorization: `Basic ${btoa("ada@acme.example:x")}` });
    expect((await basic.tool("slack_get_current_user")).user_id).toBe("U0BOT");
  });
});

test("config is refused with 400, naming where mcp_user went", async () => {
  const response = await t.control("/providers/slack/create-snapshot", { method: "POST", body: JSON.stringify({ seed: ACME_SEED, config: { mcp_user: "ada" } }) });
  expect(response.status).toBe(400);
  const { error } = await response.json();
  expect(error).toStartWith('Provider "slack" does not accept config; only salesforce does. Remove "config" from the body.');
  expect(error).toContain("move config.slack.mcp_user to seed.slack.mcp_user");
});
