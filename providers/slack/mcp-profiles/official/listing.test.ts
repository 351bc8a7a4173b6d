import { afterAll, beforeAll, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readReferenceJson, referencePath } from "../../../../tests/reference/reference-file.ts";
import { mcpSchemaErrors } from "../../../../tests/support/mcp-schema.ts";
import { startTestService, type TestService } from "../../../../tests/support/test-service.ts";
import { METHODS_SEED } from "../../methods/fixture.ts";
import { profileWorld } from "../profile-world.fixture.ts";
import { RECORDED_USER_ID } from "./profile.ts";

// The served tools/list is Slack's recording (tests/reference/mcp-servers/slack.tools-list.raw.json)
// with one substitution: the recording user's id, named in five descriptions, becomes the id of the
// user the world's MCP tools act as (the workspace's bot by default).
const recorded = readReferenceJson<{ result: { tools: Array<Record<string, unknown>> } }>("mcp-servers/slack.tools-list.raw.json").result.tools;
const asUser = (id: string) => JSON.parse(JSON.stringify(recorded).replaceAll(RECORDED_USER_ID, id));

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(() => t.close());

test("the copy of the recording is the one its provenance file describes, byte for byte", () => {
  const meta = readReferenceJson<{ rawFileSha256: string; liveToolOrder: string[] }>("mcp-servers/slack.tools-list.meta.json");
  expect(createHash("sha256").update(readFileSync(referencePath("mcp-servers/slack.tools-list.raw.json"))).digest("hex")).toBe(meta.rawFileSha256);
  expect(recorded.map((tool) => tool.name)).toEqual(meta.liveToolOrder);
});

test("tools/list is the recording, the acting user's id in place of the recording user's", async () => {
  const w = await profileWorld(t, "official", METHODS_SEED);
  const listed = await w.client.listTools();
  expect(mcpSchemaErrors("ListToolsResult", listed)).toEqual([]);
  expect(listed.tools).toEqual(asUser("U0BOT"));
  expect(listed.tools.map((tool) => tool.name)).toHaveLength(19);
  // Exactly the five descriptions that name the user change; the key order is the recording's too.
  const changed = listed.tools.filter((tool, i) => JSON.stringify(tool) !== JSON.stringify(recorded[i]));
  expect(changed.map((tool) => tool.name)).toEqual(["slack_send_message", "slack_search_public", "slack_search_public_and_private", "slack_search_users", "slack_list_channel_members"]);
  expect(JSON.stringify(listed.tools)).toBe(JSON.stringify(asUser("U0BOT")));
});

test("another world's listing names its own acting user", async () => {
  const seed = {
    ...METHODS_SEED,
    users: METHODS_SEED.users.map((u) => (u.id === "U0BOT" ? { ...u, id: "U0HELPER" } : u)),
    conversations: METHODS_SEED.conversations.map((c) => ({ ...c, members: c.members.map((m) => (m === "U0BOT" ? "U0HELPER" : m)) })),
    messages: [],
    tokens: [{ token: "xoxb-acme-helper", user: "U0HELPER" }],
  };
  const w = await profileWorld(t, "official", seed);
  expect((await w.client.listTools()).tools).toEqual(asUser("U0HELPER"));
});
