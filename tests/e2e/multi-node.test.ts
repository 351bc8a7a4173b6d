import { afterAll, describe, expect, test } from "bun:test";
import { startServiceProcess, type ServiceProcess } from "../support/service-process.ts";
import { freshPostgresDatabase, POSTGRES_SKIP_NOTE } from "../support/postgres-database.ts";
import { loadDatasetFolder } from "../../core/evals/load-dataset-folder.ts";

// Three service processes on one fresh PostgreSQL database, as a deployment behind a load balancer
// runs them (docs/deployment.md): one first-start key, any node serves any world, tasks leased
// exactly once across nodes, a node killed with -9 loses nothing.
const database = await freshPostgresDatabase();
if (!database) console.log(POSTGRES_SKIP_NOTE);

// Leases of 5 s: short, so a killed node's leases requeue within the test, yet long enough that three
// nodes, PostgreSQL and three workers sharing 2 busy cores keep renewing them (at 2 s a late heartbeat
// let a lease expire and hand one trial to a second agent, which "exactly once" rightly counts).
const ENV = { LOG_LEVEL: "warn", EVAL_LEASE_SECONDS: "5", REAP_INTERVAL_MS: "200" };

describe.skipIf(!database)("several nodes on one PostgreSQL database", async () => {
  if (!database) return;
  const nodes: ServiceProcess[] = await Promise.all([0, 1, 2].map(() => startServiceProcess({ ...ENV, DATABASE_URL: database.url })));
  // Each node closes its pool (up to 5 s for queries in flight) before the database can be dropped.
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close().catch(() => undefined)));
    await database.drop();
  }, 30_000);
  const keyed = nodes.filter((node) => node.key !== "");
  const key = keyed[0]?.key ?? "";
  for (const node of nodes) node.key = key;
  const control = (node: ServiceProcess, path: string, init: RequestInit = {}) =>
    fetch(`${node.controlUrl}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, "content-type": "application/json" } });
  const sobject = (node: ServiceProcess, worldPath: string, path: string, init: RequestInit = {}) =>
    fetch(`${node.mockUrl}${worldPath}/services/data/v67.0/sobjects${path}`, { ...init, headers: { authorization: "Bearer t", "content-type": "application/json" } });

  test("three nodes started at once made exactly one first-start key, and it works on every node", async () => {
    expect(keyed.length).toBe(1);
    for (const node of nodes) expect((await control(node, "/providers/list")).status).toBe(200);
    const orgs = await Promise.all(nodes.map(async (node) => (await (await control(node, "/providers/list")).json()) as { providers: string[] }));
    expect(new Set(orgs.map((o) => o.providers.join(","))).size).toBe(1);
  });

  let worldPath = "";
  let accountId = "";
  test("a snapshot made through one node is read and written through the others, never stale", async () => {
    const snapshot = await nodes[0]!.createSnapshot("salesforce", { seed: { Account: [{ Name: "Acme" }] } });
    worldPath = new URL(snapshot.url).pathname;
    const query = await fetch(`${nodes[1]!.mockUrl}${worldPath}/services/data/v67.0/query?q=SELECT+Id,Name+FROM+Account`, { headers: { authorization: "Bearer t" } });
    const rows = ((await query.json()) as { records: Array<{ Id: string; Name: string }> }).records;
    expect(rows.map((r) => r.Name)).toEqual(["Acme"]);
    accountId = rows[0]!.Id;
    const seen: string[] = [];
    for (let i = 0; i < 20; i++) {
      const writer = nodes[i % 3]!;
      const reader = nodes[(i + 1) % 3]!;
      const patched = await sobject(writer, worldPath, `/Account/${accountId}`, { method: "PATCH", body: JSON.stringify({ Name: `Acme ${i}` }) });
      expect(patched.status).toBe(204);
      const read = (await (await sobject(reader, worldPath, `/Account/${accountId}`)).json()) as { Name: string };
      seen.push(read.Name);
    }
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => `Acme ${i}`));
    // Creates through every node land in one world, with distinct ids.
    const created = await Promise.all(nodes.map(async (node, i) => (await (await sobject(node, worldPath, "/Account", { method: "POST", body: JSON.stringify({ Name: `From node ${i}` }) })).json()) as { id: string }));
    expect(new Set(created.map((c) => c.id)).size).toBe(3);
    const count = await fetch(`${nodes[2]!.mockUrl}${worldPath}/services/data/v67.0/query?q=SELECT+COUNT()+FROM+Account`, { headers: { authorization: "Bearer t" } });
    expect(((await count.json()) as { totalSize: number }).totalSize).toBe(4);
  });

  test("concurrent writes to one world through every node all land, each exactly once", async () => {
    const names = Array.from({ length: 30 }, (_, i) => `Parallel ${i}`);
    const answers = await Promise.all(names.map((Name, i) => sobject(nodes[i % 3]!, worldPath, "/Account", { method: "POST", body: JSON.stringify({ Name }) })));
    // Any answer but 201 shows with its body, so a failure says why (a conflict, a budget, a 503).
    expect(await Promise.all(answers.map(async (a) => (a.status === 201 ? 201 : `${a.status} ${await a.text()}`)))).toEqual(names.map(() => 201));
    const query = await fetch(`${nodes[0]!.mockUrl}${worldPath}/services/data/v67.0/query?q=SELECT+Name+FROM+Account+WHERE+Name+LIKE+'Parallel%25'`, { headers: { authorization: "Bearer t" } });
    const stored = ((await query.json()) as { records: Array<{ Name: string }> }).records.map((r) => r.Name).sort();
    expect(stored).toEqual([...names].sort());
  });

  const folder = loadDatasetFolder(`${import.meta.dir}/../../examples/datasets/crm-basics`);
  test("SDK workers leasing from every node at once get each trial of each task exactly once", async () => {
    expect((await control(nodes[0]!, `/api/v1/datasets/${folder.slug}`, { method: "PUT", body: JSON.stringify(folder.body) })).status).toBe(200);
    const trigger = await control(nodes[1]!, "/api/v1/evals", { method: "POST", body: JSON.stringify({ commit: "a".repeat(40), dataset: folder.slug, trials: 3 }) });
    const { runId, taskCount, trialCount } = (await trigger.json()) as { runId: string; taskCount: number; trialCount: number };
    expect(trialCount).toBe(taskCount * 3);
    const reached = drainFromNode(key, runId, nodes.map((node) => node.controlUrl));
    expect(Object.keys(reached).length).toBe(trialCount);
    expect([...new Set(Object.values(reached))]).toEqual([1]);
    type Trial = { trial: number; attempts?: number; status: string; taskResultId: string; reward: number | null; error: string | null };
    const run = (await (await control(nodes[2]!, `/api/v1/evals/${runId}`)).json()) as { status: string; resolved: number; total: number; pass_hat_k: number; tasks: Array<{ task: string; attempts: number; trials: Trial[] }> };
    // Each trial the scripted agent did not resolve, with what its assertions saw (a stale world would show here).
    const unresolved = run.tasks.flatMap((t) => t.trials.filter((trial) => trial.reward !== 1).map((trial) => ({ task: t.task, ...trial })));
    const seen = await Promise.all(unresolved.map(async (u) => ({ ...u, record: await (await control(nodes[2]!, `/api/v1/evals/${runId}/tasks/${u.taskResultId}`)).json() })));
    expect(seen).toEqual([]);
    expect([run.status, run.resolved, run.total, run.pass_hat_k]).toEqual(["succeeded", taskCount, taskCount, 1]);
    // Three leases per task, one per trial: trials 0, 1 and 2 each graded once.
    expect([...new Set(run.tasks.map((t) => t.attempts))]).toEqual([3]);
    expect([...new Set(run.tasks.map((t) => t.trials.map((trial) => `${trial.trial}:${trial.status}`).join(",")))]).toEqual(["0:graded,1:graded,2:graded"]);
  }, 120_000);

  test("kill -9 of a node mid-run loses no task: its leases expire and requeue on the others; a restart keeps every world", async () => {
    const trigger = await control(nodes[0]!, "/api/v1/evals", { method: "POST", body: JSON.stringify({ commit: "b".repeat(40), dataset: folder.slug }) });
    const { runId, taskCount } = (await trigger.json()) as { runId: string; taskCount: number };
    // A worker on node 0 takes three tasks; then the node dies with them leased.
    const leased: string[] = [];
    for (let i = 0; i < 3; i++) {
      const lease = (await (await control(nodes[0]!, `/api/v1/evals/${runId}/lease`, { method: "POST", body: JSON.stringify({ model: "scripted" }) })).json()) as { task: { taskResultId: string } };
      leased.push(lease.task.taskResultId);
    }
    await nodes[0]!.kill("SIGKILL");
    drainFromNode(key, runId, [nodes[1]!.controlUrl]);
    const run = (await (await control(nodes[2]!, `/api/v1/evals/${runId}`)).json()) as { status: string; resolved: number; total: number; tasks: Array<{ taskResultId: string; attempts: number; status: string }> };
    expect([run.status, run.resolved, run.total]).toEqual(["succeeded", taskCount, taskCount]);
    const retried = run.tasks.filter((t) => t.attempts === 2).map((t) => t.taskResultId).sort();
    expect(retried).toEqual([...leased].sort());

    await nodes[0]!.restart();
    const read = (await (await sobject(nodes[0]!, worldPath, `/Account/${accountId}`)).json()) as { Name: string };
    expect(read.Name).toBe("Acme 19");
  }, 120_000);
});

/** SDK workers under plain Node (one per control URL, all at once) drain the run: how often each task reached an agent. */
function drainFromNode(key: string, runId: string, controlUrls: string[]): Record<string, number> {
  const run = Bun.spawnSync(["node", `${import.meta.dir}/node/drain-across-nodes.mjs`, key, runId, "scripted", controlUrls.join(",")], { stderr: "pipe" });
  if (run.exitCode !== 0) throw new Error(`the Node workers failed: ${run.stderr.toString()}`);
  return (JSON.parse(run.stdout.toString()) as { reached: Record<string, number> }).reached;
}
