import { Worker } from "node:worker_threads";

type Lost = (status: number) => void;
/** A beat that failed: `status` for an HTTP answer, `message` for a network error. */
export type BeatFailure = (detail: { taskResultId: string; status?: number; message?: string }) => void;

interface Held {
  taskResultId: string;
  onLost: Lost;
}

/**
 * Heartbeats for every lease a worker holds, sent from one background thread. The main thread only
 * starts and stops them, so a busy or blocked agent cannot starve them.
 *
 * Everything is keyed by lease, never by task: a task whose lease expired is leased again (same
 * taskResultId, new leaseId), maybe by this very worker, and the old lease's 409 must reach only the
 * run of the task that held it.
 */
export class Heartbeats {
  private readonly thread: Worker;
  private readonly held = new Map<string, Held>();

  constructor(baseUrl: string, apiKey: string, onFailure: BeatFailure) {
    this.thread = new Worker(new URL("./heartbeat-thread.js", import.meta.url), { workerData: { baseUrl: baseUrl.replace(/\/+$/, ""), apiKey } });
    this.thread.unref();
    this.thread.on("message", (message: { type: "lost" | "error"; leaseId: string; status?: number; message?: string }) => {
      const held = this.held.get(message.leaseId);
      if (!held) return; // a beat of a lease already let go concerns nobody now
      if (message.type === "lost") {
        this.held.delete(message.leaseId);
        held.onLost(message.status ?? 409);
      } else onFailure({ taskResultId: held.taskResultId, status: message.status, message: message.message });
    });
  }

  start(runId: string, taskResultId: string, leaseId: string, intervalMs: number, onLost: Lost): void {
    this.held.set(leaseId, { taskResultId, onLost });
    const path = `/api/v1/evals/${encodeURIComponent(runId)}/tasks/${encodeURIComponent(taskResultId)}/heartbeat`;
    this.thread.postMessage({ type: "start", leaseId, path, intervalMs });
  }

  stop(leaseId: string): void {
    this.held.delete(leaseId);
    this.thread.postMessage({ type: "stop", leaseId });
  }

  async close(): Promise<void> {
    await this.thread.terminate();
  }
}
