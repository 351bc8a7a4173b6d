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
  return withInProcessSnapshot((url, inProcess) => measureToolCall(url, inProcess, runs));
}

/** What a measurement gets besides the url: the snapshot's id, and the control plane in-process with the organization's key. */
export interface InProcessExtras { snapshotId: string; control: (path: string, init?: RequestInit) => Promise<Response> }

/** A CRM snapshot of one Account on a service in this process, and a fetch that reaches it without sockets. */
export async function withInProcessSnapshot<T>(use: (url: string, inProcess: typeof fetch, extras: InProcessExtras) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), "understudy-bench-"));
  const service = await createService(benchConfig(dataDir), { log: createLogger("silent") });
  try {
    const { key } = (await bootstrapFirstStart(service))!;
    const created = await service.controlApp.handle(new Request("http://localhost/providers/salesforce/create-snapshot", {
      method: "POST", headers: { authorization: `Bearer ${key}` }, body: JSON.stringify({ seed: { Account: [{ Name: "Acme" }] } }),
    }));
    const { url, snapshotId } = await created.json();
    const inProcess = ((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(service.mockApp.handle(new Request(input, init)))) as typeof fetch;
    const control = (path: string, init: RequestInit = {}) =>
      Promise.resolve(service.controlApp.handle(new Request(`http://localhost${path}`, { ...init, headers: { authorization: `Bearer ${key}`, ...init.headers } })));
    return await use(url, inProcess, { snapshotId, control });
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface ProfileLatency { native: { p50: number; p99: number }; profile: { p50: number; p99: number } }

/**
 * The same SOQL query through the native tool (`{world}/mcp`, salesforce_query_records) and through the
 * `hosted` profile (`{world}/mcp/hosted`, soqlQuery), in-process, in interleaved rounds: what a profile's
 * own layer (its listing, argument mapping and answer shape) costs over the native one.
 */
export async function measureProfileInProcess(runs: number): Promise<ProfileLatency> {
  return withInProcessSnapshot(async (url, inProcess) => {
    const connect = async (path: string) => {
      const client = new Client({ name: "bench", version: "1" });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${url}${path}`), { fetch: inProcess }));
      return client;
    };
    const [native, hosted] = await Promise.all([connect("/mcp"), connect("/mcp/hosted")]);
    const rounds = { native: [] as Array<{ p50: number; p99: number }>, profile: [] as Array<{ p50: number; p99: number }> };
    for (let round = 0; round < 3; round++) {
      rounds.native.push(await timeCalls(Math.ceil(runs / 3), 50, async () => void (await native.callTool({ name: "salesforce_query_records", arguments: { soql: SOQL } }))));
      rounds.profile.push(await timeCalls(Math.ceil(runs / 3), 50, async () => void (await hosted.callTool({ name: "soqlQuery", arguments: { q: SOQL } }))));
    }
    await Promise.all([native.close(), hosted.close()]);
    const median = (list: Array<{ p50: number; p99: number }>) => [...list].sort((a, b) => a.p50 - b.p50)[1]!;
    return { native: median(rounds.native), profile: median(rounds.profile) };
  });
}