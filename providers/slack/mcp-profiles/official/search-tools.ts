// Searching messages (public, or every conversation the user can see), channels and users. Messages go
// through search.messages with Slack's query syntax; channels and users match words in their fields.
import type { ToolContext } from "../../../../core/pack/index.ts";
import { allPages } from "../../tools/shared.ts";
import { defined, text, type ProfileToolSpec } from "../profile-tools.ts";
import { answerText, concise, count, cursorOffset, offsetCursor, pageSize, refuse } from "./answers.ts";
import { conversationName, messageLines } from "./message-text.ts";
import { directory, person, type User } from "./people.ts";
import { searchMessages } from "./search-messages.ts";

/** A page of `items` from the cursor's offset, and the cursor of the next one. */
export function pageOf<T>(items: T[], input: Record<string, unknown>): { page: T[]; first: number; next?: string } {
  const first = cursorOffset(input.cursor);
  const size = pageSize(input.limit, 20, 20);
  const page = items.slice(first, first + size);
  return { page, first, next: first + size < items.length ? offsetCursor(first + size) : undefined };
}

const nextPage = (next: string | undefined) => (next ? ["", `Next page: call again with cursor "${next}"`] : []);

/** Query words: "quoted phrases" and words, each lower-cased; `-word` excludes. */
function queryTerms(query: string): { wanted: string[]; excluded: string[] } {
  const terms = [...query.toLowerCase().matchAll(/(-?)"([^"]*)"|(\S+)/g)].map((m) => (m[3] !== undefined ? m[3] : `${m[1]}${m[2]}`)).filter((t) => t !== "" && t !== "-");
  return { wanted: terms.filter((t) => !t.startsWith("-")), excluded: terms.filter((t) => t.startsWith("-")).map((t) => t.slice(1)) };
}

const matches = (haystack: string, query: string) => {
  const { wanted, excluded } = queryTerms(query);
  const lower = haystack.toLowerCase();
  return wanted.every((t) => lower.includes(t)) && !excluded.some((t) => lower.includes(t));
};

async function messageResults(ctx: ToolContext, input: Record<string, unknown>, publicOnly: boolean) {
  const found = await searchMessages(ctx, input, publicOnly);
  const users = await directory(ctx);
  const { page, first, next } = pageOf(found, input);
  if (!page.length) return answerText([`No messages found for ${JSON.stringify(input.query)}.`]);
  const detailed = !concise(input.response_format);
  const results = page.flatMap((m, i) => [
    "",
    `${first + i + 1}. In ${conversationName(users, m.channel ?? {})}`,
    ...messageLines(users, m, detailed),
    ...(detailed ? [`Link: ${m.permalink}`] : []),
  ]);
  return answerText([`Found ${count(found.length, "message")} for ${JSON.stringify(input.query)} (showing ${first + 1}-${first + page.length}):`, ...results, ...nextPage(next)]);
}

const searchNative = { tool: "slack_search_messages", arguments: (input: Record<string, unknown>) => defined({ query: input.query, sort: input.sort, sort_dir: input.sort_dir, count: input.limit }) };

export const searchTools: Record<string, ProfileToolSpec> = {
  slack_search_public: { native: searchNative, run: (ctx, input) => messageResults(ctx, input, true) },
  slack_search_public_and_private: { native: searchNative, run: (ctx, input) => messageResults(ctx, input, false) },
  slack_search_channels: {
    native: { tool: "slack_list_channels", arguments: (input) => defined({ types: input.channel_types, exclude_archived: input.include_archived === true ? undefined : true }) },
    async run(ctx, input) {
      const types = text(input.channel_types) || "public_channel";
      if (!types.split(",").every((t) => ["public_channel", "private_channel"].includes(t.trim()))) refuse("invalid_types: channel_types takes public_channel, private_channel");
      const channels = await allPages(ctx, "conversationsList", "channels", { types, exclude_archived: input.include_archived === true ? undefined : true });
      const found = channels.filter((c) => matches([c.name, c.topic?.value, c.purpose?.value].join(" "), String(input.query ?? "")));
      const { page, next } = pageOf(found, input);
      if (!page.length) return answerText([`No channels found for ${JSON.stringify(input.query)}.`]);
      const detailed = !concise(input.response_format);
      const lines = page.flatMap((c) => [
        `#${c.name} (${c.id})${detailed ? ` · ${c.is_private ? "private" : "public"} · ${c.num_members ?? 0} members${c.is_archived ? " · archived" : ""}` : ""}`,
        ...(detailed && c.topic?.value ? [`  Topic: ${c.topic.value}`] : []),
        ...(detailed && c.purpose?.value ? [`  Purpose: ${c.purpose.value}`] : []),
      ]);
      return answerText([`Found ${count(found.length, "channel")} for ${JSON.stringify(input.query)}:`, ...lines, ...nextPage(next)]);
    },
  },
  slack_search_users: {
    native: { tool: "slack_find_user", arguments: (input) => ({ query: input.query }) },
    async run(ctx, input) {
      const users = await directory(ctx);
      const fields = (u: User) => [u.name, u.real_name, u.profile?.real_name, u.profile?.display_name, u.profile?.email, u.profile?.title].filter(Boolean).join(" ");
      const found = [...users.values()].filter((u) => u.deleted !== true && matches(fields(u), String(input.query ?? "")));
      const { page, next } = pageOf(found, input);
      if (!page.length) return answerText([`No users found for ${JSON.stringify(input.query)}.`]);
      const detailed = !concise(input.response_format);
      const line = (u: User) =>
        [person(users, u.id), ...(detailed ? [u.profile?.title, u.profile?.email, u.tz, u.is_bot ? "bot" : undefined] : [])].filter(Boolean).join(" · ");
      return answerText([`Found ${count(found.length, "user")} for ${JSON.stringify(input.query)}:`, ...page.map((u) => `- ${line(u)}`), ...nextPage(next)]);
    },
  },
};
