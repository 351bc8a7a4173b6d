import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../../tests/support/test-service.ts";
import { ACME_SEED } from "../seed-example.ts";
import { METHODS_SEED } from "../methods/fixture.ts";
import { slackWorld } from "./test-world.fixture.ts";

// `config.mcp_user` names who a world's MCP tools act as; Web API calls still act as their token's user.
let t: TestService;
beforeAll(async () => (t = await startTestService()));
afterAll(() => t.close());

const BOT = "xoxb-acme-helper";

describe("config.mcp_user", () => {
  test("a world whose config names Ada posts as Ada", async () => {
    const w = await slackWorld(t, { seed: ACME_SEED, config: { mcp_user: "ada" } });
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
      const w = await slackWorld(t, { seed: METHODS_SEED, config: { mcp_user: ref } });
      expect((await w.tool("slack_get_current_user")).user_id).toBe("U0BEA");
    }
  });

  test("acting as a person: a user token's view (private channels Ada is not in are hidden)", async () => {
    const w = await slackWorld(t, { seed: METHODS_SEED, config: { mcp_user: "ada@acme.example" } });
    const { channels } = await w.tool("slack_list_channels", { types: "public_channel,private_channel" });
    expect(channels.map((c: { id: string }) => c.id)).not.toContain("G0SECRET");
    // A user token may read a public channel it is not in (a bot token may not).
    expect((await w.tool("slack_read_history", { channel: "#random" })).messages).toEqual([]);
  });

  test("without config the tools act as the workspace's bot", async () => {
    const w = await slackWorld(t, { seed: ACME_SEED });
    expect((await w.tool("slack_get_current_user")).user_id).toBe("U0BOT");
    const empty = await slackWorld(t, { seed: {}, config: {} });
    expect((await empty.tool("slack_get_current_user")).user_id).toBe("U0UNDERBOT");
  });

  test("an unknown, ambiguous or deactivated user, or an unknown key, refuses the world with 400", async () => {
    const twins = { users: [{ id: "U0SAM1", name: "sam1", real_name: "Sam Lee" }, { id: "U0SAM2", name: "sam2", real_name: "Sam Lee" }, { id: "U0GONE", name: "gone", deleted: true }] };
    const cases: Array<[unknown, unknown, string]> = [
      [ACME_SEED, { mcp_user: "zed" }, 'config.slack.mcp_user: no user is "zed" (give a user id, an email, a handle or a full name) in seed.slack.users'],
      [twins, { mcp_user: "sam lee" }, 'config.slack.mcp_user: "sam lee" names 2 users (U0SAM1 (sam1), U0SAM2 (sam2)); give an id or an email'],
      [twins, { mcp_user: "gone" }, "config.slack.mcp_user: U0GONE (gone) is deactivated"],
      [ACME_SEED, { mcp_user: "" }, "config.slack.mcp_user must NOT have fewer than 1 characters"],
      [ACME_SEED, { acting_user: "ada" }, 'config.slack has an unknown property "acting_user"'],
    ];
    for (const [seed, config, message] of cases) {
      const response = await t.control("/providers/slack/create-snapshot", { method: "POST", body: JSON.stringify({ seed, config }) });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain(message);
    }
  });
});
