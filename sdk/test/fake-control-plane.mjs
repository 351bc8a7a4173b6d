// A fake Understudy control plane for the SDK's tests: a queue of tasks, the worker protocol, and
// faults to inject per operation (HTTP statuses, dropped connections, Retry-After).
import { createServer } from "node:http";

export async function startFakeControlPlane({ tasks = [], heartbeatIntervalMs = 60_000 } = {}) {
  const state = {
    queue: tasks.map((id, i) => ({ taskResultId: `tr${i}`, taskId: id })),
    leased: new Map(),
    completed: [],
    heartbeats: [],
    requests: [],
    faults: { lease: [], complete: [], heartbeat: [] },
    drainedWhenEmpty: true,
    // A real service would requeue an unreported lease once it expires; tests that give up on one say so.
    drainIgnoringLeases: false,
    lostLeases: new Set(),
    // What GET /evals/run1 answers once drained, for the CLI's exit codes.
    final: { status: "succeeded", conclusion: "neutral" },
    triggered: [],
  };
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const json = body ? JSON.parse(body) : {};
    const operation = req.url.endsWith("/lease") ? "lease" : req.url.endsWith("/complete") ? "complete" : req.url.endsWith("/heartbeat") ? "heartbeat" : "other";
    state.requests.push({ operation, url: req.url, body: json, auth: req.headers.authorization });
    const fault = state.faults[operation]?.shift();
    if (fault === "drop") return req.socket.destroy();
    if (typeof fault === "object") return send(res, fault.status, { error: "injected" }, fault.headers);
    if (typeof fault === "number") return send(res, fault, { error: "injected" });
    if (req.method === "POST" && req.url === "/api/v1/evals") {
      state.triggered.push(json);
      return send(res, 200, { runId: "run1", status: "running", taskCount: state.queue.length });
    }
    if (req.method === "GET" && req.url === "/api/v1/evals/run1") {
      const done = state.queue.length === 0 && state.leased.size === 0;
      const status = done ? state.final.status : "running";
      return send(res, 200, {
        runId: "run1", status, conclusion: done ? state.final.conclusion : null, resolved: state.completed.length, total: state.completed.length,
        assertions_passed: 0, assertions_counted: 0, regression: null, comment_markdown: `### report (${state.final.conclusion})\n`,
        progress: { queued: state.queue.length, leased: state.leased.size, graded: state.completed.length, error: 0 },
      });
    }
    if (operation === "lease") {
      const next = state.queue.shift();
      if (!next) return send(res, 200, { task: null, drained: state.drainedWhenEmpty && (state.drainIgnoringLeases || state.leased.size === 0) });
      const leaseId = `lease-${next.taskResultId}`;
      state.leased.set(next.taskResultId, leaseId);
      return send(res, 200, {
        task: { runId: "run1", taskResultId: next.taskResultId, taskId: next.taskId, ticket: `do ${next.taskId}`, mcp: { type: "http", url: "http://127.0.0.1:1/mcp", headers: {} } },
        lease: { leaseId, expiresAt: new Date(Date.now() + 60_000).toISOString(), heartbeatIntervalMs },
        drained: false,
      });
    }
    const taskResultId = req.url.split("/")[6]; // /api/v1/evals/{run}/tasks/{taskResultId}/{operation}
    if (operation === "heartbeat") {
      state.heartbeats.push({ taskResultId, at: Date.now() });
      return state.lostLeases.has(taskResultId) ? send(res, 409, { error: "lease lost" }) : send(res, 200, { leaseExpiresAt: new Date().toISOString() });
    }
    if (operation === "complete") {
      state.leased.delete(taskResultId);
      state.completed.push({ taskResultId, ...json });
      return send(res, 200, { taskResultId, status: "graded", reward: 1, assertionsPassed: 1, assertionsCounted: 1 });
    }
    send(res, 404, { error: "no route" });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { state, url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }) };
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** Runs `body` with a fresh fake control plane, closed whatever happens (a failed assertion included). */
export async function withFake(options, body) {
  const fake = await startFakeControlPlane(options);
  try {
    return await body(fake);
  } finally {
    await fake.close();
  }
}

/** Resolves once `condition()` holds; rejects after `timeoutMs` (generous: a busy 2-core CI machine is slow). */
export async function until(condition, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
