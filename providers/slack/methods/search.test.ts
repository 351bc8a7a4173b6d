import { expect, test } from "bun:test";
import { readReferenceJson } from "../../../tests/reference/reference-file.ts";
import { chatPostMessage } from "./chat.ts";
import { errorOf, world } from "./fixture.ts";
import { pinsAdd } from "./pins.ts";
import { searchMessages } from "./search.ts";
import { HIGHLIGHT_END, HIGHLIGHT_START } from "./search-render.ts";

type Obj = Record<string, any>;

/** A world with messages in a public channel Ada is not in (#random has Ada; G0SECRET hides from her). */
function searchWorld() {
  const w = world();
  chatPostMessage(w.as("U0ADA", { channel: "C0RANDOM", text: "The launch plan is ready: https://acme.example/plan" }));
  chatPostMessage(w.as("U0BEA", { channel: "G0SECRET", text: "secret launch budget" }));
  chatPostMessage(w.as("U0BOT", { channel: "C0GENERAL", text: "launch launch launch" }));
  return w;
}
const texts = (answer: Obj): string[] => answer.messages.matches.map((m: Obj) => m.text);

// No recorded sample: the keys are checked against Slack's documented example (the 2021 OpenAPI
// document's search.messages example) and @slack/web-api 8.2.0's SearchMessagesResponse types.
const example = readReferenceJson<Obj>("slack/slack-web-openapi-subset.json").paths["/search.messages"].get.responses["200"].examples["application/json"];
const SDK_CHANNEL_KEYS = ["is_archived", "is_channel", "is_group", "is_im", "user"];
const SDK_MATCH_KEYS = ["blocks", "attachments", "files"];

test("search.messages answers Slack's shape: query, messages.{total, pagination, paging, matches}", () => {
  const answer = searchMessages(searchWorld().as("U0ADA", { query: "launch" }));
  expect(Object.keys(answer).sort()).toEqual(Object.keys(example).sort());
  expect(Object.keys(answer.messages as Obj).sort()).toEqual(Object.keys(example.messages).sort());
  const match = (answer.messages as Obj).matches[0];
  const exampleMatch = example.messages.matches[0];
  expect(Object.keys(match).filter((k) => !(k in exampleMatch) && !SDK_MATCH_KEYS.includes(k))).toEqual([]);
  expect(Object.keys(match.channel).filter((k) => !(k in exampleMatch.channel) && !SDK_CHANNEL_KEYS.includes(k))).toEqual([]);
  expect(Object.keys((answer.messages as Obj).pagination).sort()).toEqual(Object.keys(example.messages.pagination).sort());
  expect(Object.keys((answer.messages as Obj).paging).sort()).toEqual(Object.keys(example.messages.paging).sort());
  expect(match).toMatchObject({ type: "message", team: "T0ACME", user: "U0BOT", username: "helper", text: "launch launch launch", channel: { id: "C0GENERAL", name: "general", is_private: false } });
  expect(match.iid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(match.permalink).toBe(`https://acme.slack.com/archives/C0GENERAL/p${match.ts.replace(".", "")}`);
});

test("only conversations the caller can see; a bot token is not_allowed_token_type; an MCP tool may search", () => {
  const w = searchWorld();
  expect(texts(searchMessages(w.as("U0ADA", { query: "launch", sort: "timestamp" })))).toHaveLength(2);
  expect(texts(searchMessages(w.as("U0BEA", { query: "launch budget" })))).toEqual(["secret launch budget"]);
  expect(errorOf(() => searchMessages(w.as("U0BOT", { query: "launch" })))).toBe("not_allowed_token_type");
  expect(texts(searchMessages({ ...w.as("U0BOT", { query: "budget" }), viaTool: true }))).toEqual(["secret launch budget"]);
  expect(errorOf(() => searchMessages(w.as("U0ADA")))).toBe("invalid_arguments");
});

test("sort=score puts the best match first; sort=timestamp and sort_dir order by time", () => {
  const w = searchWorld();
  expect(texts(searchMessages(w.as("U0ADA", { query: "launch" })))[0]).toBe("launch launch launch");
  const byTime = texts(searchMessages(w.as("U0ADA", { query: "launch", sort: "timestamp", sort_dir: "asc" })));
  expect(byTime).toEqual(["The launch plan is ready: https://acme.example/plan", "launch launch launch"]);
  expect(texts(searchMessages(w.as("U0ADA", { query: "launch", sort: "timestamp" })))).toEqual([...byTime].reverse());
});

test("modifiers: in:, from:, has:link, has:pin, on:", () => {
  const w = searchWorld();
  expect(texts(searchMessages(w.as("U0ADA", { query: "launch in:#random" })))).toHaveLength(1);
  expect(texts(searchMessages(w.as("U0ADA", { query: "from:@helper" })))).toEqual(["launch launch launch", "Thanks"]);
  expect(texts(searchMessages(w.as("U0ADA", { query: "has:link" })))).toHaveLength(1);
  expect(texts(searchMessages(w.as("U0ADA", { query: "has:pin" })))).toEqual([]);
  pinsAdd(w.as("U0ADA", { channel: "C0GENERAL", timestamp: "1700000100.000100" }));
  expect(texts(searchMessages(w.as("U0ADA", { query: "has:pin" })))).toEqual(["Welcome!"]);
  expect(texts(searchMessages(w.as("U0ADA", { query: '"plan is ready" on:2024-03-05' })))).toHaveLength(1);
  // in:@user is the caller's im with that user, whoever opened it.
  chatPostMessage(w.as("U0BEA", { channel: "U0ADA", text: "a word in private" }));
  expect(texts(searchMessages(w.as("U0ADA", { query: "in:@bea" })))).toEqual(["a word in private"]);
  expect(texts(searchMessages(w.as("U0BEA", { query: "in:@ada word" })))).toEqual(["a word in private"]);
});

test("highlight=true wraps each matched word in Slack's markers", () => {
  const answer = searchMessages(searchWorld().as("U0ADA", { query: "launch plan", highlight: "true" }));
  expect(texts(answer)).toEqual([`The ${HIGHLIGHT_START}launch${HIGHLIGHT_END} ${HIGHLIGHT_START}plan${HIGHLIGHT_END} is ready: https://acme.example/plan`]);
});

test("page/count paging, and cursor paging from *", () => {
  const w = searchWorld();
  for (let i = 0; i < 5; i++) chatPostMessage(w.as("U0ADA", { channel: "C0RANDOM", text: `launch note ${i}` }));
  const second = searchMessages(w.as("U0ADA", { query: "launch", count: "3", page: "2", sort: "timestamp" })).messages as Obj;
  expect(second.paging).toEqual({ count: 3, total: 7, page: 2, pages: 3 });
  expect(second.pagination).toEqual({ total_count: 7, page: 2, per_page: 3, page_count: 3, first: 4, last: 6 });
  expect(second.matches).toHaveLength(3);
  const first = searchMessages(w.as("U0ADA", { query: "launch", count: "4", cursor: "*" }));
  const next = (first.response_metadata as Obj).next_cursor;
  expect(next).not.toBe("");
  const rest = searchMessages(w.as("U0ADA", { query: "launch", count: "4", cursor: next }));
  expect((rest.messages as Obj).matches).toHaveLength(3);
  expect(rest.response_metadata).toEqual({ next_cursor: "" });
  expect(errorOf(() => searchMessages(w.as("U0ADA", { query: "launch", cursor: "bogus" })))).toBe("invalid_cursor");
});
