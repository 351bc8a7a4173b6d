// conversations.history (newest first, top-level messages and broadcasts) and conversations.replies.
import { checkWorkBudget, type JsonRecord } from "../../../core/pack/index.ts";
import { paginate } from "../cursor-paging.ts";
import { isMember } from "../render-conversation.ts";
import { compareTs, messageKey } from "../slack-ids.ts";
import { arg, channelMessages, conversationArg, fail, flag, requireArg, tsArg, wireMessage, type SlackAnswer, type SlackCall } from "./call.ts";

const isReply = (m: JsonRecord): boolean => typeof m.thread_ts === "string" && m.thread_ts !== m.ts;

/** `oldest` < ts < `latest`, or <= both with `inclusive`; latest defaults to now, oldest to 0. */
function inWindow(call: SlackCall): (m: JsonRecord) => boolean {
  const oldest = tsArg(call, "oldest", "invalid_ts_oldest");
  const latest = tsArg(call, "latest", "invalid_ts_latest");
  const inclusive = flag(call, "inclusive");
  return (m) => {
    const ts = String(m.ts);
    if (oldest !== undefined && (inclusive ? compareTs(ts, oldest) < 0 : compareTs(ts, oldest) <= 0)) return false;
    if (latest !== undefined && (inclusive ? compareTs(ts, latest) > 0 : compareTs(ts, latest) >= 0)) return false;
    return true;
  };
}

/** A bot reads a public channel's history only as a member (Slack answers not_in_channel). */
function readable(call: SlackCall): JsonRecord {
  const c = conversationArg(call);
  if (call.tokenType === "bot" && !isMember(c, call.user)) fail("not_in_channel");
  return c;
}

function paged(call: SlackCall, items: JsonRecord[], scope: string): SlackAnswer {
  const page = paginate(items, { limit: arg(call, "limit"), cursor: arg(call, "cursor") }, { defaultLimit: 100, maxLimit: 999, scope });
  const messages = page.items.map((m) => {
    checkWorkBudget();
    return wireMessage(call, m);
  });
  const answer: SlackAnswer = { ok: true, messages, has_more: page.nextCursor !== "" };
  if (page.nextCursor !== "") answer.response_metadata = { next_cursor: page.nextCursor };
  return answer;
}

export function conversationsHistory(call: SlackCall): SlackAnswer {
  const c = readable(call);
  const window = inWindow(call);
  const list = channelMessages(call, String(c.id))
    .filter((m) => (!isReply(m) || m.subtype === "thread_broadcast") && window(m))
    .reverse();
  const pins = call.records.collection("pins").find((p) => p.channel === c.id).length;
  const answer = paged(call, list, `history:${c.id}`);
  return { ...answer, pin_count: pins, channel_actions_ts: null, channel_actions_count: 0 };
}

export function conversationsReplies(call: SlackCall): SlackAnswer {
  const c = readable(call);
  const ts = requireArg(call, "ts");
  const message = call.records.collection("messages").get(messageKey(String(c.id), ts));
  if (!message) return fail("thread_not_found");
  const parentTs = isReply(message) ? String(message.thread_ts) : ts;
  const window = inWindow(call);
  const thread = channelMessages(call, String(c.id)).filter((m) => m.ts === parentTs || (isReply(m) && m.thread_ts === parentTs));
  const [parent, ...replies] = thread;
  const list = [parent!, ...replies.filter(window)];
  return paged(call, list, `replies:${c.id}/${parentTs}`);
}
