// conversations.join/leave/invite/kick/members.
import { pageMetadata, paginate } from "../cursor-paging.ts";
import { isMember, members, renderConversation } from "../render-conversation.ts";
import { SlackFault } from "../slack-errors.ts";
import { arg, conversationArg, fail, listArg, requireArg, requireMember, requireOpen, type SlackAnswer, type SlackCall } from "./call.ts";
import type { JsonRecord } from "../../../core/pack/index.ts";

function setMembers(call: SlackCall, c: JsonRecord, next: string[]): JsonRecord {
  return call.records.collection("conversations").update(String(c.id), { members: next });
}

function channelOnly(c: JsonRecord): void {
  if (c.is_im === true || c.is_mpim === true) fail("method_not_supported_for_channel_type");
}

export function conversationsJoin(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  channelOnly(c);
  requireOpen(c);
  if (isMember(c, call.user)) {
    return { ok: true, channel: renderConversation(c, { viewer: call.user }), warning: "already_in_channel", response_metadata: { warnings: ["already_in_channel"] } };
  }
  const updated = setMembers(call, c, [...members(c), call.user]);
  return { ok: true, channel: renderConversation(updated, { viewer: call.user }) };
}

export function conversationsLeave(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  channelOnly(c);
  if (c.is_general === true) fail("cant_leave_general");
  requireOpen(c);
  requireMember(call, c);
  setMembers(call, c, members(c).filter((u) => u !== call.user));
  return { ok: true };
}

export function conversationsInvite(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  channelOnly(c);
  requireOpen(c);
  requireMember(call, c);
  const invited = listArg(call, "users");
  if (!invited.length) throw new SlackFault("no_user");
  const users = call.records.collection("users");
  for (const id of invited) {
    if (id === call.user) fail("cant_invite_self");
    const user = users.get(id);
    if (!user || user.deleted === true) fail("user_not_found");
    if (isMember(c, id)) fail("already_in_channel");
  }
  const updated = setMembers(call, c, [...members(c), ...new Set(invited)]);
  return { ok: true, channel: renderConversation(updated, { viewer: call.user }) };
}

export function conversationsKick(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  channelOnly(c);
  const user = requireArg(call, "user");
  if (user === call.user) fail("cant_kick_self");
  if (c.is_general === true) fail("cant_kick_from_general");
  requireOpen(c);
  requireMember(call, c);
  if (!call.records.collection("users").has(user)) fail("user_not_found");
  if (!isMember(c, user)) fail("user_not_in_channel");
  setMembers(call, c, members(c).filter((u) => u !== user));
  return { ok: true };
}

export function conversationsMembers(call: SlackCall): SlackAnswer {
  const c = conversationArg(call);
  const page = paginate(members(c), { limit: arg(call, "limit"), cursor: arg(call, "cursor") }, { scope: `members:${c.id}` });
  return { ok: true, members: page.items, response_metadata: pageMetadata(page) };
}
