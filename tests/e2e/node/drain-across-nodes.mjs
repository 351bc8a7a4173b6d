// Plain Node, as a customer's CI runs it: one SDK worker per service node, all draining one run at once.
// Usage: node drain-across-nodes.mjs <apiKey> <runId> <model> <controlUrl>[,<controlUrl>...]
// Prints {reached: {taskResultId: times the agent got it}}; exits 1 when a worker fails.
import { EvalWorker } from "../../../sdk/dist/index.js";
import runScripted from "../../../examples/agents/scripted-agent.mjs";

const [apiKey, runId, model, urls] = process.argv.slice(2);
if (!apiKey || !runId || !model || !urls) throw new Error("usage: node drain-across-nodes.mjs <apiKey> <runId> <model> <controlUrl,...>");
/** @type {Record<string, number>} */
const reached = {};
const workers = urls.split(",").map((baseUrl) => new EvalWorker({
  baseUrl, apiKey, runId, model, concurrency: 4, pollIntervalMs: 20,
  runAgent: async (task, context) => {
    reached[task.taskResultId] = (reached[task.taskResultId] ?? 0) + 1;
    return runScripted(task, context);
  },
}));
await Promise.all(workers.map((worker) => worker.start()));
console.log(JSON.stringify({ reached }));
