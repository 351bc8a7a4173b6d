// A seeded conversation, completed with Slack's defaults; members are kept on the record.
import type { JsonRecord } from "../../core/pack/index.ts";

const bool = (value: unknown): boolean => value === true;

/** Slack's `{ value, creator, last_set }` from a seeded string or object. */
export function topicOf(value: unknown, creator: string, created: number): JsonRecord {
  if (value && typeof value === "object") {
    const given = value as JsonRecord;
    return { value: String(given.value ?? ""), creator: String(given.creator ?? creator), last_set: typeof given.last_set === "number" ? given.last_set : created };
  }
  if (typeof value === "string" && value !== "") return { value, creator, last_set: created };
  return { value: "", creator: "", last_set: 0 };
}

export interface ConversationDefaults {
  teamId: string;
  /** Seconds since the epoch, for `created` and `updated` when the seed has none. */
  now: number;
  /** The creator when the seed names none: the workspace's first admin, else its first user. */
  creator: string;
  /** Everyone in the workspace, the members of the general channel when the seed lists none. */
  everyone: string[];
}

/**
 * The stored record. `members` (user ids) and `last_read` per member are the pack's own bookkeeping;
 * the renderer derives `is_member`, `num_members` and `last_read` for the user asking.
 */
export function completeConversation(input: JsonRecord, defaults: ConversationDefaults): JsonRecord {
  const id = String(input.id);
  const isIm = bool(input.is_im) || id.startsWith("D");
  const created = typeof input.created === "number" ? input.created : defaults.now;
  const creator = typeof input.creator === "string" ? input.creator : defaults.creator;
  const isGeneral = !isIm && (input.is_general === undefined ? input.name === "general" : bool(input.is_general));
  const members = Array.isArray(input.members) ? input.members.map(String) : isGeneral ? [...defaults.everyone] : isIm ? [...new Set([creator, String(input.user ?? "")])] : [];
  if (isIm) {
    return {
      id,
      created,
      is_archived: false,
      is_im: true,
      is_org_shared: false,
      context_team_id: defaults.teamId,
      updated: created * 1000,
      user: String(input.user ?? ""),
      is_user_deleted: false,
      priority: 0,
      members,
    };
  }
  const name = String(input.name);
  const isPrivate = bool(input.is_private) || id.startsWith("G");
  return {
    id,
    name,
    is_channel: !isPrivate,
    is_group: false,
    is_im: false,
    is_mpim: false,
    is_private: isPrivate,
    created,
    is_archived: bool(input.is_archived),
    is_general: isGeneral,
    unlinked: 0,
    name_normalized: name,
    is_shared: false,
    is_org_shared: false,
    is_pending_ext_shared: false,
    pending_shared: [],
    context_team_id: defaults.teamId,
    updated: typeof input.updated === "number" ? input.updated : created * 1000,
    creator,
    is_ext_shared: false,
    shared_team_ids: [defaults.teamId],
    pending_connected_team_ids: [],
    topic: topicOf(input.topic, creator, created),
    purpose: topicOf(input.purpose, creator, created),
    previous_names: Array.isArray(input.previous_names) ? input.previous_names.map(String) : [],
    locale: "en-US",
    members,
  };
}
