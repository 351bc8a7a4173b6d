// An agent that follows a script instead of thinking: for each task it plays the tool calls of the
// task's oracle from examples/datasets/crm-basics through the task's MCP server, with the official
// MCP SDK client. Use it to check the pipeline end to end without a model key. Through a profile's
// surface (mcp.url ends /mcp/official+atlassian) it plays the task's oracle for that surface.
//
//   understudy-eval run --dataset crm-basics --agent examples/agents/scripted-agent.mjs --model scripted
//
// SCRIPTED_AGENT_SKIP=task-a,task-b makes it do nothing on those tasks (a "worse" agent);
// SCRIPTED_AGENT_THROW=task-c makes it throw on that one.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
/** @import { AgentContext, EvalTask } from "../../sdk/src/types.ts" */

/** @typedef {{ tool: string; arguments?: Record<string, unknown>; answer?: undefined } | { answer: string; tool?: undefined }} OracleStep One step of a task's oracle: a tool call, or the final answer. */

const DATASET = process.env.SCRIPTED_AGENT_DATASET ?? new URL("../datasets/crm-basics/tasks/", import.meta.url).pathname;
/** @type {Map<string, { oracle?: OracleStep[]; oracles?: Record<string, OracleStep[]> }>} */
const scripts = new Map(readdirSync(DATASET).filter((f) => /\.ya?ml$/.test(f)).map((f) => parse(readFileSync(join(DATASET, f), "utf8"))).map((t) => [t.id, t]));

/**
 * The script for the surface the task's address names: `/mcp` is native, `/mcp/a+b` the oracle keyed
 * by those profile names (in any order in the file).
 * @param {{ oracle?: OracleStep[]; oracles?: Record<string, OracleStep[]> }} task
 * @param {string} url
 */
function scriptFor(task, url) {
  const segment = /\/mcp\/([^/?]+)$/.exec(new URL(url).pathname)?.[1];
  if (!segment) return task.oracle ?? [];
  const sorted = (/** @type {string} */ key) => key.split("+").sort().join("+");
  const key = Object.keys(task.oracles ?? {}).find((k) => sorted(k) === sorted(segment));
  if (!key) throw new Error(`no script for the MCP surface ${segment}`);
  return task.oracles?.[key] ?? [];
}
/** @param {string} name */
const listed = (name) => (process.env[name] ?? "").split(",").filter(Boolean);

/**
 * @param {EvalTask} task
 * @param {AgentContext} context
 * @returns {Promise<string | undefined>} the final answer, for tasks whose oracle ends with one
 */
export default async function runAgent(task, { signal }) {
  if (listed("SCRIPTED_AGENT_THROW").includes(task.taskId)) throw new Error(`scripted failure on ${task.taskId}`);
  if (listed("SCRIPTED_AGENT_SKIP").includes(task.taskId)) return;
  // Copies of a task ("add-contact--7", as the benchmark makes them) play the same script.
  const script = scripts.get(task.taskId) ?? scripts.get(task.taskId.replace(/--\d+$/, ""));
  if (!script) throw new Error(`no script for task ${task.taskId}`);
  const steps = scriptFor(script, task.mcp.url);
  const client = new Client({ name: "scripted-agent", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(task.mcp.url), { requestInit: { headers: task.mcp.headers } }));
  try {
    /** @type {Array<{ value: unknown; text: string }>} */
    const results = [];
    for (const step of steps) {
      signal.throwIfAborted();
      if (step.answer !== undefined) {
        const answer = resolve(step.answer, results);
        return typeof answer === "string" ? answer : JSON.stringify(answer);
      }
      const args = /** @type {Record<string, unknown>} */ (resolve(step.arguments ?? {}, results));
      const result = await client.callTool({ name: step.tool, arguments: args });
      const text = textOf(result);
      if (result.isError) throw new Error(`${step.tool}: ${text}`);
      if (text === undefined) throw new Error(`${step.tool}: the result has no text to read`);
      results.push({ value: parseOrText(text), text });
    }
  } finally {
    await client.close();
  }
}

/**
 * The text of a tool result's first block, if it is text. (The `toolResult` shape is the pre-2024-11
 * protocol's, which this service never answers.)
 * @param {Awaited<ReturnType<Client["callTool"]>>} result
 * @returns {string | undefined}
 */
function textOf(result) {
  if ("toolResult" in result) return undefined;
  const [first] = result.content;
  return first?.type === "text" ? first.text : undefined;
}

/** @param {string} text */
function parseOrText(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * "${steps.N.path}" takes a value from step N's JSON result, "${steps.N.match:RE}" RE's first group (or
 * match) in step N's text, as in the dataset's oracle.
 * @param {unknown} value
 * @param {Array<{ value: unknown; text: string }>} results
 * @returns {unknown}
 */
function resolve(value, results) {
  if (typeof value === "string") {
    const [, at, source] = /^\$\{steps\.(\d+)\.match:(.+)\}$/s.exec(value) ?? [];
    if (source !== undefined) {
      const found = new RegExp(source).exec(results[Number(at)]?.text ?? "");
      if (!found) throw new Error(`${value}: not in step ${at}'s answer`);
      return found[1] ?? found[0];
    }
    const [, step, path] = /^\$\{steps\.(\d+)\.([^}]+)\}$/.exec(value) ?? [];
    if (path === undefined) return value;
    return path.split(".").reduce((/** @type {any} */ node, key) => node?.[key], results[Number(step)]?.value);
  }
  if (Array.isArray(value)) return value.map((item) => resolve(item, results));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, results)]));
  return value;
}
