import { afterEach, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { trimTrailingSlashes } from "../http/trim-trailing-slashes.ts";

let t: TestService;
afterEach(() => t.close());

test("at expiresAt the snapshot answers 404 in the provider's shape, and the reaper removes its state", async () => {
  t = await startTestService();
  const snapshot = await t.createSnapshot("salesforce", { ttl: "30s", seed: { Account: [{ Name: "Acme" }] } });
  const versions = `${snapshot.url}/services/data/v67.0/sobjects/Account/describe`;
  expect((await t.mock(versions)).status).toBe(200);

  t.clock.advance(29_999);
  expect((await t.mock(versions)).status).toBe(200);
  t.clock.advance(1);
  const gone = await t.mock(versions);
  expect(gone.status).toBe(404);
  expect(await gone.json()).toEqual([{ message: "The requested resource does not exist", errorCode: "NOT_FOUND" }]);

  // Still stored (live as of time 0) until the reaper runs.
  expect((await t.service.store.listLiveWorlds(0)).map((w) => w.id)).toContain(snapshot.snapshotId);
  expect(await t.service.worlds.reap()).toEqual([snapshot.snapshotId]);
  expect(await t.service.store.listLiveWorlds(0)).toEqual([]);
  expect(await t.service.store.loadWorld(snapshot.snapshotId)).toBeUndefined();
});

test("a restart loses no live snapshot or record, and an expired one does not come back", async () => {
  t = await startTestService();
  const short = await t.createSnapshot("notes", { ttl: "1m", seed: { items: [{ text: "short-lived" }] } });
  const long = await t.createSnapshot("notes", { ttl: "1h", seed: { items: [{ text: "seeded" }] } });
  const created = await t.mock(`${long.url}/notes`, { method: "POST", body: JSON.stringify({ text: "written after provisioning" }) });
  expect(created.status).toBe(201);

  t.clock.advance(120_000);
  t = await t.restart();
  // Nothing is loaded at start; the live world loads, with its records, on first use.
  expect(t.service.worlds.size).toBe(0);
  const loaded = (await t.service.worlds.get(long.snapshotId))!;
  expect(loaded.id).toBe(long.snapshotId);
  expect(loaded.recordCount()).toBe(2);
  const notes = await (await t.mock(`${long.url}/notes`)).json();
  expect(notes.notes.map((n: { text: string }) => n.text)).toEqual(["seeded", "written after provisioning"]);
  expect((await t.mock(`${short.url}/notes`)).status).toBe(404);
  expect(await t.service.worlds.get(short.snapshotId)).toBeUndefined();

  // Ids keep counting after a restart, so new records never collide with old ones.
  const again = await (await t.mock(`${long.url}/notes`, { method: "POST", body: JSON.stringify({ text: "after restart" }) })).json();
  expect(notes.notes.map((n: { id?: string }) => n.id)).not.toContain(again.id);
});

test("snapshots are reachable by host as well as by path, and need no control-plane key", async () => {
  t = await startTestService({ mockDomain: "mock.example.test", mockPublicUrl: "https://mock.example.test" });
  const snapshot = await t.createSnapshot("notes", { seed: { items: [{ text: "hi" }] } });
  expect(snapshot.url).toBe(`https://${snapshot.snapshotId}.notes.mock.example.test/`);
  const byHost = await t.service.mockApp.handle(new Request(`${snapshot.url}/notes`));
  expect((await byHost.json()).notes[0].text).toBe("hi");
  const byLocalhost = await t.service.mockApp.handle(new Request(`http://${snapshot.snapshotId}.notes.localhost:4001/notes`));
  expect(byLocalhost.status).toBe(200);
  const byPath = await t.service.mockApp.handle(new Request(`http://localhost:4001/w/${snapshot.snapshotId}/notes/notes`));
  expect(byPath.status).toBe(200);
  const wrongPack = await t.service.mockApp.handle(new Request(`http://localhost:4001/w/${snapshot.snapshotId}/salesforce/services/data/v67.0/sobjects`));
  expect(wrongPack.status).toBe(404);
});

test("GET {url}/openapi returns the pack's document with this world as its server", async () => {
  t = await startTestService();
  const snapshot = await t.createSnapshot("salesforce");
  const doc = await (await t.mock(`${snapshot.url}/openapi`, { headers: { authorization: "" } })).json();
  expect(doc.openapi).toMatch(/^3\./);
  // OpenAPI servers carry no trailing slash: every path starts with one.
  expect(doc.servers).toEqual([{ url: trimTrailingSlashes(snapshot.url), description: "This world" }]);
  expect(Object.keys(doc.paths)).toContain("/services/data/{version}/query");
});
