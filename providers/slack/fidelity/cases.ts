// The table fidelity.test.ts runs: per Web API method, the call (token, arguments, setup calls) and
// the differences from Slack's references it accepts, each with its reason. A method in SLACK_HANDLERS without
// a row fails the test, and so does an exception that no longer happens. Shared reasons (a message's, a
// conversation's, a user's keys): conditions.ts.
import type { GroupName } from "./conditions.ts";
import { ADA, BEA, bookmarked, pinned, scheduled, shared, TS, uploaded, type FidelityContext, type Fields } from "./seed.ts";

export type { FidelityContext, Fields, Json } from "./seed.ts";

export interface FidelityCase {
  /** Default: the bot's token. */
  token?: string;
  /** The arguments, or setup calls that end with them. */
  args: Fields | ((ctx: FidelityContext) => Promise<Fields>);
  /** Required when the method has no recorded sample or no schema in the 2021 document: which, and why. */
  reference?: string;
  /** What lives at a key of the answer ("messages": "message"), for the shared reasons a sample key may be missing. */
  shapes?: Record<string, GroupName>;
  /** Sample keys (`key` or `key.child`) Slack sends only in situations this call does not create (checked when answered). */
  conditional?: Record<string, string>;
  /** Sample keys the pack does not model: the answer must lack them. */
  absent?: Record<string, string>;
  /** Keys answered null where the sample (masked: it has no nulls) has a type and no schema allows null. */
  nullable?: Record<string, string>;
  /** Answer keys neither the sample nor the schema knows. */
  extra?: Record<string, string>;
  /** Problems of the answer with Slack's schema (as the test prints them) that are the schema's fault. */
  schema?: Record<string, string>;
}

const NO_SCHEMA = "no schema: newer than Slack's 2021 OpenAPI document";
const BLOCKS = JSON.stringify([{ type: "section", text: { type: "mrkdwn", text: "*Deploy* done" } }]);
const ATTACHMENTS = JSON.stringify([{ fallback: "Deploy v1.2.3", color: "good", text: "v1.2.3 is live" }]);
const METADATA = JSON.stringify({ event_type: "deploy_finished", event_payload: { version: "1.2.3" } });
const IS_LOCKED = "thread parents carry is_locked (conversations.history's recorded messages have it; the 2021 schema predates it): this method's recordings reacted to or pinned no thread parent";
const SEARCH = "Slack's documented answer (api.slack.com/methods/search.messages): query, and messages with total, pagination, paging and matches";
const SHARES = "the 2021 objs_file schema lists one example channel id (C0T8SE4AU) as shares.public's only allowed key; Slack keys it by channel id (recorded sample)";
// Slack's documented bookmarks.add answer (api.slack.com/methods/bookmarks.add) has entity_id, shortcut_id and
// app_id null; the masked samples have no nulls at all.
const BOOKMARK_NULLS = {
  entity_id: "null for a link bookmark, as in Slack's documented answer",
  shortcut_id: "null for a bookmark that is not a workflow shortcut, as in Slack's documented answer",
  emoji: "null without an emoji: the pack's choice, unverified (Slack's documented answer has an emoji)",
  app_action_id: "null without an app action: the pack's choice, unverified (Slack's documented answer omits the key)",
};
const under = (prefix: string, reasons: Record<string, string>) => Object.fromEntries(Object.entries(reasons).map(([k, v]) => [`${prefix}.${k}`, v]));
const bookmark = (prefix: string): Partial<FidelityCase> => ({
  reference: NO_SCHEMA,
  nullable: under(prefix, BOOKMARK_NULLS),
});

export const CASES: Record<string, FidelityCase> = {
  "auth.test": {
    args: {},
    conditional: { enterprise_id: "Enterprise Grid workspaces only", expires_in: "rotating (expiring) tokens only" },
    absent: { app_name: "not modelled: the bot's app is not reported by auth.test", app_id: "not modelled: the bot's app is not reported by auth.test" },
  },
  "team.info": {
    token: ADA,
    args: {},
    conditional: under("team", { enterprise_id: "Enterprise Grid only", enterprise_name: "Enterprise Grid only", enterprise_domain: "Enterprise Grid only", sso_provider: "SSO workspaces only" }),
    absent: under("team", { discoverable: "not modelled (workspace discoverability)", pay_prod_cur: "not modelled (billing currency)", locale: "not modelled (workspace locale)" }),
  },

  "users.list": { token: ADA, args: { include_locale: "true" }, shapes: { members: "user" }, absent: { offset: "users.list's legacy offset paging is not modelled (README)" } },
  "users.info": { token: ADA, args: { user: "U0BEA0002", include_locale: "true" }, shapes: { user: "user" } },
  "users.lookupByEmail": { token: ADA, args: { email: "bea@acme.example" }, shapes: { user: "user" } },
  "users.conversations": { args: { types: "public_channel,private_channel,im" }, shapes: { channels: "conversation" } },
  "users.profile.get": { token: ADA, args: {}, shapes: { profile: "profile" } },
  "users.profile.set": {
    token: ADA,
    args: { profile: JSON.stringify({ title: "Chief Analyst", status_text: "Launching", status_emoji: ":rocket:", first_name: "Ada", last_name: "King" }) },
    shapes: { profile: "profile" },
  },
  "users.getPresence": {
    token: ADA,
    args: {},
    absent: Object.fromEntries(["online", "auto_away", "manual_away", "connection_count", "last_activity"].map((k) => [k, "Slack adds it when the caller asks for its own presence; not modelled (no session model, README)"])),
  },

  "conversations.list": { args: { types: "public_channel,private_channel,im" }, shapes: { channels: "conversation" } },
  "conversations.info": { args: { channel: "C0GENERAL1", include_num_members: "true", include_locale: "true" }, shapes: { channel: "conversation" } },
  "conversations.create": { token: ADA, args: { name: "launch" }, shapes: { channel: "conversation" } },
  "conversations.rename": { token: ADA, args: { channel: "C0RANDOM01", name: "watercooler" }, shapes: { channel: "conversation" } },
  "conversations.archive": { token: ADA, args: { channel: "C0RANDOM01" } },
  "conversations.unarchive": { token: ADA, args: { channel: "C0OLD0001" } },
  "conversations.join": { args: { channel: "C0RANDOM01" }, shapes: { channel: "conversation" } },
  "conversations.leave": { token: BEA, args: { channel: "C0RANDOM01" } },
  "conversations.invite": { token: ADA, args: { channel: "C0RANDOM01", users: "U0BOT0004" }, shapes: { channel: "conversation" } },
  "conversations.kick": { token: ADA, args: { channel: "C0RANDOM01", user: "U0BEA0002" } },
  "conversations.members": { args: { channel: "C0GENERAL1" } },
  "conversations.history": {
    args: { channel: "C0GENERAL1", limit: "3", oldest: "1700000000.000000", latest: "1800000000.000000" },
    shapes: { messages: "message" },
    absent: { oldest: "not modelled: Slack echoes the oldest argument (recorded), the pack does not", latest: "not modelled: Slack echoes the latest argument (recorded), the pack does not" },
  },
  "conversations.replies": { args: { channel: "C0GENERAL1", ts: TS.welcome, limit: "2" }, shapes: { messages: "message" } },
  "conversations.open": { token: ADA, args: { users: "U0BOT0004", return_im: "true" }, shapes: { channel: "conversation" } },
  "conversations.mark": { token: ADA, args: { channel: "C0GENERAL1", ts: TS.deploy } },
  "conversations.setTopic": { token: ADA, args: { channel: "C0GENERAL1", topic: "Launch week" }, shapes: { channel: "conversation" } },
  "conversations.setPurpose": { token: ADA, args: { channel: "C0GENERAL1", purpose: "Shipping" }, shapes: { channel: "conversation" } },

  "chat.postMessage": {
    args: { channel: "C0GENERAL1", text: "Deploy done", blocks: BLOCKS, attachments: ATTACHMENTS, metadata: METADATA, thread_ts: TS.welcome, reply_broadcast: "true" },
    shapes: { message: "message" },
  },
  "chat.update": {
    args: { channel: "C0GENERAL1", ts: TS.deploy, text: "Deploy finished (v1.2.3)", blocks: BLOCKS },
    shapes: { message: "message" },
    schema: { "/message/blocks: type must be object": "the 2021 chat.update schema types message.blocks as an object; Slack answers an array (recorded sample, and every other message schema)" },
  },
  "chat.delete": { args: { channel: "C0GENERAL1", ts: TS.deploy } },
  "chat.getPermalink": { args: { channel: "C0GENERAL1", message_ts: TS.thanks } },
  "chat.postEphemeral": { args: { channel: "C0GENERAL1", user: "U0ADA0001", text: "Only you can see this" } },
  "chat.scheduleMessage": { args: async (ctx) => ({ channel: "C0GENERAL1", text: "Stand-up in 5", blocks: BLOCKS, post_at: String(ctx.now + 3600) }), shapes: { message: "message" } },
  "chat.scheduledMessages.list": { args: async (ctx) => (await scheduled(ctx), {}) },
  "chat.deleteScheduledMessage": { args: async (ctx) => ({ channel: "C0GENERAL1", scheduled_message_id: (await scheduled(ctx)).scheduled_message_id }) },

  "reactions.add": { args: { channel: "C0GENERAL1", timestamp: TS.checklist, name: "rocket" } },
  "reactions.remove": { args: { channel: "C0GENERAL1", timestamp: TS.welcome, name: "wave" } },
  "reactions.get": {
    args: { channel: "C0GENERAL1", timestamp: TS.welcome, full: "true" },
    shapes: { message: "message" },
    extra: { "message.is_locked": IS_LOCKED },
    schema: { "/message: additionalProperties is_locked must NOT have additional properties": IS_LOCKED },
  },
  "reactions.list": { args: {}, absent: { paging: "reactions.list's legacy page/count paging is not modelled (README)" } },

  "pins.add": { args: { channel: "C0GENERAL1", timestamp: TS.welcome } },
  "pins.remove": { args: pinned },
  "pins.list": {
    args: async (ctx) => ({ channel: (await pinned(ctx)).channel! }),
    conditional: { "items.file": "file pins only (the pack pins messages)", "items.comment": "file-comment pins only" },
    schema: { "/items/*/message: additionalProperties is_locked must NOT have additional properties": IS_LOCKED },
  },

  "bookmarks.add": { ...bookmark("bookmark"), args: { channel_id: "C0GENERAL1", title: "Handbook", type: "link", link: "https://acme.example/handbook" } },
  "bookmarks.edit": { ...bookmark("bookmark"), args: async (ctx) => ({ channel_id: "C0GENERAL1", bookmark_id: await bookmarked(ctx), title: "The handbook" }) },
  "bookmarks.remove": { reference: NO_SCHEMA, args: async (ctx) => ({ channel_id: "C0GENERAL1", bookmark_id: await bookmarked(ctx) }) },
  "bookmarks.list": { ...bookmark("bookmarks"), args: async (ctx) => (await bookmarked(ctx), { channel_id: "C0GENERAL1" }) },

  "usergroups.list": { args: { include_users: "true", include_count: "true" } },
  "usergroups.users.list": { args: { usergroup: "S0ENG0001" } },
  "usergroups.create": { token: ADA, args: { name: "Support", handle: "support", description: "First line", channels: "C0GENERAL1", include_count: "true" } },
  "usergroups.update": { token: ADA, args: { usergroup: "S0ENG0001", name: "Engineering Team", description: "Makers", include_count: "true" } },
  "usergroups.disable": { token: ADA, args: { usergroup: "S0ENG0001", include_count: "true" } },
  "usergroups.enable": { token: ADA, args: async (ctx) => (await ctx.api("usergroups.disable", { usergroup: "S0ENG0001" }, ADA), { usergroup: "S0ENG0001", include_count: "true" }) },
  "usergroups.users.update": { token: ADA, args: { usergroup: "S0ENG0001", users: "U0ADA0001", include_count: "true" } },

  "search.messages": {
    token: ADA,
    reference: "no sample: java-slack-sdk recorded none for search.messages; its 2021 schema is only {ok} (additionalProperties: true)",
    args: { query: "launch" },
    extra: Object.fromEntries(["query", "messages", "messages.total", "messages.pagination", "messages.paging", "messages.matches"].map((k) => [k, SEARCH])),
  },

  "files.getUploadURLExternal": { reference: NO_SCHEMA, args: { filename: "notes.txt", length: "13" } },
  "files.completeUploadExternal": {
    reference: NO_SCHEMA,
    shapes: { files: "file" },
    args: async (ctx) => ({ files: JSON.stringify([{ id: await uploaded(ctx), title: "Launch notes" }]), channel_id: "C0GENERAL1" }),
  },
  "files.info": {
    args: async (ctx) => ({ file: await shared(ctx) }),
    shapes: { file: "file" },
    conditional: { comments: "files with comments only (file comments are retired)" },
    absent: {
      ...Object.fromEntries(["content", "is_truncated", "content_highlight_html", "content_highlight_css", "content_highlight_html_truncated"].map((k) => [k, "a text file's content in files.info is not modelled"])),
      paging: "files.info's legacy page/count paging of comments is not modelled (the pack pages with response_metadata)",
    },
    schema: { "/file/shares/public: additionalProperties C0GENERAL1 must NOT have additional properties": SHARES },
  },
  "files.list": {
    args: async (ctx) => (await shared(ctx), {}),
    shapes: { files: "file" },
    schema: { "/files/*/shares/public: additionalProperties C0GENERAL1 must NOT have additional properties": SHARES },
  },
  "files.delete": { reference: "no sample: java-slack-sdk recorded none for files.delete", args: async (ctx) => ({ file: await shared(ctx) }) },
};
