import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { createApiKey, createOrganization } from "../auth/organizations.ts";
import { ADA_AUTH } from "../../providers/jira/test-service.fixture.ts";
import { OPS_SEED } from "../../providers/jira/seed-example.ts";

// Reading a world through the control plane: its summary, records in pages, diff and journal. Another
// organization gets 404 for every world endpoint, as for a world that does not exist.
let t: TestService;
let other: string;
beforeAll(async () => {
  t = await startTestService();
  const org = await createOrganization(t.service.store, "other-org");
  other = (await createApiKey(t.service.store, org.id)).key;
}, 30_000);
afterAll(() => t.close());

const get = async (path: string, key?: string) => {
  const response = await t.control(path, { key });
  return { status: response.status, body: await response.json() };
};
const jira = (url: string, method: string, path: string, body?: unknown) =>
  t.mock(`${url.replace(/\/$/, "")}${path}`, { method, headers: { authorization: ADA_AUTH, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });

test("a snapshot's summary: kind, packs, its urls, records and journal position", async () => {
  const { snapshotId, url } = await t.createSnapshot("notes", { seed: { items: [{ text: "a" }, { text: "b" }] } });
  const { status, body } = await get(`/api/v1/worlds/${snapshotId}`);
  expect(status).toBe(200);
  expect(body).toMatchObject({ worldId: snapshotId, kind: "snapshot", packs: ["notes"], urls: { notes: url }, records: 2, journalSeq: 0 });
  expect(body.mcpUrl).toContain(snapshotId);
  expect(Date.parse(body.expiresAt) - Date.parse(body.createdAt)).toBe(3_600_000);
});

test("state: every record in pages of `limit`, the collections' counts, narrowing by pack and collection", async () => {
  const { snapshotId } = await t.createSnapshot("notes", { seed: { items: Array.from({ length: 5 }, (_, i) => ({ text: `note ${i}` })) } });
  const seen: string[] = [];
  let cursor = "";
  for (let page = 0; page < 5; page++) {
    const { status, body } = await get(`/api/v1/worlds/${snapshotId}/state?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
    expect(status).toBe(200);
    expect(body.collections).toEqual([{ pack: "notes", collection: "notes", count: 5 }]);
    seen.push(...body.records.map((r: { id: string; record: { text: string } }) => `${r.id}:${r.record.text}`));
    if (!body.next) break;
    cursor = body.next;
  }
  expect(seen).toEqual(["n1:note 0", "n2:note 1", "n3:note 2", "n4:note 3", "n5:note 4"]);
  expect((await get(`/api/v1/worlds/${snapshotId}/state?collection=nothing`)).body.records).toEqual([]);
  expect((await get(`/api/v1/worlds/${snapshotId}/state?pack=slack`)).status).toBe(400);
  expect((await get(`/api/v1/worlds/${snapshotId}/state?limit=0`)).status).toBe(400);
  expect((await get(`/api/v1/worlds/${snapshotId}/state?cursor=forged`)).status).toBe(400);
});

test("private collections are never shown: not in state, and their journal entries carry no values", async () => {
  const { snapshotId, url } = await t.createSnapshot("jira", { seed: OPS_SEED });
  const { body } = await get(`/api/v1/worlds/${snapshotId}/state?limit=1000`);
  const collections = body.collections.map((c: { collection: string }) => c.collection);
  expect(collections).toContain("issues");
  // Jira's issue-number sequences are the pack's bookkeeping (a private collection).
  expect(collections).not.toContain("sequences");
  expect((await jira(url, "POST", "/rest/api/2/issue", { fields: { project: { key: "OPS" }, issuetype: { name: "Task" }, summary: "New" } })).status).toBe(201);
  const journal = (await get(`/api/v1/worlds/${snapshotId}/journal`)).body.entries;
  const sequence = journal.find((e: { collection: string }) => e.collection === "sequences");
  expect(sequence).toMatchObject({ redacted: true, before: null, after: null });
  expect(journal.find((e: { collection: string }) => e.collection === "issues")).toMatchObject({ op: "insert", pack: "jira", after: expect.objectContaining({ key: "OPS-4" }) });
});

test("diff: added, changed field by field, removed, since the seed; journal in pages", async () => {
  const { snapshotId, url } = await t.createSnapshot("jira", { seed: OPS_SEED });
  const created = await (await jira(url, "POST", "/rest/api/2/issue", { fields: { project: { key: "OPS" }, issuetype: { name: "Task" }, summary: "Brand new" } })).json();
  expect((await jira(url, "PUT", "/rest/api/2/issue/OPS-1", { fields: { summary: "Renamed" } })).status).toBe(204);
  expect((await jira(url, "DELETE", "/rest/api/2/issue/OPS-3")).status).toBe(204);
  const { status, body } = await get(`/api/v1/worlds/${snapshotId}/diff`);
  expect(status).toBe(200);
  expect(body.since).toEqual({ checkpoint: null, seq: 0 });
  const issues = (list: Array<{ collection: string }>) => list.filter((e) => e.collection === "issues");
  expect(issues(body.added).map((e: any) => e.record.key)).toEqual([created.key]);
  // Field by field, by path into the record: a Jira issue keeps its fields under `fields`.
  const renamed: any = issues(body.changed).find((e: any) => e.changes["fields.summary"]);
  expect(renamed.changes["fields.summary"]).toEqual({ before: "Login fails on Safari", after: "Renamed" });
  expect(issues(body.removed).map((e: any) => e.record.key)).toEqual(["OPS-3"]);
  expect(body.added.concat(body.changed, body.removed).some((e: { collection: string }) => e.collection === "sequences")).toBe(false);

  const first = (await get(`/api/v1/worlds/${snapshotId}/journal?limit=2`)).body;
  expect(first.entries.map((e: { seq: number }) => e.seq)).toEqual([1, 2]);
  const second = (await get(`/api/v1/worlds/${snapshotId}/journal?after=${first.next}&limit=1000`)).body;
  expect(second.entries[0].seq).toBe(3);
  expect(second.next).toBeNull();
  expect((await get(`/api/v1/worlds/${snapshotId}/journal?after=-1`)).status).toBe(400);
});

test("another organization gets 404 for every world endpoint, as for an unknown world", async () => {
  const { snapshotId } = await t.createSnapshot("notes");
  expect((await t.control(`/api/v1/worlds/${snapshotId}/checkpoints`, { method: "POST", body: JSON.stringify({ name: "mine" }) })).status).toBe(201);
  const reads = ["", "/state", "/diff", "/diff?since=mine", "/journal", "/tool-calls", "/checkpoints"];
  const writes = [["/checkpoints", { name: "theirs" }], ["/checkpoints/mine/restore", {}], ["/fork", {}]] as const;
  for (const id of [snapshotId, "wnotaworldatallxxxxxxxxxxxx"]) {
    for (const path of reads) {
      const { status, body } = await get(`/api/v1/worlds/${id}${path}`, other);
      expect([path, status, body.error]).toEqual([path, 404, `No live world "${id}" in your organization; it may have expired.`]);
    }
    for (const [path, payload] of writes)
      expect([path, (await t.control(`/api/v1/worlds/${id}${path}`, { method: "POST", key: other, body: JSON.stringify(payload) })).status]).toEqual([path, 404]);
  }
  // The owner still sees it whole: nothing the other organization sent changed it.
  expect((await get(`/api/v1/worlds/${snapshotId}/checkpoints`)).body.checkpoints.map((c: { name: string }) => c.name)).toEqual(["mine"]);
});
