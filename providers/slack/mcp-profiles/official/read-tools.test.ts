import { expect, test } from "bun:test";
import { METHODS_SEED } from "../../methods/fixture.ts";
import { useProfileWorld } from "../profile-world.fixture.ts";

// The official profile's reads and searches, compared with what the Web API answers the same user (the
// bot, U0BOT: member of #general and the private #secret, not of #random).
const BOT = "xoxb-acme-helper";
const ADA = "xoxp-acme-ada";
const PARENT = "1700000100.000100";
const SEED = {
  ...METHODS_SEED,
  messages: [
    ...METHODS_SEED.messages,
    { channel: "C0GENERAL", user: "U0ADA", text: "Launch plan ready", ts: "1700000200.000100" },
    { channel: "G0SECRET", user: "U0BEA", text: "Launch budget is secret", ts: "1700000300.000100" },
    { channel: "C0RANDOM", user: "U0BEA", text: "Launch party on Friday", ts: "1700000400.000100" },
    { channel: "C0GENERAL", user: "U0BOT", text: "Launch reminder from the bot", ts: "1700000500.000100" },
  ],
};

const w = useProfileWorld("official", SEED);

const tsIn = (text: string) => [...text.matchAll(/· ts (\d+\.\d+)/g)].map((m) => m[1]);

test("slack_read_channel shows conversations.history, newest first, with reactions and threads; pages with its cursor", async () => {
  const read = await w.call("slack_read_channel", { channel_id: "C0GENERAL" });
  const history = await w.api("conversations.history", BOT, { channel: "C0GENERAL" });
  expect(tsIn(read.text)).toEqual(history.messages.map((m: { ts: string }) => m.ts));
  expect(read.text).toStartWith("Messages in #general (C0GENERAL), newest first:\n\n[2023-11-14 22:21:40 UTC] Helper Bot (@helper, U0BOT) · ts 1700000500.000100\nLaunch reminder from the bot");
  expect(read.text).toContain("Welcome!\nReactions: :wave: 1\nThread: 1 reply, latest");
  const concise = await w.call("slack_read_channel", { channel_id: "C0GENERAL", response_format: "concise" });
  expect(concise.text).not.toContain("Reactions:");
  const first = await w.call("slack_read_channel", { channel_id: "C0GENERAL", limit: 1 });
  const cursor = /cursor "([^"]+)"/.exec(first.text)![1]!;
  expect(tsIn((await w.call("slack_read_channel", { channel_id: "C0GENERAL", limit: 1, cursor })).text)).toEqual([history.messages[1].ts]);
  expect(await w.call("slack_read_channel", { channel_id: "C0RANDOM" })).toEqual({ isError: true, text: "not_in_channel" });
  expect((await w.call("slack_read_channel", { channel_id: "U0BEA" })).text).toBe("channel_not_found: there is no DM with U0BEA yet");
});

test("slack_read_thread shows conversations.replies, parent first", async () => {
  const read = await w.call("slack_read_thread", { channel_id: "C0GENERAL", message_ts: PARENT });
  const replies = await w.api("conversations.replies", BOT, { channel: "C0GENERAL", ts: PARENT });
  expect(tsIn(read.text)).toEqual(replies.messages.map((m: { ts: string }) => m.ts));
  expect(read.text).toContain(`In thread: ${PARENT}\nThanks`);
  expect(await w.call("slack_read_thread", { channel_id: "C0GENERAL", message_ts: "1700000999.000000" })).toEqual({ isError: true, text: "thread_not_found" });
});

test("slack_search_public finds public channels' messages only; slack_search_public_and_private every conversation the user can see", async () => {
  // search.messages (which wants a user token) as Bea, who sees what the bot sees: the public channels,
  // joined or not, and #secret; in time order.
  const rest = await w.api("search.messages", "xoxp-acme-bea", { query: "launch", sort: "timestamp", count: "100" });
  expect(rest.messages.matches.map((m: { ts: string }) => m.ts)).toEqual(["1700000500.000100", "1700000400.000100", "1700000300.000100", "1700000200.000100"]);
  const publicOnly = await w.call("slack_search_public", { query: "launch", sort: "timestamp", include_bots: true });
  expect(tsIn(publicOnly.text)).toEqual(["1700000500.000100", "1700000400.000100", "1700000200.000100"]);
  expect(publicOnly.text).toStartWith('Found 3 messages for "launch" (showing 1-3):\n\n1. In #general (C0GENERAL)\n[2023-11-14 22:21:40 UTC] Helper Bot (@helper, U0BOT) · ts 1700000500.000100');
  expect(publicOnly.text).toMatch(/Link: http:\/\/\S+\/archives\/C0GENERAL\/p1700000500000100/);
  // Bots' messages are left out unless asked for; only_my_channels leaves out #random.
  expect(tsIn((await w.call("slack_search_public", { query: "launch", sort: "timestamp" })).text)).toEqual(["1700000400.000100", "1700000200.000100"]);
  expect(tsIn((await w.call("slack_search_public", { query: "launch", only_my_channels: true })).text)).toEqual(["1700000200.000100"]);
  const all = await w.call("slack_search_public_and_private", { query: "launch", sort: "timestamp", sort_dir: "asc" });
  expect(tsIn(all.text)).toEqual(["1700000200.000100", "1700000300.000100", "1700000400.000100"]);
  expect(all.text).toContain("In #secret (G0SECRET)");
  expect(tsIn((await w.call("slack_search_public_and_private", { query: "launch", channel_types: "private_channel" })).text)).toEqual(["1700000300.000100"]);
  expect(tsIn((await w.call("slack_search_public_and_private", { query: "launch", sort: "timestamp", after: "1700000250", before: "1700000350" })).text)).toEqual(["1700000300.000100"]);
  expect((await w.call("slack_search_public_and_private", { query: "launch", channel_types: "shared" })).text).toStartWith("invalid_types:");
  const paged = await w.call("slack_search_public_and_private", { query: "launch", sort: "timestamp", limit: 1 });
  const cursor = /cursor "([^"]+)"/.exec(paged.text)![1]!;
  expect(tsIn((await w.call("slack_search_public_and_private", { query: "launch", sort: "timestamp", limit: 1, cursor })).text)).toEqual(["1700000300.000100"]);
  expect((await w.call("slack_search_public", { query: "launch", cursor: "nope" })).text).toStartWith("invalid_cursor:");
  expect((await w.call("slack_search_public", { query: "nothing-like-this" })).text).toBe('No messages found for "nothing-like-this".');
});

test("slack_search_channels and slack_search_users match conversations.list and users.list", async () => {
  const channels = await w.call("slack_search_channels", { query: "company" });
  expect(channels.text).toBe('Found 1 channel for "company":\n#general (C0GENERAL) · public · 2 members\n  Topic: Company-wide\n  Purpose: Everything');
  const listed = await w.api("conversations.list", BOT, { types: "public_channel,private_channel" });
  const named = await w.call("slack_search_channels", { query: "e", channel_types: "public_channel,private_channel", response_format: "concise" });
  const expected = listed.channels.filter((c: { name: string; is_archived: boolean }) => c.name.includes("e") && !c.is_archived);
  expect(named.text.split("\n").slice(1)).toEqual(expected.map((c: { name: string; id: string }) => `#${c.name} (${c.id})`));

  expect((await w.call("slack_search_users", { query: "bea@acme" })).text).toBe('Found 1 user for "bea@acme":\n- Bea Baker (@bea, U0BEA) · bea@acme.example · America/Los_Angeles');
  const everyone = await w.api("users.list", ADA);
  const people = await w.call("slack_search_users", { query: "a -bot", response_format: "concise" });
  const humans = everyone.members.filter((u: { is_bot: boolean; deleted: boolean }) => !u.is_bot && !u.deleted);
  expect(people.text.split("\n").slice(1)).toEqual(humans.map((u: { real_name: string; name: string; id: string }) => `- ${u.real_name} (@${u.name}, ${u.id})`));
});

test("slack_read_user_profile is users.info (the acting user by default); slack_list_channel_members is conversations.members", async () => {
  const me = await w.call("slack_read_user_profile", {});
  expect(me.text).toStartWith(`Helper Bot (@helper)\nUser ID: ${(await w.api("auth.test", BOT)).user_id}`);
  const ada = (await w.api("users.info", ADA, { user: "U0ADA" })).user;
  expect((await w.call("slack_read_user_profile", { user_id: "U0ADA" })).text).toBe(
    `Ada Lovelace (@ada)\nUser ID: U0ADA\nDisplay name: ada\nEmail: ${ada.profile.email}\nTimezone: ${ada.tz} (${ada.tz_label})\nRole: admin`,
  );
  expect(await w.call("slack_read_user_profile", { user_id: "U0NOBODY" })).toEqual({ isError: true, text: "user_not_found" });

  const members = (await w.api("conversations.members", BOT, { channel: "G0SECRET" })).members as string[];
  expect((await w.call("slack_list_channel_members", { channel_id: "G0SECRET", response_format: "ids_only" })).text.split("\n").slice(1, -1)).toEqual(members.map((id) => `- ${id}`));
  const humans = await w.call("slack_list_channel_members", { channel_id: "G0SECRET", response_format: "concise" });
  expect(humans.text).toBe("Members of #secret (G0SECRET): 1 member on this page\n- @bea (bea)\npagination_info: no more members");
  const paged = await w.call("slack_list_channel_members", { channel_id: "G0SECRET", limit: 1, response_format: "ids_only" });
  expect(paged.text).toMatch(/pagination_info: next_cursor "[^"]+" \(more members\)/);
});

test("slack_get_reactions is reactions.get with people's names; slack_read_file names the file but cannot read it", async () => {
  const got = await w.call("slack_get_reactions", { channel_id: "C0GENERAL", message_ts: PARENT });
  expect(got.text).toBe(`Reactions on message ${PARENT} in C0GENERAL:\n:wave: 1 — Helper Bot (U0BOT)`);
  expect((await w.call("slack_get_reactions", { channel_id: "C0GENERAL", message_ts: "1700000200.000100" })).text).toBe("No reactions on message 1700000200.000100 in C0GENERAL.");

  // A file uploaded over the Web API (getUploadURLExternal, the bytes, completeUploadExternal).
  const slot = await w.api("files.getUploadURLExternal", ADA, { filename: "notes.txt", length: "5" });
  await w.service.mock(slot.upload_url, { method: "POST", body: "hello", headers: { "content-type": "application/octet-stream" } });
  await w.api("files.completeUploadExternal", ADA, { files: JSON.stringify([{ id: slot.file_id }]), channel_id: "C0GENERAL" });
  const read = await w.call("slack_read_file", { file_id: slot.file_id });
  expect(read).toEqual({ isError: true, text: expect.stringContaining(`The file is ${slot.file_id} "notes.txt" (text/plain, 5 bytes), shared by U0ADA`) });
  expect(read.text).toStartWith("file_content_unavailable:");
  expect(await w.call("slack_read_file", { file_id: "F0NOPE" })).toEqual({ isError: true, text: "file_not_found" });
});
