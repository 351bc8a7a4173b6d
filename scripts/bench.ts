// `bun run bench [--quick]`: Understudy's figures, each beside a baseline measured in the same run.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { freePort, startServiceProcess } from "../tests/support/service-process.ts";
import { runLoad } from "./bench/load.ts";
import { timeCalls } from "./bench/stats.ts";
import { measureInProcess, measureToolCall } from "./bench/mcp-latency.ts";
import { measureSoqlLatency } from "./bench/soql-latency.ts";

const quick = process.argv.includes("--quick");
const seconds = quick ? 2 : 5;
const connections = 32;
const rows: Array<{ figure: string; value: number; unit: string; target?: string; baseline?: string }> = [];
const progress = (message: string) => console.error(`bench: ${message}`);

const service = await startServiceProcess({ LOG_LEVEL: "warn" });
try {
  const create = (body: unknown) => async () => {
    const response = await fetch(`${service.controlUrl}/providers/salesforce/create-snapshot`, {
      method: "POST", headers: { authorization: `Bearer ${service.key}`, "content-type": "application/json" }, body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`create-snapshot ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
  progress("provisioning, empty seed");
  const empty = await timeCalls(quick ? 50 : 200, 10, create({ ttl: "5m" }));
  rows.push({ figure: "create-snapshot p50, empty seed", value: empty.p50, unit: "ms", target: "< 20 ms" });
  rows.push({ figure: "create-snapshot p99, empty seed", value: empty.p99, unit: "ms" });

  progress("provisioning, 1,000-record seed");
  const Account = Array.from({ length: 1000 }, (_, i) => ({ Name: `Account ${i}`, Industry: "Energy", NumberOfEmployees: i }));
  const large = await timeCalls(quick ? 10 : 30, 3, create({ ttl: "5m", seed: { Account } }));
  rows.push({ figure: "create-snapshot p50, 1,000 records", value: large.p50, unit: "ms", target: "< 100 ms" });
  rows.push({ figure: "create-snapshot p99, 1,000 records", value: large.p99, unit: "ms" });

  progress("record read under load");
  const snapshot = await (await fetch(`${service.controlUrl}/providers/salesforce/create-snapshot`, {
    method: "POST", headers: { authorization: `Bearer ${service.key}` }, body: JSON.stringify({ ttl: "1h", seed: { Account: [{ Id: "001000000000001AAA", Name: "Acme" }] } }),
  })).json();
  const readUrl = `${snapshot.url}/services/data/v67.0/sobjects/Account/001000000000001AAA`;
  const read = await runLoad(readUrl, seconds, connections, "Authorization: Bearer bench");

  progress("baseline: bare Bun.serve, same load");
  const port = freePort();
  const baseline = Bun.spawn([process.execPath, `${import.meta.dir}/bench/baseline-server.ts`, String(port)], { stdout: "pipe" });
  await Bun.sleep(300);
  const bare = await runLoad(`http://127.0.0.1:${port}/`, seconds, connections);
  baseline.kill();

  const ratio = `${((read.rps / bare.rps) * 100).toFixed(0)}% of bare Bun.serve (${bare.rps.toFixed(0)} req/s)`;
  rows.push({ figure: "record read throughput", value: read.rps, unit: "req/s", target: ">= 50% of bare", baseline: ratio });
  rows.push({ figure: "record read p50 under load", value: read.p50, unit: "ms", baseline: `bare: ${bare.p50.toFixed(2)} ms` });
  rows.push({ figure: "record read p99 under load", value: read.p99, unit: "ms", baseline: `bare: ${bare.p99.toFixed(2)} ms` });
  if (read.errors) throw new Error(`${read.errors} failed reads under load`);

  progress("MCP tool-call latency, in-process and over loopback");
  const ratio2 = (a: number, b: number) => `${(a / b).toFixed(2)}x the REST query (${b.toFixed(3)} ms)`;
  const inProcess = await measureInProcess(quick ? 200 : 1000);
  rows.push({ figure: "MCP tool call p50, in-process", value: inProcess.mcp.p50, unit: "ms", baseline: ratio2(inProcess.mcp.p50, inProcess.rest.p50) });
  rows.push({ figure: "MCP tool call p99, in-process", value: inProcess.mcp.p99, unit: "ms", baseline: ratio2(inProcess.mcp.p99, inProcess.rest.p99) });
  const loopback = await measureToolCall(snapshot.url, fetch, quick ? 200 : 1000);
  rows.push({ figure: "MCP tool call p50, loopback", value: loopback.mcp.p50, unit: "ms", baseline: ratio2(loopback.mcp.p50, loopback.rest.p50) });
  rows.push({ figure: "MCP tool call p99, loopback", value: loopback.mcp.p99, unit: "ms", baseline: ratio2(loopback.mcp.p99, loopback.rest.p99) });

  progress("SOQL over 10,000 records (in-process, full REST path)");
  const soql = await measureSoqlLatency(quick ? 100 : 500);
  const vsRead = (ms: number) => `${(ms / soql.read.p50).toFixed(1)}x a record read (${soql.read.p50.toFixed(3)} ms)`;
  rows.push({ figure: "SOQL filtered+sorted p50, 10k records", value: soql.filtered.p50, unit: "ms", target: "< 5 ms", baseline: vsRead(soql.filtered.p50) });
  rows.push({ figure: "SOQL filtered+sorted p99, 10k records", value: soql.filtered.p99, unit: "ms" });
  rows.push({ figure: "SOQL parent-child p50, 1k parents x 5", value: soql.parentChild.p50, unit: "ms", baseline: vsRead(soql.parentChild.p50) });
  rows.push({ figure: "SOQL parent-child p99, 1k parents x 5", value: soql.parentChild.p99, unit: "ms" });

  const machine = `${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Bun ${Bun.version}, load by ${read.tool}, ${connections} connections, ${seconds} s`;
  console.log(`\nUnderstudy benchmark${quick ? " (quick)" : ""}: ${machine}\n`);
  console.table(rows.map((r) => ({ figure: r.figure, value: `${r.value.toFixed(r.unit === "req/s" ? 0 : 3)} ${r.unit}`, target: r.target ?? "", "against baseline": r.baseline ?? "" })));
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/latest.json", JSON.stringify({ at: new Date().toISOString(), quick, machine, rows }, null, 2));
  console.log("figures written to bench-results/latest.json");
} finally {
  await service.close();
}
