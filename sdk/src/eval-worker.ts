import { ApiError, createApiClient, type ApiClient } from "./http.js";
import { backoffDelay, sleep } from "./backoff.js";
import { Heartbeats } from "./heartbeats.js";
import type { EvalEvent, EvalEventData, EvalTask, EvalWorkerOptions } from "./types.js";
import { validateOptions } from "./options.js";

interface LeaseAnswer {
  task: EvalTask | null;
  drained?: boolean;
  lease?: { leaseId: string; expiresAt: string; heartbeatIntervalMs: number };
}

const COMPLETION_ATTEMPTS = 3;

/**
 * Drains one run: leases tasks, runs your agent on each task's MCP world, keeps the lease alive, and
 * reports completion. `start()` resolves once the run has no tasks left; it rejects when the service
 * refuses the worker for good (401, 403, an unknown run, another model label).
 */
export class EvalWorker {
  private readonly options: Required<Omit<EvalWorkerOptions, "onEvent">> & Pick<EvalWorkerOptions, "onEvent">;
  private readonly api: ApiClient;
  private readonly wake = new AbortController();
  private readonly agents = new Set<AbortController>();
  private stopping = false;
  private fatal?: Error;
  private running?: Promise<void>;

  constructor(options: EvalWorkerOptions) {
    this.options = validateOptions(options);
    this.api = createApiClient(this.options.baseUrl, this.options.apiKey);
  }

  start(): Promise<void> {
    this.running ??= this.drain();
    return this.running;
  }

  /** Stops pulling tasks; tasks in hand finish and are reported. Resolves when the worker is done. */
  stop(): Promise<void> {
    this.stopping = true;
    this.wake.abort();
    return this.running ?? Promise.resolve();
  }

  private emit<E extends EvalEvent>(event: E, data: EvalEventData[E]): void {
    try {
      this.options.onEvent?.(event, data);
    } catch {
      // A throwing event handler must not take the worker down.
    }
  }

  private async drain(): Promise<void> {
    const heartbeats = new Heartbeats(this.options.baseUrl, this.options.apiKey, (detail) => this.emit("error", { operation: "heartbeat", ...detail }));
    try {
      await Promise.all(Array.from({ length: this.options.concurrency }, () => this.lane(heartbeats)));
    } finally {
      await heartbeats.close();
    }
    if (this.fatal) throw this.fatal;
    this.emit("drained", {});
  }

  private async lane(heartbeats: Heartbeats): Promise<void> {
    let failures = 0;
    while (!this.stopping && !this.fatal) {
      let answer: LeaseAnswer;
      try {
        answer = await this.api.request<LeaseAnswer>("lease", "POST", `/api/v1/evals/${encodeURIComponent(this.options.runId)}/lease`, { model: this.options.model });
        failures = 0;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        this.emit("error", describe(error));
        if (!error.retryable) return this.fail(error);
        await sleep(error.status === 429 && error.retryAfterMs ? error.retryAfterMs : backoffDelay(failures++), this.wake.signal);
        continue;
      }
      if (answer.task && answer.lease) await this.runTask(answer.task, answer.lease, heartbeats);
      else if (answer.drained) return;
      else {
        this.emit("idle", {});
        await sleep(this.options.pollIntervalMs, this.wake.signal);
      }
    }
  }

  private async runTask(task: EvalTask, lease: NonNullable<LeaseAnswer["lease"]>, heartbeats: Heartbeats): Promise<void> {
    this.emit("task", { runId: task.runId, taskResultId: task.taskResultId, taskId: task.taskId });
    const controller = new AbortController();
    this.agents.add(controller);
    let lost = false;
    heartbeats.start(task.runId, task.taskResultId, lease.leaseId, lease.heartbeatIntervalMs, (status) => {
      lost = true;
      controller.abort(new Error("The lease was lost; the task went to another worker"));
      this.emit("error", { operation: "heartbeat", status });
    });
    let agentError: string | undefined;
    try {
      await this.options.runAgent(task, { signal: controller.signal });
    } catch (error) {
      agentError = error instanceof Error ? error.message : String(error);
    } finally {
      heartbeats.stop(task.taskResultId);
      this.agents.delete(controller);
    }
    // A lost lease's report would change nothing: the service already requeued the task.
    if (!lost) await this.report(task, lease.leaseId, agentError);
  }

  private async report(task: EvalTask, leaseId: string, agentError: string | undefined): Promise<void> {
    const path = `/api/v1/evals/${encodeURIComponent(task.runId)}/tasks/${encodeURIComponent(task.taskResultId)}/complete`;
    for (let attempt = 0; attempt < COMPLETION_ATTEMPTS; attempt++) {
      try {
        await this.api.request("complete", "POST", path, { leaseId, error: agentError ?? null });
        this.emit("reported", agentError === undefined ? { taskResultId: task.taskResultId } : { taskResultId: task.taskResultId, error: agentError });
        return;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        this.emit("error", describe(error));
        if (error.fatal) return this.fail(error);
        if (!error.retryable) return; // 409: the lease is gone; nothing to report
        if (attempt < COMPLETION_ATTEMPTS - 1) await sleep(backoffDelay(attempt));
      }
    }
  }

  private fail(error: ApiError): void {
    if (!this.fatal) {
      const reason = error.fatal ? "the service refused the worker's API key" : "the service refused the worker";
      this.fatal = new Error(`Understudy eval worker stopped: ${reason} (${error.message})`, { cause: error });
    }
    this.wake.abort();
  }
}

function describe(error: ApiError): EvalEventData["error"] {
  return error.status === undefined ? { operation: error.operation, message: error.message } : { operation: error.operation, status: error.status, message: error.message };
}
