// The archived reference Slack server (@modelcontextprotocol/server-slack, src/slack/index.ts at
// modelcontextprotocol/servers 3eee3e68): 8 tools, each one Web API call whose JSON answer comes back
// as text, `JSON.stringify` of the body, a Slack error (`{"ok":false,...}`) included and never isError.
// The original checks no schema, only that its required arguments are truthy, and answers a missing
// one as `{"error":"Missing required arguments: ..."}` text: its tools take any object here and `run`
// does that check in its words.
import { toolAnswer, type McpProfile, type ToolContext } from "../../../../core/pack/index.ts";
import { defined, profileTools, type Listing } from "../profile-tools.ts";
import listings from "./listing.json" with { type: "json" };

const ANY_OBJECT = { type: "object" };
const answer = (value: unknown) => toolAnswer({ content: [{ type: "text", text: JSON.stringify(value) }] });
const missing = (what: string) => answer({ error: `Missing required ${what}` });

/** One Web API method, as the original's fetch: the body Slack answered, stringified. */
async function webApi(ctx: ToolContext, operation: string, args: Record<string, unknown>) {
  const response = await ctx.call(operation, { method: "POST", body: defined(args) });
  try {
    return answer(JSON.parse(await response.text()));
  } catch (error) {
    return answer({ error: (error as Error).message });
  }
}

/** `Math.min(limit, 200).toString()` with the original's default, as it sends `limit`. */
const capped = (limit: unknown, fallback: number) => String(Math.min((limit === undefined ? fallback : limit) as number, 200));

export const referenceProfile: McpProfile = {
  title: "The archived reference Slack MCP server (@modelcontextprotocol/server-slack 2025.4.25)",
  source: "modelcontextprotocol/servers @ 3eee3e6872578dd67e17da950941ce0267f2fab1, src/slack/index.ts (MIT); tools/list recorded from the npm package",
  serverInfo: { name: "Slack MCP Server", version: "1.0.0" },
  tools: profileTools(listings as Listing[], {
    slack_list_channels: {
      inputSchema: ANY_OBJECT,
      native: { tool: "slack_list_channels", arguments: (input) => defined({ types: "public_channel", exclude_archived: true, limit: input.limit, cursor: input.cursor }) },
      // SLACK_TEAM_ID's team_id is left out: a world is one workspace. SLACK_CHANNEL_IDS is not set.
      run: (ctx, input) =>
        webApi(ctx, "conversationsList", { types: "public_channel", exclude_archived: "true", limit: capped(input.limit, 100), cursor: input.cursor || undefined }),
    },
    slack_post_message: {
      inputSchema: ANY_OBJECT,
      native: { tool: "slack_post_message", arguments: (input) => ({ channel: input.channel_id, text: input.text }) },
      run: (ctx, input) =>
        !input.channel_id || !input.text ? missing("arguments: channel_id and text") : webApi(ctx, "chatPostMessage", { channel: input.channel_id, text: input.text }),
    },
    slack_reply_to_thread: {
      inputSchema: ANY_OBJECT,
      native: { tool: "slack_reply_in_thread", arguments: (input) => ({ channel: input.channel_id, thread_ts: input.thread_ts, text: input.text }) },
      run: (ctx, input) =>
        !input.channel_id || !input.thread_ts || !input.text
          ? missing("arguments: channel_id, thread_ts, and text")
          : webApi(ctx, "chatPostMessage", { channel: input.channel_id, thread_ts: input.thread_ts, text: input.text }),
    },
    slack_add_reaction: {
      inputSchema: ANY_OBJECT,
      native: { tool: "slack_add_reaction", arguments: (input) => ({ channel: input.channel_id, ts: input.timestamp, name: input.reaction }) },
      run: (ctx, input) =>
        !input.channel_id || !input.timestamp || !input.reaction
          ? missing("arguments: channel_id, timestamp, and reaction")
          : webApi(ctx, "reactionsAdd", { channel: input.channel_id, timestamp: input.timestamp, name: input.reaction }),
    },
    slack_get_channel_history: {
      inputSchema: ANY_OBJECT,
      native: { tool: "slack_read_history", arguments: (input) => defined({ channel: input.channel_id, limit: input.limit ?? 10 }) },
      run: (ctx, input) =>
        !input.channel_id ? missing("argument: channel_id") : webApi(ctx, "conversationsHistory", { channel: input.channel_id, limit: String(input.limit ?? 10) }),
    },
    slack_get_thread_replies: {
      inputSchema: ANY_OBJECT,
      native: { tool: "slack_read_thread", arguments: (input) => ({ channel: input.channel_id, ts: input.thread_ts }) },
      run: (ctx, input) =>
        !input.channel_id || !input.thread_ts
          ? missing("arguments: channel_id and thread_ts")
          : webApi(ctx, "conversationsReplies", { channel: input.channel_id, ts: input.thread_ts }),
    },
    slack_get_users: {
      inputSchema: ANY_OBJECT,
      native: { tool: "slack_list_users", arguments: (input) => defined({ limit: input.limit, cursor: input.cursor }) },
      run: (ctx, input) => webApi(ctx, "usersList", { limit: capped(input.limit, 100), cursor: input.cursor || undefined }),
    },
    slack_get_user_profile: {
      inputSchema: ANY_OBJECT,
      native: { tool: "slack_get_user", arguments: (input) => ({ user: input.user_id }) },
      run: (ctx, input) => (!input.user_id ? missing("argument: user_id") : webApi(ctx, "usersProfileGet", { user: input.user_id, include_labels: "true" })),
    },
  }),
};
