import { expect, test } from "bun:test";
import { gradingInput } from "../../../../plugins/shared/grading-input.fixture.ts";
import toolCalled from "../../../../plugins/tool-called/plugin.ts";
import { METHODS_SEED } from "../../methods/fixture.ts";
import { useProfileWorld } from "../profile-world.fixture.ts";

// Graders read an official-profile call as the native tool it does the work of, in that tool's terms.
const w = useProfileWorld("official", METHODS_SEED);

test("each mapped call carries its native tool and arguments; tool-called grades it as the native call", async () => {
  await w.call("slack_send_message", { channel_id: "C0GENERAL", message: "Shipped", thread_ts: "1700000100.000100" });
  await w.call("slack_read_channel", { channel_id: "C0GENERAL", limit: 5 });
  await w.call("slack_search_public", { query: "welcome", limit: 3 });
  await w.call("slack_search_users", { query: "ada" });
  await w.call("slack_search_channels", { query: "gen", channel_types: "public_channel" });
  await w.call("slack_read_user_profile", { user_id: "U0ADA" });
  await w.call("slack_list_channel_members", { channel_id: "C0GENERAL" });
  await w.call("slack_create_conversation", { channel_name: "launch" });
  await w.call("slack_schedule_message", { channel_id: "C0GENERAL", message: "Later", post_at: 1795266000 });
  const calls = await w.gradedCalls();
  expect(calls.map((call) => [call.tool, call.native])).toEqual([
    ["slack_send_message", { tool: "slack_post_message", arguments: { channel: "C0GENERAL", text: "Shipped", thread_ts: "1700000100.000100" } }],
    ["slack_read_channel", { tool: "slack_read_history", arguments: { channel: "C0GENERAL", limit: 5 } }],
    ["slack_search_public", { tool: "slack_search_messages", arguments: { query: "welcome", count: 3 } }],
    ["slack_search_users", { tool: "slack_find_user", arguments: { query: "ada" } }],
    ["slack_search_channels", { tool: "slack_list_channels", arguments: { types: "public_channel", exclude_archived: true } }],
    ["slack_read_user_profile", { tool: "slack_get_user", arguments: { user: "U0ADA" } }],
    ["slack_list_channel_members", { tool: "slack_list_members", arguments: { channel: "C0GENERAL" } }],
    ["slack_create_conversation", { tool: "slack_create_channel", arguments: { name: "launch" } }],
    // No native tool schedules a message: the call is graded under its own name.
    ["slack_schedule_message", undefined],
  ]);
  const graded = toolCalled.grade(gradingInput({ toolCalls: calls }), { tool: "slack_post_message", arguments: { channel: "C0GENERAL", text: "Shipped" }, outcome: "ok" });
  expect(graded.passed).toBe(true);
});

// Slack's slack_read_thread and slack_add_reaction share the native tools' names but not their argument
// names: the log's profile tells them apart, so graders read them with the native arguments.
test("a call of a tool named like a native one is read with the native tool's arguments", async () => {
  const before = (await w.gradedCalls()).length;
  await w.call("slack_read_thread", { channel_id: "C0GENERAL", message_ts: "1700000100.000100" });
  await w.call("slack_add_reaction", { channel_id: "C0GENERAL", message_ts: "1700000100.000100", emoji: "eyes" });
  const calls = (await w.gradedCalls()).slice(before);
  expect(calls.map((call) => [call.tool, call.arguments, call.native])).toEqual([
    ["slack_read_thread", { channel_id: "C0GENERAL", message_ts: "1700000100.000100" }, { tool: "slack_read_thread", arguments: { channel: "C0GENERAL", ts: "1700000100.000100" } }],
    ["slack_add_reaction", { channel_id: "C0GENERAL", message_ts: "1700000100.000100", emoji: "eyes" }, { tool: "slack_add_reaction", arguments: { channel: "C0GENERAL", name: "eyes", ts: "1700000100.000100" } }],
  ]);
});
