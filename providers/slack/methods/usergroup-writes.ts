// usergroups.create, usergroups.update, usergroups.disable, usergroups.enable and usergroups.users.update:
// the writes on `usergroups`, each stamped with who made it and when. A name is unique among groups (any
// case); a handle is an @mention, so it is unique among groups, members' handles and channel names, as
// Slack's documentation says. Guests may not manage groups (Slack's default workspace setting).
import type { JsonRecord } from "../../../core/pack/index.ts";
import { newSlackId } from "../slack-ids.ts";
import { usergroupRecord } from "../seed-usergroups.ts";
import { arg, fail, flag, listArg, now, requireArg, team, type SlackAnswer, type SlackCall } from "./call.ts";
import { renderUsergroup } from "./usergroups.ts";

/** Slack's mention handles: lower-case letters, digits, periods, hyphens and underscores (as the seed's). */
const HANDLE = /^[a-z0-9][a-z0-9._-]{0,79}$/;

const groups = (call: SlackCall) => call.records.collection("usergroups");
const same = (a: unknown, b: string): boolean => typeof a === "string" && a.toLowerCase() === b.toLowerCase();

/** A write's answer: the group with its members (and its counts with include_count), as Slack's examples show it. */
const answer = (call: SlackCall, group: JsonRecord): SlackAnswer => ({ ok: true, usergroup: renderUsergroup(call, group, { users: true, count: flag(call, "include_count") }) });

function requireManager(call: SlackCall): void {
  const me = call.records.collection("users").get(call.user);
  if (me?.is_restricted === true || me?.is_ultra_restricted === true) fail("permission_denied");
}

function groupArg(call: SlackCall): JsonRecord {
  return groups(call).get(requireArg(call, "usergroup")) ?? fail("no_such_subteam");
}

function checkName(call: SlackCall, name: string, self?: string): void {
  if (groups(call).find((g) => g.id !== self && same(g.name, name)).length) fail("name_already_exists");
}

function checkHandle(call: SlackCall, handle: string, self?: string): void {
  if (!HANDLE.test(handle)) fail("bad_handle");
  const taken =
    groups(call).find((g) => g.id !== self && g.handle === handle).length > 0 ||
    call.records.collection("users").find((u) => u.deleted !== true && same(u.name, handle)).length > 0 ||
    call.records.collection("conversations").find((c) => c.is_im !== true && same(c.name, handle)).length > 0;
  if (taken) fail("handle_already_exists");
}

/** `channels`: the group's default channels, each a channel of the workspace (no DMs). */
function channelsArg(call: SlackCall): string[] {
  const ids = [...new Set(listArg(call, "channels"))];
  for (const id of ids) {
    const channel = call.records.collection("conversations").get(id);
    if (!channel || channel.is_im === true || channel.is_mpim === true) fail("invalid_channel_provided");
  }
  return ids;
}

export function usergroupsCreate(call: SlackCall): SlackAnswer {
  requireManager(call);
  const name = arg(call, "name")?.trim() ?? "";
  if (name === "") fail("missing_subteam_name");
  checkName(call, name);
  // Optional in Slack's documentation; a group made without one has no @mention until it is given one.
  const handle = arg(call, "handle")?.trim() ?? "";
  if (handle !== "") checkHandle(call, handle);
  const channels = channelsArg(call);
  const at = now(call);
  const record = usergroupRecord({
    id: newSlackId("S", call.ids),
    teamId: String(team(call).id ?? ""),
    name,
    handle,
    description: arg(call, "description") ?? "",
    users: [],
    createdBy: call.user,
    dateCreate: at,
    dateUpdate: at,
    dateDelete: 0,
    channels,
  });
  return answer(call, groups(call).insert(String(record.id), record));
}

export function usergroupsUpdate(call: SlackCall): SlackAnswer {
  requireManager(call);
  const group = groupArg(call);
  const patch: JsonRecord = { date_update: now(call), updated_by: call.user };
  const name = arg(call, "name")?.trim();
  if (name !== undefined && name !== group.name) {
    checkName(call, name, String(group.id));
    patch.name = name;
  }
  const handle = arg(call, "handle")?.trim();
  if (handle !== undefined && handle !== group.handle) {
    checkHandle(call, handle, String(group.id));
    patch.handle = handle;
  }
  // Present, even empty, replaces: an empty description clears it.
  if (call.args.description !== undefined) patch.description = arg(call, "description") ?? "";
  if (call.args.channels !== undefined) patch.prefs = { ...(group.prefs as JsonRecord), channels: channelsArg(call) };
  return answer(call, groups(call).update(String(group.id), patch));
}

/** Disabled: date_delete is the time it happened (non-zero), and usergroups.list hides it unless include_disabled. */
export function usergroupsDisable(call: SlackCall): SlackAnswer {
  requireManager(call);
  const group = groupArg(call);
  // Disabling a disabled group changes nothing: it keeps the time and person of the first disable.
  if (Number(group.date_delete ?? 0) > 0) return answer(call, group);
  const at = now(call);
  return answer(call, groups(call).update(String(group.id), { date_delete: at, deleted_by: call.user, date_update: at, updated_by: call.user }));
}

export function usergroupsEnable(call: SlackCall): SlackAnswer {
  requireManager(call);
  const group = groupArg(call);
  if (Number(group.date_delete ?? 0) === 0) return answer(call, group);
  return answer(call, groups(call).update(String(group.id), { date_delete: 0, deleted_by: null, date_update: now(call), updated_by: call.user }));
}

/**
 * The group's whole membership, replaced. Empty is refused (Slack says to disable the group instead);
 * an unknown or deactivated user is `invalid_users`; bots and guests may not be members (`invalid_user`,
 * `single_channel_guests_cannot_be_added`), as Slack's documentation says.
 */
export function usergroupsUsersUpdate(call: SlackCall): SlackAnswer {
  requireManager(call);
  const group = groupArg(call);
  const ids = [...new Set(listArg(call, "users"))];
  if (ids.length === 0) fail("no_users_provided");
  for (const id of ids) {
    const user = call.records.collection("users").get(id);
    if (!user || user.deleted === true) fail("invalid_users");
    if (user!.is_ultra_restricted === true) fail("single_channel_guests_cannot_be_added");
    if (user!.is_bot === true || user!.is_restricted === true) fail("invalid_user");
  }
  return answer(call, groups(call).update(String(group.id), { users: ids, date_update: now(call), updated_by: call.user }));
}
