// A stored conversation as seen by one user: is_member, last_read and counts are per viewer.
import type { JsonRecord } from "../../core/pack/index.ts";

export interface ConversationView {
  /** The user asking (auth.test's user_id for the token). */
  viewer: string;
  /** `include_num_members=true` (conversations.info); conversations.list always includes it for channels. */
  includeNumMembers?: boolean;
  /** `include_locale=true` on conversations.info. */
  includeLocale?: boolean;
}

/** Stored bookkeeping, never on the wire as such. */
const BOOKKEEPING = new Set(["members", "last_read_by", "locale"]);
export const NEVER_READ = "0000000000.000000";

export function members(record: JsonRecord): string[] {
  return Array.isArray(record.members) ? (record.members as string[]) : [];
}

export function isMember(record: JsonRecord, user: string): boolean {
  return members(record).includes(user);
}

export function renderConversation(record: JsonRecord, view: ConversationView): JsonRecord {
  const out: JsonRecord = {};
  for (const [key, value] of Object.entries(record)) if (!BOOKKEEPING.has(key)) out[key] = structuredClone(value);
  if (record.is_im === true) return out;
  const member = isMember(record, view.viewer);
  out.is_member = member;
  if (member) out.last_read = lastRead(record, view.viewer);
  if (view.includeNumMembers) out.num_members = members(record).length;
  if (view.includeLocale) out.locale = record.locale ?? "en-US";
  return out;
}

export function lastRead(record: JsonRecord, user: string): string {
  const byUser = (record.last_read_by ?? {}) as Record<string, string>;
  return byUser[user] ?? NEVER_READ;
}
