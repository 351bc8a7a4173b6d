import { afterEach, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { connectInProcess } from "../mcp/in-process-client.ts";
import { ROW_OVERHEAD } from "../store/record-text.ts";
import { ProvisionInputError } from "./world-registry.ts";

let t: TestService;
afterEach(() => t.close());

const KB = 1024;
const note = (url: string, text: string) =>
  t.mock(`${url}/notes`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text }) });

test("a world's writes stop at MAX_WORLD_BYTES: 413 in the pack's shape, nothing written, reads still served; the count survives a restart", async () => {
  t = await startTestService({ limits: { worldBytes: 64 * KB } });
  const { snapshotId, url } = await t.createSnapshot("notes", { seed: { items: [{ text: "seeded" }] } });
  const world = t.service.worlds.peek(snapshotId)!;
  const seeded = world.bytes;
  expect(seeded).toBeGreaterThan(ROW_OVERHEAD);

  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) statuses.push((await note(url, "x".repeat(10 * KB))).status);
  const accepted = statuses.filter((s) => s === 201).length;
  expect(accepted).toBeGreaterThanOrEqual(5);
  expect(statuses.slice(accepted).every((s) => s === 413)).toBe(true);
  const refused = await note(url, "x".repeat(10 * KB));
  expect(await refused.json()).toEqual({ error: expect.stringContaining("MAX_WORLD_BYTES") });
  // Nothing of a refused write was kept, and the world still answers.
  const listed = await (await t.mock(`${url}/notes`)).json();
  expect(listed.notes).toHaveLength(1 + accepted);
  expect(world.bytes).toBeLessThanOrEqual(64 * KB);
  // A small write still fits where a large one did not.
  expect((await note(url, "small")).status).toBe(201);

  const before = world.bytes;
  await t.service.worlds.commits.drain();
  t = await t.restart();
  const reloaded = await t.service.worlds.get(snapshotId);
  expect(reloaded!.bytes).toBe(before);
  expect((await note(url, "x".repeat(10 * KB))).status).toBe(413);
});

test("an MCP tool whose write passes the quota gets an isError result naming the setting", async () => {
  t = await startTestService({ limits: { worldBytes: 16 * KB } });
  const { url } = await t.createSnapshot("notes", {});
  const client = await connectInProcess((request) => t.service.mockApp.handle(request), `${url}/mcp`);
  let last: { isError?: boolean; content: Array<{ text: string }> } | undefined;
  for (let i = 0; i < 5; i++) last = (await client.callTool({ name: "notes_create_note", arguments: { text: "y".repeat(5 * KB) } })) as typeof last;
  expect(last!.isError).toBe(true);
  expect(last!.content[0]!.text).toContain("MAX_WORLD_BYTES");
  await client.close();
});

test("create-snapshot: a seed past MAX_WORLD_BYTES is 413, one the organization has no room for is 429 with Retry-After, both naming the setting", async () => {
  t = await startTestService({ limits: { worldBytes: 32 * KB, orgBytes: 80 * KB } });
  const create = (body: unknown) => t.control("/providers/notes/create-snapshot", { method: "POST", body: JSON.stringify(body) });
  const items = (n: number) => Array.from({ length: n }, () => ({ text: "z".repeat(KB) }));

  const tooBig = await create({ seed: { items: items(40) } });
  expect(tooBig.status).toBe(413);
  expect((await tooBig.json()).error).toContain("MAX_WORLD_BYTES");
  // The body alone larger than a world: refused before it is parsed.
  const huge = await t.control("/providers/notes/create-snapshot", { method: "POST", body: `{"seed":{"items":[${'{"text":"a"},'.repeat(3000)}{"text":"a"}]}}` });
  expect(huge.status).toBe(413);

  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await create({ ttl: "10m", seed: { items: items(10) } })).status);
  expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
  expect(statuses.slice(4)).toEqual([429, 429]);
  const refused = await create({ ttl: "10m", seed: { items: items(10) } });
  expect(refused.headers.get("retry-after")).toBe("600");
  expect((await refused.json()).error).toContain("MAX_ORG_BYTES");
  // Once they expire, the organization has room again.
  t.clock.advance(11 * 60_000);
  await t.service.worlds.reap();
  await t.service.worlds.usage.refresh((await t.service.store.findOrg("default"))!.id);
  expect((await create({ seed: { items: items(10) } })).status).toBe(200);
});

test("a write past MAX_ORG_BYTES is refused in the pack's shape although its own world has room", async () => {
  t = await startTestService({ limits: { worldBytes: 64 * KB, orgBytes: 40 * KB } });
  const first = await t.createSnapshot("notes", {});
  const second = await t.createSnapshot("notes", {});
  expect((await note(first.url, "a".repeat(30 * KB))).status).toBe(201);
  const refused = await note(second.url, "b".repeat(15 * KB));
  expect(refused.status).toBe(413);
  expect((await refused.json()).error).toContain("MAX_ORG_BYTES");
});

test("a transaction that fails gives its bytes back", async () => {
  t = await startTestService({ limits: { worldBytes: 64 * KB } });
  const { snapshotId } = await t.createSnapshot("notes", {});
  const world = t.service.worlds.peek(snapshotId)!;
  const before = world.bytes;
  const view = world.forPack("notes", () => 0);
  await expect(view.transaction(() => {
    view.collection("notes").insert("t1", { text: "q".repeat(4 * KB) });
    throw new Error("changed my mind");
  })).rejects.toThrow("changed my mind");
  expect(world.bytes).toBe(before);
  expect(world.quota!.org.bytes).toBeGreaterThanOrEqual(before);
});

test("provisioning past MAX_WORLD_BYTES is input the caller refuses (a ProvisionInputError: a lease records an infrastructure error), and keeps nothing", async () => {
  t = await startTestService({ limits: { worldBytes: 8 * KB } });
  const seeds = { notes: { items: Array.from({ length: 20 }, () => ({ text: "w".repeat(KB) })) } };
  const failure = await t.service.worlds.provision({ orgId: "o", kind: "eval", seeds, ttlMs: 60_000 }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ProvisionInputError);
  expect((failure as Error).message).toContain("MAX_WORLD_BYTES");
  expect(await t.service.store.countLiveWorlds(t.clock.now)).toEqual({ count: 0, soonestExpiresAt: null });
});
