import { createApiClient } from "./http.js";
import { sleep } from "./backoff.js";

export interface Connection { baseUrl: string; apiKey: string }

export interface RunTrigger { commit: string; dataset: string; ref?: string; tasks?: string[] }

export interface RunSummary {
  runId: string;
  status: "running" | "succeeded" | "failed";
  conclusion: "success" | "failure" | "neutral" | null;
  resolved: number;
  total: number;
  assertions_passed: number;
  assertions_counted: number;
  regression: { baselineCommit: string } | null;
  comment_markdown: string;
  progress: { queued: number; leased: number; graded: number; error: number };
  [key: string]: unknown;
}

/** POST /api/v1/evals: step one of the recommended order. */
export function triggerRun(connection: Connection, trigger: RunTrigger): Promise<{ runId: string; status: string; taskCount: number }> {
  return createApiClient(connection.baseUrl, connection.apiKey).request("trigger", "POST", "/api/v1/evals", trigger);
}

export function getRun(connection: Connection, runId: string): Promise<RunSummary> {
  return createApiClient(connection.baseUrl, connection.apiKey).request("read run", "GET", `/api/v1/evals/${encodeURIComponent(runId)}`);
}

/** Polls until the run has finished (other workers may still hold tasks when this one drains). */
export async function waitForRun(connection: Connection, runId: string, options: { pollIntervalMs?: number; onProgress?: (run: RunSummary) => void } = {}): Promise<RunSummary> {
  for (;;) {
    const run = await getRun(connection, runId);
    options.onProgress?.(run);
    if (run.status !== "running") return run;
    await sleep(options.pollIntervalMs ?? 1000);
  }
}
