import { expect, test } from "bun:test";
import { join } from "node:path";
import { startTestService } from "../../tests/support/test-service.ts";
import { createSqliteStore } from "../store/sqlite-store.ts";

test("a provisioning failure is 502 with detail and leaves no half-made snapshot", async () => {
  let failNext = false;
  const t = await startTestService({}, undefined, (dataDir) => {
    const store = createSqliteStore(join(dataDir, "understudy.sqlite"));
    return { ...store, insertWorld: async (meta, records) => (failNext ? Promise.reject(new Error("disk I/O error")) : store.insertWorld(meta, records)) };
  });
  try {
    failNext = true;
    const response = await t.control("/providers/notes/create-snapshot", { method: "POST", body: JSON.stringify({ seed: { items: [{ text: "a" }] } }) });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "Provisioning the snapshot failed; nothing was kept. Retry once after a short wait.", detail: "disk I/O error", requestId: response.headers.get("x-request-id") });
    expect(t.service.worlds.size).toBe(0);
    expect(await t.service.store.listLiveWorlds(t.clock.now)).toEqual([]);
    failNext = false;
    expect((await t.createSnapshot("notes")).slug).toBe("notes");
  } finally {
    await t.close();
  }
});
