import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import SwaggerParser from "@apidevtools/swagger-parser";
import { createLoadedPack } from "../../core/pack/loaded-pack.ts";
import { FIXTURE_PACKS, startTestService, type TestService } from "../../tests/support/test-service.ts";
import pack from "./pack.ts";
import { METHODS_SEED } from "./methods/fixture.ts";

let t: TestService;
let url: string;

beforeAll(async () => {
  t = await startTestService({ extraPacks: FIXTURE_PACKS });
  url = (await t.createSnapshot("slack", { seed: METHODS_SEED })).url;
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
  test("tokens and auth are private; pins exists from the start", () => {
    expect(pack.private).toEqual(["tokens", "auth"]);
    const ctx = { config: undefined, clock: { now: () => new Date("2024-03-05T12:00:00Z") }, ids: { next: () => 1, random: () => 0.5 } };
    expect(pack.seed.normalize(pack.seed.example!, ctx).pins).toEqual([]);
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

describe("a seed without tokens", () => {
  test("any token acts as the default bot, and pins work", async () => {
    const empty = (await t.createSnapshot("slack", { seed: {} })).url;
    const call = async (method: string, fields: Record<string, string>) =>
      (await t.mock(`${empty}/api/${method}`, { method: "POST", body: form(fields), headers: { authorization: "Bearer whatever" } })).json();
    expect(await call("auth.test", {})).toMatchObject({ ok: true, user_id: "U0UNDERBOT" });
    const posted = await call("chat.postMessage", { channel: "C0GENERAL", text: "pin me" });
    expect(await call("pins.add", { channel: "C0GENERAL", timestamp: posted.ts })).toMatchObject({ ok: true });
    expect((await call("pins.list", { channel: "C0GENERAL" })).items).toHaveLength(1);
  });
});
