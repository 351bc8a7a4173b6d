import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { benchConfig } from "./bench-config.ts";
import { createService } from "../../core/service.ts";
import { bootstrapFirstStart } from "../../core/bootstrap.ts";
import { createLogger } from "../../core/log/logger.ts";
import { timeCalls } from "./stats.ts";

export interface LatencyPair { mcp: { p50: number; p99: number }; rest: { p50: number; p99: number } }

const SOQL = "SELECT Id, Name FROM Account WHERE Name = 'Acme'";

/** A query tool call against the same REST query, both through `fetchLike` (in-process or loopback). */
export async function measureToolCall(url: string, fetchLike: typeof fetch, runs: number): Promise<LatencyPair> {
  const client = new Client({ name: "bench", version: "1" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { fetch: fetchLike }));
  const mcp = await timeCalls(runs, 50, async () => {
    await client.callTool({ name: "salesforce_query_records", arguments: { soql: SOQL } });
  });
  await client.close();
  const rest = await timeCalls(runs, 50, async () => {
    const response = await fetchLike(`${url}/services/data/v67.0/query?q=${encodeURIComponent(SOQL)}`, { headers: { authorization: "Bearer b" } });
    await response.arrayBuffer();
  });
  return { mcp, rest };
}

/** The same measurement with the service in this process: no sockets, only the app's `handle`. */
export async function measureInProcess(runs: number): Promise<LatencyPair> {
  const dataDir = mkdtempSync(join(tmpdir(), "understudy-bench-"));
  const service = await createService(benchConfig(dataDir), { log: createLogger("silent") });
  try {
    const { key } = (await bootstrapFirstStart(service))!;
    const created = await service.controlApp.handle(new Request("http://localhost/providers/salesforce/create-snapshot", {
      method: "POST", headers: { authorization: `Bearer ${key}` }, body: JSON.stringify({ seed: { Account: [{ Name: "Acme" }] } }),
    }));
    const { url } = await created.json();
    const inProcess = ((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(service.mockApp.handle(new Request(input, init)))) as typeof fetch;
    return await measureToolCall(url, inProcess, runs);
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
