// A message as the official profile's reads and searches show it: a header (time, author, ts), the
// text, and in the detailed view its reactions, thread, files and edits.
import { utc } from "./answers.ts";
import { person, type Directory } from "./people.ts";

type Message = Record<string, any>;

/** `Ada Lovelace (@ada, U0ADA)`, or a bot message's username. */
function author(users: Directory, message: Message): string {
  if (typeof message.user === "string" && message.user !== "") return person(users, message.user);
  return String(message.username ?? message.bot_id ?? "unknown");
}

export function messageLines(users: Directory, message: Message, detailed: boolean): string[] {
  const lines = [`[${utc(message.ts)}] ${author(users, message)} · ts ${message.ts}`];
  const isReply = typeof message.thread_ts === "string" && message.thread_ts !== message.ts;
  if (isReply) lines.push(`In thread: ${message.thread_ts}${message.subtype === "thread_broadcast" ? " (also sent to the channel)" : ""}`);
  lines.push(String(message.text ?? ""));
  if (!detailed) return lines;
  for (const file of (message.files ?? []) as Message[]) lines.push(`File: ${file.id} ${file.name ?? ""} (${file.mimetype ?? "unknown type"})`.trimEnd());
  const reactions = ((message.reactions ?? []) as Message[]).map((r) => `:${r.name}: ${r.count ?? r.users?.length ?? 0}`);
  if (reactions.length) lines.push(`Reactions: ${reactions.join(", ")}`);
  if (typeof message.reply_count === "number" && message.reply_count > 0)
    lines.push(`Thread: ${message.reply_count} ${message.reply_count === 1 ? "reply" : "replies"}, latest ${message.latest_reply} (read it with slack_read_thread)`);
  if (message.edited) lines.push(`Edited: ${utc(message.edited.ts)}`);
  return lines;
}

/** Messages one after another, separated by a blank line. */
export function messagesText(users: Directory, messages: Message[], detailed: boolean): string[] {
  return messages.flatMap((message, index) => [...(index ? [""] : []), ...messageLines(users, message, detailed)]);
}

/** `#general (C0GENERAL)`, a DM as `DM with …`, a group DM by its members. */
export function conversationName(users: Directory, channel: Message): string {
  if (channel.is_im === true) return `DM with ${person(users, channel.user)} (${channel.id})`;
  if (channel.is_mpim === true) return `group DM ${channel.name ?? ""} (${channel.id})`.replace("  ", " ");
  return `#${channel.name} (${channel.id})`;
}
