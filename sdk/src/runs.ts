import { ApiError, createApiClient } from "./http.js";
import { backoffDelay, sleep } from "./backoff.js";
import type { RunView, TriggerAnswer, TriggerRequest } from "./protocol.js";

export interface Connection { baseUrl: string; apiKey: string }

/** POST /api/v1/evals body: `{ commit, dataset, ref?, tasks?, baseline?, trials?, alpha? }`, `baseline` being `{ runId }` or `{ ref }`. */
export type RunTrigger = TriggerRequest;

/** GET /api/v1/evals/{runId}: the run with its tasks, dataset, regression, baseline, pass rates and both verdicts. */
export type RunSummary = RunView;

/** Consecutive failed reads (network, 5xx, 429) before waitForRun gives up: about five minutes of backoff. */
const MAX_READ_FAILURES = 15;

const runPath = (runId: string) => `/api/v1/evals/${encodeURIComponent(runId)}`;

/** POST /api/v1/evals: step one of the recommended order. */
export async function triggerRun(connection: Connection, trigger: RunTrigger): Promise<TriggerAnswer> {
  return createApiClient(connection.baseUrl, connection.apiKey).request("trigger", "POST", "/api/v1/evals", trigger);
}

export async function getRun(connection: Connection, runId: string): Promise<RunView> {
  return createApiClient(connection.baseUrl, connection.apiKey).request("read run", "GET", runPath(runId));
}

/**
 * POST /api/v1/evals/{runId}/cancel: queued tasks are cancelled, leased ones may still complete.
 * Resolves with the run (status "cancelled"); idempotent. Rejects with an ApiError of status 409 when
 * the run had already finished.
 */
export async function cancelRun(connection: Connection, runId: string): Promise<RunView> {
  return createApiClient(connection.baseUrl, connection.apiKey).request("cancel run", "POST", `${runPath(runId)}/cancel`);
}

export interface WaitOptions {
  pollIntervalMs?: number;
  onProgress?: (run: RunView) => void;
  /** Stops waiting: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** Polls until the run has finished: succeeded, failed or cancelled (other workers may still hold tasks when this one drains). */
export async function waitForRun(connection: Connection, runId: string, options: WaitOptions = {}): Promise<RunView> {
  const api = createApiClient(connection.baseUrl, connection.apiKey);
  const { signal } = options;
  let failures = 0;
  for (;;) {
    signal?.throwIfAborted();
    let run: RunView;
    try {
      run = await api.request<RunView>("read run", "GET", runPath(runId), undefined, signal);
      failures = 0;
    } catch (error) {
      // A restarting service or a dropped connection is no reason to give up on a run that goes on.
      if (!(error instanceof ApiError) || !error.retryable || failures >= MAX_READ_FAILURES) throw error;
      await sleep(backoffDelay(failures++), signal);
      continue;
    }
    options.onProgress?.(run);
    if (run.status !== "running") return run;
    await sleep(options.pollIntervalMs ?? 1000, signal);
  }
}
