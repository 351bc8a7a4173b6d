import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import SwaggerParser from "@apidevtools/swagger-parser";
import { createLoadedPack } from "../../core/pack/loaded-pack.ts";
import { FIXTURE_PACKS, startTestService, type TestService } from "../../tests/support/test-service.ts";
import pack from "./pack.ts";
import { METHODS_SEED } from "./methods/fixture.ts";
import { trimTrailingSlashes } from "../../core/http/trim-trailing-slashes.ts";

let t: TestService;
let url: string;

beforeAll(async () => {
  t = await startTestService({ extraPacks: FIXTURE_PACKS });
  url = trimTrailingSlashes((await t.createSnapshot("slack", { seed: METHODS_SEED })).url);
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
async function api(method: string, fields: Record<string, string> = {}, token?: string | null): Promise<Record<string, any>> {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (token !== undefined) headers.authorization = token === null ? "" : `Bearer ${token}`;
  const response = await t.mock(`${url}/api/${method}`, { method: "POST", body: form(fields), headers });
  expect(response.status).toBe(200);
  return response.json();
}
const BOT = "xoxb-acme-helper";
const ADA = "xoxp-acme-ada";
const BEA = "xoxp-acme-bea";

describe("the pack definition", () => {
  test("passes the loader's checks", () => {
    const loaded = createLoadedPack(pack, "providers/slack/pack.ts");
    expect(loaded).toBeDefined();
  });
  test("its OpenAPI document is valid", async () => {
    await SwaggerParser.validate(structuredClone(pack.openapi) as never);
  });
  test("tokens and auth are private; the collections handlers fill exist from the start", () => {
    expect(pack.private).toEqual(["tokens", "auth", "file_uploads", "file_contents"]);
    const ctx = { config: undefined, clock: { now: () => new Date("2024-03-05T12:00:00Z") }, ids: { next: () => 1, random: () => 0.5 } };
    const records: Record<string, unknown> = pack.seed.normalize(pack.seed.example!, ctx);
    for (const name of ["pins", "ephemeral_messages", "scheduled_messages", "bookmarks", "usergroups", "files", "file_uploads", "file_contents"]) expect([name, records[name]]).toEqual([name, []]);
  });
});

describe("authentication", () => {
  test("auth.test acts as the token's user", async () => {
    expect(await api("auth.test", {}, BOT)).toMatchObject({ ok: true, user_id: "U0BOT", team_id: "T0ACME" });
    expect(await api("auth.test", {}, ADA)).toMatchObject({ ok: true, user_id: "U0ADA" });
    expect(await api("auth.test", { token: BEA }, null)).toMatchObject({ ok: true, user_id: "U0BEA" });
  });
  test("GET takes the token from the query too", async () => {
    const response = await t.mock(`${url}/api/auth.test?token=${ADA}`, { headers: { authorization: "" } });
    expect(await response.json()).toMatchObject({ ok: true, user_id: "U0ADA" });
  });
  test("no token is not_authed; an unknown one is invalid_auth", async () => {
    expect(await api("auth.test", {}, null)).toEqual({ ok: false, error: "not_authed" });
    expect(await api("auth.test", {}, "xoxb-nope")).toEqual({ ok: false, error: "invalid_auth" });
  });
});

describe("methods", () => {
  test("a form post with JSON-in-form blocks", async () => {
    const blocks = [{ type: "section", text: { type: "mrkdwn", text: "*hi*" } }];
    const posted = await api("chat.postMessage", { channel: "C0GENERAL", text: "hi", blocks: JSON.stringify(blocks) }, BOT);
    expect(posted).toMatchObject({ ok: true, channel: "C0GENERAL", message: { text: "hi", user: "U0BOT" } });
    expect(posted.message.blocks[0]).toMatchObject(blocks[0]!);
  });
  test("blocks that are not JSON are refused in Slack's shape", async () => {
    const answer = await api("chat.postMessage", { channel: "C0GENERAL", text: "hi", blocks: "[not json" }, BOT);
    expect(answer.ok).toBe(false);
    expect(answer.error).toBe("invalid_arguments");
  });
  test("a thread reply updates the parent's reply_count", async () => {
    const parent = await api("chat.postMessage", { channel: "C0GENERAL", text: "parent" }, ADA);
    await api("chat.postMessage", { channel: "C0GENERAL", text: "reply", thread_ts: parent.ts }, BOT);
    const replies = await api("conversations.replies", { channel: "C0GENERAL", ts: parent.ts }, ADA);
    expect(replies.messages[0]).toMatchObject({ ts: parent.ts, reply_count: 1, reply_users: ["U0BOT"] });
    expect(replies.messages[1]).toMatchObject({ text: "reply", thread_ts: parent.ts });
  });
  test("a private channel the caller is not in is channel_not_found", async () => {
    expect(await api("conversations.info", { channel: "G0SECRET" }, ADA)).toEqual({ ok: false, error: "channel_not_found" });
    expect(await api("conversations.info", { channel: "G0SECRET" }, BEA)).toMatchObject({ ok: true, channel: { id: "G0SECRET" } });
  });
  test("a missing argument is invalid_arguments with Slack's message", async () => {
    const answer = await api("chat.postMessage", { text: "x" }, BOT);
    expect(answer).toMatchObject({ ok: false, error: "invalid_arguments", response_metadata: { messages: ["[ERROR] missing required field: channel"] } });
  });
  test("JSON bodies work too", async () => {
    const response = await t.mock(`${url}/api/conversations.info`, { method: "POST", body: JSON.stringify({ channel: "C0GENERAL" }), headers: { "content-type": "application/json", authorization: `Bearer ${ADA}` } });
    expect(await response.json()).toMatchObject({ ok: true, channel: { id: "C0GENERAL" } });
  });
  test("an unknown method answers unknown_method", async () => {
    expect(await api("chat.nope", {}, BOT)).toMatchObject({ ok: false, error: "unknown_method", req_method: "chat.nope" });
  });
});

async function callTool(name: string, args: Record<string, unknown>): Promise<{ isError?: boolean; content: Array<{ text: string }>; structuredContent?: unknown }> {
  const response = await t.service.mockApp.handle(
    new Request(`${url}/mcp`, {
      method: "POST",
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } }),
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
    }),
  );
  const text = await response.text();
  const data = text.trimStart().startsWith("{") ? text : text.split("\n").find((line) => line.startsWith("data:"))!.slice(5);
  return JSON.parse(data).result;
}

describe("MCP tools", () => {
  test("slack_post_message posts a message the Web API then reads", async () => {
    const result = await callTool("slack_post_message", { channel: "C0GENERAL", text: "from the tool" });
    expect(result.isError).toBeFalsy();
    const history = await api("conversations.history", { channel: "C0GENERAL", limit: "1" }, ADA);
    expect(history.messages[0]).toMatchObject({ text: "from the tool", user: "U0BOT" });
  });
  test("an ok:false answer is a tool error", async () => {
    const result = await callTool("slack_read_history", { channel: "C0NOPE" });
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toContain("channel_not_found");
  });
  test("slack_find_user finds by name or email", async () => {
    const byName = await callTool("slack_find_user", { query: "Lovelace" });
    expect(byName.content[0]!.text).toContain("U0ADA");
    const byEmail = await callTool("slack_find_user", { query: "bea@acme.example" });
    expect(byEmail.content[0]!.text).toContain("U0BEA");
    expect(byEmail.content[0]!.text).not.toContain("U0ADA");
  });
});

describe("ephemeral and scheduled messages, bookmarks, usergroups", () => {
  let world: string;
  beforeAll(async () => {
    world = trimTrailingSlashes((await t.createSnapshot("slack", { seed: { ...METHODS_SEED, usergroups: [{ id: "S0ENG", handle: "eng", name: "Engineering", users: ["U0ADA", "U0BEA"] }] } })).url);
  });
  const call = async (method: string, fields: Record<string, string>, token: string) =>
    (await t.mock(`${world}/api/${method}`, { method: "POST", body: form(fields), headers: { authorization: `Bearer ${token}` } })).json();
  const history = async () => (await call("conversations.history", { channel: "C0GENERAL" }, ADA)).messages.map((m: { text: string }) => m.text);

  test("chat.postEphemeral answers a message_ts and stays out of the history", async () => {
    const answer = await call("chat.postEphemeral", { channel: "C0GENERAL", user: "U0ADA", text: "psst" }, BOT);
    expect(answer).toEqual({ ok: true, message_ts: expect.stringMatching(/^[0-9]{10}\.[0-9]{6}$/) });
    expect(await history()).not.toContain("psst");
    expect(await call("chat.postEphemeral", { channel: "C0GENERAL", user: "U0BEA", text: "psst" }, BOT)).toEqual({ ok: false, error: "user_not_in_channel" });
  });

  test("a scheduled message is posted once the world's clock passes post_at; a deleted one never is", async () => {
    const postAt = Math.floor(t.clock.now / 1000) + 60;
    const kept = await call("chat.scheduleMessage", { channel: "C0GENERAL", text: "on time", post_at: String(postAt) }, BOT);
    expect(kept).toMatchObject({ ok: true, channel: "C0GENERAL", post_at: postAt, message: { type: "delayed_message", text: "on time" } });
    const dropped = await call("chat.scheduleMessage", { channel: "C0GENERAL", text: "never", post_at: String(postAt + 30) }, BOT);
    const listed = await (await t.mock(`${world}/api/chat.scheduledMessages.list?channel=C0GENERAL`, { headers: { authorization: `Bearer ${BOT}` } })).json();
    expect(listed.scheduled_messages.map((m: { id: string }) => m.id)).toEqual([kept.scheduled_message_id, dropped.scheduled_message_id]);
    expect(await call("chat.deleteScheduledMessage", { channel: "C0GENERAL", scheduled_message_id: dropped.scheduled_message_id }, BOT)).toEqual({ ok: true });
    expect(await history()).not.toContain("on time");

    t.clock.advance(120_000);
    // The first call after post_at delivers it, a GET included.
    const read = await t.mock(`${world}/api/conversations.history?channel=C0GENERAL&limit=1`, { headers: { authorization: `Bearer ${ADA}` } });
    const messages = (await read.json()).messages;
    expect(messages[0]).toMatchObject({ text: "on time", user: "U0BOT", ts: `${postAt}.000100` });
    expect(await history()).not.toContain("never");
    expect((await call("chat.scheduledMessages.list", {}, BOT)).scheduled_messages).toEqual([]);
    expect(await call("chat.deleteScheduledMessage", { channel: "C0GENERAL", scheduled_message_id: kept.scheduled_message_id }, BOT)).toEqual({ ok: false, error: "invalid_scheduled_message_id" });
  });

  test("bookmarks.add, then bookmarks.list", async () => {
    const added = await call("bookmarks.add", { channel_id: "C0GENERAL", title: "Handbook", type: "link", link: "https://acme.example/handbook" }, ADA);
    expect(added).toMatchObject({ ok: true, bookmark: { channel_id: "C0GENERAL", title: "Handbook", type: "link", last_updated_by_user_id: "U0ADA" } });
    expect((await call("bookmarks.list", { channel_id: "C0GENERAL" }, BEA)).bookmarks).toEqual([added.bookmark]);
    expect(await call("bookmarks.add", { channel_id: "C0GENERAL", title: "x", type: "link", link: "acme.example" }, ADA)).toEqual({ ok: false, error: "invalid_link" });
  });

  test("usergroups.list over GET shows the seeded group with its members", async () => {
    const response = await t.mock(`${world}/api/usergroups.list?include_users=true&include_count=true`, { headers: { authorization: `Bearer ${BOT}` } });
    expect((await response.json()).usergroups).toEqual([expect.objectContaining({ id: "S0ENG", handle: "eng", users: ["U0ADA", "U0BEA"], user_count: 2 })]);
    expect(await call("usergroups.users.list", { usergroup: "S0NOPE" }, BOT)).toEqual({ ok: false, error: "no_such_subteam" });
  });
});

describe("a seed without tokens", () => {
  test("any token acts as the default bot, and pins work", async () => {
    const empty = trimTrailingSlashes((await t.createSnapshot("slack", { seed: {} })).url);
    const call = async (method: string, fields: Record<string, string>) =>
      (await t.mock(`${empty}/api/${method}`, { method: "POST", body: form(fields), headers: { authorization: "Bearer whatever" } })).json();
    expect(await call("auth.test", {})).toMatchObject({ ok: true, user_id: "U0UNDERBOT" });
    const posted = await call("chat.postMessage", { channel: "C0GENERAL", text: "pin me" });
    expect(await call("pins.add", { channel: "C0GENERAL", timestamp: posted.ts })).toMatchObject({ ok: true });
    expect((await call("pins.list", { channel: "C0GENERAL" })).items).toHaveLength(1);
  });
});

describe("search, files and multi-person DMs over HTTP", () => {
  let at: string;
  beforeAll(async () => {
    at = trimTrailingSlashes((await t.createSnapshot("slack", { seed: METHODS_SEED })).url);
  });
  const call = async (method: string, fields: Record<string, string>, token: string) =>
    (await t.mock(`${at}/api/${method}`, { method: "POST", body: form(fields), headers: { authorization: `Bearer ${token}` } })).json();

  test("search.messages over GET with a user token; a bot token is not_allowed_token_type", async () => {
    await call("chat.postMessage", { channel: "C0RANDOM", text: "quarterly launch review" }, ADA);
    const response = await t.mock(`${at}/api/search.messages?query=${encodeURIComponent("launch in:#random")}&highlight=true`, { headers: { authorization: `Bearer ${ADA}` } });
    const found = await response.json();
    expect(found).toMatchObject({ ok: true, query: "launch in:#random", messages: { total: 1, paging: { count: 20, total: 1, page: 1, pages: 1 } } });
    expect(found.messages.matches[0]).toMatchObject({ type: "message", user: "U0ADA", username: "ada", channel: { id: "C0RANDOM", name: "random" }, text: "quarterly \ue000launch\ue001 review" });
    expect(await call("search.messages", { query: "launch" }, BOT)).toEqual({ ok: false, error: "not_allowed_token_type" });
  });

  test("the upload flow: URL, bytes, complete, info, download with a token, list, delete", async () => {
    const got = await call("files.getUploadURLExternal", { filename: "notes.txt", length: "11" }, BOT);
    expect(got.upload_url.startsWith(`${at}/upload/v1/`)).toBe(true);
    // What @slack/web-api 8.2.0 sends: multipart, the bytes as a file part named "body".
    const data = new FormData();
    data.append("body", new Blob([new TextEncoder().encode("hello world")]), "Untitled");
    const uploaded = await t.mock(got.upload_url, { method: "POST", body: data, headers: { authorization: `Bearer ${BOT}` } });
    expect([uploaded.status, await uploaded.text()]).toEqual([200, "OK - 11"]);
    const done = await call("files.completeUploadExternal", { files: JSON.stringify([{ id: got.file_id, title: "Notes" }]), channel_id: "C0GENERAL", initial_comment: "the notes" }, BOT);
    expect(done).toMatchObject({ ok: true, files: [{ id: got.file_id, title: "Notes", size: 11, channels: ["C0GENERAL"] }] });
    const info = await call("files.info", { file: got.file_id }, ADA);
    expect(info.file.url_private_download).toBe(`${at}/files-pri/T0ACME-${got.file_id}/download/notes.txt`);
    const history = await call("conversations.history", { channel: "C0GENERAL", limit: "1" }, ADA);
    expect(history.messages[0]).toMatchObject({ text: "the notes", user: "U0BOT", files: [{ id: got.file_id }] });

    const download = await t.mock(info.file.url_private_download, { headers: { authorization: `Bearer ${ADA}` } });
    expect([download.status, download.headers.get("content-type"), await download.text()]).toEqual([200, "text/plain", "hello world"]);
    expect((await t.mock(info.file.url_private, { headers: { authorization: "" } })).status).toBe(403);
    expect((await t.mock(info.file.url_private, { headers: { authorization: "Bearer xoxp-nope" } })).status).toBe(403);

    const listed = await t.mock(`${at}/api/files.list?channel=C0GENERAL`, { headers: { authorization: `Bearer ${BEA}` } });
    expect((await listed.json()).files.map((f: { id: string }) => f.id)).toEqual([got.file_id]);
    expect(await call("files.delete", { file: got.file_id }, BEA)).toEqual({ ok: false, error: "cant_delete_file" });
    expect(await call("files.delete", { file: got.file_id }, BOT)).toEqual({ ok: true });
    expect(await call("files.info", { file: got.file_id }, ADA)).toEqual({ ok: false, error: "file_deleted" });
    expect((await t.mock(info.file.url_private, { headers: { authorization: `Bearer ${ADA}` } })).status).toBe(404);
  });

  test("raw application/octet-stream bytes work as an upload too; an unknown upload URL is 404", async () => {
    const got = await call("files.getUploadURLExternal", { filename: "raw.bin", length: "3" }, ADA);
    const posted = await t.mock(got.upload_url, { method: "POST", body: new Uint8Array([1, 2, 3]), headers: { "content-type": "application/octet-stream" } });
    expect([posted.status, await posted.text()]).toEqual([200, "OK - 3"]);
    expect((await t.mock(`${at}/upload/v1/nope`, { method: "POST", body: new Uint8Array([1]), headers: { "content-type": "application/octet-stream" } })).status).toBe(404);
  });

  test("conversations.open with several users makes one mpim; chat.postMessage to a user id posts in the im", async () => {
    const opened = await call("conversations.open", { users: "U0BEA,U0BOT" }, ADA);
    const id: string = opened.channel.id;
    expect(id).toMatch(/^G/);
    expect(await call("conversations.open", { users: "U0ADA,U0BOT" }, BEA)).toMatchObject({ ok: true, already_open: true, channel: { id } });
    expect((await call("conversations.info", { channel: id }, BOT)).channel).toMatchObject({ name: "mpdm-ada--bea--helper-1", is_mpim: true });
    const posted = await call("chat.postMessage", { channel: "U0BEA", text: "hello Bea" }, BOT);
    expect(posted.ok).toBe(true);
    expect(posted.channel).toMatch(/^D/);
    expect((await call("conversations.history", { channel: posted.channel }, BEA)).messages[0]).toMatchObject({ text: "hello Bea", user: "U0BOT" });
  });
});
