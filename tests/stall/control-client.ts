// A few control-plane calls over HTTP with one organization's key: what the stall cases' setup and
// the soak script need (datasets, eval runs driven through lease and complete).
import { CRM_TASKS, SHA } from "../support/eval-fixtures.ts";

export interface ControlClient {
  call(path: string, init?: { method?: string; body?: unknown }): Promise<Response>;
  /** The answer's JSON; throws with the answer unless its status is 2xx. */
  json<T = Record<string, unknown>>(path: string, init?: { method?: string; body?: unknown }): Promise<T>;
}

export function controlClient(controlUrl: string, key: string): ControlClient {
  const call: ControlClient["call"] = (path, init = {}) =>
    fetch(`${controlUrl}${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  return {
    call,
    async json(path, init) {
      const response = await call(path, init);
      if (response.status >= 300) throw new Error(`${init?.method ?? "GET"} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      return response.json();
    },
  };
}

/** Uploads the CRM test dataset (tests/support/eval-fixtures.ts) under `slug`. */
export const putCrmDataset = (client: ControlClient, slug: string) => client.json(`/api/v1/datasets/${slug}`, { method: "PUT", body: { name: "Stall CRM", tasks: CRM_TASKS } });

let commits = 0;
/** Starts a run of `dataset`; a new commit each time. */
export async function startRun(client: ControlClient, dataset: string): Promise<string> {
  const { runId } = await client.json<{ runId: string }>("/api/v1/evals", { body: { commit: SHA(++commits % 200 + 1), dataset, ref: "main" } });
  return runId;
}

export interface Leased { runId: string; taskResultId: string; leaseId: string; mcpUrl?: string; headers?: Record<string, string> }

/** Leases the run's next task, or undefined once it is drained. */
export async function leaseTask(client: ControlClient, runId: string, model = "stall-model"): Promise<Leased | undefined> {
  const answer = await client.json<{ task: { taskResultId: string; mcp?: { url: string; headers?: Record<string, string> } } | null; lease: { leaseId: string } }>(`/api/v1/evals/${runId}/lease`, { body: { model } });
  if (!answer.task) return undefined;
  return { runId, taskResultId: answer.task.taskResultId, leaseId: answer.lease.leaseId, mcpUrl: answer.task.mcp?.url, headers: answer.task.mcp?.headers };
}

/** Completes a leased task with an answer; the grade as the service reports it. */
export const completeTask = (client: ControlClient, task: Leased, answer = "done") =>
  client.json<{ status: string; reward: number }>(`/api/v1/evals/${task.runId}/tasks/${task.taskResultId}/complete`, { body: { leaseId: task.leaseId, answer, usage: { inputTokens: 10, outputTokens: 5 } } });
