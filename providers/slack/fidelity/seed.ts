// The workspace fidelity.test.ts calls every method in: humans with full profiles (one admin, one
// deleted), a bot, public, private, archived and direct conversations, a thread with reactions, a bot's
// message, a user group. Each method runs in a fresh snapshot of it.
export const BOT = "xoxb-acme-helper";
export const ADA = "xoxp-acme-ada";
export const BEA = "xoxp-acme-bea";

/** Message timestamps the cases refer to. */
export const TS = {
  morning: "1700000050.000100", // Bea in #general, the oldest message
  welcome: "1700000100.000100", // Ada in #general: a thread parent with reactions
  thanks: "1700000200.000100", // the bot's reply in that thread
  onIt: "1700000250.000100", // Bea's reply in that thread
  checklist: "1700000300.000100", // Bea in #general
  deploy: "1700000400.000100", // the bot in #general, top level
};

export const FIDELITY_SEED = {
  team: { id: "T0ACME001", name: "Acme", domain: "acme" },
  users: [
    {
      id: "U0ADA0001", name: "ada", real_name: "Ada Lovelace", is_admin: true, tz: "Europe/London",
      profile: { email: "ada@acme.example", display_name: "ada", title: "Analyst", first_name: "Ada", last_name: "Lovelace" },
    },
    { id: "U0BEA0002", name: "bea", real_name: "Bea Baker", profile: { email: "bea@acme.example", title: "Engineer" } },
    { id: "U0CY00003", name: "cy", real_name: "Cy Gone", deleted: true },
    { id: "U0BOT0004", name: "helper", real_name: "Helper Bot", is_bot: true },
  ],
  conversations: [
    { id: "C0GENERAL1", name: "general", members: ["U0ADA0001", "U0BEA0002", "U0BOT0004"], topic: "Company-wide", purpose: "Everything", created: 1700000000 },
    { id: "C0RANDOM01", name: "random", members: ["U0ADA0001", "U0BEA0002"], created: 1700000000 },
    { id: "G0SECRET01", name: "secret", is_private: true, members: ["U0BEA0002", "U0BOT0004"], created: 1700000000 },
    { id: "C0OLD0001", name: "old", is_archived: true, members: ["U0ADA0001", "U0BOT0004"], created: 1700000000 },
    { id: "D0ADABOT01", is_im: true, user: "U0ADA0001", members: ["U0ADA0001", "U0BOT0004"], created: 1700000000 },
  ],
  messages: [
    { channel: "C0GENERAL1", user: "U0BEA0002", text: "Morning all", ts: TS.morning },
    { channel: "C0GENERAL1", user: "U0ADA0001", text: "Welcome to Acme!", ts: TS.welcome, reactions: [{ name: "wave", users: ["U0BOT0004", "U0BEA0002"] }] },
    { channel: "C0GENERAL1", user: "U0BOT0004", text: "Thanks", ts: TS.thanks, thread_ts: TS.welcome, reactions: [{ name: "thumbsup", users: ["U0ADA0001"] }] },
    { channel: "C0GENERAL1", user: "U0BEA0002", text: "On it", ts: TS.onIt, thread_ts: TS.welcome },
    { channel: "C0GENERAL1", user: "U0BEA0002", text: "The launch checklist is ready", ts: TS.checklist },
    { channel: "C0GENERAL1", user: "U0BOT0004", text: "Deploy finished", ts: TS.deploy, reactions: [{ name: "tada", users: ["U0BOT0004"] }] },
    { channel: "C0RANDOM01", user: "U0ADA0001", text: "Coffee at 3?", ts: "1700000500.000100" },
    { channel: "D0ADABOT01", user: "U0ADA0001", text: "remind me about the launch", ts: "1700000600.000100" },
  ],
  tokens: [{ token: BOT, user: "U0BOT0004" }, { token: ADA, user: "U0ADA0001" }, { token: BEA, user: "U0BEA0002" }],
  usergroups: [{ id: "S0ENG0001", handle: "eng", name: "Engineering", description: "Builders", users: ["U0ADA0001", "U0BEA0002"] }],
};

// ---- setup calls the cases make before the call under test ----

export type Json = Record<string, any>;
export type Fields = Record<string, string>;

export interface FidelityContext {
  /** A call in this method's snapshot (form body); fails the test unless the answer is ok. */
  api(method: string, fields?: Fields, token?: string): Promise<Json>;
  /** POSTs bytes to a URL the pack handed out (files.getUploadURLExternal's upload_url). */
  post(url: string, body: string): Promise<Response>;
  /** The world's clock, in seconds. */
  now: number;
}

export const FILE_BYTES = "launch notes\n";

/** A file uploaded (not yet completed): its id. */
export async function uploaded(ctx: FidelityContext): Promise<string> {
  const { upload_url, file_id } = await ctx.api("files.getUploadURLExternal", { filename: "notes.txt", length: String(FILE_BYTES.length) });
  const posted = await ctx.post(upload_url, FILE_BYTES);
  if (posted.status !== 200) throw new Error(`upload to ${upload_url}: ${posted.status} ${await posted.text()}`);
  return file_id;
}

/** A file uploaded and shared to #general: its id. */
export async function shared(ctx: FidelityContext): Promise<string> {
  const id = await uploaded(ctx);
  await ctx.api("files.completeUploadExternal", { files: JSON.stringify([{ id, title: "Launch notes" }]), channel_id: "C0GENERAL1", initial_comment: "Notes" });
  return id;
}

export const scheduled = (ctx: FidelityContext): Promise<Json> =>
  ctx.api("chat.scheduleMessage", { channel: "C0GENERAL1", text: "Stand-up in 5", post_at: String(ctx.now + 3600) });

export const bookmarked = async (ctx: FidelityContext): Promise<string> =>
  (await ctx.api("bookmarks.add", { channel_id: "C0GENERAL1", title: "Handbook", type: "link", link: "https://acme.example/handbook" })).bookmark.id;

export async function pinned(ctx: FidelityContext): Promise<Fields> {
  await ctx.api("pins.add", { channel: "C0GENERAL1", timestamp: TS.welcome });
  return { channel: "C0GENERAL1", timestamp: TS.welcome };
}
