// A closed-loop HTTP load generator in its own process, used when wrk is not installed.
// Usage: bun scripts/bench/load-client.ts <json: {url, seconds, connections, method?, body?, headers?}>
export {};
const spec = process.argv[2];
if (spec === undefined) {
  console.error("usage: bun scripts/bench/load-client.ts <json: {url, seconds, connections, method?, body?, headers?}>");
  process.exit(2);
}
const { url, seconds, connections, method = "GET", body, headers = {} } = JSON.parse(spec) as {
  url: string; seconds: number; connections: number; method?: string; body?: string; headers?: Record<string, string>;
};
const deadline = performance.now() + seconds * 1000;
const latencies: number[] = [];
let errors = 0;

async function loop(): Promise<void> {
  while (performance.now() < deadline) {
    const started = performance.now();
    const response = await fetch(url, { method, headers, body });
    await response.arrayBuffer();
    if (response.status >= 400) errors++;
    latencies.push(performance.now() - started);
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: connections }, loop));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
console.log(JSON.stringify({ requests: latencies.length, errors, rps: latencies.length / elapsed, p50: pick(0.5), p99: pick(0.99) }));
