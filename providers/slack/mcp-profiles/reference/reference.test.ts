import { expect, test } from "bun:test";
import { readReferenceJson } from "../../../../tests/reference/reference-file.ts";
import { mcpSchemaErrors } from "../../../../tests/support/mcp-schema.ts";
import { METHODS_SEED } from "../../methods/fixture.ts";
import { useProfileWorld } from "../profile-world.fixture.ts";

// The archived reference server at {url}/mcp/reference: its recorded tools/list exactly, and every tool
// answering as the original does, the Web API's JSON body as text (a Slack error too, never isError).
const ADA = "xoxp-acme-ada";
const BOT = "xoxb-acme-helper";
const PARENT = "1700000100.000100";
const recorded = readReferenceJson<{ result: { tools: unknown[] } }>("mcp-servers/slack-reference.tools-list.json").result.tools;

const w = useProfileWorld("reference", METHODS_SEED);

const json = async (name: string, args: Record<string, unknown>) => {
  const { text, isError } = await w.call(name, args);
  expect(isError).toBe(false);
  return JSON.parse(text);
};

test("tools/list is the recorded one exactly; initialize names the original server", async () => {
  const listed = await w.client.listTools();
  expect(mcpSchemaErrors("ListToolsResult", listed)).toEqual([]);
  expect(JSON.stringify(listed.tools)).toBe(JSON.stringify(recorded));
  expect(w.client.getServerVersion()).toEqual({ name: "Slack MCP Server", version: "1.0.0" });
});

test("posting, replying and reacting write what REST reads back; the answer is the Web API's JSON", async () => {
  const posted = await json("slack_post_message", { channel_id: "C0GENERAL", text: "Deploy finished" });
  expect(posted).toMatchObject({ ok: true, channel: "C0GENERAL", message: { text: "Deploy finished", user: "U0BOT" } });
  expect((await w.api("conversations.history", ADA, { channel: "C0GENERAL", limit: "1" })).messages[0]).toEqual(posted.message);

  const reply = await json("slack_reply_to_thread", { channel_id: "C0GENERAL", thread_ts: PARENT, text: "On it" });
  expect((await w.api("conversations.replies", ADA, { channel: "C0GENERAL", ts: PARENT })).messages.at(-1)).toMatchObject({ ts: reply.ts, text: "On it", thread_ts: PARENT });

  expect(await json("slack_add_reaction", { channel_id: "C0GENERAL", timestamp: PARENT, reaction: "eyes" })).toEqual({ ok: true });
  expect((await w.api("reactions.get", ADA, { channel: "C0GENERAL", timestamp: PARENT })).message.reactions).toContainEqual({ name: "eyes", users: ["U0BOT"], count: 1 });
  // Slack's own errors come back as the body, not as a tool error, as the original answers them.
  expect(await w.call("slack_add_reaction", { channel_id: "C0GENERAL", timestamp: PARENT, reaction: "eyes" })).toEqual({ isError: false, text: '{"ok":false,"error":"already_reacted"}' });
  expect(await w.call("slack_post_message", { channel_id: "C0NOPE", text: "x" })).toEqual({ isError: false, text: '{"ok":false,"error":"channel_not_found"}' });
});

test("the reads are the Web API's answers to the same user", async () => {
  const channels = await json("slack_list_channels", {});
  expect(channels).toEqual(await w.api("conversations.list", BOT, { types: "public_channel", exclude_archived: "true", limit: "100" }));
  expect(channels.channels.map((c: { name: string }) => c.name).sort()).toEqual(["general", "random"]);
  expect((await json("slack_list_channels", { limit: 1 })).channels).toHaveLength(1);

  expect(await json("slack_get_channel_history", { channel_id: "C0GENERAL" })).toEqual(await w.api("conversations.history", BOT, { channel: "C0GENERAL", limit: "10" }));
  expect(await json("slack_get_thread_replies", { channel_id: "C0GENERAL", thread_ts: PARENT })).toEqual(await w.api("conversations.replies", BOT, { channel: "C0GENERAL", ts: PARENT }));
  expect(await json("slack_get_users", { limit: 2 })).toEqual(await w.api("users.list", BOT, { limit: "2" }));
  expect(await json("slack_get_user_profile", { user_id: "U0ADA" })).toEqual(await w.api("users.profile.get", BOT, { user: "U0ADA", include_labels: "true" }));
});

test("a missing argument is the original's text answer, recorded from the npm package", async () => {
  // What @modelcontextprotocol/server-slack 2025.4.25 answered `slack_post_message {channel_id}` with.
  expect(await w.call("slack_post_message", { channel_id: "C0GENERAL" })).toEqual({ isError: false, text: '{"error":"Missing required arguments: channel_id and text"}' });
  expect((await w.call("slack_reply_to_thread", { channel_id: "C0GENERAL", text: "x" })).text).toBe('{"error":"Missing required arguments: channel_id, thread_ts, and text"}');
  expect((await w.call("slack_add_reaction", {})).text).toBe('{"error":"Missing required arguments: channel_id, timestamp, and reaction"}');
  expect((await w.call("slack_get_channel_history", {})).text).toBe('{"error":"Missing required argument: channel_id"}');
  expect((await w.call("slack_get_thread_replies", { channel_id: "C0GENERAL" })).text).toBe('{"error":"Missing required arguments: channel_id and thread_ts"}');
  expect((await w.call("slack_get_user_profile", { user_id: "" })).text).toBe('{"error":"Missing required argument: user_id"}');
});

test("graders read each call as its native tool, names shared with native tools included", async () => {
  const before = (await w.gradedCalls()).length;
  await w.call("slack_reply_to_thread", { channel_id: "C0GENERAL", thread_ts: PARENT, text: "Done" });
  await w.call("slack_get_channel_history", { channel_id: "C0GENERAL", limit: 3 });
  await w.call("slack_get_thread_replies", { channel_id: "C0GENERAL", thread_ts: PARENT });
  await w.call("slack_get_users", {});
  await w.call("slack_get_user_profile", { user_id: "U0ADA" });
  await w.call("slack_post_message", { channel_id: "C0GENERAL", text: "Hi" });
  const calls = (await w.gradedCalls()).slice(before);
  expect(calls.map((call) => [call.tool, call.native])).toEqual([
    ["slack_reply_to_thread", { tool: "slack_reply_in_thread", arguments: { channel: "C0GENERAL", thread_ts: PARENT, text: "Done" } }],
    ["slack_get_channel_history", { tool: "slack_read_history", arguments: { channel: "C0GENERAL", limit: 3 } }],
    ["slack_get_thread_replies", { tool: "slack_read_thread", arguments: { channel: "C0GENERAL", ts: PARENT } }],
    ["slack_get_users", { tool: "slack_list_users", arguments: {} }],
    ["slack_get_user_profile", { tool: "slack_get_user", arguments: { user: "U0ADA" } }],
    // slack_post_message is also a native tool's name: the log's profile tells them apart.
    ["slack_post_message", { tool: "slack_post_message", arguments: { channel: "C0GENERAL", text: "Hi" } }],
  ]);
});
