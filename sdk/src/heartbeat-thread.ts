// Runs in its own thread: its timers keep firing while the agent keeps the main thread busy.
import { parentPort, workerData } from "node:worker_threads";

interface Start { type: "start"; key: string; path: string; leaseId: string; intervalMs: number }
interface Stop { type: "stop"; key: string }

const { baseUrl, apiKey } = workerData as { baseUrl: string; apiKey: string };
const timers = new Map<string, ReturnType<typeof setInterval>>();

parentPort!.on("message", (message: Start | Stop) => {
  if (message.type === "stop") {
    clearInterval(timers.get(message.key));
    timers.delete(message.key);
    return;
  }
  const beat = async () => {
    try {
      const response = await fetch(`${baseUrl}${message.path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify({ leaseId: message.leaseId }),
      });
      await response.arrayBuffer();
      if (response.status === 409 || response.status === 404) {
        clearInterval(timers.get(message.key));
        timers.delete(message.key);
        parentPort!.postMessage({ type: "lost", key: message.key, status: response.status });
      } else if (!response.ok) {
        parentPort!.postMessage({ type: "error", key: message.key, status: response.status });
      }
    } catch (error) {
      // A missed beat is retried at the next tick; the lease outlives several intervals.
      parentPort!.postMessage({ type: "error", key: message.key, message: (error as Error).message });
    }
  };
  timers.set(message.key, setInterval(beat, message.intervalMs));
});
