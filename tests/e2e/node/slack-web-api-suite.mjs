// Runs under plain Node, as users run @slack/web-api:
// `node slack-web-api-suite.mjs <worldUrl> <seed JSON> <SLACK_METHODS JSON>`.
// Prints one JSON line per case: {"name", "ok", "error"?}. The bun test that spawns it asserts on them.
import assert from "node:assert/strict";
import { createSuite } from "./run-cases.mjs";
import { ErrorCode, LogLevel, WebClient } from "@slack/web-api";

/** @typedef {import("@slack/web-api").Logger} Logger */
/** @typedef {{ id: string; name: string; is_bot?: boolean; deleted?: boolean }} SeedUser */
/** @typedef {{ id: string; name?: string; is_private?: boolean; is_im?: boolean; is_archived?: boolean; members: string[] }} SeedConversation */
/** @typedef {{ channel: string; user: string; text: string; ts: string; thread_ts?: string }} SeedMessage */
/** @typedef {{ team: { id: string; name: string; domain: string }; users: SeedUser[]; conversations: SeedConversation[]; messages: SeedMessage[] }} Seed */
/** @typedef {{ ts?: string; user?: string; text?: string; subtype?: string; thread_ts?: string; files?: Array<{ id?: string }> }} WireMessage */

const [returnedUrl, seedJson, methodsJson] = process.argv.slice(2);
if (!returnedUrl || !seedJson || !methodsJson) throw new Error("usage: node slack-web-api-suite.mjs <worldUrl> <seed JSON> <SLACK_METHODS JSON>");
/** @type {Seed} */
const seed = JSON.parse(seedJson);
/** @type {string[]} */
const slackMethods = JSON.parse(methodsJson);
// Slack's Web API base is the url as returned (it ends in "/") plus "api/"; links name the world without the slash.
const apiUrl = `${returnedUrl}api/`;
const worldUrl = returnedUrl.replace(/\/$/, "");

// Every Web API method the clients call, as the HTTP requests show it. WebClient takes globalThis.fetch
// when it is constructed, so this wrapper must be in place first; it only records and passes through.
/** @type {Set<string>} */
const called = new Set();
/** @type {(input: string | URL | Request, init?: RequestInit) => Promise<Response>} */
const realFetch = globalThis.fetch;
/** @param {string | URL | Request} input @param {RequestInit} [init] */
const recordingFetch = (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (url.startsWith(apiUrl)) called.add(url.slice(apiUrl.length).split("?")[0] ?? "");
  return realFetch(input, init);
};
Object.assign(globalThis, { fetch: recordingFetch });

const BOT_TOKEN = "xoxb-lab-bot";
const ADA_TOKEN = "xoxp-lab-ada";
const BEA_TOKEN = "xoxp-lab-bea";
/** @param {string} [token] */
const clientFor = (token) => new WebClient(token, { slackApiUrl: apiUrl, retryConfig: { retries: 0 } });
const bot = clientFor(BOT_TOKEN);
const ada = clientFor(ADA_TOKEN);
const bea = clientFor(BEA_TOKEN);

/**
 * A client whose logger keeps what it would print (the default one writes warnings to stderr), for the
 * cases that check the warnings @slack/web-api logs from `response_metadata`.
 * @param {string} token
 */
const capturingClient = (token) => {
  /** @type {string[]} */
  const warnings = [];
  /** @type {Logger} */
  const logger = {
    debug: () => {},
    info: () => {},
    warn: (...msg) => void warnings.push(msg.map(String).join(" ")),
    error: (...msg) => void warnings.push(msg.map(String).join(" ")),
    setLevel: () => {},
    getLevel: () => LogLevel.WARN,
    setName: () => {},
  };
  return { client: new WebClient(token, { slackApiUrl: apiUrl, retryConfig: { retries: 0 }, logger }), warnings };
};

const ADA = "U0ADA";
const BEA = "U0BEA";
const BOT = "U0BOT";
const CY = "U0CY";
const EVE = "U0EVE";
const FAY = "U0FAY";
const GENERAL = "C0GENERAL";
const SUPPORT = "C0SUPPORT";
const HISTORY = "C0HISTORY";
const RANDOM = "C0RANDOM";
const OLD = "C0OLD";
const THREADS = "C0THREADS";
const SECRET = "G0SECRET";
const BOTLAB = "G0BOTLAB";
const BEACY = "G0BEACY";
const BOT_ADA_DM = "D0BOTADA";
const THREAD_PARENT = "1700100000.000100";

const suite = createSuite();
const check = suite.check;

/**
 * The value, asserted present.
 * @template T
 * @param {T | undefined | null} value
 * @param {string} what
 * @returns {T}
 */
const must = (value, what) => {
  assert.ok(value !== undefined && value !== null, `${what} is missing`);
  return value;
};

/**
 * Awaits a call that must fail with Slack's `error` code: @slack/web-api throws a platform error
 * (`code` slack_webapi_platform_error) carrying the answer in `data`.
 * @param {PromiseLike<unknown>} promise
 * @param {string | string[]} code one code, or the codes Slack documents for the case
 */
const failsWith = async (promise, code) => {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof Error, `expected an Error, got ${error}`);
    const coded = /** @type {Error & { code?: string; data?: { error?: string } }} */ (error);
    assert.equal(coded.code, ErrorCode.PlatformError, `expected a platform error (${code}), got ${coded.code}: ${error.message}`);
    const codes = Array.isArray(code) ? code : [code];
    assert.ok(codes.includes(coded.data?.error ?? ""), `expected ${codes.join(" or ")}, got ${coded.data?.error}`);
    return coded;
  }
  assert.fail(`expected ${code}, but the call succeeded`);
};

/** @param {string} a @param {string} b */
const byTs = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/** @param {string[]} list */
const sorted = (list) => [...list].sort();
/** @param {Array<{ ts?: string }> | undefined} messages */
const tsList = (messages) => (messages ?? []).map((m) => must(m.ts, "ts"));

const historyTs = seed.messages.filter((m) => m.channel === HISTORY).map((m) => m.ts).sort(byTs);

/**
 * Pages of a cursor-paged method through client.paginate(), with the items under `key`.
 * @param {WebClient} client
 * @param {string} method
 * @param {Record<string, unknown>} options
 * @param {string} key
 * @returns {Promise<Array<Array<Record<string, unknown> & { id?: string; ts?: string }>>>}
 */
const pagesOf = async (client, method, options, key) => {
  const pages = [];
  for await (const page of client.paginate(method, options)) {
    assert.equal(page.ok, true);
    pages.push(/** @type {Array<Record<string, unknown>>} */ (/** @type {Record<string, unknown>} */ (/** @type {unknown} */ (page))[key]));
  }
  return pages;
};

/** The newest messages of a conversation as `client` sees them. @param {WebClient} client @param {string} channel @param {number} [limit] */
const latest = async (client, channel, limit = 10) => {
  const history = await client.conversations.history({ channel, limit });
  return /** @type {WireMessage[]} */ (history.messages ?? []);
};

// ---- auth and team ----

check("auth.test answers each token's user, the team and the bot id", async () => {
  const asBot = await bot.auth.test();
  assert.equal(asBot.user_id, BOT);
  assert.equal(asBot.user, "labbot");
  assert.equal(asBot.team_id, seed.team.id);
  assert.equal(asBot.team, seed.team.name);
  assert.equal(asBot.url, `https://${seed.team.domain}.slack.com/`);
  assert.match(must(asBot.bot_id, "bot_id"), /^B/);
  const asAda = await ada.auth.test();
  assert.equal(asAda.user_id, ADA);
  assert.equal(asAda.user, "ada");
  assert.equal(asAda.bot_id, undefined);
  assert.equal((await bea.auth.test()).user_id, BEA);
});

check("an unknown token is invalid_auth, no token is not_authed", async () => {
  await failsWith(clientFor("xoxp-not-a-real-token").auth.test(), "invalid_auth");
  await failsWith(clientFor("xoxb-nope").conversations.list(), "invalid_auth");
  await failsWith(clientFor().auth.test(), "not_authed");
});

check("an unknown method is unknown_method", async () => {
  await failsWith(ada.apiCall("nope.nope"), "unknown_method");
});

check("team.info answers the seeded workspace", async () => {
  const { team } = await bea.team.info();
  assert.equal(team?.id, seed.team.id);
  assert.equal(team?.name, seed.team.name);
  assert.equal(team?.domain, seed.team.domain);
});

// ---- users ----

check("paginate(users.list, limit 2) walks every user once, over four pages", async () => {
  const pages = await pagesOf(bot, "users.list", { limit: 2 }, "members");
  assert.deepEqual(pages.map((p) => p.length), [2, 2, 2, 1]);
  const ids = pages.flat().map((u) => must(u.id, "user id"));
  assert.equal(new Set(ids).size, ids.length, `duplicates in ${ids}`);
  assert.deepEqual(sorted(ids), sorted(seed.users.map((u) => u.id)));
  const eve = pages.flat().find((u) => u.id === EVE);
  assert.equal(eve?.deleted, true);
});

check("users.info, users.lookupByEmail, users.profile.get and users.getPresence", async () => {
  const { user } = await ada.users.info({ user: BEA });
  assert.equal(user?.id, BEA);
  assert.equal(user?.name, "bea");
  assert.equal(user?.real_name, "Bea Rivers");
  assert.equal(user?.is_bot, false);
  assert.equal((await ada.users.info({ user: BOT })).user?.is_bot, true);
  assert.equal((await ada.users.info({ user: EVE })).user?.deleted, true);
  await failsWith(ada.users.info({ user: "U0NOPE" }), "user_not_found");

  assert.equal((await bot.users.lookupByEmail({ email: "ada@lab.example" })).user?.id, ADA);
  await failsWith(bot.users.lookupByEmail({ email: "nobody@lab.example" }), "users_not_found");

  const own = await ada.users.profile.get({});
  assert.equal(own.profile?.email, "ada@lab.example");
  assert.equal(own.profile?.real_name, "Ada Lovelace");
  assert.equal((await ada.users.profile.get({ user: BEA })).profile?.real_name, "Bea Rivers");

  assert.equal((await bot.users.getPresence({ user: BEA })).presence, "active");
  assert.equal((await bot.users.getPresence({ user: EVE })).presence, "away");
});

check("users.conversations lists a user's conversations the caller may see", async () => {
  const mine = await ada.users.conversations({ types: "public_channel,private_channel" });
  const ids = (mine.channels ?? []).map((c) => must(c.id, "id"));
  const expected = seed.conversations.filter((c) => !c.is_im && c.members.includes(ADA)).map((c) => c.id);
  assert.deepEqual(sorted(ids), sorted(expected));
  const publicOnly = await ada.users.conversations({});
  assert.ok((publicOnly.channels ?? []).every((c) => c.is_private === false), "public channels by default");
  // Bea is in #secret and the private bea-and-cy, which the bot cannot see.
  const beas = await bot.users.conversations({ user: BEA, types: "public_channel,private_channel" });
  const beaIds = (beas.channels ?? []).map((c) => c.id);
  assert.ok(beaIds.includes(HISTORY) && beaIds.includes(RANDOM));
  assert.ok(!beaIds.includes(SECRET) && !beaIds.includes(BEACY), `bot sees ${beaIds}`);
});

// ---- conversations: reading ----

check("paginate(conversations.list) walks every visible channel once; private ones only for members", async () => {
  const pages = await pagesOf(ada, "conversations.list", { types: "public_channel,private_channel", limit: 4 }, "channels");
  const visible = seed.conversations.filter((c) => !c.is_im && (!c.is_private || c.members.includes(ADA))).map((c) => c.id);
  assert.equal(visible.length, 9);
  assert.deepEqual(pages.map((p) => p.length), [4, 4, 1]);
  const ids = pages.flat().map((c) => must(c.id, "id"));
  assert.equal(new Set(ids).size, ids.length, `duplicates in ${ids}`);
  assert.deepEqual(sorted(ids), sorted(visible));
  const botPages = await pagesOf(bot, "conversations.list", { types: "public_channel,private_channel", limit: 3 }, "channels");
  const botIds = botPages.flat().map((c) => c.id);
  assert.ok(botIds.includes(BOTLAB) && !botIds.includes(SECRET) && !botIds.includes(BEACY), `bot lists ${botIds}`);
  const open = await ada.conversations.list({ types: "public_channel,private_channel", exclude_archived: true, limit: 100 });
  const openIds = (open.channels ?? []).map((c) => c.id);
  assert.ok(!openIds.includes(OLD) && openIds.includes(GENERAL));
});

check("conversations.info: a private channel the bot is not in is channel_not_found", async () => {
  const error = await failsWith(bot.conversations.info({ channel: SECRET }), "channel_not_found");
  assert.equal(error.code, "slack_webapi_platform_error");
  const { channel } = await ada.conversations.info({ channel: SECRET });
  assert.equal(channel?.id, SECRET);
  assert.equal(channel?.is_private, true);
  assert.equal(channel?.is_member, true);
  const general = await bot.conversations.info({ channel: GENERAL, include_num_members: true });
  assert.equal(general.channel?.name, "general");
  assert.equal(general.channel?.topic?.value, "Company-wide");
  assert.equal(general.channel?.num_members, 6);
  assert.equal((await ada.conversations.info({ channel: OLD })).channel?.is_archived, true);
  await failsWith(ada.conversations.info({ channel: "C0NOPE" }), "channel_not_found");
});

check("paginate(conversations.history, limit 5) walks 27 messages newest first, over six pages", async () => {
  /** @type {boolean[]} */
  const hasMore = [];
  /** @type {string[][]} */
  const pages = [];
  for await (const result of ada.paginate("conversations.history", { channel: HISTORY, limit: 5 })) {
    const page = /** @type {import("@slack/web-api").ConversationsHistoryResponse} */ (result);
    hasMore.push(page.has_more === true);
    pages.push(tsList(page.messages));
  }
  assert.deepEqual(pages.map((p) => p.length), [5, 5, 5, 5, 5, 2]);
  assert.deepEqual(hasMore, [true, true, true, true, true, false]);
  const all = pages.flat();
  assert.equal(new Set(all).size, all.length, "no duplicates");
  assert.deepEqual(all, [...historyTs].reverse());
});

check("conversations.history with oldest, latest and inclusive", async () => {
  const [oldest, latestTs] = [must(historyTs[3], "ts 3"), must(historyTs[8], "ts 8")];
  const exclusive = await ada.conversations.history({ channel: HISTORY, oldest, latest: latestTs });
  assert.deepEqual(tsList(exclusive.messages), historyTs.slice(4, 8).reverse());
  const inclusive = await ada.conversations.history({ channel: HISTORY, oldest, latest: latestTs, inclusive: true });
  assert.deepEqual(tsList(inclusive.messages), historyTs.slice(3, 9).reverse());
  const after = await ada.conversations.history({ channel: HISTORY, oldest: must(historyTs[24], "ts 24") });
  assert.deepEqual(tsList(after.messages), historyTs.slice(25).reverse());
  const first = await ada.conversations.history({ channel: HISTORY, latest: must(historyTs[2], "ts 2"), limit: 1 });
  assert.deepEqual(tsList(first.messages), [historyTs[1]]);
  assert.equal(first.has_more, true);
  const message = /** @type {WireMessage} */ (must(first.messages?.[0], "message"));
  assert.equal(message.user, "U0BEA");
  assert.equal(message.text, "history message 01");
});

check("a bot reads a public channel's history only as a member; join and leave", async () => {
  await failsWith(bot.conversations.history({ channel: RANDOM }), "not_in_channel");
  assert.deepEqual((await ada.conversations.history({ channel: RANDOM })).messages?.map((m) => m.text), ["random thoughts"]);
  const joined = await bot.conversations.join({ channel: RANDOM });
  assert.equal(joined.channel?.id, RANDOM);
  assert.equal(joined.channel?.is_member, true);
  assert.equal((await bot.conversations.history({ channel: RANDOM })).messages?.length, 1);
  const { client, warnings } = capturingClient(BOT_TOKEN);
  const again = await client.conversations.join({ channel: RANDOM });
  assert.equal(again.ok, true);
  assert.ok(warnings.some((w) => w.includes("already_in_channel")), `warnings: ${warnings}`);
  assert.equal((await bot.conversations.leave({ channel: RANDOM })).ok, true);
  await failsWith(bot.conversations.history({ channel: RANDOM }), "not_in_channel");
  await failsWith(bot.conversations.leave({ channel: RANDOM }), "not_in_channel");
  await failsWith(ada.conversations.leave({ channel: GENERAL }), "cant_leave_general");
  await failsWith(bot.conversations.join({ channel: SECRET }), "channel_not_found");
});

// ---- chat ----

check("chat.postMessage: authorship follows the token", async () => {
  const byAda = await ada.chat.postMessage({ channel: GENERAL, text: "posted by ada" });
  assert.equal(byAda.channel, GENERAL);
  assert.equal(byAda.message?.user, ADA);
  assert.equal(byAda.message?.text, "posted by ada");
  assert.equal(byAda.message?.bot_id, undefined);
  const byBea = await bea.chat.postMessage({ channel: GENERAL, text: "posted by bea" });
  assert.equal(byBea.message?.user, BEA);
  const byBot = await bot.chat.postMessage({ channel: GENERAL, text: "posted by the bot" });
  assert.equal(byBot.message?.user, BOT);
  assert.match(must(byBot.message?.bot_id, "bot_id"), /^B/);
  const [adaTs, beaTs, botTs] = [must(byAda.ts, "ts"), must(byBea.ts, "ts"), must(byBot.ts, "ts")];
  assert.ok(byTs(adaTs, beaTs) < 0 && byTs(beaTs, botTs) < 0, "timestamps increase");
  assert.ok(byTs("1700000000.000100", adaTs) < 0, "after the seeded messages");
  const newest = await latest(bea, GENERAL, 3);
  assert.deepEqual(newest.map((m) => [m.ts, m.user, m.text]), [
    [botTs, BOT, "posted by the bot"],
    [beaTs, BEA, "posted by bea"],
    [adaTs, ADA, "posted by ada"],
  ]);
  await failsWith(bot.chat.postMessage({ channel: SECRET, text: "let me in" }), "channel_not_found");
  await failsWith(bot.chat.postMessage({ channel: RANDOM, text: "not a member" }), "not_in_channel");
  await failsWith(ada.chat.postMessage({ channel: OLD, text: "too late" }), "is_archived");
});

check("thread replies update reply_count, reply_users and latest_reply", async () => {
  const before = await ada.conversations.replies({ channel: THREADS, ts: THREAD_PARENT });
  const seeded = /** @type {import("@slack/web-api").ConversationsRepliesResponse["messages"] & {}} */ (must(before.messages, "messages"));
  assert.deepEqual(seeded.map((m) => m.text), ["thread parent: lunch plans?", "pizza", "sushi"]);
  assert.equal(seeded[0]?.reply_count, 2);
  assert.deepEqual(seeded[0]?.reply_users, [BEA, BOT]);
  assert.equal(seeded[0]?.latest_reply, "1700100120.000100");

  const reply = await ada.chat.postMessage({ channel: THREADS, thread_ts: THREAD_PARENT, text: "tacos" });
  assert.equal(reply.message?.thread_ts, THREAD_PARENT);
  assert.equal(reply.message?.parent_user_id, ADA);
  // A reply to a reply lands in the parent's thread.
  const nested = await bea.chat.postMessage({ channel: THREADS, thread_ts: "1700100060.000100", text: "pizza again" });
  assert.equal(nested.message?.thread_ts, THREAD_PARENT);

  const after = await bea.conversations.replies({ channel: THREADS, ts: THREAD_PARENT });
  const thread = must(after.messages, "messages");
  assert.deepEqual(thread.map((m) => m.text), ["thread parent: lunch plans?", "pizza", "sushi", "tacos", "pizza again"]);
  const parent = must(thread[0], "parent");
  assert.equal(parent.reply_count, 4);
  assert.deepEqual(sorted(parent.reply_users ?? []), sorted([BEA, BOT, ADA]));
  assert.equal(parent.reply_users_count, 3);
  assert.equal(parent.latest_reply, nested.ts);
  assert.ok(thread.slice(1).every((m) => m.thread_ts === THREAD_PARENT));
  // Asking with a reply's ts answers the whole thread.
  assert.equal((await ada.conversations.replies({ channel: THREADS, ts: must(reply.ts, "ts") })).messages?.length, 5);
  // History shows the parent with its summary, not the replies.
  const history = await ada.conversations.history({ channel: THREADS });
  assert.deepEqual(history.messages?.map((m) => m.ts), [THREAD_PARENT]);
  assert.equal(history.messages?.[0]?.reply_count, 4);
  await failsWith(ada.chat.postMessage({ channel: THREADS, thread_ts: "1600000000.000100", text: "x" }), "thread_not_found");
});

check("reply_broadcast: the reply shows in history as thread_broadcast with its root", async () => {
  const broadcast = await bea.chat.postMessage({ channel: THREADS, thread_ts: THREAD_PARENT, text: "lunch at noon, everyone", reply_broadcast: true });
  const message = /** @type {WireMessage & { root?: { ts?: string } }} */ (must(broadcast.message, "message"));
  assert.equal(message.subtype, "thread_broadcast");
  assert.equal(message.thread_ts, THREAD_PARENT);
  assert.equal(message.root?.ts, THREAD_PARENT);
  const history = await latest(ada, THREADS);
  assert.deepEqual(history.map((m) => [m.ts, m.subtype]), [
    [broadcast.ts, "thread_broadcast"],
    [THREAD_PARENT, undefined],
  ]);
  const thread = await ada.conversations.replies({ channel: THREADS, ts: THREAD_PARENT });
  assert.equal(thread.messages?.[0]?.reply_count, 5);
  assert.equal(thread.messages?.at(-1)?.ts, broadcast.ts);
});

check("reactions.add, reactions.get, reactions.list and reactions.remove", async () => {
  const posted = await ada.chat.postMessage({ channel: GENERAL, text: "react to me" });
  const target = { channel: GENERAL, timestamp: must(posted.ts, "ts") };
  await ada.reactions.add({ ...target, name: "tada" });
  await bea.reactions.add({ ...target, name: "tada" });
  await bea.reactions.add({ ...target, name: ":eyes:" });
  await failsWith(ada.reactions.add({ ...target, name: "tada" }), "already_reacted");
  const got = await bot.reactions.get(target);
  assert.equal(got.type, "message");
  assert.equal(got.channel, GENERAL);
  assert.deepEqual(got.message?.reactions, [
    { name: "tada", users: [ADA, BEA], count: 2 },
    { name: "eyes", users: [BEA], count: 1 },
  ]);
  const listed = await bea.reactions.list();
  const items = must(listed.items, "items");
  assert.equal(items[0]?.message?.ts, posted.ts, "newest first");
  assert.ok(items.every((item) => item.message?.reactions?.some((r) => r.users?.includes(BEA))));
  // The seeded reaction: the bot waved at the welcome message.
  const botItems = (await bot.reactions.list({ user: BOT })).items ?? [];
  assert.deepEqual(botItems.map((item) => item.message?.text), ["Welcome to the lab"]);
  await ada.reactions.remove({ ...target, name: "tada" });
  await failsWith(ada.reactions.remove({ ...target, name: "tada" }), "no_reaction");
  const after = await ada.reactions.get(target);
  assert.deepEqual(after.message?.reactions?.map((r) => [r.name, r.count, r.users]), [["tada", 1, [BEA]], ["eyes", 1, [BEA]]]);
  await failsWith(ada.reactions.add({ channel: GENERAL, timestamp: "1600000000.000100", name: "tada" }), "message_not_found");
});

check("pins.add, pins.list and pins.remove", async () => {
  const posted = await ada.chat.postMessage({ channel: GENERAL, text: "pin me" });
  const target = { channel: GENERAL, timestamp: must(posted.ts, "ts") };
  await ada.pins.add(target);
  await failsWith(bea.pins.add(target), "already_pinned");
  const listed = await bea.pins.list({ channel: GENERAL });
  const items = /** @type {Array<{ type?: string; created_by?: string; message?: WireMessage }>} */ (must(listed.items, "items"));
  assert.deepEqual(items.map((item) => [item.type, item.message?.ts, item.created_by]), [["message", posted.ts, ADA]]);
  const history = await ada.conversations.history({ channel: GENERAL, limit: 1 });
  assert.equal(/** @type {{ pin_count?: number }} */ (history).pin_count, 1);
  await bea.pins.remove(target);
  await failsWith(bea.pins.remove(target), "not_pinned");
  assert.deepEqual((await ada.pins.list({ channel: GENERAL })).items, []);
});

check("chat.update and chat.delete follow authorship", async () => {
  const posted = await ada.chat.postMessage({ channel: GENERAL, text: "draft" });
  const ts = must(posted.ts, "ts");
  await failsWith(bea.chat.update({ channel: GENERAL, ts, text: "hijacked" }), "cant_update_message");
  const updated = await ada.chat.update({ channel: GENERAL, ts, text: "final" });
  assert.equal(updated.ts, ts);
  assert.equal(updated.text, "final");
  const [newest] = await latest(bea, GENERAL, 1);
  assert.equal(newest?.ts, ts);
  assert.equal(newest?.text, "final");
  assert.equal(/** @type {{ edited?: { user?: string } }} */ (newest).edited?.user, ADA);

  await failsWith(bea.chat.delete({ channel: GENERAL, ts }), "cant_delete_message");
  const deleted = await ada.chat.delete({ channel: GENERAL, ts });
  assert.equal(deleted.ts, ts);
  assert.ok(!(await latest(bea, GENERAL, 5)).some((m) => m.ts === ts), "gone from history");
  await failsWith(ada.chat.delete({ channel: GENERAL, ts }), "message_not_found");
  // An admin's user token may delete someone else's message.
  const beas = await bea.chat.postMessage({ channel: GENERAL, text: "oops" });
  await ada.chat.delete({ channel: GENERAL, ts: must(beas.ts, "ts") });
  await failsWith(bea.chat.update({ channel: GENERAL, ts: must(beas.ts, "ts"), text: "x" }), "message_not_found");
});

check("chat.getPermalink points at the world's host, and the link opens the message", async () => {
  const ts = must(historyTs[5], "ts");
  const { permalink, channel } = await bea.chat.getPermalink({ channel: HISTORY, message_ts: ts });
  assert.equal(channel, HISTORY);
  assert.equal(permalink, `${worldUrl}/archives/${HISTORY}/p${ts.replace(".", "")}`);
  const page = await fetch(permalink);
  assert.equal(page.status, 200);
  assert.match(page.headers.get("content-type") ?? "", /^text\/html/);
  const seeded = must(seed.messages.find((m) => m.ts === ts), "seeded message");
  assert.ok((await page.text()).includes(String(seeded.text)), "the page shows the message's text");
  const reply = await ada.chat.getPermalink({ channel: THREADS, message_ts: "1700100060.000100" });
  assert.equal(reply.permalink, `${worldUrl}/archives/${THREADS}/p1700100060000100?thread_ts=${THREAD_PARENT}&cid=${THREADS}`);
  await failsWith(bot.chat.getPermalink({ channel: SECRET, message_ts: "1699870000.000100" }), "channel_not_found");
});

check("chat.postEphemeral reaches one member and stays out of history", async () => {
  const before = tsList(await latest(ada, HISTORY, 3));
  const ephemeral = await bot.chat.postEphemeral({ channel: HISTORY, user: ADA, text: "only ada sees this" });
  assert.match(must(ephemeral.message_ts, "message_ts"), /^[0-9]{10}\.[0-9]{6}$/);
  assert.deepEqual(tsList(await latest(ada, HISTORY, 3)), before);
  await failsWith(bot.chat.postEphemeral({ channel: HISTORY, user: CY, text: "cy is not here" }), "user_not_in_channel");
  await failsWith(bot.chat.postEphemeral({ channel: SECRET, user: ADA, text: "x" }), "channel_not_found");
});

check("chat.scheduleMessage, chat.scheduledMessages.list and chat.deleteScheduledMessage", async () => {
  const now = Number(must((await bot.chat.postMessage({ channel: GENERAL, text: "what time is it?" })).ts, "ts").slice(0, 10));
  const postAt = now + 3600;
  const scheduled = await bot.chat.scheduleMessage({ channel: GENERAL, text: "stand-up in five", post_at: postAt });
  const id = must(scheduled.scheduled_message_id, "scheduled_message_id");
  assert.match(id, /^Q/);
  assert.equal(scheduled.channel, GENERAL);
  assert.equal(scheduled.post_at, postAt);
  assert.equal(scheduled.message?.text, "stand-up in five");
  assert.equal(scheduled.message?.user, BOT);
  const later = await bot.chat.scheduleMessage({ channel: HISTORY, text: "tomorrow", post_at: now + 86_400 });

  const listed = await bot.chat.scheduledMessages.list({ channel: GENERAL });
  assert.deepEqual(
    (listed.scheduled_messages ?? []).map((m) => [m.id, m.channel_id, m.post_at, m.text]),
    [[id, GENERAL, postAt, "stand-up in five"]],
  );
  const all = ((await bot.chat.scheduledMessages.list()).scheduled_messages ?? []).map((m) => m.id);
  assert.deepEqual(sorted(all.map(String)), sorted([id, must(later.scheduled_message_id, "id")]));
  assert.ok(!(await latest(ada, GENERAL, 5)).some((m) => m.text === "stand-up in five"), "not posted yet");
  await failsWith(bot.chat.scheduleMessage({ channel: GENERAL, text: "yesterday", post_at: now - 60 }), "time_in_past");

  await bot.chat.deleteScheduledMessage({ channel: GENERAL, scheduled_message_id: id });
  assert.deepEqual((await bot.chat.scheduledMessages.list({ channel: GENERAL })).scheduled_messages, []);
  await failsWith(bot.chat.deleteScheduledMessage({ channel: GENERAL, scheduled_message_id: id }), "invalid_scheduled_message_id");
});

check("a scheduled message is posted when its post_at comes", async () => {
  const now = Number(must((await bea.chat.postMessage({ channel: RANDOM, text: "see you soon" })).ts, "ts").slice(0, 10));
  const scheduled = await bea.chat.scheduleMessage({ channel: RANDOM, text: "soon is now", post_at: now + 2 });
  assert.ok(!(await latest(ada, RANDOM, 5)).some((m) => m.text === "soon is now"), "not before post_at");
  await new Promise((resolve) => setTimeout(resolve, 3200));
  const [delivered] = await latest(ada, RANDOM, 1);
  assert.equal(delivered?.text, "soon is now");
  assert.equal(delivered?.user, BEA);
  assert.equal(Number(delivered?.ts?.slice(0, 10)), now + 2);
  const pending = (await bea.chat.scheduledMessages.list({ channel: RANDOM })).scheduled_messages ?? [];
  assert.ok(!pending.some((m) => m.id === scheduled.scheduled_message_id), "no longer pending");
});

// ---- conversations: writing ----

/** @type {string} Set by the create case; the membership and archive cases use that channel. */
let createdId;
check("conversations.create, rename, setTopic and setPurpose", async () => {
  const created = await ada.conversations.create({ name: "e2e-project" });
  const channel = must(created.channel, "channel");
  createdId = must(channel.id, "id");
  assert.match(createdId, /^C[A-Z0-9]+$/);
  assert.equal(channel.name, "e2e-project");
  assert.equal(channel.creator, ADA);
  assert.equal(channel.is_private, false);
  assert.equal(channel.is_member, true);
  await failsWith(bea.conversations.create({ name: "e2e-project" }), "name_taken");
  await failsWith(bea.conversations.create({ name: "Has Spaces" }), "invalid_name_specials");

  const renamed = await ada.conversations.rename({ channel: createdId, name: "e2e-renamed" });
  assert.equal(renamed.channel?.name, "e2e-renamed");
  await failsWith(ada.conversations.rename({ channel: createdId, name: "general" }), "name_taken");

  const topic = await ada.conversations.setTopic({ channel: createdId, topic: "Ship it" });
  assert.equal(topic.channel?.topic?.value, "Ship it");
  const purpose = await ada.conversations.setPurpose({ channel: createdId, purpose: "End-to-end checks" });
  assert.equal(/** @type {{ purpose?: { value?: string } }} */ (purpose.channel)?.purpose?.value, "End-to-end checks");
  const info = await bea.conversations.info({ channel: createdId });
  assert.equal(info.channel?.name, "e2e-renamed");
  assert.equal(info.channel?.topic?.value, "Ship it");
  assert.equal(info.channel?.topic?.creator, ADA);
  assert.equal(info.channel?.purpose?.value, "End-to-end checks");
  assert.equal(info.channel?.is_member, false);
  await failsWith(bea.conversations.setTopic({ channel: createdId, topic: "not mine" }), "not_in_channel");
});

check("conversations.invite, members and kick", async () => {
  const invited = await ada.conversations.invite({ channel: createdId, users: `${BEA},${BOT}` });
  assert.equal(invited.channel?.id, createdId);
  const members = (await pagesOf(bea, "conversations.members", { channel: createdId, limit: 2 }, "members")).flat();
  assert.deepEqual(sorted(/** @type {string[]} */ (/** @type {unknown} */ (members))), sorted([ADA, BEA, BOT]));
  await failsWith(ada.conversations.invite({ channel: createdId, users: BEA }), "already_in_channel");
  await failsWith(ada.conversations.invite({ channel: createdId, users: "U0NOPE" }), "user_not_found");
  await failsWith(ada.conversations.kick({ channel: createdId, user: ADA }), "cant_kick_self");
  await ada.conversations.kick({ channel: createdId, user: BEA });
  assert.deepEqual(sorted((await ada.conversations.members({ channel: createdId })).members ?? []), sorted([ADA, BOT]));
  await failsWith(ada.conversations.kick({ channel: createdId, user: BEA }), "user_not_in_channel");
  await failsWith(bea.chat.postMessage({ channel: createdId, text: "still here?" }), "not_in_channel");
  assert.deepEqual(sorted((await ada.conversations.members({ channel: GENERAL })).members ?? []), sorted(must(seed.conversations.find((c) => c.id === GENERAL), "general").members));
});

check("conversations.archive and unarchive", async () => {
  await bot.conversations.archive({ channel: createdId });
  assert.equal((await ada.conversations.info({ channel: createdId })).channel?.is_archived, true);
  await failsWith(ada.chat.postMessage({ channel: createdId, text: "anyone?" }), "is_archived");
  await failsWith(ada.conversations.archive({ channel: createdId }), "already_archived");
  await failsWith(ada.conversations.archive({ channel: GENERAL }), "cant_archive_general");
  await ada.conversations.unarchive({ channel: createdId });
  assert.equal((await ada.conversations.info({ channel: createdId })).channel?.is_archived, false);
  await failsWith(ada.conversations.unarchive({ channel: createdId }), "not_archived");
  assert.equal((await ada.chat.postMessage({ channel: createdId, text: "back again" })).ok, true);
});

check("a private channel is invisible to non-members", async () => {
  const created = await bea.conversations.create({ name: "bea-private", is_private: true });
  const id = must(created.channel?.id, "id");
  assert.equal(created.channel?.is_private, true);
  await failsWith(ada.conversations.info({ channel: id }), "channel_not_found");
  await failsWith(ada.conversations.history({ channel: id }), "channel_not_found");
  await failsWith(ada.conversations.join({ channel: id }), "channel_not_found");
  const listed = await ada.conversations.list({ types: "public_channel,private_channel", limit: 100 });
  assert.ok(!(listed.channels ?? []).some((c) => c.id === id));
  await bea.conversations.invite({ channel: id, users: ADA });
  assert.equal((await ada.conversations.info({ channel: id })).channel?.is_member, true);
});

check("conversations.mark sets the caller's last_read", async () => {
  const ts = must(historyTs[10], "ts");
  await ada.conversations.mark({ channel: HISTORY, ts });
  assert.equal((await ada.conversations.info({ channel: HISTORY })).channel?.last_read, ts);
  assert.notEqual((await bea.conversations.info({ channel: HISTORY })).channel?.last_read, ts);
  await failsWith(bot.conversations.mark({ channel: RANDOM, ts }), "not_in_channel");
});

check("conversations.open finds or opens a direct message", async () => {
  const existing = await bot.conversations.open({ users: ADA });
  assert.equal(existing.channel?.id, BOT_ADA_DM);
  assert.equal(existing.already_open, true);
  const withIm = await bot.conversations.open({ users: ADA, return_im: true });
  assert.equal(withIm.channel?.is_im, true);
  assert.equal(withIm.channel?.user, ADA);
  assert.deepEqual((await ada.conversations.history({ channel: BOT_ADA_DM })).messages?.map((m) => m.text), ["hi ada"]);

  const opened = await bea.conversations.open({ users: CY });
  const dm = must(opened.channel?.id, "id");
  assert.match(dm, /^D/);
  assert.equal((await bea.conversations.open({ users: CY })).channel?.id, dm);
  await bea.chat.postMessage({ channel: dm, text: "hi cy" });
  assert.deepEqual((await bea.conversations.history({ channel: dm })).messages?.map((m) => [m.user, m.text]), [[BEA, "hi cy"]]);
  await failsWith(ada.conversations.info({ channel: dm }), "channel_not_found");
  // Neither users nor channel: the typed method refuses this at compile time, so ask through apiCall.
  await failsWith(ada.apiCall("conversations.open", {}), "users_list_not_supplied");
});

check("conversations.open with several users opens one multi-person DM", async () => {
  const opened = await ada.conversations.open({ users: `${BEA},${CY}` });
  const id = must(opened.channel?.id, "id");
  assert.match(id, /^[CG]/);
  assert.equal((await bea.conversations.open({ users: `${ADA},${CY}` })).channel?.id, id, "the same group for the same people");
  const { channel } = await ada.conversations.info({ channel: id });
  assert.equal(channel?.is_mpim, true);
  assert.equal(channel?.is_private, true);
  assert.deepEqual(sorted((await bea.conversations.members({ channel: id })).members ?? []), sorted([ADA, BEA, CY]));
  await ada.chat.postMessage({ channel: id, text: "hello both" });
  assert.deepEqual((await bea.conversations.history({ channel: id })).messages?.map((m) => [m.user, m.text]), [[ADA, "hello both"]]);
  await failsWith(bot.conversations.info({ channel: id }), "channel_not_found");
  const listed = await ada.conversations.list({ types: "mpim" });
  assert.deepEqual(listed.channels?.map((c) => c.id), [id]);
});

check("chat.postMessage to a user id posts in the DM with that user", async () => {
  const posted = await bot.chat.postMessage({ channel: BEA, text: "a word in private" });
  const dm = must(posted.channel, "channel");
  assert.match(dm, /^D/);
  assert.equal(posted.message?.user, BOT);
  assert.equal((await bot.conversations.open({ users: BEA })).channel?.id, dm);
  assert.deepEqual((await bea.conversations.history({ channel: dm })).messages?.map((m) => [m.user, m.text]), [[BOT, "a word in private"]]);
  const again = await bot.chat.postMessage({ channel: ADA, text: "hello again" });
  assert.equal(again.channel, BOT_ADA_DM);
});

// ---- bookmarks, user groups, search ----

check("bookmarks.add, edit, list and remove", async () => {
  const added = await ada.bookmarks.add({ channel_id: HISTORY, title: "Runbook", type: "link", link: "https://example.com/runbook", emoji: ":book:" });
  const bookmark = must(added.bookmark, "bookmark");
  const id = must(bookmark.id, "id");
  assert.match(id, /^Bk/);
  assert.equal(bookmark.channel_id, HISTORY);
  assert.equal(bookmark.title, "Runbook");
  assert.equal(bookmark.link, "https://example.com/runbook");
  assert.equal(bookmark.type, "link");
  assert.equal(bookmark.emoji, ":book:");
  assert.equal(bookmark.last_updated_by_user_id, ADA);
  const second = await bea.bookmarks.add({ channel_id: HISTORY, title: "Dashboard", type: "link", link: "https://example.com/dash" });

  const listed = await bot.bookmarks.list({ channel_id: HISTORY });
  assert.deepEqual(sorted((listed.bookmarks ?? []).map((b) => String(b.id))), sorted([id, must(second.bookmark?.id, "id")]));
  const edited = await bea.bookmarks.edit({ channel_id: HISTORY, bookmark_id: id, title: "Runbook v2" });
  assert.equal(edited.bookmark?.id, id);
  assert.equal(edited.bookmark?.title, "Runbook v2");
  assert.equal(edited.bookmark?.link, "https://example.com/runbook");
  assert.equal(edited.bookmark?.last_updated_by_user_id, BEA);
  assert.equal((await ada.bookmarks.list({ channel_id: HISTORY })).bookmarks?.find((b) => b.id === id)?.title, "Runbook v2");

  await ada.bookmarks.remove({ channel_id: HISTORY, bookmark_id: id });
  assert.deepEqual((await ada.bookmarks.list({ channel_id: HISTORY })).bookmarks?.map((b) => b.id), [second.bookmark?.id]);
  await failsWith(ada.bookmarks.add({ channel_id: HISTORY, title: "Bad", type: "link", link: "ftp://example.com" }), "invalid_link");
  await failsWith(bot.bookmarks.add({ channel_id: SECRET, title: "x", type: "link", link: "https://example.com" }), "channel_not_found");
});

check("usergroups.list and usergroups.users.list", async () => {
  const withUsers = await ada.usergroups.list({ include_users: true, include_count: true });
  const groups = must(withUsers.usergroups, "usergroups");
  assert.deepEqual(sorted(groups.map((g) => String(g.id))), ["S0ENG", "S0OPS"]);
  const eng = must(groups.find((g) => g.id === "S0ENG"), "S0ENG");
  assert.equal(eng.handle, "eng");
  assert.equal(eng.name, "Engineering");
  assert.equal(eng.team_id, seed.team.id);
  assert.equal(eng.is_usergroup, true);
  assert.deepEqual(sorted(eng.users ?? []), [ADA, BEA]);
  assert.equal(Number(eng.user_count), 2);
  const plain = await bot.usergroups.list();
  const plainEng = plain.usergroups?.find((g) => g.id === "S0ENG");
  assert.equal(plainEng?.handle, "eng");
  assert.equal(plainEng?.users, undefined, "users only with include_users");
  assert.equal(plainEng?.user_count, undefined, "user_count only with include_count");

  assert.deepEqual(sorted((await bot.usergroups.users.list({ usergroup: "S0ENG" })).users ?? []), [ADA, BEA]);
  assert.deepEqual((await bot.usergroups.users.list({ usergroup: "S0OPS" })).users, [CY]);
  await failsWith(bot.usergroups.users.list({ usergroup: "S0NOPE" }), "no_such_subteam");
});

check("usergroups.create, update, users.update, disable and enable change the workspace's groups", async () => {
  const created = await ada.usergroups.create({ name: "Support", handle: "support-team", description: "First line", channels: SUPPORT, include_count: true });
  const group = must(created.usergroup, "usergroup");
  const id = must(group.id, "id");
  assert.match(id, /^S/);
  assert.equal(group.name, "Support");
  assert.equal(group.handle, "support-team");
  assert.equal(group.created_by, ADA);
  assert.equal(group.date_delete, 0);
  assert.deepEqual(group.prefs?.channels, [SUPPORT]);
  assert.deepEqual(group.users, []);
  await failsWith(bea.usergroups.create({ name: "support" }), "name_already_exists");
  await failsWith(bea.usergroups.create({ name: "Other", handle: "eng" }), "handle_already_exists");
  await failsWith(bea.usergroups.create({ name: "Other", handle: "general" }), "handle_already_exists");

  const updated = await bea.usergroups.update({ usergroup: id, name: "Support Desk", description: "First and second line" });
  assert.equal(updated.usergroup?.name, "Support Desk");
  assert.equal(updated.usergroup?.handle, "support-team");
  assert.equal(updated.usergroup?.updated_by, BEA);
  await failsWith(bea.usergroups.update({ usergroup: "S0NOPE", name: "x" }), "no_such_subteam");

  // The client sends a list as a comma-separated string, as Slack's documentation shows.
  const members = await ada.usergroups.users.update({ usergroup: id, users: [BEA, CY].join(","), include_count: true });
  assert.deepEqual(sorted(members.usergroup?.users ?? []), [BEA, CY]);
  const counted = (await bot.usergroups.list({ include_count: true })).usergroups?.find((g) => g.id === id);
  assert.equal(Number(counted?.user_count), 2);
  assert.deepEqual(sorted((await bot.usergroups.users.list({ usergroup: id })).users ?? []), [BEA, CY]);
  await failsWith(ada.usergroups.users.update({ usergroup: id, users: EVE }), "invalid_users");
  await failsWith(ada.usergroups.users.update({ usergroup: id, users: BOT }), "invalid_user");

  const disabled = await ada.usergroups.disable({ usergroup: id });
  assert.ok(Number(disabled.usergroup?.date_delete) > 0);
  assert.equal(disabled.usergroup?.deleted_by, ADA);
  assert.ok(!(await bot.usergroups.list()).usergroups?.some((g) => g.id === id), "a disabled group is hidden");
  assert.ok((await bot.usergroups.list({ include_disabled: true })).usergroups?.some((g) => g.id === id));
  const enabled = await bea.usergroups.enable({ usergroup: id });
  assert.equal(enabled.usergroup?.date_delete, 0);
  assert.ok((await bot.usergroups.list()).usergroups?.some((g) => g.id === id && g.name === "Support Desk"));
});

check("users.profile.set changes a profile that users.profile.get and users.info read back", async () => {
  const own = await bea.users.profile.set({ profile: { status_text: "On call", status_emoji: ":pager:", title: "Support Engineer" } });
  assert.equal(own.username, "bea");
  assert.equal(own.profile?.status_text, "On call");
  assert.equal((await ada.users.profile.get({ user: BEA })).profile?.title, "Support Engineer");
  // An admin may change another member's profile; a member may not.
  await ada.users.profile.set({ user: FAY, name: "title", value: "Designer" });
  assert.equal((await bot.users.info({ user: FAY })).user?.profile?.title, "Designer");
  await failsWith(bea.users.profile.set({ user: FAY, name: "title", value: "x" }), "not_admin");
  await failsWith(bot.users.profile.set({ name: "title", value: "x" }), "not_allowed_token_type");
  await failsWith(bea.users.profile.set({ profile: { no_such_field: "x" } }), "invalid_profile");
});

check("search.messages with in:, from:, a quoted phrase, before: and after:", async () => {
  /** @param {WebClient} client @param {string} query */
  const search = async (client, query) => {
    const answer = await client.search.messages({ query, sort: "timestamp", sort_dir: "asc", count: 100 });
    assert.equal(answer.query, query);
    const matches = answer.messages?.matches ?? [];
    assert.equal(answer.messages?.total, matches.length, `${query}: total`);
    return matches.map((m) => [m.channel?.id, m.ts, m.user, m.text]);
  };
  const [q4, q16, q18] = [historyTs[4], historyTs[16], historyTs[18]];
  const secret = [SECRET, "1699870000.000100", BEA, "quarterly secret numbers"];
  const h4 = [HISTORY, q4, BEA, "the quarterly report is ready"];
  const h16 = [HISTORY, q16, BEA, "quarterly planning moved to Friday"];
  const h18 = [HISTORY, q18, ADA, "ada says the quarterly numbers look fine"];
  // Ada sees #history and #secret, not Bea and Cy's private channel.
  assert.deepEqual(await search(ada, "quarterly"), [secret, h4, h16, h18]);
  assert.deepEqual((await search(bea, "quarterly")).length, 5);
  assert.deepEqual(await search(ada, "quarterly in:#history"), [h4, h16, h18]);
  assert.deepEqual(await search(ada, "quarterly from:@bea"), [secret, h4, h16]);
  assert.deepEqual(await search(ada, `quarterly from:<@${ADA}>`), [h18]);
  assert.deepEqual(await search(ada, '"report is ready"'), [h4]);
  assert.deepEqual(await search(ada, "quarterly after:2023-11-14"), [h16, h18]);
  assert.deepEqual(await search(ada, "quarterly before:2023-11-15"), [secret, h4]);
  assert.deepEqual(await search(ada, "quarterly -planning in:#history"), [h4, h18]);
  const second = await ada.search.messages({ query: "quarterly", sort: "timestamp", sort_dir: "asc", count: 2, page: 2 });
  assert.deepEqual(second.messages?.matches?.map((m) => m.ts), [q16, q18]);
  assert.deepEqual(second.messages?.paging, { count: 2, total: 4, page: 2, pages: 2 });
  const answer = await ada.search.messages({ query: '"report is ready"' });
  const match = must(answer.messages?.matches?.[0], "match");
  assert.equal(match.channel?.name, "history");
  assert.equal(match.permalink, `${worldUrl}/archives/${HISTORY}/p${String(q4).replace(".", "")}`);
  await failsWith(bot.search.messages({ query: "quarterly" }), "not_allowed_token_type");
});

// ---- files ----

const NOTES = Buffer.from("Meeting notes\n\u00e9t\u00e9 \u2713 \u0000\u00ff binary tail\n", "utf8");
check("filesUploadV2 shares a Buffer with an initial comment; files.info, files.list, download and files.delete", async () => {
  const uploaded = await ada.filesUploadV2({ channel_id: HISTORY, file: NOTES, filename: "notes.txt", title: "Meeting notes", initial_comment: "here are the notes" });
  const completion = /** @type {Array<{ files?: Array<{ id?: string }> }>} */ (uploaded.files);
  const fileId = must(completion[0]?.files?.[0]?.id, "file id");
  assert.match(fileId, /^F/);

  const { file } = await bea.files.info({ file: fileId });
  assert.equal(file?.id, fileId);
  assert.equal(file?.name, "notes.txt");
  assert.equal(file?.title, "Meeting notes");
  assert.equal(file?.size, NOTES.length);
  assert.equal(file?.user, ADA);
  assert.deepEqual(file?.channels, [HISTORY]);

  const listed = await bea.files.list({ channel: HISTORY });
  assert.deepEqual(listed.files?.map((f) => f.id), [fileId]);

  const [shared] = await latest(bea, HISTORY, 1);
  assert.equal(shared?.user, ADA);
  assert.equal(shared?.text, "here are the notes");
  assert.deepEqual(shared?.files?.map((f) => f.id), [fileId]);

  const download = await fetch(must(file?.url_private, "url_private"), { headers: { authorization: `Bearer ${BEA_TOKEN}` } });
  assert.equal(download.status, 200);
  assert.deepEqual(Buffer.from(await download.arrayBuffer()), NOTES);

  await failsWith(bea.files.delete({ file: fileId }), "cant_delete_file");
  await ada.files.delete({ file: fileId });
  // Slack documents both for a deleted file.
  await failsWith(bea.files.info({ file: fileId }), ["file_deleted", "file_not_found"]);
  assert.deepEqual((await bea.files.list({ channel: HISTORY })).files, []);
});

check("files.getUploadURLExternal, a raw-bytes upload and files.completeUploadExternal into a thread", async () => {
  const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 7) % 256));
  const url = await ada.files.getUploadURLExternal({ filename: "data.bin", length: bytes.length });
  const uploadUrl = must(url.upload_url, "upload_url");
  const fileId = must(url.file_id, "file_id");
  assert.match(fileId, /^F/);
  const posted = await realFetch(uploadUrl, { method: "POST", body: bytes, headers: { "content-type": "application/octet-stream" } });
  assert.equal(posted.status, 200);
  const completed = await ada.files.completeUploadExternal({ files: [{ id: fileId, title: "Raw data" }], channel_id: THREADS, thread_ts: THREAD_PARENT });
  assert.deepEqual(completed.files?.map((f) => [f.id, f.title]), [[fileId, "Raw data"]]);

  const info = await bea.files.info({ file: fileId });
  assert.equal(info.file?.size, bytes.length);
  assert.equal(info.file?.name, "data.bin");
  const thread = await bea.conversations.replies({ channel: THREADS, ts: THREAD_PARENT });
  const last = /** @type {WireMessage | undefined} */ (thread.messages?.at(-1));
  assert.equal(last?.user, ADA);
  assert.deepEqual(last?.files?.map((f) => f.id), [fileId]);
  const download = await fetch(must(info.file?.url_private_download, "url_private_download"), { headers: { authorization: `Bearer ${ADA_TOKEN}` } });
  assert.deepEqual(Buffer.from(await download.arrayBuffer()), bytes);
  const mine = await ada.files.list({ user: ADA });
  assert.ok((mine.files ?? []).some((f) => f.id === fileId));
  await failsWith(ada.files.completeUploadExternal({ files: [{ id: "F0NOPE" }] }), "file_not_found");

  // "Files can be sent as raw bytes": also without a content type, as Node's fetch sends a Buffer.
  const bare = await bea.files.getUploadURLExternal({ filename: "bare.bin", length: 3 });
  const bareUpload = await realFetch(must(bare.upload_url, "upload_url"), { method: "POST", body: Buffer.from([1, 2, 3]) });
  assert.equal(bareUpload.status, 200);
  const bareAnswer = await bareUpload.text();
  assert.ok(!bareAnswer.includes('"ok":false'), `the files host answered ${bareAnswer}`);
  const bareDone = await bea.files.completeUploadExternal({ files: [{ id: must(bare.file_id, "file_id") }] });
  assert.equal(bareDone.files?.[0]?.size, 3);
});

// ---- bounds ----

check("oversized requests are platform errors the client does not retry: long searches, 51 blocks, blocks 100 deep, big files", async () => {
  // The client logs response_metadata.messages; they are checked here rather than printed.
  const { client: ada, warnings } = capturingClient(ADA_TOKEN);
  const terms = Array.from({ length: 51 }, (_, i) => `w${i}`).join(" ");
  const search = await failsWith(ada.search.messages({ query: terms }), "invalid_arguments");
  const detail = /** @type {{ response_metadata?: { messages?: string[] } } | undefined} */ (search.data);
  assert.deepEqual(detail?.response_metadata?.messages, ["[ERROR] the query has 51 terms; at most 50 are allowed [json-pointer:/query]"]);
  await failsWith(ada.search.messages({ query: "x".repeat(1001) }), "invalid_arguments");
  const blocks = Array.from({ length: 51 }, (_, i) => ({ type: "section", text: { type: "mrkdwn", text: `b${i}` } }));
  await failsWith(ada.chat.postMessage({ channel: GENERAL, text: "x", blocks }), "invalid_blocks");
  /** @type {any} */
  let deep = { type: "text", text: "leaf" };
  for (let i = 0; i < 100; i++) deep = { type: "rich_text_section", elements: [deep] }; // the client itself cannot serialise 5,000 levels
  await failsWith(ada.chat.postMessage({ channel: GENERAL, text: "x", blocks: [{ type: "rich_text", elements: [deep] }] }), "invalid_blocks");
  await failsWith(ada.files.getUploadURLExternal({ filename: "big.bin", length: 2 * 1024 * 1024 + 1 }), "invalid_arguments");
  assert.ok(warnings.some((w) => w.includes("blocks nest deeper than 32 levels")), warnings.join("\n"));
});

// ---- coverage ----

check("every method in SLACK_METHODS was called through the client", () => {
  const seen = [...called].filter((m) => m !== "nope.nope");
  assert.deepEqual(seen.filter((m) => !slackMethods.includes(m)), [], "only SLACK_METHODS");
  assert.deepEqual(slackMethods.filter((m) => !called.has(m)), [], "methods never called");
  assert.equal(slackMethods.length, 58);
});

await suite.run();
