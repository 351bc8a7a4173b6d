import { expect, test } from "bun:test";
import { parseSearchQuery } from "./search-query.ts";
import { matchesSearch, type MatchContext } from "./search-match.ts";
import { normalizeSlackSeed } from "./seed.ts";
import { ACME_SEED, testContext } from "./test-context.ts";

const world = normalizeSlackSeed({
  ...ACME_SEED,
  conversations: [...ACME_SEED.conversations, { id: "C0RANDOM", name: "random", members: ["U0ADA"] }, { id: "D0ADA", is_im: true, user: "U0ADA", members: ["U0ADA", "U0BOT"] }],
  messages: [
    ...ACME_SEED.messages,
    { channel: "C0RANDOM", user: "U0ADA", text: "The quarterly report is at https://acme.example/q3", ts: "1709640000.000100" },
    { channel: "D0ADA", user: "U0BOT", text: "Your report is ready", ts: "1709726400.000100" },
  ],
}, testContext());
const users = new Map(world.users?.map((row) => [row.id, row.record]));
const conversations = new Map(world.conversations?.map((row) => [row.id, row.record]));
const messages = world.messages?.map((row) => row.record) ?? [];

function search(query: string, viewer = "U0ADA"): string[] {
  const parsed = parseSearchQuery(query, { now: new Date("2024-03-06T10:00:00Z") });
  return messages.filter((message) => {
    const ctx: MatchContext = { conversation: conversations.get(String(message.channel)) ?? {}, user: (id) => users.get(id), viewer };
    return matchesSearch(parsed, message, ctx);
  }).map((message) => String(message.text));
}

test("words match whole words, case-insensitively; a trailing * matches a prefix", () => {
  expect(search("REPORT")).toEqual(["The quarterly report is at https://acme.example/q3", "Your report is ready"]);
  expect(search("rep")).toEqual([]);
  expect(search("rep*")).toHaveLength(2);
  expect(search("welcome thanks")).toEqual([]);
});

test("quoted phrases need the words in order; -word and -\"phrase\" exclude", () => {
  expect(search('"quarterly report"')).toHaveLength(1);
  expect(search('"report quarterly"')).toEqual([]);
  expect(search("report -quarterly")).toEqual(["Your report is ready"]);
  expect(search('report -"is ready"')).toEqual(["The quarterly report is at https://acme.example/q3"]);
});

test("in:#channel, in:<#C…>, in:@user (direct messages) and from:@user / from:<@U…> / from:me", () => {
  expect(search("in:#random")).toHaveLength(1);
  expect(search("in:<#C0GENERAL|general>")).toEqual(["Welcome!", "Thanks"]);
  expect(search("in:@ada")).toEqual(["Your report is ready"]);
  expect(search("from:@helper")).toEqual(["Thanks", "Your report is ready"]);
  expect(search("from:<@U0ADA> report")).toHaveLength(1);
  expect(search("from:me", "U0BOT")).toEqual(["Thanks", "Your report is ready"]);
});

test("has:link, has:reaction, has::emoji:", () => {
  expect(search("has:link")).toHaveLength(1);
  expect(search("has:reaction")).toEqual(["Welcome!"]);
  expect(search("has::wave:")).toEqual(["Welcome!"]);
  expect(search("has::tada:")).toEqual([]);
});

test("before:, after: and on: bound by whole UTC days", () => {
  // the seeded reply "Thanks" has no ts, so it took the clock's: 2024-03-05T12:00Z
  expect(search("on:2024-03-05")).toEqual(["Thanks", "The quarterly report is at https://acme.example/q3"]);
  expect(search("after:2024-03-05")).toEqual(["Your report is ready"]);
  expect(search("before:2024-03-05")).toEqual(["Welcome!"]);
  expect(search("on:yesterday")).toEqual(search("on:2024-03-05"));
  expect(parseSearchQuery("on:2024-02-30").phrases).toEqual([["on", "2024", "02", "30"]]); // not a date: plain text
});

test("the parser's output for a mixed query", () => {
  expect(parseSearchQuery('budget "next quarter" -draft in:#general from:@ada has:link has::eyes: before:2024-01-31')).toEqual({
    words: ["budget"], phrases: [["next", "quarter"]], excluded: [["draft"]], inChannels: ["general"], inUsers: [], fromUsers: ["ada"],
    hasLink: true, hasReaction: false, hasPin: false, reactions: ["eyes"], before: Date.UTC(2024, 0, 31) / 1000,
  });
});

test("parsing and matching stay linear on hostile input", () => {
  const hostile = `${"a".repeat(50_000)} ${'"'.repeat(10_001)} ${"-".repeat(20_000)} ${"in:".repeat(5000)} ${"(a+)+$ ".repeat(2000)}`;
  const started = performance.now();
  const parsed = parseSearchQuery(hostile);
  matchesSearch(parsed, { text: "a ".repeat(50_000), ts: "1700000000.000100" }, { conversation: {}, user: () => undefined, viewer: "U0ADA" });
  expect(performance.now() - started).toBeLessThan(1000);
});
