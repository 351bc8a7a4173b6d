// Messages: read a channel and a thread, post, reply, edit, delete, link to one.
import { defineTool, type ToolContext } from "../../../core/pack/index.ts";
import { READ, WRITE, channel, channelId, compactMessage, cursor, findUser, limit, nextCursor, slackCall, text, ts, userNames } from "./shared.ts";

/** Where to post: a conversation id or #name, or a user (id, @handle, email), whose direct message is opened. */
async function postTarget(ctx: ToolContext, ref: string): Promise<string> {
  const trimmed = ref.trim();
  const looksLikeUser = /^[UW][A-Z0-9]{2,}$/.test(trimmed) || trimmed.startsWith("@") || trimmed.includes("@");
  if (!looksLikeUser) return channelId(ctx, trimmed);
  const other = await findUser(ctx, trimmed);
  const opened = await slackCall(ctx, "conversationsOpen", { users: String(other.id) });
  return String(opened.channel?.id);
}

export const readHistory = defineTool({
  name: "slack_read_history",
  description:
    "Read a conversation's messages, newest first: ts, user, text, reactions, and for a thread's parent reply_count (read the replies with slack_read_thread). `users` maps the user ids to handles.",
  inputSchema: {
    type: "object",
    properties: {
      channel,
      limit: { ...limit, description: "Messages per page (default 100)" },
      cursor,
      oldest: { ...ts, description: "Only messages after this ts" },
      latest: { ...ts, description: "Only messages before this ts" },
    },
    required: ["channel"],
    additionalProperties: false,
  },
  annotations: { title: "Read channel history", ...READ },
  async run(ctx, input) {
    const answer = await slackCall(ctx, "conversationsHistory", { ...input, channel: await channelId(ctx, input.channel) });
    const messages = answer.messages ?? [];
    return { messages: messages.map(compactMessage), users: await userNames(ctx, messages), has_more: answer.has_more === true, next_cursor: nextCursor(answer) };
  },
});

export const readThread = defineTool({
  name: "slack_read_thread",
  description: "Read a thread: its parent message first, then the replies, oldest first. `users` maps the user ids to handles.",
  inputSchema: { type: "object", properties: { channel, ts: { ...ts, description: "The thread parent's ts" }, limit, cursor }, required: ["channel", "ts"], additionalProperties: false },
  annotations: { title: "Read a thread", ...READ },
  async run(ctx, input) {
    const answer = await slackCall(ctx, "conversationsReplies", { ...input, channel: await channelId(ctx, input.channel) });
    const messages = answer.messages ?? [];
    return { messages: messages.map(compactMessage), users: await userNames(ctx, messages), has_more: answer.has_more === true, next_cursor: nextCursor(answer) };
  },
});

export const postMessage = defineTool({
  name: "slack_post_message",
  description:
    "Post a message to a channel you are a member of (slack_join_channel joins a public one), or to a user by id, @handle or email (in your direct message with them). Returns the channel and the new message's ts.",
  inputSchema: {
    type: "object",
    properties: {
      channel: { ...channel, description: `${channel.description}; or a user (U0123ABCD, @ada, ada@example.com) to message them directly` },
      text,
      blocks: { type: "array", items: { type: "object" }, description: "Block Kit blocks (text is then the notification fallback)" },
    },
    required: ["channel", "text"],
    additionalProperties: false,
  },
  annotations: { title: "Post a message", ...WRITE },
  async run(ctx, input) {
    const answer = await slackCall(ctx, "chatPostMessage", { channel: await postTarget(ctx, input.channel), text: input.text, blocks: input.blocks });
    return { channel: answer.channel, ts: answer.ts, message: compactMessage(answer.message ?? {}) };
  },
});

export const replyInThread = defineTool({
  name: "slack_reply_in_thread",
  description: "Reply in a message's thread (a reply to a reply goes to the same thread); broadcast=true also shows the reply in the channel.",
  inputSchema: {
    type: "object",
    properties: { channel, thread_ts: { ...ts, description: "The ts of the message to reply to" }, text, broadcast: { type: "boolean", description: "Also send to the channel" } },
    required: ["channel", "thread_ts", "text"],
    additionalProperties: false,
  },
  annotations: { title: "Reply in a thread", ...WRITE },
  async run(ctx, input) {
    const target = await channelId(ctx, input.channel);
    const answer = await slackCall(ctx, "chatPostMessage", { channel: target, thread_ts: input.thread_ts, text: input.text, reply_broadcast: input.broadcast });
    return { channel: answer.channel, ts: answer.ts, message: compactMessage(answer.message ?? {}) };
  },
});

export const updateMessage = defineTool({
  name: "slack_update_message",
  description: "Replace the text of a message you posted (others' messages cannot be edited). The message keeps its ts and is marked edited.",
  inputSchema: { type: "object", properties: { channel, ts, text }, required: ["channel", "ts", "text"], additionalProperties: false },
  annotations: { title: "Edit a message", ...WRITE, destructiveHint: true, idempotentHint: true },
  async run(ctx, input) {
    const answer = await slackCall(ctx, "chatUpdate", { channel: await channelId(ctx, input.channel), ts: input.ts, text: input.text });
    return { channel: answer.channel, ts: answer.ts, text: answer.text };
  },
});

export const deleteMessage = defineTool({
  name: "slack_delete_message",
  description: "Delete a message you posted (a workspace admin acting as a user may delete anyone's). A deleted reply leaves its thread.",
  inputSchema: { type: "object", properties: { channel, ts }, required: ["channel", "ts"], additionalProperties: false },
  annotations: { title: "Delete a message", readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  async run(ctx, input) {
    const answer = await slackCall(ctx, "chatDelete", { channel: await channelId(ctx, input.channel), ts: input.ts });
    return { channel: answer.channel, ts: answer.ts, deleted: true };
  },
});

export const getPermalink = defineTool({
  name: "slack_get_permalink",
  description: "Get a message's permanent link (`<world url>/archives/<channel>/p<ts>`, a page showing the message), to share it in another message.",
  inputSchema: { type: "object", properties: { channel, ts }, required: ["channel", "ts"], additionalProperties: false },
  annotations: { title: "Get a message link", ...READ },
  async run(ctx, input) {
    const answer = await slackCall(ctx, "chatGetPermalink", { channel: await channelId(ctx, input.channel), message_ts: input.ts });
    return { channel: answer.channel, permalink: answer.permalink };
  },
});

export const messageTools = [readHistory, readThread, postMessage, replyInThread, updateMessage, deleteMessage, getPermalink];
