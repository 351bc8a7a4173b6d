// Delivery of scheduled messages. Worlds have no background work, so the dispatch runs this before every
// method, in the method's transaction: whatever the clock has reached is posted before anything reads.
import type { JsonRecord } from "../../../core/pack/index.ts";
import { SlackFault } from "../slack-errors.ts";
import { now, type SlackCall } from "./call.ts";
import { chatPostMessage } from "./chat.ts";

/** The chat.postMessage call the scheduler would have made at post_at (so the ts is from that second). */
function deliveryCall(call: SlackCall, record: JsonRecord): SlackCall {
  const args: Record<string, unknown> = { channel: record.channel, text: record.text, blocks: record.blocks, attachments: record.attachments, metadata: record.metadata };
  if (typeof record.thread_ts === "string") Object.assign(args, { thread_ts: record.thread_ts, reply_broadcast: record.reply_broadcast === true ? "true" : undefined });
  const postAt = new Date(Number(record.post_at) * 1000);
  return {
    user: String(record.user),
    tokenType: record.token_type === "user" ? "user" : "bot",
    args: args as SlackCall["args"], // blocks, attachments and metadata stay parsed, as the dispatch passes them
    records: call.records,
    clock: { now: () => postAt },
    ids: call.ids,
  };
}

/**
 * Posts every scheduled message whose post_at the clock has reached, oldest first, and removes it from
 * `scheduled_messages`. One that can no longer be posted (channel archived, scheduler left it, thread
 * gone) is dropped: Slack does not post it either.
 */
export function deliverDueScheduledMessages(call: SlackCall): void {
  const scheduled = call.records.collection("scheduled_messages");
  const pending = scheduled.all();
  if (pending.length === 0) return;
  const current = now(call);
  const due = pending
    .filter((record) => Number(record.post_at) <= current)
    .sort((a, b) => Number(a.post_at) - Number(b.post_at) || Number(a.date_created) - Number(b.date_created));
  for (const record of due) {
    scheduled.delete(String(record.id));
    try {
      chatPostMessage(deliveryCall(call, record));
    } catch (error) {
      // chat.postMessage checks everything before it writes, so a refusal leaves nothing half-posted.
      if (!(error instanceof SlackFault)) throw error;
    }
  }
}
