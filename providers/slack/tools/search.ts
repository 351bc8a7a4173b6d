// search.messages as a tool: Slack's query syntax, a compact list of matches.
import { defineTool } from "../../../core/pack/index.ts";
import { MAX_SEARCH_QUERY_LENGTH } from "../search-limits.ts";
import { READ, slackCall } from "./shared.ts";

type Answer = Record<string, any>;

export const searchMessages = defineTool({
  name: "slack_search_messages",
  description: [
    "Search messages in the channels you can see, with Slack's search syntax:",
    'words (all must appear), "an exact phrase", -word to exclude, in:#channel, in:@user (a direct message),',
    "from:@handle or from:me, has::emoji: (a reaction), has:link, has:pin, before:/after:/on:/during: with YYYY-MM-DD,",
    "a trailing * for a prefix (deplo*). Returns each match's channel, ts, author, text and permalink.",
  ].join(" "),
  inputSchema: {
    type: "object",
    properties: {
      query: { type: "string", minLength: 1, maxLength: MAX_SEARCH_QUERY_LENGTH, description: 'e.g. "deploy failed" in:#ops from:@ada after:2024-03-01' },
      sort: { enum: ["score", "timestamp"], description: "score (best match first, the default) or timestamp" },
      sort_dir: { enum: ["desc", "asc"], description: "desc (default) or asc" },
      count: { type: "integer", minimum: 1, maximum: 100, description: "Matches per page (default 20)" },
      page: { type: "integer", minimum: 1, maximum: 100, description: "Page number, from 1" },
    },
    required: ["query"],
    additionalProperties: false,
  },
  annotations: { title: "Search messages", ...READ },
  async run(ctx, input) {
    // search.messages refuses bot tokens, as Slack does; a tool call (no token) may search as the bot.
    const answer = await slackCall(ctx, "searchMessages", { ...input, count: input.count ?? 20 });
    const found: Answer = answer.messages ?? {};
    const matches = ((found.matches ?? []) as Answer[]).map((m) => ({
      channel: { id: m.channel?.id, name: m.channel?.name },
      ts: m.ts,
      user: m.user,
      username: m.username,
      text: m.text,
      thread_ts: typeof m.thread_ts === "string" && m.thread_ts !== m.ts ? m.thread_ts : undefined,
      permalink: m.permalink,
    }));
    const paging: Answer = found.paging ?? {};
    return { total: found.total ?? matches.length, page: paging.page ?? 1, pages: paging.pages ?? 1, matches };
  },
});

export const searchTools = [searchMessages];
