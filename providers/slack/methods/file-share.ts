// Sharing completed uploads, as Slack does: the caller posts one message per conversation carrying the
// files (`file_ids`, rendered as `files`, with `upload: true` and initial_comment as its text), in the
// thread when `thread_ts` is given; each file records the conversation (`channels`/`groups`/`ims`) and
// the share (`shares.public|private[<id>]`).
import type { JsonRecord } from "../../../core/pack/index.ts";
import { appIdFor, botIdFor, messageKey } from "../slack-ids.ts";
import { SlackFault } from "../slack-errors.ts";
import { arg, canSee, fail, jsonArg, listArg, requireMember, requireOpen, team, userById, type SlackCall } from "./call.ts";
import { refreshThread } from "./chat.ts";
import { isUserId, openIm } from "./direct-messages.ts";
import { claimMessageTs } from "./message-ts.ts";
import { FILES } from "./file-records.ts";
import { checkMessageParts } from "./message-shape.ts";

export interface ShareTarget {
  conversation: JsonRecord;
  /** The thread's parent ts when sharing into a thread (a reply's ts names its parent, as in chat.postMessage). */
  threadTs?: string;
}

/** The parent message a thread_ts names in a conversation; `thread_not_found` when there is none. */
function threadParent(call: SlackCall, channel: string, ts: string): string {
  const message = call.records.collection("messages").get(messageKey(channel, ts)) ?? fail("thread_not_found");
  return typeof message.thread_ts === "string" && message.thread_ts !== message.ts ? message.thread_ts : String(message.ts);
}

/** `channel_id` and `channels` (channel or user ids), checked before anything is written. */
export function shareTargets(call: SlackCall): ShareTarget[] {
  const channelId = arg(call, "channel_id");
  const ids = [...new Set([...(channelId === undefined ? [] : [channelId]), ...listArg(call, "channels")])];
  const threadTs = arg(call, "thread_ts");
  if (threadTs !== undefined && ids.length !== 1)
    throw new SlackFault("invalid_arguments", { messages: ["[ERROR] thread_ts needs exactly one channel"] });
  const users = call.records.collection("users");
  return ids.map((id) => {
    let conversation: JsonRecord | undefined;
    if (isUserId(id)) conversation = users.get(id) ? openIm(call, id).conversation : undefined;
    else conversation = call.records.collection("conversations").get(id);
    if (!conversation || !canSee(call, conversation)) return fail("channel_not_found");
    requireOpen(conversation);
    requireMember(call, conversation);
    return threadTs === undefined ? { conversation } : { conversation, threadTs: threadParent(call, String(conversation.id), threadTs) };
  });
}

function postFileMessage(call: SlackCall, target: ShareTarget, fileIds: string[]): JsonRecord {
  const channel = String(target.conversation.id);
  const ts = claimMessageTs(call, channel);
  const text = arg(call, "initial_comment");
  const record: JsonRecord = { type: "message", channel, text: text ?? "", user: call.user, ts, team: team(call).id, file_ids: fileIds, upload: true, display_as_bot: false };
  // Slack ignores blocks when there is an initial_comment.
  const blocks = text === undefined ? jsonArg(call, "blocks") : undefined;
  checkMessageParts({ blocks });
  if (Array.isArray(blocks)) record.blocks = blocks;
  if (userById(call, call.user).is_bot === true) Object.assign(record, { bot_id: botIdFor(call.user), app_id: appIdFor(call.user) });
  if (target.threadTs !== undefined) {
    const parent = call.records.collection("messages").get(messageKey(channel, target.threadTs))!;
    Object.assign(record, { thread_ts: target.threadTs, parent_user_id: parent.user });
  }
  const stored = call.records.collection("messages").insert(messageKey(channel, ts), record);
  if (target.threadTs !== undefined) refreshThread(call, channel, target.threadTs);
  return stored;
}

const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

function recordShare(call: SlackCall, fileId: string, conversation: JsonRecord, message: JsonRecord): void {
  const files = call.records.collection(FILES);
  const file = files.get(fileId)!;
  const kind = conversation.is_im === true ? "ims" : conversation.is_private === true || conversation.is_mpim === true ? "groups" : "channels";
  const visibility = kind === "channels" ? "public" : "private";
  const share: JsonRecord = {
    reply_users: [], reply_users_count: 0, reply_count: 0, ts: message.ts, channel_name: String(conversation.name ?? conversation.id),
    team_id: team(call).id, share_user_id: call.user, source: "UNKNOWN", is_silent_share: false,
  };
  if (typeof message.thread_ts === "string") share.thread_ts = message.thread_ts;
  const shares = structuredClone((file.shares ?? {}) as Record<string, Record<string, JsonRecord[]>>);
  const byConversation = (shares[visibility] ??= {});
  byConversation[String(conversation.id)] = [share, ...(byConversation[String(conversation.id)] ?? [])];
  files.update(fileId, { [kind]: [...new Set([...list(file[kind]), String(conversation.id)])], shares });
}

/** Posts the files to each target and records the shares on the files. */
export function shareFiles(call: SlackCall, fileIds: string[], targets: ShareTarget[]): void {
  for (const target of targets) {
    const message = postFileMessage(call, target, fileIds);
    for (const id of fileIds) recordShare(call, id, target.conversation, message);
  }
}
