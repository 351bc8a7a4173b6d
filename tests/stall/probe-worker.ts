// The bystander's loops in their own thread (probe.ts): the stall runner sends the attacks from the
// test's thread (building and sending a huge body is work there too), and the probe must time the
// service, not that work. Times are absolute (timeOrigin + now), so the runner can place them on its own clock.
const port = globalThis as unknown as { onmessage: (event: MessageEvent) => void; postMessage(data: unknown): void };

const PROBE_TIMEOUT_MS = 30_000;
const INTERVAL_MS = 20;
const clock = () => performance.timeOrigin + performance.now();
let running = false;
let loops: Promise<void>[] = [];

port.onmessage = async (event: MessageEvent) => {
  const message = event.data as { start?: Array<[string, string, Record<string, string>]>; stop?: boolean };
  if (message.start) {
    running = true;
    loops = message.start.map(async ([what, url, headers]) => {
      while (running) {
        const start = clock();
        port.postMessage({ type: "start", what, start });
        let status = 0;
        try {
          const response = await fetch(url, { headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          status = 0; // no answer (refused while the service restarts, or timed out)
        }
        port.postMessage({ type: "end", what, start, end: clock(), status });
        await Bun.sleep(INTERVAL_MS);
      }
    });
  }
  if (message.stop) {
    running = false;
    await Promise.all(loops);
    port.postMessage({ type: "stopped" });
  }
};

export {};
