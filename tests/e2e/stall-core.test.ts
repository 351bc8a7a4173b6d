import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { startServiceProcess, type ServiceProcess } from "../support/service-process.ts";
import { probeDuring } from "../support/stall-probe.ts";
import { freshPostgresDatabase, POSTGRES_SKIP_NOTE, type TestDatabase } from "../support/postgres-database.ts";
import { createSqliteStore } from "../../core/store/sqlite-store.ts";
import { createPostgresStore } from "../../core/store/postgres-store.ts";
import { createApiKey, createOrganization } from "../../core/auth/organizations.ts";
import type { Store } from "../../core/store/types.ts";

// The core's edges under a hostile tenant: while one organization sends each attack, a second
// organization probes the control plane (/providers/list every 50 ms, as in issue 25) and its own
// world; no probe may wait more than 250 ms, and each attack is answered in its surface's shape.
const BUDGET_MS = 250;
const WORLD_BYTES = 12 * 1024 * 1024;
const accounts = (n: number, description: number) => Array.from({ length: n }, (_, i) => ({ Name: `Account ${i}`, Description: "d".repeat(description) }));
const database = await freshPostgresDatabase();
if (!database) console.log(POSTGRES_SKIP_NOTE);

for (const backend of ["sqlite", "postgres"] as const) {
  describe.skipIf(backend === "postgres" && !database)(`core edges under attack (${backend})`, () => {
    let service: ServiceProcess;
    let prober: { key: string; world: string };
    let attacker: { salesforce: string; slack: string };

    beforeAll(async () => {
      service = await startServiceProcess({ LOG_LEVEL: "warn", MAX_WORLD_BYTES: String(WORLD_BYTES), ...(backend === "postgres" ? { DATABASE_URL: (database as TestDatabase).url } : {}) });
      const store: Store = backend === "postgres" ? await createPostgresStore(database!.url) : createSqliteStore(join(service.dataDir, "understudy.sqlite"));
      const org = await createOrganization(store, `prober-${backend}`);
      await store.grantProvider(org.id, "salesforce");
      const { key } = await createApiKey(store, org.id);
      await store.close();
      const own = await fetch(`${service.controlUrl}/providers/salesforce/create-snapshot`, { method: "POST", headers: { authorization: `Bearer ${key}` }, body: "{}" });
      prober = { key, world: `${(await own.json()).url}services/data/v67.0` };
      attacker = { salesforce: (await service.createSnapshot("salesforce")).url, slack: (await service.createSnapshot("slack")).url };
    }, 60_000);
    // A node closes its PostgreSQL pool first (up to 5 s), then the database is dropped.
    afterAll(async () => {
      await service?.close();
      if (backend === "postgres") await database?.drop();
    }, 30_000);

    /** Runs `attack` while the second organization probes; the slowest probe answer, in ms. */
    async function slowestProbeDuring(attack: () => Promise<unknown>): Promise<number> {
      const targets = [
        { url: `${service.controlUrl}/providers/list`, init: { headers: { authorization: `Bearer ${prober.key}` } } },
        { url: `${prober.world}/sobjects/Account/describe`, init: { headers: { authorization: "Bearer x" } } },
      ];
      const { slowestMs } = await probeDuring(targets, attack, { everyMs: 50 });
      console.log(`stall-core probe (${backend}): slowest answer ${slowestMs.toFixed(1)} ms`);
      return slowestMs;
    }
    const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
    const rpcHeaders = { "content-type": "application/json", accept: "application/json, text/event-stream" };

    test("JSON 100,000 deep to MCP, to a Salesforce body and to Slack (JSON body and blocks form field)", async () => {
      const slowest = await slowestProbeDuring(async () => {
        const mcp = await fetch(`${attacker.salesforce}mcp`, { method: "POST", headers: rpcHeaders, body: `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"x":${deep(100_000)}}}` });
        expect([mcp.status, (await mcp.json()).error.code]).toEqual([400, -32600]);
        const sf = await fetch(`${attacker.salesforce}services/data/v67.0/sobjects/Account`, { method: "POST", headers: { authorization: "Bearer x", "content-type": "application/json" }, body: `{"Name":${deep(100_000)}}` });
        expect(sf.status).toBe(400);
        expect(JSON.stringify(await sf.json())).toContain("exceeds the maximum allowed (1000)");
        const slackJson = await fetch(`${attacker.slack}api/chat.postMessage`, { method: "POST", headers: { authorization: "Bearer xoxb-1", "content-type": "application/json" }, body: `{"channel":"C1","blocks":${deep(100_000)}}` });
        expect((await slackJson.json()).ok).toBe(false);
        const form = new URLSearchParams({ channel: "general", blocks: deep(5_000) });
        const slackForm = await fetch(`${attacker.slack}api/chat.postMessage`, { method: "POST", headers: { authorization: "Bearer xoxb-1", "content-type": "application/x-www-form-urlencoded" }, body: form.toString() });
        expect(await slackForm.json()).toMatchObject({ ok: false, error: "invalid_blocks" });
      });
      expect(slowest).toBeLessThan(BUDGET_MS);
    });

    test("MCP methods named constructor, toString and __proto__ are -32601", async () => {
      for (const method of ["constructor", "toString", "__proto__"]) {
        const response = await fetch(`${attacker.salesforce}mcp`, { method: "POST", headers: rpcHeaders, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method }) });
        const text = await response.text();
        expect(`${method} ${response.status}`).toBe(`${method} 200`);
        expect(JSON.parse(text).error.code).toBe(-32601);
        expect(text).not.toContain("TypeError");
      }
    });

    test("2,000 requests with ever-different invalid keys reach 429; the prober's own key is unaffected", async () => {
      const statuses: number[] = [];
      const slowest = await slowestProbeDuring(async () => {
        for (let batch = 0; batch < 40; batch++)
          statuses.push(...(await Promise.all(Array.from({ length: 50 }, (_, i) =>
            fetch(`${service.controlUrl}/providers/list`, { headers: { authorization: `Bearer usk_invalid_${batch}_${i}` } }).then((r) => r.status)))));
      });
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(1000);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      expect(slowest).toBeLessThan(BUDGET_MS);
    }, 60_000);

    test("5,000 rows in a 7 MiB body (near MAX_CONTROL_BODY_BYTES) past MAX_WORLD_BYTES is 413 naming it; 5,000 that fit are provisioned", async () => {
      const create = (seed: unknown) => fetch(`${service.controlUrl}/providers/salesforce/create-snapshot`, { method: "POST", headers: { authorization: `Bearer ${service.key}` }, body: JSON.stringify({ seed }) });
      const slowest = await slowestProbeDuring(async () => {
        const fits = await create({ Account: accounts(5000, 500) });
        const text = await fits.text();
        expect(`${fits.status} ${text.slice(0, 200)}`).toStartWith("200");
        const tooBig = await create({ Account: accounts(5000, 1400) });
        expect(tooBig.status).toBe(413);
        expect((await tooBig.json()).error).toContain("MAX_WORLD_BYTES");
      });
      expect(slowest).toBeLessThan(BUDGET_MS);
    }, 60_000);

    test("writes fill a world to MAX_WORLD_BYTES, then are refused in Salesforce's shape; reads go on", async () => {
      const { url } = await service.createSnapshot("salesforce", { seed: { Account: accounts(5000, 500) } });
      const create = () => fetch(`${url}services/data/v67.0/sobjects/Account`, {
        method: "POST", headers: { authorization: "Bearer x", "content-type": "application/json" }, body: JSON.stringify({ Name: "Big", Description: "x".repeat(30_000) }),
      });
      const statuses: number[] = [];
      const slowest = await slowestProbeDuring(async () => {
        for (let i = 0; i < 400 && !statuses.includes(400); i++) statuses.push((await create()).status);
      });
      expect(statuses.at(-1)).toBe(400);
      expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
      const refused = await create();
      // Salesforce's answer to DML in a full org.
      expect(refused.status).toBe(400);
      const [error] = await refused.json();
      expect(error.errorCode).toBe("STORAGE_LIMIT_EXCEEDED");
      expect(error.message).toContain("MAX_WORLD_BYTES");
      const count = await fetch(`${url}services/data/v67.0/query?q=${encodeURIComponent("SELECT COUNT() FROM Account")}`, { headers: { authorization: "Bearer x" } });
      expect(count.status).toBe(200);
      expect(slowest).toBeLessThan(BUDGET_MS);
    }, 60_000);

    test("Slack file uploads fill a world to MAX_WORLD_BYTES; the next upload is refused (413)", async () => {
      const { url } = await service.createSnapshot("slack");
      const auth = { authorization: "Bearer xoxb-understudy-bot" };
      const bytes = new Uint8Array(1024 * 1024).fill(65);
      const uploadOnce = async () => {
        const slot = await (await fetch(`${url}api/files.getUploadURLExternal`, { method: "POST", headers: { ...auth, "content-type": "application/x-www-form-urlencoded" }, body: `filename=a.txt&length=${bytes.length}` })).json();
        expect(slot.ok).toBe(true);
        return fetch(slot.upload_url, { method: "POST", headers: { ...auth, "content-type": "application/octet-stream" }, body: bytes });
      };
      const statuses: number[] = [];
      const slowest = await slowestProbeDuring(async () => {
        for (let i = 0; i < 40 && !statuses.includes(413); i++) statuses.push((await uploadOnce()).status);
      });
      // 1 MiB of bytes is stored as about 1.4 MiB of base64 text: eight or so fit in 12 MiB.
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(5);
      expect(statuses.at(-1)).toBe(413);
      expect(slowest).toBeLessThan(BUDGET_MS);
    }, 60_000);
  });
}
