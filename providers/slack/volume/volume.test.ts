import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../../tests/support/test-service.ts";
import type { JsonRecord } from "../../../core/pack/index.ts";
import { ACME_SEED } from "../seed-example.ts";

let t: TestService;
let url: string;
let records: Array<{ collection: string; id: string; data: JsonRecord }>;
const ADA = "xoxp-acme-ada";

beforeAll(async () => {
  t = await startTestService();
  const snapshot = await t.createSnapshot("slack", { seed: { ...ACME_SEED, $generate: { users: 40, channels: 8, messages: 3_000 } } });
  url = snapshot.url;
  records = (await t.service.store.loadWorld(snapshot.snapshotId))!.records;
}, 30_000);
afterAll(() => t.close());

const api = async (method: string, params: Record<string, string>, token = ADA) =>
  (await t.mock(`${url}/api/${method}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(params).toString() })).json();
const of = (collection: string) => records.filter((r) => r.collection === collection).map((r) => r.data);

test("search.messages over generated history counts what the stored messages hold, with in: and from: filters", async () => {
  const conversations = new Map(of("conversations").map((c) => [c.id, c]));
  // What Ada may search: public channels and those she is a member of.
  const visible = of("messages").filter((m) => {
    const c = conversations.get(m.channel)!;
    return c.is_private !== true || (c.members as string[]).includes("U0ADA");
  });
  const says = (word: string) => (m: JsonRecord) => new RegExp(`(^|[^\\p{L}\\p{N}_'])${word}([^\\p{L}\\p{N}_']|$)`, "iu").test(String(m.text));
  const anyone = visible.filter(says("anyone"));
  expect(anyone.length).toBeGreaterThan(100);
  expect((await api("search.messages", { query: "anyone" })).messages.total).toBe(anyone.length);
  expect((await api("search.messages", { query: "anyone in:#general" })).messages.total).toBe(anyone.filter((m) => m.channel === "C0GENERAL").length);
  const author = of("users").find((u) => String(u.id).startsWith("UV") && anyone.some((m) => m.user === u.id))!;
  const found = await api("search.messages", { query: `anyone from:@${author.name}`, count: "100" });
  expect(found.messages.total).toBe(anyone.filter((m) => m.user === author.id).length);
  expect(found.messages.matches.every((match: JsonRecord) => match.user === author.id)).toBe(true);
});

test("generated channels have members who are users, and history and threads read back as stored", async () => {
  const users = new Set(of("users").map((u) => u.id));
  const channel = of("conversations").find((c) => String(c.id).startsWith("CV") && c.is_private !== true)!;
  const members = await api("conversations.members", { channel: String(channel.id), limit: "1000" });
  expect(members.members.length).toBeGreaterThanOrEqual(2);
  for (const member of members.members) expect(users.has(member)).toBe(true);
  // Generated members join #general, as everyone does.
  const general = await api("conversations.info", { channel: "C0GENERAL", include_num_members: "true" });
  expect(general.channel.num_members).toBe(of("users").filter((u) => u.is_bot !== true).length + 1);
  const parent = of("messages").find((m) => m.channel === channel.id && Number(m.reply_count) > 0)!;
  const replies = await api("conversations.replies", { channel: String(channel.id), ts: String(parent.ts) });
  expect(replies.messages).toHaveLength(Number(parent.reply_count) + 1);
  expect(replies.messages.slice(1).every((m: JsonRecord) => m.thread_ts === parent.ts && users.has(m.user))).toBe(true);
});
