// Direct messages, found or made: the im (D…) between the caller and one user, and the multi-person
// one (mpim, G… named "mpdm-a--b--c-1") for several. conversations.open and chat.postMessage to a
// user id share these.
import type { JsonRecord } from "../../../core/pack/index.ts";
import { members } from "../render-conversation.ts";
import { completeConversation } from "../seed-conversations.ts";
import { newSlackId } from "../slack-ids.ts";
import { arg, conversationArg, fail, now, team, userById, type SlackCall } from "./call.ts";

export interface OpenedConversation {
  conversation: JsonRecord;
  /** False when it existed already (conversations.open then answers `already_open`). */
  created: boolean;
}

/** Slack's limit: a multi-person DM holds at most 9 people, the caller included. */
const MAX_MPIM_OTHERS = 8;

const sameMembers = (record: JsonRecord, wanted: string[]): boolean => {
  const have = new Set(members(record));
  return have.size === wanted.length && wanted.every((user) => have.has(user));
};

/** A user an im or mpim may include: known, and not deactivated. */
function dmUser(call: SlackCall, id: string): JsonRecord {
  const user = userById(call, id);
  if (user.deleted === true) fail("user_disabled");
  return user;
}

function defaults(call: SlackCall) {
  return { teamId: String(team(call).id), now: now(call), creator: call.user, everyone: [] };
}

/** The im between the caller and `other` (the caller's own DM when they are the same). */
export function openIm(call: SlackCall, other: string): OpenedConversation {
  dmUser(call, other);
  const conversations = call.records.collection("conversations");
  const wanted = [...new Set([call.user, other])];
  // Found by its members, so either side opening it finds the same im.
  const found = conversations.find((c) => c.is_im === true && sameMembers(c, wanted))[0];
  if (found) return { conversation: found, created: false };
  const id = newSlackId("D", call.ids);
  const record = completeConversation({ id, is_im: true, user: other, created: now(call), members: wanted }, defaults(call));
  return { conversation: conversations.insert(id, record), created: true };
}

/** The mpim of the caller and `others` (in the order given, which its name keeps); the same set finds it again. */
export function openMpim(call: SlackCall, others: string[]): OpenedConversation {
  const everyone = [...new Set([call.user, ...others])];
  if (everyone.length - 1 > MAX_MPIM_OTHERS) fail("too_many_users");
  const names = everyone.map((id) => String(dmUser(call, id).name));
  const conversations = call.records.collection("conversations");
  const found = conversations.find((c) => c.is_mpim === true && sameMembers(c, everyone))[0];
  if (found) return { conversation: found, created: false };
  const id = newSlackId("G", call.ids);
  const name = `mpdm-${names.join("--")}-1`;
  const base = completeConversation({ id, name, is_private: true, created: now(call), creator: call.user, members: everyone }, defaults(call));
  // Slack's mpims are private and neither channels nor groups.
  const record = { ...base, is_channel: false, is_group: false, is_mpim: true };
  return { conversation: conversations.insert(id, record), created: true };
}

/** Whether a `channel` argument is a user id (U…/W…), which Slack takes as the caller's im with that user. */
export function isUserId(value: string | undefined): value is string {
  return value !== undefined && /^[UW][A-Z0-9]{2,}$/.test(value);
}

/** chat.postMessage's conversation: a user id opens (or reuses) the caller's im with that user, as Slack does. */
export function postTarget(call: SlackCall): JsonRecord {
  const channel = arg(call, "channel");
  if (!isUserId(channel)) return conversationArg(call);
  const user = call.records.collection("users").get(channel);
  // Slack names the channel argument in its answer, not the user.
  if (!user || user.deleted === true) return fail("channel_not_found");
  return openIm(call, channel).conversation;
}
