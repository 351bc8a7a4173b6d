// users.profile.set: a member changes their own profile, or an admin another member's (`user`), with a
// `profile` object of up to 50 fields or one `name`/`value` pair. Names stay in step as Slack keeps them:
// first and last name make the real name, each name has its `_normalized` twin, and the user's top-level
// `real_name` follows the profile's. An email change waits for a confirmation a mock never receives: it
// is answered as `email_pending` and the address stays.
import type { JsonRecord } from "../../../core/pack/index.ts";
import { renderProfile } from "../render-user.ts";
import { normalizeName } from "../seed-users.ts";
import { arg, fail, now, userById, type SlackAnswer, type SlackCall } from "./call.ts";

const TEXT_FIELDS = new Set(["display_name", "real_name", "first_name", "last_name", "title", "phone", "skype", "pronouns", "status_text", "status_emoji"]);
const MAX_FIELDS = 50;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The fields to set: `profile` (JSON text or an object), else `name` and `value`; `invalid_profile` when unusable. */
function requestedFields(call: SlackCall): Record<string, unknown> {
  const raw = call.args.profile as unknown;
  if (raw === undefined || raw === "") {
    const name = arg(call, "name");
    if (name === undefined) return fail("invalid_profile");
    return { [name]: arg(call, "value") ?? "" };
  }
  let parsed: unknown = raw;
  if (typeof raw === "string") {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return fail("invalid_profile");
    }
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return fail("invalid_profile");
  return parsed as Record<string, unknown>;
}

/** The profile patch, checked field by field: known names, string values (a number or digits for status_expiration). */
function profilePatch(fields: Record<string, unknown>): { patch: JsonRecord; email?: string } {
  const names = Object.keys(fields);
  if (names.length === 0 || names.length > MAX_FIELDS) fail("invalid_profile");
  const patch: JsonRecord = {};
  let email: string | undefined;
  for (const name of names) {
    const value = fields[name];
    if (name === "status_expiration") {
      const seconds = typeof value === "number" ? value : typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(seconds) || seconds < 0) fail("invalid_profile");
      patch.status_expiration = seconds;
    } else if (name === "email" && typeof value === "string" && EMAIL.test(value)) email = value;
    else if (TEXT_FIELDS.has(name) && typeof value === "string") patch[name] = value;
    else fail("invalid_profile");
  }
  return { patch, email };
}

/** The user whose profile changes: the caller, or with `user` another member, which only admins may do. */
function targetUser(call: SlackCall): JsonRecord {
  const me = userById(call, call.user);
  const target = userById(call, arg(call, "user") ?? call.user);
  if (target.id === me.id) return target;
  if (me.is_admin !== true && me.is_owner !== true) fail("not_admin");
  if ((target.is_admin === true || target.is_owner === true) && me.is_owner !== true) fail("cannot_update_admin_user");
  return target;
}

export function usersProfileSet(call: SlackCall): SlackAnswer {
  // users.profile:write is a user-token scope; MCP tools act for a person and may set it.
  if (call.tokenType !== "user" && call.viaTool !== true) fail("not_allowed_token_type");
  const user = targetUser(call);
  const { patch, email } = profilePatch(requestedFields(call));
  const profile: JsonRecord = { ...((user.profile ?? {}) as JsonRecord), ...patch };
  if (patch.real_name === undefined && (patch.first_name !== undefined || patch.last_name !== undefined))
    profile.real_name = [profile.first_name, profile.last_name].filter((part) => typeof part === "string" && part !== "").join(" ");
  profile.real_name_normalized = normalizeName(String(profile.real_name ?? ""));
  profile.display_name_normalized = normalizeName(String(profile.display_name ?? ""));
  const stored = call.records.collection("users").update(String(user.id), { profile, real_name: profile.real_name, updated: now(call) });
  const shown = renderProfile(stored);
  delete shown.team; // as users.profile.get shows it
  return { ok: true, username: String(stored.name), profile: shown, ...(email !== undefined ? { email_pending: email } : {}) };
}
