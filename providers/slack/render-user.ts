// A stored user as Slack's users.info / users.list show it.
import type { JsonRecord } from "../../core/pack/index.ts";

export interface UserView {
  /** `include_locale=true` on users.info / users.list. */
  includeLocale?: boolean;
  /** Slack shows `has_2fa` only to admins and owners. */
  viewerIsAdmin?: boolean;
}

/** Keys of the stored record that are the pack's own and never on the wire. */
const PRIVATE = new Set<string>([]);

export function renderUser(record: JsonRecord, view: UserView = {}): JsonRecord {
  const out: JsonRecord = {};
  for (const [key, value] of Object.entries(record)) {
    if (PRIVATE.has(key)) continue;
    if (key === "locale" && !view.includeLocale) continue;
    if (key === "has_2fa" && !view.viewerIsAdmin) continue;
    out[key] = structuredClone(value);
  }
  return out;
}

/** users.profile.get's profile: the user's profile object alone. */
export function renderProfile(record: JsonRecord): JsonRecord {
  return structuredClone((record.profile ?? {}) as JsonRecord);
}

/** users.getPresence for a user the viewer may see: bots are always away unless always_active. */
export function renderPresence(record: JsonRecord, online: boolean): JsonRecord {
  const profile = (record.profile ?? {}) as JsonRecord;
  const active = record.is_bot === true ? profile.always_active === true : online;
  return { presence: active ? "active" : "away" };
}
