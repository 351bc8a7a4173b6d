import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { freshPostgresDatabase, POSTGRES_SKIP_NOTE, type TestDatabase } from "../../tests/support/postgres-database.ts";
import { ADA_AUTH } from "../../providers/jira/test-service.fixture.ts";
import { OPS_SEED } from "../../providers/jira/seed-example.ts";

// Two nodes on one PostgreSQL database: a checkpoint taken on one, writes on the other, a restore on the
// first, and the second serves the restored state and ids; a fork made on one is served by the other.
const database: TestDatabase | undefined = await freshPostgresDatabase();
if (!database) console.log(POSTGRES_SKIP_NOTE);
let a: TestService;
let b: TestService;
beforeAll(async () => {
  if (!database) return;
  a = await startTestService({ databaseUrl: database.url });
  b = await startTestService({ databaseUrl: database.url }, { dataDir: mkdtempSync(join(tmpdir(), "understudy-node-b-")), key: a.key, clock: a.clock });
}, 30_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await database?.drop();
}, 30_000);

const control = async (node: TestService, path: string, method = "GET", body?: unknown) => {
  const response = await node.control(path, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
};
const newIssue = async (node: TestService, url: string, summary: string) =>
  (await node.mock(`${url.replace(/\/$/, "")}/rest/api/2/issue`, {
    method: "POST", headers: { authorization: ADA_AUTH, "content-type": "application/json" },
    body: JSON.stringify({ fields: { project: { key: "OPS" }, issuetype: { name: "Task" }, summary } }),
  })).json();

test.skipIf(!database)("a restore on one node is what the other serves, records and next ids; a fork is served by both", async () => {
  const { snapshotId, url } = await a.createSnapshot("jira", { seed: OPS_SEED });
  expect((await control(a, `/api/v1/worlds/${snapshotId}/checkpoints`, "POST", { name: "start" })).status).toBe(201);
  const atStart = (await control(b, `/api/v1/worlds/${snapshotId}/state?limit=1000`)).body.records;
  const first = await newIssue(b, url, "On node B");
  await newIssue(b, url, "Also on node B");
  expect((await control(a, `/api/v1/worlds/${snapshotId}/checkpoints/start/restore`, "POST")).status).toBe(200);
  expect((await control(b, `/api/v1/worlds/${snapshotId}/state?limit=1000`)).body.records).toEqual(atStart);
  // Node B had given OPS-4 and OPS-5 from its own copy; after the restore it gives OPS-4 again.
  expect(await newIssue(b, url, "On node B")).toEqual(first);

  const fork = await control(b, `/api/v1/worlds/${snapshotId}/fork`, "POST");
  expect(fork.status).toBe(201);
  expect((await control(a, `/api/v1/worlds/${fork.body.worldId}/state?limit=1000`)).body.records)
    .toEqual((await control(b, `/api/v1/worlds/${snapshotId}/state?limit=1000`)).body.records);
}, 30_000);
