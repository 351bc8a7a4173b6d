import { ApiError, createApiClient, type ApiClient } from "./http.js";
import { backoffDelay, sleep } from "./backoff.js";
import { Heartbeats } from "./heartbeats.js";
import type { AgentUsage, CompletionRequest, EvalTask, LeaseAnswer, LeaseGrant } from "./protocol.js";
import type { ErrorOutcome, EvalEventArgs, EvalEventData, EvalWorkerOptions, StopOptions } from "./types.js";
import { validateOptions } from "./options.js";

const COMPLETION_ATTEMPTS = 3;

/**
 * Drains one run: leases tasks, runs your agent on each task's MCP world, keeps the lease alive, and
 * reports completion. `start()` resolves once the run has no tasks left; it rejects when the service
 * refuses the worker for good (401, 403, an unknown run, another model label).
 */
export class EvalWorker {
  private readonly options: ReturnType<typeof validateOptions>;
  private readonly api: ApiClient;
  private readonly wake = new AbortController();
  private readonly agents = new Set<AbortController>();
  private stopping = false;
  private aborting = false;
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

  /**
   * Stops pulling tasks; tasks in hand finish and are reported. With `{ abort: true }` their signals
   * are aborted too, and an aborted task is not reported. Resolves when the worker is done.
   */
  stop(options: StopOptions = {}): Promise<void> {
    this.stopping = true;
    this.wake.abort();
    if (options.abort && !this.aborting) {
      this.aborting = true;
      for (const agent of this.agents) agent.abort(new Error("The worker was stopped"));
    }
    return this.running ?? Promise.resolve();
  }

  private emit(...args: EvalEventArgs): void {
    try {
      this.options.onEvent?.(...args);
    } catch {
      // A throwing event handler must not take the worker down.
    }
  }

  private emitError(operation: string, error: unknown, outcome: ErrorOutcome, taskResultId?: string): void {
    const data: EvalEventData["error"] = { operation, outcome, message: error instanceof Error ? error.message : String(error) };
    if (error instanceof ApiError && error.status !== undefined) data.status = error.status;
    if (taskResultId !== undefined) data.taskResultId = taskResultId;
    this.emit("error", data);
  }

  private async drain(): Promise<void> {
    const heartbeats = new Heartbeats(this.options.baseUrl, this.options.apiKey, ({ taskResultId, status, message }) => {
      const error = new ApiError("heartbeat", status, `heartbeat: ${status === undefined ? message : `HTTP ${status}`}`);
      if (error.fatal) this.fail("heartbeat", error, taskResultId);
      else this.emitError("heartbeat", error, "retrying", taskResultId); // the next tick beats again
    });
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
        if (!(error instanceof ApiError) || !error.retryable) return this.fail("lease", error);
        this.emitError("lease", error, "retrying");
        await sleep(error.status === 429 && error.retryAfterMs ? error.retryAfterMs : backoffDelay(failures++), this.wake.signal);
        continue;
      }
      if (answer.task && answer.lease) {
        // Stopped hard while the lease was on its way: leave it to lapse, the service requeues the task.
        if (this.aborting) return;
        try {
          await this.runTask(answer.task, answer.lease, heartbeats);
        } catch (error) {
          return this.fail("worker", error, answer.task.taskResultId);
        }
      } else if (answer.drained) return;
      else {
        this.emit("idle", {});
        await sleep(this.options.pollIntervalMs, this.wake.signal);
      }
    }
  }

  private async runTask(task: EvalTask, lease: LeaseGrant, heartbeats: Heartbeats): Promise<void> {
    this.emit("task", { runId: task.runId, taskResultId: task.taskResultId, taskId: task.taskId });
    const controller = new AbortController();
    this.agents.add(controller);
    heartbeats.start(task.runId, task.taskResultId, lease.leaseId, lease.heartbeatIntervalMs, (status) => {
      controller.abort(new Error("The lease was lost; the service requeues the task"));
      this.emitError("heartbeat", new ApiError("heartbeat", status, `heartbeat: HTTP ${status}: the lease was lost`), "lease-lost", task.taskResultId);
    });
    const completion: CompletionRequest = { leaseId: lease.leaseId, error: null };
    try {
      Object.assign(completion, readResult(await this.options.runAgent(task, { signal: controller.signal })));
    } catch (error) {
      completion.error = error instanceof Error ? error.message : String(error);
    } finally {
      heartbeats.stop(lease.leaseId);
      this.agents.delete(controller);
    }
    // A lost lease's report would change nothing (the service already requeued the task), and a task
    // aborted by stop({ abort: true }) is left to lapse rather than graded on half a run.
    if (!controller.signal.aborted) await this.report(task, completion);
  }

  private async report(task: EvalTask, completion: CompletionRequest): Promise<void> {
    const path = `/api/v1/evals/${encodeURIComponent(task.runId)}/tasks/${encodeURIComponent(task.taskResultId)}/complete`;
    for (let attempt = 0; attempt < COMPLETION_ATTEMPTS; attempt++) {
      try {
        await this.api.request("complete", "POST", path, completion);
        this.emit("reported", completion.error ? { taskResultId: task.taskResultId, error: completion.error } : { taskResultId: task.taskResultId });
        return;
      } catch (error) {
        if (!(error instanceof ApiError) || error.fatal) return this.fail("complete", error, task.taskResultId);
        if (error.status === 409 || error.status === 404) return this.emitError("complete", error, "lease-lost", task.taskResultId);
        const last = !error.retryable || attempt === COMPLETION_ATTEMPTS - 1;
        this.emitError("complete", error, last ? "dropped" : "retrying", task.taskResultId);
        if (last) return;
        await sleep(error.status === 429 && error.retryAfterMs ? error.retryAfterMs : backoffDelay(attempt));
      }
    }
  }

  /** Stops the worker for good: the `error` event (outcome `fatal`), then `start()` rejects. */
  private fail(operation: string, error: unknown, taskResultId?: string): void {
    this.emitError(operation, error, "fatal", taskResultId);
    if (!this.fatal) {
      const reason = error instanceof ApiError ? (error.fatal ? "the service refused the worker's API key" : "the service refused the worker") : "an unexpected error";
      const message = error instanceof Error ? error.message : String(error);
      this.fatal = new Error(`Understudy eval worker stopped: ${reason} (${message})`, { cause: error });
    }
    this.stopping = true;
    this.wake.abort();
  }
}

/** runAgent's value: a string is the answer; `{ answer?, usage? }` is taken field by field; anything else is ignored. */
function readResult(value: unknown): Pick<CompletionRequest, "answer" | "usage"> {
  if (typeof value === "string") return { answer: value };
  if (!value || typeof value !== "object") return {};
  const { answer, usage } = value as { answer?: unknown; usage?: unknown };
  const result: Pick<CompletionRequest, "answer" | "usage"> = {};
  if (typeof answer === "string") result.answer = answer;
  if (usage && typeof usage === "object") {
    const counted: AgentUsage = {};
    for (const key of ["inputTokens", "outputTokens", "costUsd"] as const) {
      const n = (usage as Record<string, unknown>)[key];
      if (typeof n === "number" && Number.isFinite(n) && n >= 0) counted[key] = n;
    }
    if (Object.keys(counted).length) result.usage = counted;
  }
  return result;
}
