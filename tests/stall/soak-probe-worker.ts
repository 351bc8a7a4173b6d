// The soak's probe in its own thread: the traffic loops share the script's event loop, and the probe's
// figures must be the service's latency, not the script's own. Polls `/providers/list` with the second
// organization's key every 20 ms and hands its latencies over when asked.
// Bun's worker global: messages from the script arrive on it, and postMessage answers.
const port = globalThis as unknown as { onmessage: (event: MessageEvent) => void; postMessage(data: unknown): void };

let latencies: number[] = [];
let failures = 0;
let lastFailure = "";
let running = true;

port.onmessage = async (event: MessageEvent) => {
  const { start, take, stop } = event.data as { start?: { url: string; key: string }; take?: boolean; stop?: boolean };
  if (take) {
    port.postMessage({ latencies, failures, lastFailure });
    latencies = [];
    failures = 0;
  }
  if (stop) running = false;
  if (!start) return;
  while (running) {
    const started = performance.now();
    try {
      const response = await fetch(start.url, { headers: { authorization: `Bearer ${start.key}` }, signal: AbortSignal.timeout(30_000) });
      const text = await response.text();
      if (response.status !== 200) (failures++, (lastFailure = `${response.status} ${text.slice(0, 160)}`));
    } catch (error) {
      failures++;
      lastFailure = (error as Error).message;
    }
    latencies.push(performance.now() - started);
    await Bun.sleep(20);
  }
};
