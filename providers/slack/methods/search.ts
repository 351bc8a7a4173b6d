// search.messages: the query (../search-query.ts) matched (../search-match.ts) against the messages of every
// conversation the caller can see, by score or time, with Slack's page and cursor paging.
import { checkWorkBudget, yieldIfHeld, type JsonRecord } from "../../../core/pack/index.ts";
import { decodeCursor, encodeCursor } from "../cursor-paging.ts";
import { matchesSearch } from "../search-match.ts";
import { checkSearchQuery } from "../search-limits.ts";
import { parseSearchQuery, type SearchQuery } from "../search-query.ts";
import { compareTs, messageKey } from "../slack-ids.ts";
import { arg, canSee, fail, flag, requireArg, type SlackAnswer, type SlackCall } from "./call.ts";
import { renderMatch, scoreOf } from "./search-render.ts";

const SCOPE = "search.messages";

/** A whole-number argument in [1, max], else `fallback` (Slack clamps count to 100 and page to 100). */
function bounded(call: SlackCall, name: string, fallback: number, max: number): number {
  const value = arg(call, name);
  const n = value !== undefined && /^[0-9]{1,9}$/.test(value) ? Number(value) : 0;
  return n > 0 ? Math.min(n, max) : fallback;
}

export interface Found {
  message: JsonRecord;
  conversation: JsonRecord;
  score: number;
}

/** An im's `user` is the other person from where the caller stands (in:@user names them). */
function asSeenBy(viewer: string, im: JsonRecord): JsonRecord {
  const other = ((im.members ?? []) as string[]).find((u) => u !== viewer) ?? viewer;
  return { ...im, user: other };
}

/** Matches one stored message at a time; a pinned one carries `pinned_to` so `has:pin` can see it. */
function matcher(call: SlackCall, query: SearchQuery): (stored: JsonRecord) => Found | undefined {
  const conversations = call.records.collection("conversations");
  const users = call.records.collection("users");
  const pins = call.records.collection("pins");
  const visible = new Map<string, JsonRecord>();
  for (const c of conversations.all()) if (canSee(call, c)) visible.set(String(c.id), c.is_im === true ? asSeenBy(call.user, c) : c);
  return (stored) => {
    const conversation = visible.get(String(stored.channel));
    if (!conversation) return undefined;
    const pinned = pins.has(messageKey(String(stored.channel), String(stored.ts)));
    const message = pinned ? { ...stored, pinned_to: [stored.channel] } : stored;
    if (!matchesSearch(query, message, { conversation, user: (id) => users.get(id), viewer: call.user })) return undefined;
    return { message: stored, conversation, score: scoreOf(query, String(stored.text ?? "")) };
  };
}

/** Every visible message the query matches, in one stretch (tools, tests; bounded by the work budget). */
function findMatches(call: SlackCall, query: SearchQuery): Found[] {
  const match = matcher(call, query);
  const found: Found[] = [];
  for (const stored of call.records.collection("messages").all()) {
    // A workspace's messages grow with every post: past the work budget the search stops (internal_error).
    checkWorkBudget();
    const hit = match(stored);
    if (hit) found.push(hit);
  }
  return found;
}

/**
 * The same for a request over a workspace of any size: the messages (read once, so one state of the
 * world) are matched in slices with a turn of the event loop between them.
 */
export async function findMatchesInSlices(call: SlackCall, request: SearchRequest): Promise<Found[]> {
  const match = matcher(call, request.query);
  const messages = call.records.collection("messages").all();
  const found: Found[] = [];
  for (let i = 0; i < messages.length; i++) {
    if (i % 128 === 0) await yieldIfHeld();
    const hit = match(messages[i]!);
    if (hit) found.push(hit);
  }
  await yieldIfHeld();
  return found;
}

function order(found: Found[], sort: string, ascending: boolean): Found[] {
  const byTime = (a: Found, b: Found) => compareTs(String(a.message.ts), String(b.message.ts));
  const sorted = found.sort(sort === "timestamp" ? byTime : (a, b) => a.score - b.score || byTime(a, b));
  return ascending ? sorted : sorted.reverse();
}

export interface SearchRequest {
  text: string;
  query: SearchQuery;
}

/** The query, checked and parsed; the token check first, as Slack does. */
export function searchRequest(call: SlackCall): SearchRequest {
  if (call.tokenType !== "user" && call.viaTool !== true) fail("not_allowed_token_type");
  const text = requireArg(call, "query");
  checkSearchQuery(text);
  return { text, query: parseSearchQuery(text, { now: call.clock.now() }) };
}

/** Needs a user token (search:read): a bot token is `not_allowed_token_type`, as in Slack; MCP tools may search. */
export function searchMessages(call: SlackCall): SlackAnswer {
  return searchAnswer(call, searchRequest(call));
}

/** The answer to a checked request; `found` when its matches were already gathered (in slices, by the REST operation). */
export function searchAnswer(call: SlackCall, { text, query }: SearchRequest, found?: Found[]): SlackAnswer {
  const sort = arg(call, "sort") === "timestamp" ? "timestamp" : "score";
  const ascending = arg(call, "sort_dir")?.toLowerCase() === "asc";
  const count = bounded(call, "count", 20, 100);
  const cursor = arg(call, "cursor");
  // Cursor paging ("*" for the first page) replaces page numbers when a cursor is given.
  const offset = cursor === undefined ? (bounded(call, "page", 1, 100) - 1) * count : cursor === "*" ? 0 : decodeCursor(cursor, SCOPE);
  const all = order(found ?? findMatches(call, query), sort, ascending);
  const items = all.slice(offset, offset + count);
  const page = Math.floor(offset / count) + 1;
  const pages = Math.ceil(all.length / count);
  const messages = {
    total: all.length,
    pagination: { total_count: all.length, page, per_page: count, page_count: pages, first: offset + 1, last: offset + items.length },
    paging: { count, total: all.length, page, pages },
    matches: items.map(({ message, conversation }) => renderMatch(call, message, conversation, query, flag(call, "highlight"))),
  };
  const answer: SlackAnswer = { ok: true, query: text, messages };
  if (cursor !== undefined) answer.response_metadata = { next_cursor: offset + count < all.length ? encodeCursor(offset + count, SCOPE) : "" };
  return answer;
}
