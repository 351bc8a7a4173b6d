import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../../tests/support/test-service.ts";
import { METHODS_SEED } from "../methods/fixture.ts";
import pack from "../pack.ts";
import { slackWorld, type SlackTestWorld } from "./test-world.fixture.ts";

// The tools act as the workspace's bot (U0BOT); the Web API acts as the token's user.
const ADA = "xoxp-acme-ada";
const BEA = "xoxp-acme-bea";
const PARENT = "1700000100.000100"; // Ada's "Welcome!" in #general, with the bot's reply in its thread

let t: TestService;
let w: SlackTestWorld;
beforeAll(async () => {
  t = await startTestService();
  w = await slackWorld(t, { seed: METHODS_SEED });
});
afterAll(() => t.close());

describe("the tool list", () => {
  test("every tool is named slack_…, described, typed and annotated", async () => {
    const { tools } = await w.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual((pack.tools ?? []).map((tool) => tool.name).sort());
    expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining([
      "slack_list_channels", "slack_read_history", "slack_read_thread", "slack_post_message", "slack_reply_in_thread", "slack_add_reaction",
      "slack_search_messages", "slack_find_user", "slack_get_user", "slack_list_users", "slack_open_dm", "slack_update_message",
      "slack_get_permalink", "slack_list_members", "slack_join_channel",
    ]));
    for (const tool of tools) {
      expect(tool.name).toMatch(/^slack_[a-z]+(_[a-z]+)+$/);
      expect(tool.description!.length).toBeGreaterThan(40);
      expect(tool.inputSchema).toMatchObject({ type: "object", additionalProperties: false });
      expect(tool.annotations).toMatchObject({ openWorldHint: false, readOnlyHint: expect.any(Boolean) });
    }
  });
});

describe("tools and the Web API act on the same records", () => {
  test("a message posted with a tool is read back through conversations.history", async () => {
    const posted = await w.tool("slack_post_message", { channel: "#general", text: "Deploy finished" });
    expect(posted).toMatchObject({ channel: "C0GENERAL", message: { text: "Deploy finished", user: "U0BOT" } });
    const history = await w.api("conversations.history", ADA, { channel: "C0GENERAL", limit: "1" });
    expect(history.messages[0]).toMatchObject({ ts: posted.ts, text: "Deploy finished", user: "U0BOT", bot_id: expect.any(String) });
  });

  test("a message posted through chat.postMessage is read back with slack_read_history", async () => {
    const posted = await w.api("chat.postMessage", ADA, { channel: "C0GENERAL", text: "Who is on call?" });
    const history = await w.tool("slack_read_history", { channel: "C0GENERAL", limit: 1 });
    expect(history.messages).toEqual([{ ts: posted.ts, user: "U0ADA", text: "Who is on call?" }]);
    expect(history.users).toEqual({ U0ADA: "ada" });
  });

  test("a thread reply and a reaction from tools show in conversations.replies and reactions.get", async () => {
    const reply = await w.tool("slack_reply_in_thread", { channel: "C0GENERAL", thread_ts: PARENT, text: "On it" });
    await w.tool("slack_add_reaction", { channel: "general", ts: PARENT, name: ":eyes:" });
    const replies = await w.api("conversations.replies", ADA, { channel: "C0GENERAL", ts: PARENT });
    expect(replies.messages.at(-1)).toMatchObject({ ts: reply.ts, text: "On it", thread_ts: PARENT, parent_user_id: "U0ADA" });
    const reactions = await w.api("reactions.get", ADA, { channel: "C0GENERAL", timestamp: PARENT });
    expect(reactions.message.reactions).toContainEqual({ name: "eyes", users: ["U0BOT"], count: 1 });
    const thread = await w.tool("slack_read_thread", { channel: "C0GENERAL", ts: PARENT });
    expect(thread.messages[0]).toMatchObject({ ts: PARENT, reply_count: 2, reactions: expect.arrayContaining([{ name: "eyes", count: 1, users: ["U0BOT"] }]) });
    expect(thread.messages.at(-1)).toMatchObject({ text: "On it", user: "U0BOT" });
  });

  test("edit, link and delete a message", async () => {
    const { ts } = await w.tool("slack_post_message", { channel: "C0GENERAL", text: "draft" });
    expect(await w.tool("slack_update_message", { channel: "C0GENERAL", ts, text: "final" })).toEqual({ channel: "C0GENERAL", ts, text: "final" });
    const edited = await w.api("conversations.history", ADA, { channel: "C0GENERAL", latest: ts, inclusive: "true", limit: "1" });
    expect(edited.messages[0]).toMatchObject({ ts, text: "final", edited: { user: "U0BOT" } });
    const { permalink } = await w.tool("slack_get_permalink", { channel: "C0GENERAL", ts });
    expect(permalink).toBe(`${w.url}/archives/C0GENERAL/p${ts.replace(".", "")}`);
    // The link opens a page on the world's own host that shows the message.
    const page = await t.mock(permalink);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("final");
    await w.tool("slack_delete_message", { channel: "C0GENERAL", ts });
    const after = await w.api("conversations.history", ADA, { channel: "C0GENERAL" });
    expect(after.messages.map((m: { ts: string }) => m.ts)).not.toContain(ts);
    expect(await w.toolError("slack_update_message", { channel: "C0GENERAL", ts, text: "x" })).toContain("message_not_found");
  });

  test("a direct message opened by email is the one the user reads", async () => {
    const opened = await w.tool("slack_open_dm", { user: "bea@acme.example" });
    const dm = String(opened.channel);
    expect(dm).toMatch(/^D/);
    expect(opened.user).toMatchObject({ id: "U0BEA", name: "bea" });
    const posted = await w.tool("slack_post_message", { channel: "@bea", text: "Your report is ready" });
    expect(posted.channel).toBe(dm);
    const history = await w.api("conversations.history", BEA, { channel: dm });
    expect(history.messages[0]).toMatchObject({ text: "Your report is ready", user: "U0BOT" });
    expect((await w.tool("slack_open_dm", { user: "U0BEA" })).already_open).toBe(true);
  });

  test("joining a channel lets the bot post there, and it is then a member", async () => {
    expect(await w.toolError("slack_post_message", { channel: "#random", text: "hi" })).toContain("not_in_channel");
    await w.tool("slack_join_channel", { channel: "#random" });
    await w.tool("slack_post_message", { channel: "#random", text: "hi" });
    const members = await w.api("conversations.members", ADA, { channel: "C0RANDOM" });
    expect(members.members).toContain("U0BOT");
    const listed = await w.tool("slack_list_members", { channel: "C0RANDOM" });
    expect(listed.members.map((m: { name: string }) => m.name).sort()).toEqual(["ada", "bea", "helper"]);
  });

  test("a channel created and a topic set with tools are what conversations.info reads", async () => {
    const { channel } = await w.tool("slack_create_channel", { name: "incident-42" });
    await w.tool("slack_set_channel_topic", { channel: "#incident-42", topic: "Checkout is down" });
    await w.tool("slack_invite_to_channel", { channel: channel.id, users: ["ada", "Bea Baker"] });
    const info = await w.api("conversations.info", ADA, { channel: channel.id });
    expect(info.channel).toMatchObject({ name: "incident-42", topic: { value: "Checkout is down" }, is_member: true });
    expect((await w.tool("slack_get_channel_info", { channel: channel.id })).channel).toMatchObject({ name: "incident-42", num_members: 3, topic: "Checkout is down" });
  });
});

describe("channels and users", () => {
  test("list channels, with private ones the bot is in", async () => {
    const { channels } = await w.tool("slack_list_channels", { types: "public_channel,private_channel" });
    expect(channels).toContainEqual(expect.objectContaining({ id: "G0SECRET", name: "secret", is_private: true, is_member: true }));
    expect(channels).toContainEqual(expect.objectContaining({ id: "C0GENERAL", name: "general", topic: "Company-wide" }));
  });

  test("find, get and list users; who the tools act as", async () => {
    expect((await w.tool("slack_find_user", { query: "lovelace" })).users).toEqual([expect.objectContaining({ id: "U0ADA", email: "ada@acme.example" })]);
    expect((await w.tool("slack_get_user", { user: "bea@acme.example" })).user).toMatchObject({ id: "U0BEA", real_name: "Bea Baker", is_bot: false });
    expect((await w.tool("slack_get_user", { user: "U0ADA" })).user).toMatchObject({ name: "ada", is_admin: true });
    expect((await w.tool("slack_list_users", {})).users.map((u: { id: string }) => u.id)).toEqual(["U0ADA", "U0BEA", "U0BOT"]);
    expect(await w.tool("slack_get_current_user")).toEqual({ user_id: "U0BOT", user: "helper", team_id: "T0ACME", team: "Acme", is_bot: true });
  });

  test("unknown channels and users are tool errors the model can act on", async () => {
    expect(await w.toolError("slack_read_history", { channel: "#nope" })).toContain("channel_not_found");
    expect(await w.toolError("slack_read_history", { channel: "C0NOPE" })).toContain("channel_not_found");
    expect(await w.toolError("slack_open_dm", { user: "nobody@acme.example" })).toContain("user_not_found");
    expect(await w.toolError("slack_post_message", { channel: "C0GENERAL" })).toContain("must have required property 'text'");
  });
});

describe("search", () => {
  test.skipIf(!("searchMessages" in pack.operations))("slack_search_messages returns compact matches", async () => {
    await w.api("chat.postMessage", ADA, { channel: "C0RANDOM", text: "The quarterly invoice is overdue" });
    const found = await w.tool("slack_search_messages", { query: "invoice in:#random" });
    expect(found).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(found.matches[0]).toMatchObject({ channel: { id: "C0RANDOM", name: "random" }, user: "U0ADA", text: "The quarterly invoice is overdue", permalink: expect.stringContaining("/archives/C0RANDOM/") });
  });
});
