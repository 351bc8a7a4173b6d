// Runs in its own thread: its timers keep firing while the agent keeps the main thread busy.
// One timer per lease, keyed by leaseId (a re-leased task has the same taskResultId, a new leaseId).
import { parentPort, workerData } from "node:worker_threads";

interface Start { type: "start"; leaseId: string; path: string; intervalMs: number }
interface Stop { type: "stop"; leaseId: string }

const { baseUrl, apiKey } = workerData as { baseUrl: string; apiKey: string };
const timers = new Map<string, ReturnType<typeof setInterval>>();

function stop(leaseId: string): void {
  clearInterval(timers.get(leaseId));
  timers.delete(leaseId);
}

parentPort!.on("message", (message: Start | Stop) => {
  stop(message.leaseId);
  if (message.type === "stop") return;
  const { leaseId, path } = message;
  const beat = async () => {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ leaseId }),
      });
      await response.arrayBuffer();
      if (!timers.has(leaseId)) return; // stopped while the beat was on its way
      if (response.status === 409 || response.status === 404) {
        stop(leaseId);
        parentPort!.postMessage({ type: "lost", leaseId, status: response.status });
      } else if (!response.ok) {
        parentPort!.postMessage({ type: "error", leaseId, status: response.status });
      }
    } catch (error) {
      // A missed beat is retried at the next tick; the lease outlives several intervals.
      if (timers.has(leaseId)) parentPort!.postMessage({ type: "error", leaseId, message: (error as Error).message });
    }
  };
  timers.set(leaseId, setInterval(beat, message.intervalMs));
});
