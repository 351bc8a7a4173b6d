// A fake Understudy control plane for the SDK's tests: a queue of tasks (each leased once per trial), the
// worker protocol, run reads and cancels, and faults to inject per operation (HTTP statuses, dropped
// connections, Retry-After).
import { createServer } from "node:http";

/** One task result per task and trial, trial by trial: at one trial, tr0, tr1... are the tasks in order. */
const taskResults = (tasks, trials) =>
  Array.from({ length: trials }, (_, trial) => tasks.map((id, i) => ({ taskResultId: `tr${trial * tasks.length + i}`, taskId: id, trial, attempts: 0 }))).flat();

export async function startFakeControlPlane({ tasks = [], trials = 1, heartbeatIntervalMs = 60_000 } = {}) {
  let all = taskResults(tasks, trials);
  const state = {
    /** Trials per task: a trigger's `trials` sets it (and refills the queue). */
    trials,
    queue: [...all],
    /** taskResultId → the leaseId that holds it now. */
    leased: new Map(),
    completed: [],
    heartbeats: [],
    requests: [],
    faults: { lease: [], complete: [], heartbeat: [], cancel: [], run: [] },
    drainedWhenEmpty: true,
    // A real service would requeue an unreported lease once it expires; tests that give up on one say so.
    drainIgnoringLeases: false,
    /** When set, what an empty lease answers as `drained`, whatever the leases (another worker's tasks, say). */
    drainedAnswer: undefined,
    /** Task result ids or lease ids whose heartbeats and completions answer 409. */
    lostLeases: new Set(),
    cancelled: false,
    /** The run GET /evals/run1 describes; `final` is what it becomes once drained, for the CLI's exit codes. */
    run: { dataset: "crm", commit: "abcdef1234567890abcdef1234567890abcdef12" },
    /**
     * Also `noise_aware_conclusion` (default: the conclusion; set it to undefined for a service older
     * than trials, which sends none), `resolved`, `total` and the pass rates.
     */
    final: { status: "succeeded", conclusion: "neutral" },
    triggered: [],
  };
  const done = () => state.queue.length === 0 && (state.leased.size === 0 || state.drainIgnoringLeases);
  const view = () => {
    const finished = state.cancelled || done();
    const status = state.cancelled ? "cancelled" : finished ? state.final.status : "running";
    const verdict = (conclusion) => (state.cancelled || !finished ? null : conclusion);
    const noiseAware = "noise_aware_conclusion" in state.final ? state.final.noise_aware_conclusion : state.final.conclusion;
    const resolved = state.final.resolved ?? Math.floor(state.completed.length / state.trials);
    const total = state.final.total ?? tasks.length;
    const share = total > 0 ? resolved / total : 0;
    return {
      runId: "run1", ref: null, model: "m", ...state.run, status, conclusion: verdict(state.final.conclusion),
      noise_aware_conclusion: noiseAware === undefined ? undefined : verdict(noiseAware),
      resolved, total, trials: state.trials,
      pass_at_1: state.final.pass_at_1 ?? share, pass_hat_k: state.final.pass_hat_k ?? share, pass_at_k: state.final.pass_at_k ?? share,
      assertions_passed: 0, assertions_counted: 0, regression: null, baseline: null,
      statistics: null, manifest: null, comparability: null, regradeOf: null,
      comment_markdown: `### report (${state.cancelled ? "cancelled" : state.final.conclusion})\n`,
      progress: {
        queued: state.cancelled ? 0 : state.queue.length, leased: state.leased.size, graded: state.completed.length,
        infra_error: 0, error: 0, cancelled: state.cancelled ? state.queue.length : 0, not_graded: 0,
      },
      createdAt: new Date(0).toISOString(), finishedAt: finished ? new Date().toISOString() : null, tasks: [],
    };
  };
  const refused = (taskResultId, leaseId) => state.lostLeases.has(taskResultId) || state.lostLeases.has(leaseId);
  const server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const json = body ? JSON.parse(body) : {};
    const path = req.url ?? "";
    const operation = /\/(lease|complete|heartbeat|cancel)$/.exec(path)?.[1] ?? (req.method === "GET" && path === "/api/v1/evals/run1" ? "run" : "other");
    state.requests.push({ operation, url: path, body: json, auth: req.headers.authorization });
    const fault = state.faults[operation]?.shift();
    if (fault === "drop") return req.socket.destroy();
    if (typeof fault === "object") return send(res, fault.status, { error: "injected" }, fault.headers);
    if (typeof fault === "number") return send(res, fault, { error: "injected" });
    if (req.method === "POST" && path === "/api/v1/evals") {
      state.triggered.push(json);
      if (json.trials) {
        state.trials = json.trials;
        all = taskResults(tasks, json.trials);
        state.queue = [...all];
      }
      return send(res, 200, { runId: "run1", status: "running", taskCount: tasks.length, trialCount: all.length });
    }
    if (operation === "run") return send(res, 200, view());
    if (operation === "cancel") {
      if (!state.cancelled && done()) return send(res, 409, { error: `Run run1 has already ${state.final.status}` });
      state.cancelled = true;
      return send(res, 200, view());
    }
    if (operation === "lease") {
      const next = state.cancelled ? undefined : state.queue.shift();
      if (!next) return send(res, 200, { task: null, drained: state.cancelled || (state.drainedAnswer ?? (state.drainedWhenEmpty && done())) });
      const leaseId = `lease-${next.taskResultId}-${++next.attempts}`;
      state.leased.set(next.taskResultId, leaseId);
      return send(res, 200, {
        task: { runId: "run1", taskResultId: next.taskResultId, taskId: next.taskId, trial: next.trial, ticket: `do ${next.taskId}`, mcp: { type: "http", url: "http://127.0.0.1:1/mcp", headers: {} } },
        lease: { leaseId, expiresAt: new Date(Date.now() + 60_000).toISOString(), heartbeatIntervalMs },
        drained: false,
      });
    }
    const taskResultId = path.split("/")[6]; // /api/v1/evals/{run}/tasks/{taskResultId}/{operation}
    if (operation === "heartbeat") {
      state.heartbeats.push({ taskResultId, leaseId: json.leaseId, at: Date.now() });
      return refused(taskResultId, json.leaseId) ? send(res, 409, { error: "lease lost" }) : send(res, 200, { leaseExpiresAt: new Date().toISOString() });
    }
    if (operation === "complete") {
      if (refused(taskResultId, json.leaseId) || state.leased.get(taskResultId) !== json.leaseId) return send(res, 409, { error: "lease lost" });
      state.leased.delete(taskResultId);
      state.completed.push({ taskResultId, ...json });
      return send(res, 200, { taskResultId, status: "graded", reward: 1, assertionsPassed: 1, assertionsCounted: 1 });
    }
    send(res, 404, { error: "no route" });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    state,
    url: `http://127.0.0.1:${server.address().port}`,
    /** The task's lease expired: it goes back to the queue's head (its old lease answers 409 once in lostLeases). */
    requeue: (taskResultId) => state.queue.unshift(all.find((t) => t.taskResultId === taskResultId)),
    count: (operation) => state.requests.filter((r) => r.operation === operation).length,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
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
