export {};
// A closed-loop HTTP load generator in its own process, used when wrk is not installed.
// Usage: bun scripts/bench/load-client.ts <url> <seconds> <connections> [header:value]
const [url, seconds = "5", connections = "32", header] = process.argv.slice(2);
const headers: Record<string, string> = {};
if (header) headers[header.slice(0, header.indexOf(":"))] = header.slice(header.indexOf(":") + 1).trim();
const deadline = performance.now() + Number(seconds) * 1000;
const latencies: number[] = [];
let errors = 0;

async function loop(): Promise<void> {
  while (performance.now() < deadline) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) errors++;
    latencies.push(performance.now() - started);
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: Number(connections) }, loop));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
console.log(JSON.stringify({ requests: latencies.length, errors, rps: latencies.length / elapsed, p50: pick(0.5), p99: pick(0.99) }));
