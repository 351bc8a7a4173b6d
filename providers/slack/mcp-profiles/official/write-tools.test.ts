import { expect, test } from "bun:test";
import { METHODS_SEED } from "../../methods/fixture.ts";
import { useProfileWorld } from "../profile-world.fixture.ts";

// The official profile's writes, each read back over the Web API. Its tools act as the workspace's bot
// (U0BOT), a member of #general and of the private #secret; the test clock is 2026-11-21 12:00 UTC.
const ADA = "xoxp-acme-ada";
const BOT = "xoxb-acme-helper";
const PARENT = "1700000100.000100"; // Ada's "Welcome!" in #general
const NOW = Date.parse("2026-11-21T12:00:00Z") / 1000;

const w = useProfileWorld("official", METHODS_SEED);

const field = (text: string, name: string) => new RegExp(`${name}: (\\S+)`).exec(text)?.[1];

test("slack_send_message posts (a thread reply, a broadcast, a DM by user id) and answers the message link", async () => {
  const sent = await w.call("slack_send_message", { channel_id: "C0GENERAL", message: "Deploy **finished**" });
  expect(sent.isError).toBe(false);
  const history = await w.api("conversations.history", ADA, { channel: "C0GENERAL", limit: "1" });
  expect(history.messages[0]).toMatchObject({ text: "Deploy **finished**", user: "U0BOT" });
  const link = await w.api("chat.getPermalink", ADA, { channel: "C0GENERAL", message_ts: history.messages[0].ts });
  expect(sent.text).toBe(`Message sent to C0GENERAL (ts ${history.messages[0].ts}).\nMessage link: ${link.permalink}`);

  expect((await w.call("slack_send_message", { channel_id: "C0GENERAL", message: "On it", thread_ts: PARENT, reply_broadcast: true })).isError).toBe(false);
  const replies = await w.api("conversations.replies", ADA, { channel: "C0GENERAL", ts: PARENT });
  expect(replies.messages.at(-1)).toMatchObject({ text: "On it", thread_ts: PARENT, subtype: "thread_broadcast", user: "U0BOT" });

  const dm = await w.call("slack_send_message", { channel_id: "U0ADA", message: "Psst" });
  const dmChannel = /^Message sent to (D\w+)/.exec(dm.text)?.[1];
  expect((await w.api("conversations.history", ADA, { channel: dmChannel! })).messages[0]).toMatchObject({ text: "Psst", user: "U0BOT" });
});

test("slack_send_message: a bad argument is refused by its schema, Slack's errors come back as isError", async () => {
  expect(await w.call("slack_send_message", { channel_id: "C0GENERAL" })).toEqual({
    isError: true,
    text: "Invalid arguments for slack_send_message: arguments must have required property 'message'.",
  });
  expect(await w.call("slack_send_message", { channel_id: "C0NOPE", message: "x" })).toEqual({ isError: true, text: "channel_not_found" });
  expect(await w.call("slack_send_message", { channel_id: "C0RANDOM", message: "x" })).toEqual({ isError: true, text: "not_in_channel" });
});

test("slack_schedule_message schedules through chat.scheduleMessage", async () => {
  const postAt = NOW + 3600;
  const scheduled = await w.call("slack_schedule_message", { channel_id: "C0GENERAL", message: "Standup in 5", post_at: postAt });
  expect(scheduled.text).toStartWith(`Message scheduled for C0GENERAL at 2026-11-21 13:00:00 UTC (post_at ${postAt}).`);
  const listed = await w.api("chat.scheduledMessages.list", BOT, { channel: "C0GENERAL" });
  expect(listed.scheduled_messages).toContainEqual(expect.objectContaining({ id: field(scheduled.text, "scheduled_message_id"), text: "Standup in 5", post_at: postAt }));
  expect(await w.call("slack_schedule_message", { channel_id: "C0GENERAL", message: "Too late", post_at: NOW - 60 })).toEqual({ isError: true, text: "time_in_past" });
});

test("slack_add_reaction adds once; a duplicate succeeds silently", async () => {
  for (let i = 0; i < 2; i++)
    expect(await w.call("slack_add_reaction", { channel_id: "C0GENERAL", message_ts: PARENT, emoji: "white_check_mark" })).toEqual({
      isError: false,
      text: `Added :white_check_mark: to message ${PARENT} in C0GENERAL.`,
    });
  const got = await w.api("reactions.get", ADA, { channel: "C0GENERAL", timestamp: PARENT });
  expect(got.message.reactions).toContainEqual({ name: "white_check_mark", users: ["U0BOT"], count: 1 });
  expect((await w.call("slack_add_reaction", { channel_id: "C0GENERAL", message_ts: "1.000000", emoji: "eyes" })).text).toBe("message_not_found");
});

test("slack_create_conversation creates a channel (sanitized name, invites) or opens a DM or group DM", async () => {
  const channel = await w.call("slack_create_conversation", { channel_name: "Project Platypus!", user_ids: ["U0ADA"] });
  const id = field(channel.text, "channel_id")!;
  expect(channel.text).toBe(`Created public channel #project-platypus.\nchannel_id: ${id}`);
  expect((await w.api("conversations.info", ADA, { channel: id })).channel).toMatchObject({ name: "project-platypus", is_private: false });
  expect((await w.api("conversations.members", ADA, { channel: id })).members.sort()).toEqual(["U0ADA", "U0BOT"]);

  const group = await w.call("slack_create_conversation", { user_ids: ["U0ADA", "U0BEA"] });
  const groupInfo = await w.api("conversations.info", ADA, { channel: field(group.text, "channel_id")! });
  expect(groupInfo.channel).toMatchObject({ is_mpim: true });
  const dm = await w.call("slack_create_conversation", { user_ids: ["U0BEA"] });
  expect((await w.api("conversations.info", "xoxp-acme-bea", { channel: field(dm.text, "channel_id")! })).channel).toMatchObject({ is_im: true });

  expect((await w.call("slack_create_conversation", {})).text).toStartWith("invalid_arguments:");
  expect((await w.call("slack_create_conversation", { user_ids: ["U0NOBODY"] })).text).toBe("user_not_found: no user U0NOBODY");
  expect((await w.call("slack_create_conversation", { channel_name: "general" })).text).toBe("name_taken");
});

test("canvases, drafts and custom emoji are features this mock lacks: each says so as an error", async () => {
  for (const [name, args] of [
    ["slack_create_canvas", { title: "Plan", content: "# Goals" }],
    ["slack_update_canvas", { canvas_id: "F0CANVAS", sections: [{ edit_type: "append", section_id: "x", content: "more" }] }],
    ["slack_read_canvas", { canvas_id: "F0CANVAS" }],
  ] as const)
    expect((await w.call(name, args)).text).toStartWith("canvases_not_supported:");
  expect((await w.call("slack_send_message_draft", { channel_id: "C0GENERAL", message: "Draft" })).text).toStartWith("failed_to_create_draft:");
  expect(await w.call("slack_send_message_draft", { channel_id: "C0NOPE", message: "Draft" })).toEqual({ isError: true, text: "channel_not_found" });
  expect((await w.call("slack_search_emojis", { query: "party,shipit" })).text).toStartWith("custom_emoji_not_supported:");
  // Nothing was written: no draft or canvas message appeared.
  expect((await w.api("conversations.history", ADA, { channel: "C0GENERAL", limit: "1" })).messages[0].text).not.toBe("Draft");
});
