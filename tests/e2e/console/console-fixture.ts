import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { loadDatasetFolder } from "../../../core/evals/load-dataset-folder.ts";
import { startServiceProcess, type ServiceProcess } from "../../support/service-process.ts";
import { createSecondOrganization } from "../../stall/stall-target.ts";
import { EvalWorker } from "../../../sdk/dist/index.js";
// @ts-expect-error: plain JavaScript
import runScripted from "../../../examples/agents/scripted-agent.mjs";

// What the console's browser tests look at: a service process as users start it, an organization with
// the crm-basics dataset and three runs of one model on main (the third a regression: its agent sets
// Globex's industry to the wrong value), and a second organization with a key of its own.

export const DATASET = "crm-basics";
export const MODEL = "scripted";
export const REGRESSED_TASK = "update-industry";

export interface ConsoleFixture {
  service: ServiceProcess;
  key: string;
  otherKey: string;
  runs: string[];
  control(path: string, init?: RequestInit, key?: string): Promise<Response>;
}

export async function startConsoleFixture(): Promise<ConsoleFixture> {
  const service = await startServiceProcess({ LOG_LEVEL: "warn" });
  const key = service.key;
  const control = (path: string, init: RequestInit = {}, as = key) =>
    fetch(`${service.controlUrl}${path}`, { ...init, headers: { authorization: `Bearer ${as}`, "content-type": "application/json", ...(init.headers as Record<string, string>) } });
  const folder = loadDatasetFolder(new URL("../../../examples/datasets/crm-basics", import.meta.url).pathname);
  const put = await control(`/api/v1/datasets/${folder.slug}`, { method: "PUT", body: JSON.stringify(folder.body) });
  if (put.status !== 200) throw new Error(`dataset upload: ${put.status} ${await put.text()}`);
  const runs: string[] = [];
  for (const [commit, regressed] of [["a", false], ["b", false], ["c", true]] as const) {
    const trigger = await control("/api/v1/evals", { method: "POST", body: JSON.stringify({ commit: commit.repeat(40), ref: "main", dataset: DATASET }) });
    if (trigger.status !== 201 && trigger.status !== 200) throw new Error(`trigger: ${trigger.status} ${await trigger.text()}`);
    const { runId } = (await trigger.json()) as { runId: string };
    await new EvalWorker({ baseUrl: service.controlUrl, apiKey: key, runId, model: MODEL, concurrency: 4, pollIntervalMs: 20, runAgent: regressed ? regressedAgent : runScripted }).start();
    runs.push(runId);
  }
  const otherKey = createSecondOrganization(service, { LOG_LEVEL: "warn" });
  return { service, key, otherKey, runs, control };
}

/** The scripted agent, except on one task: it sets Globex's industry to a wrong value and answers nothing. */
async function regressedAgent(task: { taskId: string; mcp: { url: string; headers: Record<string, string> } }, context: unknown): Promise<unknown> {
  if (task.taskId !== REGRESSED_TASK) return runScripted(task, context);
  const client = new Client({ name: "regressed-agent", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(task.mcp.url), { requestInit: { headers: task.mcp.headers } }));
  try {
    await client.callTool({ name: "salesforce_update_record", arguments: { sobject: "Account", id: "001000000000002AAA", fields: { Industry: "Biotech" } } });
  } finally {
    await client.close();
  }
  return {};
}
