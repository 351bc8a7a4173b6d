// The message searches' matches: search.messages (Slack's query syntax, sort and direction), then the
// hosted server's own filters: conversation types, after/before, bots, the user's own channels.
import type { ToolContext } from "../../../../core/pack/index.ts";
import { allPages, slackCall } from "../../tools/shared.ts";
import { text } from "../profile-tools.ts";
import { refuse } from "./answers.ts";
import { directory } from "./people.ts";

type Match = Record<string, any>;

const TYPES = ["public_channel", "private_channel", "mpim", "im"] as const;
/** At most this many matches are gathered (10 pages of 100): the tools show at most 20 at a time. */
const MAX_PAGES = 10;

/** Which of Slack's conversation types a match's channel is. */
function typeOf(channel: Match): (typeof TYPES)[number] {
  if (channel.is_im === true) return "im";
  if (channel.is_mpim === true) return "mpim";
  return channel.is_private === true ? "private_channel" : "public_channel";
}

function wantedTypes(input: Record<string, unknown>, publicOnly: boolean): Set<string> {
  if (publicOnly) return new Set(["public_channel"]);
  const types = (text(input.channel_types) || TYPES.join(",")).split(",").map((t) => t.trim()).filter(Boolean);
  const unknown = types.filter((t) => !(TYPES as readonly string[]).includes(t));
  if (unknown.length) refuse(`invalid_types: ${unknown.join(", ")} (channel_types takes ${TYPES.join(", ")})`);
  return new Set(types);
}

/** Only messages are searched here: files have no search in this mock. */
function checkContentTypes(input: Record<string, unknown>): void {
  const types = (text(input.content_types) ?? "").split(",").map((t) => t.trim()).filter(Boolean);
  if (types.length && !types.includes("messages"))
    refuse("file_search_not_supported: this mock workspace searches messages only; use content_types=\"messages\"");
}

/** UNIX seconds of `after` / `before` (inclusive), when given. */
function bound(value: unknown, name: string): number | undefined {
  if (value === undefined || value === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : refuse(`invalid_arguments: ${name} must be a Unix timestamp`);
}

export async function searchMessages(ctx: ToolContext, input: Record<string, unknown>, publicOnly: boolean): Promise<Match[]> {
  checkContentTypes(input);
  const types = wantedTypes(input, publicOnly);
  const [after, before] = [bound(input.after, "after"), bound(input.before, "before")];
  const matches: Match[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await slackCall(ctx, "searchMessages", { query: input.query, sort: text(input.sort), sort_dir: text(input.sort_dir), count: 100, page });
    matches.push(...((answer.messages?.matches ?? []) as Match[]));
    if (page >= Number(answer.messages?.paging?.pages ?? 1)) break;
  }
  const users = await directory(ctx);
  const mine = input.only_my_channels === true
    ? new Set((await allPages(ctx, "usersConversations", "channels", { types: TYPES.join(",") })).map((c) => String(c.id)))
    : undefined;
  return matches.filter((m) => {
    const seconds = Number(m.ts);
    if (!types.has(typeOf(m.channel ?? {}))) return false;
    if ((after !== undefined && seconds < after) || (before !== undefined && seconds > before)) return false;
    if (input.include_bots !== true && users.get(String(m.user))?.is_bot === true) return false;
    return !mine || mine.has(String(m.channel?.id));
  });
}
