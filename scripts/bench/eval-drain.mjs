// Plain Node, as a customer's CI runs it: drain one run with the SDK and the scripted MCP agent.
// Usage: node scripts/bench/eval-drain.mjs <baseUrl> <apiKey> <runId> <concurrency>; prints {tasks, seconds}.
import { EvalWorker } from "../../sdk/dist/index.js";
import runAgent from "../../examples/agents/scripted-agent.mjs";

const [baseUrl, apiKey, runId, concurrency] = process.argv.slice(2);
let tasks = 0;
const started = performance.now();
await new EvalWorker({
  baseUrl, apiKey, runId, model: "bench", runAgent, concurrency: Number(concurrency), pollIntervalMs: 20,
  onEvent: (event) => event === "reported" && tasks++,
}).start();
console.log(JSON.stringify({ tasks, seconds: (performance.now() - started) / 1000 }));
