// conversations.list/info/create/rename/archive/unarchive/open/mark/setTopic/setPurpose.
// Membership methods are in conversation-members.ts, history and replies in conversation-history.ts.
import type { JsonRecord } from "../../../core/pack/index.ts";
import { pageMetadata, paginate } from "../cursor-paging.ts";
import { renderConversation } from "../render-conversation.ts";
import { completeConversation } from "../seed-conversations.ts";
import { newSlackId } from "../slack-ids.ts";
import { arg, canSee, conversationArg, fail, flag, listArg, now, requireArg, requireMember, requireOpen, team, tsArg, type SlackAnswer, type SlackCall } from "./call.ts";
import { openIm, openMpim, type OpenedConversation } from "./direct-messages.ts";
import { typeFilter } from "./users.ts";

export function conversationsList(call: SlackCall): SlackAnswer {
  const wanted = typeFilter(call);
  const excludeArchived = flag(call, "exclude_archived");
  const list = call.records
    .collection("conversations")
    .find((c) => canSee(call, c) && wanted(c) && !(excludeArchived && c.is_archived === true))
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));
  const page = paginate(list, { limit: arg(call, "limit"), cursor: arg(call, "cursor") }, { scope: "conversations.list" });
  const channels = page.items.map((c) => {
    const out = renderConversation(c, { viewer: call.user, includeNumMembers: c.is_im !== true });
    delete out.last_read;
    return out;
  });
  return { ok: true, channels, response_metadata: pageMetadata(page) };
}

export function conversationsInfo(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  return { ok: true, channel: renderConversation(c, { viewer: call.user, includeNumMembers: flag(call, "include_num_members"), includeLocale: flag(call, "include_locale") }) };
}

/** Slack's channel-name rules: lower case letters, digits, hyphens and underscores, at most 80. */
export function checkName(call: SlackCall, raw: string | undefined, self?: string): string {
  if (raw === undefined || raw.trim() === "") return fail("invalid_name_required");
  const name = raw.trim().replace(/^#/, "");
  if (name.length > 80) fail("invalid_name_maxlength");
  if (!/^[a-z0-9_\-\u00c0-\uffff]+$/.test(name)) fail(/^[a-z0-9_\-]*$/i.test(name) ? "invalid_name" : "invalid_name_specials");
  if (/^[-_]+$/.test(name)) fail("invalid_name_punctuation");
  const taken = call.records.collection("conversations").find((c) => c.is_im !== true && c.name === name && c.id !== self);
  if (taken.length) fail("name_taken");
  return name;
}

export function conversationsCreate(call: SlackCall): SlackAnswer {
  const name = checkName(call, arg(call, "name"));
  const teamId = String(team(call).id);
  const id = newSlackId("C", call.ids);
  const record = completeConversation(
    { id, name, is_private: flag(call, "is_private"), created: now(call), creator: call.user, members: [call.user] },
    { teamId, now: now(call), creator: call.user, everyone: [] },
  );
  call.records.collection("conversations").insert(id, record);
  return { ok: true, channel: renderConversation(record, { viewer: call.user }) };
}

export function conversationsRename(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  if (c.is_im === true) fail("method_not_supported_for_channel_type");
  requireOpen(c);
  requireMember(call, c);
  const name = checkName(call, arg(call, "name"), String(c.id));
  const previous = name === c.name ? (c.previous_names as string[]) : [String(c.name), ...((c.previous_names as string[]) ?? [])];
  const updated = call.records.collection("conversations").update(String(c.id), { name, name_normalized: name, previous_names: previous });
  return { ok: true, channel: renderConversation(updated, { viewer: call.user }) };
}

export function conversationsArchive(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  if (c.is_im === true) fail("method_not_supported_for_channel_type");
  if (c.is_archived === true) fail("already_archived");
  if (c.is_general === true) fail("cant_archive_general");
  requireMember(call, c);
  call.records.collection("conversations").update(String(c.id), { is_archived: true, updated: call.clock.now().getTime() });
  return { ok: true };
}

export function conversationsUnarchive(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  if (c.is_im === true) fail("method_not_supported_for_channel_type");
  if (c.is_archived !== true) fail("not_archived");
  call.records.collection("conversations").update(String(c.id), { is_archived: false, updated: call.clock.now().getTime() });
  return { ok: true };
}

function setText(call: SlackCall, field: "topic" | "purpose"): SlackAnswer {
  const c = conversationArg(call);
  requireOpen(c);
  if (c.is_im !== true) requireMember(call, c);
  const value = arg(call, field) ?? "";
  if (value.length > 250) fail("too_long");
  const patch = { [field]: { value, creator: call.user, last_set: now(call) } };
  const updated = call.records.collection("conversations").update(String(c.id), patch);
  return { ok: true, channel: renderConversation(updated, { viewer: call.user }) };
}

export const conversationsSetTopic = (call: SlackCall) => setText(call, "topic");
export const conversationsSetPurpose = (call: SlackCall) => setText(call, "purpose");

export function conversationsMark(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  requireArg(call, "ts");
  const ts = tsArg(call, "ts", "invalid_timestamp")!;
  requireMember(call, c);
  const byUser = { ...((c.last_read_by ?? {}) as Record<string, string>), [call.user]: ts };
  call.records.collection("conversations").update(String(c.id), { last_read_by: byUser });
  return { ok: true };
}

/** conversations.open's `return_im` channel: the im as its member sees it (`user` is the other side), with last_read and is_open. */
function openedChannel(call: SlackCall, record: JsonRecord): JsonRecord {
  if (record.is_im !== true) return renderConversation(record, { viewer: call.user });
  const { is_user_deleted: _deleted, ...rest } = renderConversation(record, { viewer: call.user });
  const other = ((record.members ?? []) as string[]).find((u) => u !== call.user) ?? call.user;
  const lastRead = ((record.last_read_by ?? {}) as Record<string, string>)[call.user] ?? "0000000000.000000";
  return { ...rest, user: other, last_read: lastRead, is_open: true };
}

/** The im with one user, or the mpim with several (direct-messages.ts), found or made; or an im/mpim by `channel`. */
export function conversationsOpen(call: SlackCall): SlackAnswer {
  let opened: OpenedConversation;
  if (arg(call, "channel") !== undefined) opened = { conversation: conversationArg(call), created: false };
  else {
    const users = listArg(call, "users");
    if (!users.length) fail("users_list_not_supplied");
    const others = users.filter((u) => u !== call.user);
    opened = others.length > 1 ? openMpim(call, others) : openIm(call, others[0] ?? call.user);
  }
  const { conversation, created } = opened;
  const channel = flag(call, "return_im") ? openedChannel(call, conversation) : { id: conversation.id };
  return created ? { ok: true, channel } : { ok: true, no_op: true, already_open: true, channel };
}
