// The workspace's people as the official profile names them: "Ada Lovelace (@ada, U0ADA)", looked up
// once per call through users.list (the tool's caller sees every member, as Slack's users:read does).
import type { ToolContext } from "../../../../core/pack/index.ts";
import { allPages, slackCall } from "../../tools/shared.ts";

export type User = Record<string, any>;
export type Directory = Map<string, User>;

export async function directory(ctx: ToolContext): Promise<Directory> {
  return new Map((await allPages(ctx, "usersList", "members")).map((user) => [String(user.id), user]));
}

/** The user id the tools act as (the signed-in user of Slack's hosted server). */
export async function actingUserId(ctx: ToolContext): Promise<string> {
  return String((await slackCall(ctx, "authTest")).user_id);
}

export const displayName = (user: User): string =>
  String(user.profile?.display_name || user.real_name || user.profile?.real_name || user.name || user.id);

/** `Ada Lovelace (@ada, U0ADA)`; an id the workspace does not know stays an id. */
export function person(users: Directory, id: unknown): string {
  const user = users.get(String(id));
  if (!user) return String(id);
  const name = user.real_name || user.profile?.real_name || user.name;
  return `${name} (@${user.name}, ${user.id})`;
}

/** A user's profile lines: the detailed view adds contact, status, time zone and role. */
export function profileLines(user: User, detailed: boolean, withLocale = false): string[] {
  const profile = user.profile ?? {};
  const lines = [`${user.real_name || profile.real_name || user.name} (@${user.name})`, `User ID: ${user.id}`];
  if (profile.display_name) lines.push(`Display name: ${profile.display_name}`);
  if (profile.title) lines.push(`Title: ${profile.title}`);
  if (profile.email) lines.push(`Email: ${profile.email}`);
  if (!detailed) return lines;
  if (profile.phone) lines.push(`Phone: ${profile.phone}`);
  if (profile.status_text || profile.status_emoji) lines.push(`Status: ${[profile.status_emoji, profile.status_text].filter(Boolean).join(" ")}`);
  if (user.tz) lines.push(`Timezone: ${user.tz}${user.tz_label ? ` (${user.tz_label})` : ""}`);
  if (withLocale && user.locale) lines.push(`Locale: ${user.locale}`);
  const roles = [user.is_owner && "owner", user.is_admin && "admin", user.is_bot && "bot", user.deleted && "deactivated"].filter(Boolean);
  lines.push(`Role: ${roles.length ? roles.join(", ") : "member"}`);
  return lines;
}
