// Conversations: list, describe, join, members, create, invite, topic, and opening a direct message.
import { defineTool } from "../../../core/pack/index.ts";
import { READ, WRITE, allPages, channel, channelId, compactChannel, compactUser, cursor, findUser, limit, nextCursor, slackCall, user } from "./shared.ts";

export const listChannels = defineTool({
  name: "slack_list_channels",
  description:
    "List the workspace's channels with id, name, topic, purpose, member count and whether you are a member. Public channels by default; types=private_channel adds the private ones you are in, im the direct messages.",
  inputSchema: {
    type: "object",
    properties: {
      types: { type: "string", description: "Comma-separated: public_channel, private_channel, mpim, im (default public_channel)" },
      exclude_archived: { type: "boolean", description: "Leave archived channels out" },
      limit,
      cursor,
    },
    additionalProperties: false,
  },
  annotations: { title: "List channels", ...READ },
  async run(ctx, input) {
    const answer = await slackCall(ctx, "conversationsList", input);
    return { channels: (answer.channels ?? []).map(compactChannel), next_cursor: nextCursor(answer) };
  },
});

export const getChannelInfo = defineTool({
  name: "slack_get_channel_info",
  description: "Describe one conversation: name, privacy, archived, topic, purpose, member count, creator, and whether you are a member.",
  inputSchema: { type: "object", properties: { channel }, required: ["channel"], additionalProperties: false },
  annotations: { title: "Describe a channel", ...READ },
  async run(ctx, input) {
    const answer = await slackCall(ctx, "conversationsInfo", { channel: await channelId(ctx, input.channel), include_num_members: true });
    return { channel: { ...compactChannel(answer.channel), creator: answer.channel?.creator, created: answer.channel?.created } };
  },
});

export const joinChannel = defineTool({
  name: "slack_join_channel",
  description: "Join a public channel, so you can post in it and read its history. Joining a channel you are already in changes nothing.",
  inputSchema: { type: "object", properties: { channel }, required: ["channel"], additionalProperties: false },
  annotations: { title: "Join a channel", ...WRITE, idempotentHint: true },
  async run(ctx, input) {
    const answer = await slackCall(ctx, "conversationsJoin", { channel: await channelId(ctx, input.channel) });
    return { channel: compactChannel(answer.channel ?? {}), already_in_channel: answer.already_in_channel === true || undefined };
  },
});

export const listMembers = defineTool({
  name: "slack_list_members",
  description: "List the members of a conversation, with each member's id, handle and name.",
  inputSchema: { type: "object", properties: { channel, limit, cursor }, required: ["channel"], additionalProperties: false },
  annotations: { title: "List channel members", ...READ },
  async run(ctx, input) {
    const answer = await slackCall(ctx, "conversationsMembers", { ...input, channel: await channelId(ctx, input.channel) });
    const ids = new Set<string>(answer.members ?? []);
    const users = (await allPages(ctx, "usersList", "members")).filter((u) => ids.has(String(u.id)));
    return { members: users.map((u) => ({ id: u.id, name: u.name, real_name: u.real_name, is_bot: u.is_bot === true })), next_cursor: nextCursor(answer) };
  },
});

export const createChannel = defineTool({
  name: "slack_create_channel",
  description: "Create a channel (you become its first member). Names are lower case, at most 80 characters: letters, digits, hyphens, underscores.",
  inputSchema: {
    type: "object",
    properties: { name: { type: "string", minLength: 1, maxLength: 80, description: "The channel name, without #" }, is_private: { type: "boolean", description: "Create a private channel" } },
    required: ["name"],
    additionalProperties: false,
  },
  annotations: { title: "Create a channel", ...WRITE },
  async run(ctx, input) {
    const answer = await slackCall(ctx, "conversationsCreate", { name: input.name.replace(/^#/, ""), is_private: input.is_private });
    return { channel: compactChannel(answer.channel) };
  },
});

export const inviteToChannel = defineTool({
  name: "slack_invite_to_channel",
  description: "Invite users to a channel you are a member of.",
  inputSchema: {
    type: "object",
    properties: { channel, users: { type: "array", minItems: 1, maxItems: 100, items: user, description: "The users to invite: ids, emails, handles or full names" } },
    required: ["channel", "users"],
    additionalProperties: false,
  },
  annotations: { title: "Invite to a channel", ...WRITE, idempotentHint: true },
  async run(ctx, input) {
    const ids: string[] = [];
    for (const ref of input.users) ids.push(String((await findUser(ctx, ref)).id));
    const answer = await slackCall(ctx, "conversationsInvite", { channel: await channelId(ctx, input.channel), users: ids.join(",") });
    return { channel: compactChannel(answer.channel ?? {}), invited: ids };
  },
});

export const setChannelTopic = defineTool({
  name: "slack_set_channel_topic",
  description: "Set the topic of a channel you are a member of (an empty text clears it).",
  inputSchema: { type: "object", properties: { channel, topic: { type: "string", maxLength: 250 } }, required: ["channel", "topic"], additionalProperties: false },
  annotations: { title: "Set a channel's topic", ...WRITE, destructiveHint: true, idempotentHint: true },
  async run(ctx, input) {
    const answer = await slackCall(ctx, "conversationsSetTopic", { channel: await channelId(ctx, input.channel), topic: input.topic });
    return { channel: compactChannel(answer.channel ?? {}) };
  },
});

export const openDm = defineTool({
  name: "slack_open_dm",
  description: "Open (or find) the direct message with a user and return its conversation id, for slack_post_message and slack_read_history.",
  inputSchema: { type: "object", properties: { user }, required: ["user"], additionalProperties: false },
  annotations: { title: "Open a direct message", ...WRITE, idempotentHint: true },
  async run(ctx, input) {
    const other = await findUser(ctx, input.user);
    const answer = await slackCall(ctx, "conversationsOpen", { users: String(other.id) });
    return { channel: answer.channel?.id, user: compactUser(other), already_open: answer.already_open === true || undefined };
  },
});

export const channelTools = [listChannels, getChannelInfo, joinChannel, listMembers, createChannel, inviteToChannel, setChannelTopic, openDm];
