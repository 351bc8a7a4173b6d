// users.list, users.info, users.lookupByEmail, users.conversations, users.profile.get, users.getPresence.
import type { JsonRecord } from "../../../core/pack/index.ts";
import { pageMetadata, paginate } from "../cursor-paging.ts";
import { isMember, renderConversation } from "../render-conversation.ts";
import { renderPresence, renderProfile, renderUser, type UserView } from "../render-user.ts";
import { arg, canSee, fail, flag, listArg, now, requireArg, userById, type SlackAnswer, type SlackCall } from "./call.ts";

function view(call: SlackCall): UserView {
  const me = call.records.collection("users").get(call.user);
  return { includeLocale: flag(call, "include_locale"), viewerIsAdmin: me?.is_admin === true || me?.is_owner === true };
}

export function usersList(call: SlackCall): SlackAnswer {
  const users = call.records.collection("users").all().sort((a, b) => String(a.id).localeCompare(String(b.id)));
  const page = paginate(users, { limit: arg(call, "limit"), cursor: arg(call, "cursor") }, { defaultLimit: 1000, scope: "users.list" });
  const v = view(call);
  return { ok: true, members: page.items.map((u) => renderUser(u, v)), cache_ts: now(call), response_metadata: pageMetadata(page) };
}

export function usersInfo(call: SlackCall): SlackAnswer {
  return { ok: true, user: renderUser(userById(call, requireArg(call, "user")), view(call)) };
}

export function usersLookupByEmail(call: SlackCall): SlackAnswer {
  const email = requireArg(call, "email").toLowerCase();
  const found = call.records.collection("users").find((u) => String(((u.profile ?? {}) as JsonRecord).email ?? "").toLowerCase() === email && u.deleted !== true);
  if (!found[0]) return fail("users_not_found");
  return { ok: true, user: renderUser(found[0], view(call)) };
}


/** Conversation types as users.conversations and conversations.list name them. */
export function typeFilter(call: SlackCall): (c: JsonRecord) => boolean {
  const types = new Set(listArg(call, "types").length ? listArg(call, "types") : ["public_channel"]);
  return (c) => {
    if (c.is_im === true) return types.has("im");
    if (c.is_mpim === true) return types.has("mpim");
    return types.has(c.is_private === true ? "private_channel" : "public_channel");
  };
}

export function usersConversations(call: SlackCall): SlackAnswer {
  const subject = arg(call, "user") ?? call.user;
  userById(call, subject);
  const wanted = typeFilter(call);
  const excludeArchived = flag(call, "exclude_archived");
  const list = call.records
    .collection("conversations")
    .find((c) => isMember(c, subject) && canSee(call, c) && wanted(c) && !(excludeArchived && c.is_archived === true))
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));
  const page = paginate(list, { limit: arg(call, "limit"), cursor: arg(call, "cursor") }, { scope: "users.conversations" });
  const channels = page.items.map((c) => {
    const out = renderConversation(c, { viewer: call.user });
    delete out.is_member;
    return out;
  });
  return { ok: true, channels, response_metadata: pageMetadata(page) };
}

export function usersProfileGet(call: SlackCall): SlackAnswer {
  const profile = renderProfile(userById(call, arg(call, "user") ?? call.user));
  delete profile.team; // users.info's profile carries the team; users.profile.get's does not
  return { ok: true, profile };
}

export function usersGetPresence(call: SlackCall): SlackAnswer {
  const user = userById(call, arg(call, "user") ?? call.user);
  return { ok: true, ...renderPresence(user, user.deleted !== true) };
}
