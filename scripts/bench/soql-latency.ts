import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchConfig } from "./bench-config.ts";
import { createService } from "../../core/service.ts";
import { bootstrapFirstStart } from "../../core/bootstrap.ts";
import { createLogger } from "../../core/log/logger.ts";
import { timeCalls } from "./stats.ts";

const INDUSTRIES = ["Energy", "Banking", "Education", "Consulting", "Apparel"];
export const FILTERED_SORTED = "SELECT Id, Name, AnnualRevenue FROM Account WHERE Industry = 'Energy' AND AnnualRevenue > 500000 ORDER BY AnnualRevenue DESC, Name LIMIT 200";
export const PARENT_CHILD = "SELECT Name, (SELECT LastName FROM Contacts) FROM Account WHERE Name LIKE 'Family %'";

export interface SoqlLatency { filtered: { p50: number; p99: number }; parentChild: { p50: number; p99: number }; read: { p50: number; p99: number } }

/** Through the whole REST path in-process (no socket): a world of 10,000 accounts, 1,000 of them with 5 contacts. */
export async function measureSoqlLatency(runs: number): Promise<SoqlLatency> {
  const dataDir = mkdtempSync(join(tmpdir(), "understudy-bench-soql-"));
  const service = await createService(benchConfig(dataDir), { log: createLogger("silent") });
  try {
    const { key } = (await bootstrapFirstStart(service))!;
    const Account = Array.from({ length: 10_000 }, (_, i) => ({
      Id: accountId(i), Name: i < 1000 ? `Family ${i}` : `Account ${i}`, Industry: INDUSTRIES[i % 5], AnnualRevenue: (i * 7919) % 2_000_000,
    }));
    const Contact = Array.from({ length: 5000 }, (_, i) => ({ LastName: `Member ${i}`, AccountId: accountId(Math.floor(i / 5)) }));
    const created = await service.controlApp.handle(new Request("http://localhost/providers/salesforce/create-snapshot", {
      method: "POST", headers: { authorization: `Bearer ${key}` }, body: JSON.stringify({ seed: { Account, Contact } }),
    }));
    const { url } = await created.json();
    const get = (path: string) => async () => {
      const response = await service.mockApp.handle(new Request(`${url}/services/data/v67.0${path}`, { headers: { authorization: "Bearer b" } }));
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };
    return {
      filtered: await timeCalls(runs, 20, get(`/query?q=${encodeURIComponent(FILTERED_SORTED)}`)),
      parentChild: await timeCalls(Math.max(20, runs / 5), 5, get(`/query?q=${encodeURIComponent(PARENT_CHILD)}`)),
      read: await timeCalls(runs, 20, get(`/sobjects/Account/${accountId(42)}`)),
    };
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function accountId(i: number): string {
  const id15 = `001${String(i).padStart(12, "0")}`;
  return `${id15}AAA`;
}
