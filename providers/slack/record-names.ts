// How grading reports name the workspace's records: `Slack message in #general by ada: “Deploy done”`.
import type { JsonRecord, RecordDescription, RecordLabelContext } from "../../core/pack/index.ts";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** `“Deploy of v2.3 fin…”`: a message's words, on one short line. */
function quoted(value: unknown, max = 40): string {
  const line = text(value).replace(/\s+/g, " ").trim();
  return `“${line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`}”`;
}

/** `#general`, `a direct message with ada`, or the conversation's id when the world lacks it. */
function place(channel: unknown, { lookup }: RecordLabelContext): string {
  const c = lookup("conversations", String(channel));
  if (c && typeof c.name === "string") return `#${c.name}`;
  if (c?.is_im === true) return `a direct message with ${handle(c.user, lookup)}`;
  return String(channel);
}

/** A user's handle (`ada`), else their id. */
function handle(user: unknown, lookup: RecordLabelContext["lookup"]): string {
  const u = lookup("users", String(user));
  return u && typeof u.name === "string" ? u.name : String(user);
}

/** `in #general by ada: “Deploy done”` (a message without text, such as a file share, ends at the author). */
function messageLabel(record: JsonRecord, ctx: RecordLabelContext): string {
  const words = text(record.text).trim() ? `: ${quoted(record.text)}` : "";
  return `in ${place(record.channel, ctx)} by ${handle(record.user, ctx.lookup)}${words}`;
}

const RECORDS: Record<string, RecordDescription> = {
  messages: { noun: "Slack message", label: messageLabel },
  scheduled_messages: { noun: "Slack scheduled message", label: messageLabel },
  ephemeral_messages: { noun: "Slack ephemeral message", label: messageLabel },
  users: { noun: "Slack user", label: (u, { id }) => (typeof u.name === "string" ? `${u.name} (${id})` : id) },
  conversations: { noun: "Slack conversation", label: (c, ctx) => place(c.id ?? ctx.id, ctx) },
  pins: {
    noun: "Slack pin",
    label: (pin, ctx) => {
      const message = ctx.lookup("messages", `${pin.channel}/${pin.ts}`);
      return `in ${place(pin.channel, ctx)} on ${message ? quoted(message.text) : `the message ${pin.ts}`}`;
    },
  },
  bookmarks: { noun: "Slack bookmark", label: (b, ctx) => `${quoted(b.title)} in ${place(b.channel_id, ctx)}` },
  usergroups: { noun: "Slack user group", label: (g, { id }) => (typeof g.handle === "string" ? `@${g.handle}` : id) },
  files: { noun: "Slack file", label: (f, { id }) => (text(f.name) || text(f.title) ? quoted(f.name || f.title) : id) },
  team: { noun: "Slack workspace", label: (t, { id }) => text(t.name) || id },
};

/** The words for one collection (none for an unknown one: reports then say `slack/<collection>`). */
export function slackRecords(collection: string): RecordDescription | undefined {
  return Object.hasOwn(RECORDS, collection) ? RECORDS[collection] : undefined;
}
