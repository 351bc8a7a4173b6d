// A stored message as conversations.history, conversations.replies and chat.* return it.
import type { JsonRecord } from "../../core/pack/index.ts";

export interface MessageView {
  /** The author's user record, for a bot's `bot_profile`. */
  author?: JsonRecord;
  /** Rendered files attached to the message. */
  files?: JsonRecord[];
}

const OWN = new Set(["channel", "file_ids", "deleted"]);

export function renderMessage(record: JsonRecord, view: MessageView = {}): JsonRecord {
  const out: JsonRecord = {};
  for (const [key, value] of Object.entries(record)) if (!OWN.has(key)) out[key] = structuredClone(value);
  if (Array.isArray(record.reactions)) out.reactions = (record.reactions as JsonRecord[]).map(renderReaction);
  if (typeof record.bot_id === "string" && view.author) out.bot_profile = botProfile(view.author, String(record.bot_id));
  // `upload` is true on the message an upload shared its files with.
  if (view.files?.length) Object.assign(out, { files: view.files, upload: record.upload === true, display_as_bot: false });
  return out;
}

/** `{ name, users, count }`: count is the number of users who reacted. */
export function renderReaction(reaction: JsonRecord): JsonRecord {
  const users = Array.isArray(reaction.users) ? (reaction.users as string[]) : [];
  return { name: reaction.name, users: [...users], count: users.length };
}

/** The bot_profile Slack attaches to a bot's messages. */
export function botProfile(user: JsonRecord, botId: string): JsonRecord {
  const profile = (user.profile ?? {}) as JsonRecord;
  return {
    id: botId,
    deleted: user.deleted === true,
    name: user.name,
    updated: user.updated,
    app_id: profile.api_app_id,
    icons: { image_36: profile.image_32, image_48: profile.image_48, image_72: profile.image_72 },
    team_id: user.team_id,
  };
}
