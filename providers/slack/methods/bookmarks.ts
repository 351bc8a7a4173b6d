// bookmarks.add/edit/remove/list. A bookmark is stored as bookmarks.list shows it, keyed by its Bk… id.
// Slack's API accepts only `type: "link"` bookmarks; folders (parents) cannot be created through it.
import type { JsonRecord } from "../../../core/pack/index.ts";
import { appIdFor, newSlackId } from "../slack-ids.ts";
import { arg, conversationArg, fail, requireArg, requireMember, requireOpen, team, userById, type SlackAnswer, type SlackCall } from "./call.ts";

const MAX_PER_CHANNEL = 100; // Slack: "Conversations are limited to 100 bookmarks."
const EMOJI = /^:[a-z0-9_+'-]{1,100}:$/;

/** Slack: "link should begin with either http:// or https://". */
function checkedLink(link: string | undefined): string {
  if (link === undefined || !/^https?:\/\/[^\s/]+/i.test(link)) return fail("invalid_link");
  try {
    new URL(link);
  } catch {
    return fail("invalid_link");
  }
  return link;
}

function emojiArg(call: SlackCall): string | undefined {
  const emoji = arg(call, "emoji");
  if (emoji !== undefined && !EMOJI.test(emoji)) fail("invalid_emoji");
  return emoji;
}

/** The site's favicon: what Slack shows beside a link bookmark once it has fetched the page. */
const iconUrl = (link: string): string => `${new URL(link).origin}/favicon.ico`;

/** Slack orders a channel's bookmarks by `rank`, a string compared as text: each new one goes last. */
export function nextRank(ranks: string[]): string {
  const last = [...ranks].sort().pop();
  if (last === undefined) return "g";
  const tail = last.charCodeAt(last.length - 1);
  return tail < "z".charCodeAt(0) ? last.slice(0, -1) + String.fromCharCode(tail + 1) : `${last}a`;
}

/** A channel the caller may change bookmarks in: visible, not archived, and the caller a member. */
function writableChannel(call: SlackCall): JsonRecord {
  const c = conversationArg(call, "channel_id");
  requireOpen(c);
  requireMember(call, c);
  return c;
}

function channelBookmarks(call: SlackCall, channelId: string): JsonRecord[] {
  return call.records
    .collection("bookmarks")
    .find((b) => b.channel_id === channelId)
    .sort((a, b) => (String(a.rank) < String(b.rank) ? -1 : String(a.rank) > String(b.rank) ? 1 : Number(a.date_created) - Number(b.date_created)));
}

function bookmarkIn(call: SlackCall, channelId: string): JsonRecord {
  const bookmark = call.records.collection("bookmarks").get(requireArg(call, "bookmark_id"));
  return bookmark && bookmark.channel_id === channelId ? bookmark : fail("not_found");
}

const updatedBy = (call: SlackCall) => ({ last_updated_by_user_id: call.user, last_updated_by_team_id: team(call).id });

export function bookmarksAdd(call: SlackCall): SlackAnswer {
  const c = writableChannel(call);
  const channelId = String(c.id);
  const title = requireArg(call, "title");
  if (requireArg(call, "type") !== "link") fail("invalid_bookmark_type");
  const link = checkedLink(arg(call, "link"));
  const emoji = emojiArg(call);
  const parentId = arg(call, "parent_id");
  if (parentId !== undefined) {
    // Every bookmark the API can make is a link, and a link cannot be a parent.
    const parent = call.records.collection("bookmarks").get(parentId);
    fail(parent && parent.channel_id === channelId ? "parent_with_link" : "invalid_parent_type");
  }
  const existing = channelBookmarks(call, channelId);
  if (existing.length >= MAX_PER_CHANNEL) fail("too_many_bookmarks");
  const id = newSlackId("Bk", call.ids);
  const isBot = userById(call, call.user).is_bot === true;
  const record: JsonRecord = {
    id,
    channel_id: channelId,
    title,
    link,
    emoji: emoji ?? null,
    icon_url: iconUrl(link),
    type: "link",
    entity_id: arg(call, "entity_id") ?? null,
    date_created: Math.floor(call.clock.now().getTime() / 1000),
    date_updated: 0,
    rank: nextRank(existing.map((b) => String(b.rank))),
    ...updatedBy(call),
    shortcut_id: null,
    app_id: isBot ? appIdFor(call.user) : null,
    app_action_id: null, // set only for bookmarks that run an app's action (not creatable here)
  };
  call.records.collection("bookmarks").insert(id, record);
  return { ok: true, bookmark: { ...record } };
}

export function bookmarksEdit(call: SlackCall): SlackAnswer {
  const c = writableChannel(call);
  const bookmark = bookmarkIn(call, String(c.id));
  const patch: JsonRecord = { date_updated: Math.floor(call.clock.now().getTime() / 1000), ...updatedBy(call) };
  const title = arg(call, "title");
  if (title !== undefined) patch.title = title;
  const link = arg(call, "link");
  if (link !== undefined) Object.assign(patch, { link: checkedLink(link), icon_url: iconUrl(link) });
  const emoji = emojiArg(call);
  if (emoji !== undefined) patch.emoji = emoji;
  const updated = call.records.collection("bookmarks").update(String(bookmark.id), patch);
  return { ok: true, bookmark: { ...updated } };
}

export function bookmarksRemove(call: SlackCall): SlackAnswer {
  const c = writableChannel(call);
  const bookmark = bookmarkIn(call, String(c.id));
  call.records.collection("bookmarks").delete(String(bookmark.id));
  return { ok: true };
}

/** A channel's bookmarks in rank order; anyone who can see the channel can list them. */
export function bookmarksList(call: SlackCall): SlackAnswer {
  const c = conversationArg(call, "channel_id");
  return { ok: true, bookmarks: channelBookmarks(call, String(c.id)).map((b) => ({ ...b })) };
}
