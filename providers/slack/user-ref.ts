// A user named the way people name one: an id (U0ADA, <@U0ADA>), an email, a handle (ada, @ada), a
// display name or a real name ("Ada Lovelace"). Shared by the seed's `mcp_user`, the pack's MCP
// tools and the slack-message grading plugin, over stored or rendered user records (same fields).
import type { JsonRecord } from "../../core/pack/index.ts";

const MENTION = /^<@([UW][A-Z0-9]{2,})(\|[^>]*)?>$/;

const lower = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value.toLowerCase() : undefined);
const profileOf = (user: JsonRecord): JsonRecord => (user.profile ?? {}) as JsonRecord;

/**
 * The users `ref` names, by the first rule that matches anyone: id (exact), email, handle, then display
 * or real name (all case-insensitive). Several results mean the reference is ambiguous.
 */
export function usersMatching(users: readonly JsonRecord[], ref: string): JsonRecord[] {
  const trimmed = ref.trim();
  const id = MENTION.exec(trimmed)?.[1] ?? trimmed;
  const byId = users.filter((user) => user.id === id);
  if (byId.length) return byId;
  const wanted = trimmed.replace(/^@/, "").toLowerCase();
  if (wanted === "") return [];
  const rules: Array<(user: JsonRecord) => boolean> = [
    (user) => lower(profileOf(user).email) === wanted,
    (user) => lower(user.name) === wanted,
    (user) => [profileOf(user).display_name, user.real_name, profileOf(user).real_name].some((name) => lower(name) === wanted),
  ];
  for (const rule of rules) {
    const found = users.filter(rule);
    if (found.length) return found;
  }
  return [];
}

/** A short label for reports and errors: `U0ADA (ada)`. */
export function userLabel(user: JsonRecord): string {
  return typeof user.name === "string" ? `${user.id} (${user.name})` : String(user.id);
}

/** The one user `ref` names, or why not (no such user, or several). */
export function resolveUserRef(users: readonly JsonRecord[], ref: string): { user: JsonRecord } | { problem: string } {
  const found = usersMatching(users, ref);
  if (found.length === 1) return { user: found[0]! };
  if (found.length === 0) return { problem: `no user is ${JSON.stringify(ref)} (give a user id, an email, a handle or a full name)` };
  return { problem: `${JSON.stringify(ref)} names ${found.length} users (${found.map(userLabel).join(", ")}); give an id or an email` };
}
