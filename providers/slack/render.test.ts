import { expect, test } from "bun:test";
import { readReferenceJson } from "../../tests/reference/reference-file.ts";
import { normalizeSlackSeed } from "./seed.ts";
import { renderUser, renderProfile } from "./render-user.ts";
import { renderConversation } from "./render-conversation.ts";
import { renderMessage } from "./render-message.ts";
import { renderFile } from "./render-file.ts";
import { ACME_SEED, testContext } from "./test-context.ts";

type Obj = Record<string, unknown>;
const sample = (method: string) => readReferenceJson<Obj>(`slack/samples/${method}.json`);
const keys = (value: unknown) => Object.keys(value as Obj).sort();
const without = (list: string[], drop: string[]) => list.filter((key) => !drop.includes(key)).sort();
const world = normalizeSlackSeed(ACME_SEED, testContext());
const record = (collection: string, id: string) => world[collection]?.find((row) => row.id === id)?.record as Obj;

// The samples merge every field any call has returned. These appear only for Enterprise Grid, Slack
// Connect, workflow/connector bots, invited guests, custom avatars, or set-only profile fields.
const USER_ONLY_ELSEWHERE = ["enterprise_user", "enterprise_id", "enterprise_name", "teams", "is_stranger", "is_workflow_bot", "is_invited_user", "is_connector_bot"];
const PROFILE_ONLY_ELSEWHERE = ["guest_invited_by", "image_original", "image_1024", "is_custom_image", "status_emoji_url", "pronouns", "start_date", "huddle_state", "huddle_state_expiration_ts"];
const BOT_PROFILE_ONLY = ["api_app_id", "always_active", "bot_id"];

test("a rendered user has exactly the users.info sample's keys, less those only Enterprise Grid and the like show", () => {
  const user = (sample("users.info").user) as Obj;
  const ada = renderUser(record("users", "U0ADA"), { includeLocale: true, viewerIsAdmin: true });
  expect(keys(ada)).toEqual(without(keys(user), USER_ONLY_ELSEWHERE));
  // `fields` is in Slack's documented profile but not in the merged sample.
  expect(without(keys(ada.profile), ["fields"])).toEqual(without(keys(user.profile), [...PROFILE_ONLY_ELSEWHERE, ...BOT_PROFILE_ONLY]));
  const bot = renderUser(record("users", "U0BOT"), { includeLocale: true, viewerIsAdmin: true });
  expect(without(keys(bot.profile), ["fields"])).toEqual(without(keys(user.profile), [...PROFILE_ONLY_ELSEWHERE, "email"]));
});

test("locale and has_2fa appear only when asked for / to admins", () => {
  const plain = renderUser(record("users", "U0ADA"));
  expect(plain.locale).toBeUndefined();
  expect(plain.has_2fa).toBeUndefined();
  expect(renderProfile(record("users", "U0ADA"))).toEqual(renderUser(record("users", "U0ADA")).profile as Obj);
});

test("a rendered user's values have the sample's types", () => {
  const user = sample("users.info").user as Obj;
  const ada = renderUser(record("users", "U0ADA"), { includeLocale: true, viewerIsAdmin: true });
  for (const key of Object.keys(ada)) expect([key, typeof ada[key]]).toEqual([key, typeof user[key]]);
});

// Shown only for Enterprise Grid and Slack Connect channels, or channels with posting restrictions/tabs.
const CHANNEL_ONLY_ELSEWHERE = ["internal_team_ids", "connected_team_ids", "conversation_host_id", "is_moved", "is_global_shared", "is_org_default",
  "is_org_mandatory", "connected_limited_team_ids", "is_read_only", "is_thread_only", "is_non_threadable", "properties"];

test("a conversation seen by a member has exactly the conversations.info sample's keys, less Grid/Connect ones", () => {
  const channel = sample("conversations.info").channel as Obj;
  const seen = renderConversation(record("conversations", "C0GENERAL"), { viewer: "U0ADA", includeNumMembers: true, includeLocale: true });
  expect(keys(seen)).toEqual(without(keys(channel), CHANNEL_ONLY_ELSEWHERE));
  expect(seen).toMatchObject({ is_member: true, num_members: 2, last_read: "0000000000.000000", name: "general" });
  for (const key of Object.keys(seen)) expect([key, typeof seen[key]]).toEqual([key, typeof channel[key]]);
});

test("a non-member sees is_member false and no last_read; members stay private", () => {
  const seen = renderConversation(record("conversations", "C0GENERAL"), { viewer: "U0NOBODY" });
  expect(seen.is_member).toBe(false);
  expect(seen.last_read).toBeUndefined();
  expect(seen.members).toBeUndefined();
  expect(seen.num_members).toBeUndefined();
});

test("a direct message renders with the keys of conversations.list's im entry", () => {
  const out = normalizeSlackSeed({ ...ACME_SEED, conversations: [...ACME_SEED.conversations, { id: "D0ADA", is_im: true, user: "U0ADA", members: ["U0ADA", "U0BOT"] }] }, testContext());
  const im = out.conversations?.find((row) => row.id === "D0ADA")?.record as Obj;
  const listed = (sample("conversations.list").channels as Obj[]).find((c) => c.is_im !== undefined && String(c.id).startsWith("D")) as Obj;
  const rendered = renderConversation(im, { viewer: "U0BOT" });
  for (const key of Object.keys(rendered)) expect(Object.keys(listed)).toContain(key);
  expect(rendered).toMatchObject({ id: "D0ADA", is_im: true, user: "U0ADA" });
});

test("a rendered message uses only the history sample's keys; reactions carry count; bots get bot_profile", () => {
  const sampleMessage = (sample("conversations.history").messages as Obj[])[0] as Obj;
  const parent = renderMessage(record("messages", "C0GENERAL/1700000100.000100"));
  const replyRow = world.messages?.find((row) => row.record.text === "Thanks")?.record as Obj;
  const reply = renderMessage(replyRow, { author: record("users", "U0BOT") });
  for (const message of [parent, reply]) for (const key of Object.keys(message)) expect(Object.keys(sampleMessage)).toContain(key);
  expect(parent).toMatchObject({ type: "message", user: "U0ADA", text: "Welcome!", team: "T0ACME", reply_count: 1, reactions: [{ name: "wave", users: ["U0BOT"], count: 1 }] });
  expect(parent.channel).toBeUndefined();
  expect(keys(reply.bot_profile)).toEqual(keys(sampleMessage.bot_profile));
  expect(keys((reply.bot_profile as Obj).icons)).toEqual(keys((sampleMessage.bot_profile as Obj).icons));
  expect(keys((parent.reactions as Obj[])[0])).toEqual(keys((sampleMessage.reactions as Obj[])[0]));
});

test("a file stub uses only files.info's keys, with the sample's types", () => {
  const file = sample("files.info").file as Obj;
  const stub = renderFile({ id: "F0001", name: "notes.txt", mimetype: "text/plain", filetype: "text", user: "U0ADA", user_team: "T0ACME", size: 12, created: 1700000000, channels: ["C0GENERAL"] },
    { baseUrl: "http://mock.test/slack", teamDomain: "acme" });
  for (const key of Object.keys(stub)) expect([key, typeof stub[key]]).toEqual([key, typeof file[key]]);
  expect(stub).toMatchObject({ channels: ["C0GENERAL"], is_public: true, url_private: "http://mock.test/slack/files-pri/T0ACME-F0001/notes.txt" });
  expect(renderFile({ id: "F0001", deleted: true }, { baseUrl: "", teamDomain: "acme" })).toEqual({ id: "F0001", mode: "tombstone" });
});
