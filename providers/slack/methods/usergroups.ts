// usergroups.list and usergroups.users.list over the `usergroups` (seed-usergroups.ts; the writes are in
// usergroup-writes.ts). A group with a non-zero date_delete is disabled: hidden unless include_disabled.
import type { JsonRecord } from "../../../core/pack/index.ts";
import { fail, flag, requireArg, type SlackAnswer, type SlackCall } from "./call.ts";

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
export const isDisabled = (group: JsonRecord): boolean => Number(group.date_delete ?? 0) > 0;

/** Members still in the workspace: Slack takes deactivated users out of their groups. */
export function activeMembers(call: SlackCall, group: JsonRecord): string[] {
  const users = call.records.collection("users");
  return (Array.isArray(group.users) ? (group.users as string[]) : []).filter((id) => users.get(id)?.deleted !== true);
}

/** The group as usergroups.list shows it: `users` only with include_users, the counts only with include_count. */
export function renderUsergroup(call: SlackCall, group: JsonRecord, view: { users: boolean; count: boolean }): JsonRecord {
  const { users: _stored, ...out } = structuredClone(group);
  const members = activeMembers(call, group);
  if (view.users) out.users = members;
  if (view.count) {
    const prefs = (group.prefs ?? {}) as JsonRecord;
    Object.assign(out, { user_count: members.length, channel_count: Array.isArray(prefs.channels) ? prefs.channels.length : 0 });
  }
  return out;
}

/** The workspace's groups by name, as Slack's client lists them. */
export function usergroupsList(call: SlackCall): SlackAnswer {
  const view = { users: flag(call, "include_users"), count: flag(call, "include_count") };
  const includeDisabled = flag(call, "include_disabled");
  const usergroups = call.records
    .collection("usergroups")
    .find((group) => includeDisabled || !isDisabled(group))
    .sort((a, b) => byText(String(a.name).toLowerCase(), String(b.name).toLowerCase()) || byText(String(a.id), String(b.id)))
    .map((group) => renderUsergroup(call, group, view));
  return { ok: true, usergroups };
}

export function usergroupsUsersList(call: SlackCall): SlackAnswer {
  const group = call.records.collection("usergroups").get(requireArg(call, "usergroup"));
  // A disabled group is out of reach unless the caller allows "results that involve disabled User Groups".
  if (!group || (isDisabled(group) && !flag(call, "include_disabled"))) return fail("no_such_subteam");
  return { ok: true, users: activeMembers(call, group) };
}
