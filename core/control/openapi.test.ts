import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import SwaggerParser from "@apidevtools/swagger-parser";
import Ajv2020 from "ajv/dist/2020.js";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, SHA } from "../../tests/support/eval-fixtures.ts";
import { runOracle } from "../evals/run-oracle.ts";
import { connectInProcess } from "../mcp/in-process-client.ts";
import { controlPlaneOpenApi } from "./openapi/index.ts";
import { createConsoleSession } from "../auth/console-sessions.ts";

type Operation = { operationId: string; security?: unknown[]; responses: Record<string, { content?: Record<string, { schema: object }> }> };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; security: unknown[] };

let t: TestService;
let resolved: Doc;
beforeAll(async () => {
  t = await startTestService();
  resolved = (await SwaggerParser.dereference(structuredClone(controlPlaneOpenApi()) as never)) as unknown as Doc;
});
afterAll(() => t.close());

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];
const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).filter(([m]) => METHODS.includes(m)).map(([method, op]) => ({ path, method, op })));

describe("the control plane's OpenAPI document", () => {
  test("is valid OpenAPI 3.1 (swagger-parser validates the 3.1 schema and every $ref)", async () => {
    const api = (await SwaggerParser.validate(structuredClone(controlPlaneOpenApi()) as never)) as { openapi: string };
    expect(api.openapi).toBe("3.1.0");
  });

  test("is served at GET /openapi.json with no key, with this service as its server", async () => {
    const response = await t.control("/openapi.json", { key: null });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual(controlPlaneOpenApi("http://localhost:4000"));
  });

  test("documents exactly the routes the control app serves (the console's pages are HTML for people, documented in docs/console.md)", () => {
    const served = t.service.controlApp.routes.filter((r) => !r.path.startsWith("/console")).map((r) => `${r.method.toUpperCase()} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    const documented = operations(controlPlaneOpenApi() as unknown as Doc).map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect({ missingFromDocument: served.filter((r) => !documented.includes(r)).sort(), notServed: documented.filter((r) => !served.includes(r)).sort() })
      .toEqual({ missingFromDocument: [], notServed: [] });
  });

  test("every operation has a unique id; keyed ones answer 401, open ones need no key; every error is {error}", () => {
    const ops = operations(resolved);
    expect(new Set(ops.map((o) => o.op.operationId)).size).toBe(ops.length);
    for (const { path, op } of ops) {
      const open = Array.isArray(op.security) && op.security.length === 0;
      expect({ path, open }).toEqual({ path, open: ["/health", "/openapi.json", "/sdk", "/sdk/understudy-eval.tgz", "/sdk/python", "/sdk/python/{file}"].includes(path) });
      if (!open) expect(op.responses["401"]).toBeDefined();
      for (const [status, response] of Object.entries(op.responses))
        if (Number(status) >= 400) expect(response.content?.["application/json"]?.schema).toMatchObject({ required: ["error"] });
    }
  });
});

describe("real answers match the documented response schemas", () => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  const schemaOf = (path: string, method: string, status: number) =>
    resolved.paths[path]?.[method]?.responses[String(status)]?.content?.["application/json"]?.schema;

  async function check(path: string, method: string, response: Response): Promise<any> {
    const schema = schemaOf(path, method, response.status);
    if (!schema) throw new Error(`${method.toUpperCase()} ${path}: status ${response.status} is not documented: ${await response.text()}`);
    const body = await response.json();
    const validate = ajv.compile(schema);
    if (!validate(body)) throw new Error(`${method.toUpperCase()} ${path} ${response.status}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`);
    return body;
  }
  const send = (path: string, method: string, body?: unknown, key?: string | null) =>
    t.control(path, { method: method.toUpperCase(), key, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }) });

  test("service, providers and snapshots", async () => {
    await check("/health", "get", await send("/health", "get", undefined, null));
    await check("/providers/list", "get", await send("/providers/list", "get"));
    await check("/providers/list", "get", await send("/providers/list", "get", undefined, null));
    const snapshot = await check("/providers/{slug}/create-snapshot", "post", await send("/providers/salesforce/create-snapshot", "post", { ttl: "15m" }));
    await check("/providers/{slug}/create-snapshot", "post", await send("/providers/salesforce/create-snapshot", "post", { tll: "1h" }));
    await check("/api/v1/worlds/{worldId}/tool-calls", "get", await send(`/api/v1/worlds/${snapshot.snapshotId}/tool-calls`, "get"));
    await check("/api/v1/worlds/{worldId}/tool-calls", "get", await send("/api/v1/worlds/nope/tool-calls", "get"));
  });

  test("world control: summary, state, diff, journal, checkpoints, restore, fork", async () => {
    const { snapshotId, url } = await check("/providers/{slug}/create-snapshot", "post", await send("/providers/notes/create-snapshot", "post", { seed: { items: [{ text: "a" }] } }));
    const w = `/api/v1/worlds/${snapshotId}`;
    await check("/api/v1/worlds/{worldId}", "get", await send(w, "get"));
    await check("/api/v1/worlds/{worldId}", "get", await send("/api/v1/worlds/nope", "get"));
    await check("/api/v1/worlds/{worldId}/checkpoints", "post", await send(`${w}/checkpoints`, "post", { name: "start" }));
    await check("/api/v1/worlds/{worldId}/checkpoints", "post", await send(`${w}/checkpoints`, "post", { name: "start" }));
    await check("/api/v1/worlds/{worldId}/checkpoints", "post", await send(`${w}/checkpoints`, "post", { name: "" }));
    await t.mock(`${url.replace(/\/$/, "")}/notes`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text: "b" }) });
    await check("/api/v1/worlds/{worldId}/checkpoints", "get", await send(`${w}/checkpoints`, "get"));
    const page = await check("/api/v1/worlds/{worldId}/state", "get", await send(`${w}/state?limit=1`, "get"));
    await check("/api/v1/worlds/{worldId}/state", "get", await send(`${w}/state?cursor=${page.next}`, "get"));
    await check("/api/v1/worlds/{worldId}/state", "get", await send(`${w}/state?limit=5000`, "get"));
    const diff = await check("/api/v1/worlds/{worldId}/diff", "get", await send(`${w}/diff?since=start`, "get"));
    expect(diff.added.length).toBe(1);
    await check("/api/v1/worlds/{worldId}/diff", "get", await send(`${w}/diff?since=nope`, "get"));
    const journal = await check("/api/v1/worlds/{worldId}/journal", "get", await send(`${w}/journal?limit=1`, "get"));
    expect(journal.entries.length).toBe(1);
    await check("/api/v1/worlds/{worldId}/journal", "get", await send(`${w}/journal?after=x`, "get"));
    await check("/api/v1/worlds/{worldId}/checkpoints/{name}/restore", "post", await send(`${w}/checkpoints/start/restore`, "post"));
    await check("/api/v1/worlds/{worldId}/checkpoints/{name}/restore", "post", await send(`${w}/checkpoints/nope/restore`, "post"));
    await check("/api/v1/worlds/{worldId}/fork", "post", await send(`${w}/fork`, "post", { ttl: "5m" }));
    await check("/api/v1/worlds/{worldId}/fork", "post", await send(`${w}/fork`, "post", { ttl: "forever" }));
  });

  test("datasets, runs and the worker protocol", async () => {
    const tasks = CRM_TASKS.slice(0, 2);
    await check("/api/v1/datasets/{slug}", "put", await send("/api/v1/datasets/openapi-crm", "put", { name: "OpenAPI", tasks }));
    await check("/api/v1/datasets/{slug}", "put", await send("/api/v1/datasets/openapi-crm", "put", { name: "OpenAPI", tasks: [{ id: "x" }] }));
    await check("/api/v1/datasets", "get", await send("/api/v1/datasets", "get"));
    await check("/api/v1/datasets/{slug}", "get", await send("/api/v1/datasets/openapi-crm", "get"));
    await check("/api/v1/datasets/{slug}", "get", await send("/api/v1/datasets/missing", "get"));
    const started = await check("/api/v1/datasets/{slug}/check", "post", await send("/api/v1/datasets/openapi-crm/check", "post"));
    const checkPath = `/api/v1/datasets/openapi-crm/checks/${started.checkId}`;
    let report = await check("/api/v1/datasets/{slug}/checks/{checkId}", "get", await send(checkPath, "get"));
    for (let i = 0; i < 100 && report.status === "running"; i++) {
      await Bun.sleep(20);
      report = await check("/api/v1/datasets/{slug}/checks/{checkId}", "get", await send(checkPath, "get"));
    }
    expect(report.status).toBe("done");
    await check("/api/v1/datasets/{slug}/checks/{checkId}", "get", await send("/api/v1/datasets/openapi-crm/checks/chk_nope", "get"));
    await check("/api/v1/datasets/{slug}/check", "post", await send("/api/v1/datasets/missing/check", "post"));
    await check("/api/v1/datasets/{slug}/check", "post", await send("/api/v1/datasets/openapi-crm/check", "post", { trials: 0 }));
    const run = await check("/api/v1/evals", "post", await send("/api/v1/evals", "post", { commit: SHA(1), dataset: "openapi-crm", ref: "main" }));
    await check("/api/v1/evals", "post", await send("/api/v1/evals", "post", { commit: "zz", dataset: "openapi-crm" }));
    const leased = await check("/api/v1/evals/{runId}/lease", "post", await send(`/api/v1/evals/${run.runId}/lease`, "post", { model: "m" }));
    await check("/api/v1/evals/{runId}/lease", "post", await send(`/api/v1/evals/${run.runId}/lease`, "post", { model: "other" }));
    const base = `/api/v1/evals/${run.runId}/tasks/${leased.task.taskResultId}`;
    await check("/api/v1/evals/{runId}/tasks/{taskResultId}/heartbeat", "post", await send(`${base}/heartbeat`, "post", { leaseId: leased.lease.leaseId }));
    await check("/api/v1/evals/{runId}/tasks/{taskResultId}/heartbeat", "post", await send(`${base}/heartbeat`, "post", { leaseId: "lease_other" }));
    const done = { leaseId: leased.lease.leaseId, answer: "done", usage: { inputTokens: 10, costUsd: 0.01 } };
    await check("/api/v1/evals/{runId}/tasks/{taskResultId}/complete", "post", await send(`${base}/complete`, "post", done));
    await check("/api/v1/evals/{runId}/tasks/{taskResultId}/complete", "post", await send(`${base}/complete`, "post", { leaseId: 1 }));
    await check("/api/v1/evals/{runId}/tasks/{taskResultId}", "get", await send(base, "get"));
    await check("/api/v1/evals/{runId}", "get", await send(`/api/v1/evals/${run.runId}`, "get"));
    await check("/api/v1/evals", "get", await send("/api/v1/evals?limit=1", "get"));
    await check("/api/v1/evals", "get", await send("/api/v1/evals?limit=0", "get"));
    await check("/api/v1/evals/{runId}/cancel", "post", await send(`/api/v1/evals/${run.runId}/cancel`, "post"));
    await check("/api/v1/evals/{runId}/lease", "post", await send(`/api/v1/evals/${run.runId}/lease`, "post", { model: "m" }));
  }, 30_000);

  /** Leases and completes every trial, checking each answer; the agent plays the oracle where `solve` says. */
  async function drain(runId: string, solve: (taskId: string, trial: number) => boolean) {
    for (;;) {
      const leased = await check("/api/v1/evals/{runId}/lease", "post", await send(`/api/v1/evals/${runId}/lease`, "post", { model: "m" }));
      if (!leased.task) return;
      const { task, lease } = leased;
      if (solve(task.taskId, task.trial)) {
        const client = await connectInProcess((r) => t.service.mockApp.handle(r), task.mcp.url, task.mcp.headers);
        await runOracle(client, CRM_TASKS.find((x) => x.id === task.taskId)!.oracle!);
        await client.close();
      }
      await check("/api/v1/evals/{runId}/tasks/{taskResultId}/complete", "post", await send(`/api/v1/evals/${runId}/tasks/${task.taskResultId}/complete`, "post", { leaseId: lease.leaseId }));
    }
  }

  test("trials, both verdicts, comparability, a regrade and the dataset's health", async () => {
    const tasks = CRM_TASKS.slice(0, 2);
    await check("/api/v1/datasets/{slug}", "put", await send("/api/v1/datasets/openapi-trials", "put", { name: "Trials", tasks }));
    const trigger = (commit: string, extra: object = {}) => send("/api/v1/evals", "post", { commit, dataset: "openapi-trials", trials: 2, ...extra });
    await check("/api/v1/evals", "post", await trigger(SHA(1), { trials: 21 }));
    await check("/api/v1/evals", "post", await trigger(SHA(1), { alpha: 0 }));
    // The baseline passes every trial; the next run fails rename-account's trial 1: a flip, within noise.
    const first = await check("/api/v1/evals", "post", await trigger(SHA(1)));
    expect(first.trialCount).toBe(4);
    await drain(first.runId, () => true);
    const second = await check("/api/v1/evals", "post", await trigger(SHA(2), { alpha: 0.1 }));
    await drain(second.runId, (id, trial) => id !== "rename-account" || trial === 0);
    const run = await check("/api/v1/evals/{runId}", "get", await send(`/api/v1/evals/${second.runId}`, "get"));
    expect(run).toMatchObject({ trials: 2, conclusion: "failure", noise_aware_conclusion: "success", statistics: { alpha: 0.1, compared_tasks: 2 } });
    await check("/api/v1/evals/{runId}/tasks/{taskResultId}", "get", await send(`/api/v1/evals/${second.runId}/tasks/${run.tasks[1].trials[1].taskResultId}`, "get"));
    await check("/api/v1/evals", "get", await send("/api/v1/evals?dataset=openapi-trials", "get"));

    // Tightened and grown since: the regrade leaves the changed task out and does not grade the new one.
    const edited = structuredClone(tasks);
    edited[0]!.assertions[0]!.requirement = "Ada Lovelace is a contact at Acme";
    await send("/api/v1/datasets/openapi-trials", "put", { name: "Trials", tasks: [...edited, { ...structuredClone(tasks[1]!), id: "added-later" }] });
    await check("/api/v1/evals/{runId}/regrade", "post", await send("/api/v1/evals/run_nope/regrade", "post"));
    const running = await check("/api/v1/evals", "post", await trigger(SHA(3)));
    await check("/api/v1/evals/{runId}/regrade", "post", await send(`/api/v1/evals/${running.runId}/regrade`, "post"));
    const answer = await send(`/api/v1/evals/${second.runId}/regrade`, "post");
    expect(answer.headers.get("location")).toMatch(/^\/api\/v1\/evals\/run_/);
    const regrade = await check("/api/v1/evals/{runId}/regrade", "post", answer);
    let regraded = await check("/api/v1/evals/{runId}", "get", await send(`/api/v1/evals/${regrade.runId}`, "get"));
    for (let i = 0; i < 500 && regraded.status === "running"; i++) {
      await Bun.sleep(10);
      regraded = await check("/api/v1/evals/{runId}", "get", await send(`/api/v1/evals/${regrade.runId}`, "get"));
    }
    expect(regraded).toMatchObject({ status: "succeeded", regradeOf: second.runId, comparability: { comparable: false, changed_tasks: ["add-contact"] } });
    expect(regraded.tasks.map((task: { status: string }) => task.status)).toEqual(["graded", "graded", "not_graded"]);
    await check("/api/v1/evals/{runId}/cancel", "post", await send(`/api/v1/evals/${running.runId}/cancel`, "post"));

    const health = await check("/api/v1/datasets/{slug}/health", "get", await send("/api/v1/datasets/openapi-trials/health?model=m&last=5", "get"));
    expect(health.tasks.find((task: { task: string }) => task.task === "rename-account")).toMatchObject({ runs: 2, flakiness: 0.5 });
    await check("/api/v1/datasets/{slug}/health", "get", await send("/api/v1/datasets/openapi-trials/health?last=0", "get"));
    await check("/api/v1/datasets/{slug}/health", "get", await send("/api/v1/datasets/missing/health", "get"));
  }, 30_000);

  test("a world's fault rules, and a tool call a rule faulted", async () => {
    const snapshot = await check("/providers/{slug}/create-snapshot", "post", await send("/providers/salesforce/create-snapshot", "post", {}));
    const path = `/api/v1/worlds/${snapshot.snapshotId}/faults`;
    const rules = [{ match: { tool: "salesforce_list_objects" }, effect: "rate_limit", nth: [1] }];
    await check("/api/v1/worlds/{worldId}/faults", "get", await send(path, "get"));
    await check("/api/v1/worlds/{worldId}/faults", "put", await send(path, "put", { rules }));
    await check("/api/v1/worlds/{worldId}/faults", "put", await send(path, "put", { rules: [{ match: { tool: "nope" }, effect: "rate_limit" }] }));
    const client = await connectInProcess((r) => t.service.mockApp.handle(r), `${snapshot.url.replace(/\/$/, "")}/mcp`);
    expect((await client.callTool({ name: "salesforce_list_objects", arguments: {} })).isError).toBe(true);
    await client.close();
    const log = await check("/api/v1/worlds/{worldId}/tool-calls", "get", await send(`/api/v1/worlds/${snapshot.snapshotId}/tool-calls`, "get"));
    expect(log.calls[0].fault).toEqual({ rule: 0, effect: "rate_limit", on: "tool salesforce_list_objects" });
    await check("/api/v1/worlds/{worldId}/faults", "delete", await send(path, "delete"));
    for (const method of ["get", "put", "delete"])
      await check("/api/v1/worlds/{worldId}/faults", method, await send("/api/v1/worlds/nope/faults", method, method === "put" ? { rules } : undefined));
  });

  test("the organization, its keys and its console sessions", async () => {
    await check("/api/v1/organization", "get", await send("/api/v1/organization", "get"));
    await check("/api/v1/organization", "get", await send("/api/v1/organization", "get", undefined, null));
    const member = await check("/api/v1/keys", "post", await send("/api/v1/keys", "post", { name: "openapi" }));
    await check("/api/v1/keys", "post", await send("/api/v1/keys", "post", {}, member.key));
    await check("/api/v1/keys", "post", await send("/api/v1/keys", "post", { role: "owner" }));
    await check("/api/v1/keys", "get", await send("/api/v1/keys", "get"));
    await check("/api/v1/keys/{keyId}/revoke", "post", await send(`/api/v1/keys/${member.id}/revoke`, "post"));
    await check("/api/v1/keys/{keyId}/revoke", "post", await send("/api/v1/keys/key_nope/revoke", "post"));
    const session = (await createConsoleSession(t.service.store, t.key, { now: t.clock.now, ttlMs: 3_600_000 }))!;
    const cookie = { cookie: `understudy_session=${session.token}` };
    const asSession = (path: string, method: string, csrf = true) =>
      t.control(path, { method: method.toUpperCase(), key: null, headers: csrf ? { ...cookie, "x-csrf-token": session.csrfToken } : cookie });
    const { sessions } = await check("/api/v1/sessions", "get", await asSession("/api/v1/sessions", "get"));
    expect(sessions[0].current).toBe(true);
    await check("/api/v1/keys", "post", await asSession("/api/v1/keys", "post", false));
    await check("/api/v1/sessions/{sessionId}/revoke", "post", await send("/api/v1/sessions/ses_nope/revoke", "post"));
    await check("/api/v1/sessions/{sessionId}/revoke", "post", await asSession(`/api/v1/sessions/${session.session.id}/revoke`, "post"));
    await check("/api/v1/sessions", "get", await asSession("/api/v1/sessions", "get"));
  });
});
