// The slack pack's MCP tools: each calls the Web API operations in-process (as the workspace's bot).
import { defineTool, type ToolContext } from "../../../core/pack/index.ts";

type Answer = Record<string, any>;
const post = (ctx: ToolContext, operation: string, body: Record<string, unknown>) =>
  ctx.callJson<Answer>(operation, { method: "POST", body: Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) });

const channel = { type: "string", description: "Conversation id, e.g. C0123ABCD (slack_list_channels lists them)" };
const ts = { type: "string", description: "A message timestamp, e.g. 1700000100.000100" };
const limit = { type: "integer", minimum: 1, maximum: 1000, description: "Items per page" };
const cursor = { type: "string", description: "next_cursor from a previous page" };

export const listChannels = defineTool({
  name: "slack_list_channels",
  description: "List the workspace's channels (public; private ones the bot is in with types=private_channel) with id, name, topic and member count.",
  inputSchema: {
    type: "object",
    properties: { types: { type: "string", description: "Comma-separated: public_channel, private_channel, mpim, im (default public_channel)" }, exclude_archived: { type: "boolean" }, limit, cursor },
    additionalProperties: false,
  },
  annotations: { title: "List channels", readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  run: (ctx, input) => post(ctx, "conversationsList", input),
});

export const readHistory = defineTool({
  name: "slack_read_history",
  description: "Read a channel's messages, newest first (thread replies are not included; use slack_read_thread).",
  inputSchema: { type: "object", properties: { channel, limit, cursor, oldest: ts, latest: ts }, required: ["channel"], additionalProperties: false },
  annotations: { title: "Read channel history", readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  run: (ctx, input) => post(ctx, "conversationsHistory", input),
});

export const readThread = defineTool({
  name: "slack_read_thread",
  description: "Read a thread: its parent message and replies, oldest first.",
  inputSchema: { type: "object", properties: { channel, ts: { ...ts, description: "The thread parent's ts" }, limit, cursor }, required: ["channel", "ts"], additionalProperties: false },
  annotations: { title: "Read a thread", readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  run: (ctx, input) => post(ctx, "conversationsReplies", input),
});

export const postMessage = defineTool({
  name: "slack_post_message",
  description: "Post a message to a channel the bot is a member of. Returns the new message and its ts.",
  inputSchema: {
    type: "object",
    properties: { channel, text: { type: "string", minLength: 1 }, blocks: { type: "array", items: { type: "object" }, description: "Block Kit blocks (text is then the fallback)" } },
    required: ["channel", "text"],
    additionalProperties: false,
  },
  annotations: { title: "Post a message", readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  run: (ctx, input) => post(ctx, "chatPostMessage", input),
});

export const replyInThread = defineTool({
  name: "slack_reply_in_thread",
  description: "Reply in a message's thread; broadcast=true also shows the reply in the channel.",
  inputSchema: {
    type: "object",
    properties: { channel, thread_ts: { ...ts, description: "The parent message's ts" }, text: { type: "string", minLength: 1 }, broadcast: { type: "boolean" } },
    required: ["channel", "thread_ts", "text"],
    additionalProperties: false,
  },
  annotations: { title: "Reply in a thread", readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  run: (ctx, input) => post(ctx, "chatPostMessage", { channel: input.channel, thread_ts: input.thread_ts, text: input.text, reply_broadcast: input.broadcast === true ? "true" : undefined }),
});

export const addReaction = defineTool({
  name: "slack_add_reaction",
  description: "Add an emoji reaction (name without colons, e.g. thumbsup) to a message.",
  inputSchema: { type: "object", properties: { channel, timestamp: ts, name: { type: "string", minLength: 1 } }, required: ["channel", "timestamp", "name"], additionalProperties: false },
  annotations: { title: "Add a reaction", readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  run: (ctx, input) => post(ctx, "reactionsAdd", { ...input, name: String(input.name).replace(/^:|:$/g, "") }),
});

export const findUser = defineTool({
  name: "slack_find_user",
  description: "Find users by name, display name, real name or email (case-insensitive substring; an exact email matches one user).",
  inputSchema: { type: "object", properties: { query: { type: "string", minLength: 1, description: "A name or an email address" } }, required: ["query"], additionalProperties: false },
  annotations: { title: "Find a user", readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  async run(ctx, input) {
    const query = String(input.query).trim().toLowerCase();
    const users: Answer[] = [];
    let next: string | undefined;
    do {
      const page = await post(ctx, "usersList", { limit: 200, cursor: next });
      users.push(...(page.members ?? []));
      next = page.response_metadata?.next_cursor || undefined;
    } while (next);
    const fields = (u: Answer) => [u.name, u.real_name, u.profile?.display_name, u.profile?.real_name, u.profile?.email].filter((v) => typeof v === "string").map((v: string) => v.toLowerCase());
    const matches = users.filter((u) => u.deleted !== true && fields(u).some((v) => (query.includes("@") ? v === query : v.includes(query))));
    return { users: matches.map((u) => ({ id: u.id, name: u.name, real_name: u.real_name, display_name: u.profile?.display_name, email: u.profile?.email, is_bot: u.is_bot === true })) };
  },
});

export const slackTools = [listChannels, readHistory, readThread, postMessage, replyInThread, addReaction, findUser];
