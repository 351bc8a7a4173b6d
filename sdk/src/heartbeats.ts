import { Worker } from "node:worker_threads";

type Lost = (status: number) => void;
type Failure = (detail: { status?: number; message?: string }) => void;

/**
 * Heartbeats for every lease a worker holds, sent from one background thread. The main thread only
 * starts and stops them, so a busy or blocked agent cannot starve them.
 */
export class Heartbeats {
  private readonly thread: Worker;
  private readonly lost = new Map<string, Lost>();

  constructor(baseUrl: string, apiKey: string, onFailure: Failure) {
    this.thread = new Worker(new URL("./heartbeat-thread.js", import.meta.url), { workerData: { baseUrl: baseUrl.replace(/\/+$/, ""), apiKey } });
    this.thread.unref();
    this.thread.on("message", (message: { type: string; key: string; status?: number; message?: string }) => {
      if (message.type === "lost") this.lost.get(message.key)?.(message.status ?? 409);
      else onFailure({ status: message.status, message: message.message });
    });
  }

  start(runId: string, taskResultId: string, leaseId: string, intervalMs: number, onLost: Lost): void {
    this.lost.set(taskResultId, onLost);
    const path = `/api/v1/evals/${encodeURIComponent(runId)}/tasks/${encodeURIComponent(taskResultId)}/heartbeat`;
    this.thread.postMessage({ type: "start", key: taskResultId, path, leaseId, intervalMs });
  }

  stop(taskResultId: string): void {
    this.lost.delete(taskResultId);
    this.thread.postMessage({ type: "stop", key: taskResultId });
  }

  async close(): Promise<void> {
    await this.thread.terminate();
  }
}
