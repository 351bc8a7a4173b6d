// The stall probe in its own thread (stall-probe.ts): the attacking client shares the test's event loop
// (building a 19 MiB multipart body, a 40,000-address field), and the probe must time the service, not
// the test's own work. Fetches each target every `everyMs` until told to stop, then reports the slowest
// answer and any answer that was not 200.
const port = globalThis as unknown as { onmessage: (event: MessageEvent) => void; postMessage(data: unknown): void };

interface WireTarget { url: string; method: string; headers: Record<string, string>; body?: string }

let running = false;
let loops: Promise<void>[] = [];
let slowestMs = 0;
const failures: string[] = [];

port.onmessage = async (event: MessageEvent) => {
  const message = event.data as { start?: { targets: WireTarget[]; everyMs: number }; stop?: boolean };
  if (message.start) {
    running = true;
    const { targets, everyMs } = message.start;
    loops = targets.map(async (target) => {
      while (running) {
        const started = performance.now();
        try {
          const response = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${target.url}: ${response.status}`);
        } catch (error) {
          failures.push(`${target.url}: ${(error as Error).message}`);
        }
        slowestMs = Math.max(slowestMs, performance.now() - started);
        await Bun.sleep(everyMs);
      }
    });
    port.postMessage({ started: true });
  }
  if (message.stop) {
    running = false;
    await Promise.all(loops);
    port.postMessage({ slowestMs, failures });
  }
};
export {};
