// Real values for the cases' path params, in the fuzzer's own FuzzContext shape so its hints
// (tests/fuzz/hints*.ts) pick them: ids and names from each pack's example seed and big world, and for
// the control plane a dataset, a run with a leased task and a dataset check of the attacking organization.
import type { FuzzContext, PackTokens } from "../fuzz/context.ts";
import { controlClient, leaseTask, putCrmDataset, startRun } from "./control-client.ts";
import type { StallTarget } from "./stall-target.ts";

export const STALL_DATASET = "stall-crm";
const ID_KEYS = /^(id|Id|key|accountId|ts)$/;
// Ids every world of these packs has whatever its seed (mail's mailbox is built in; docs/mail.md).
const BUILT_IN_IDS: Record<string, string[]> = { mail: ["m0001", "t0001"] };

function tokensOf(example: Record<string, unknown>, extraIds: string[]): PackTokens {
  const ids = new Set<string>(extraIds);
  const fields = new Set<string>();
  const values = new Set<unknown>(["x"]);
  const inputs: PackTokens["inputs"] = [];
  const records: PackTokens["records"] = [];
  for (const [collection, rows] of Object.entries(example)) {
    if (!Array.isArray(rows)) continue;
    for (const row of rows) {
      if (!row || typeof row !== "object") continue;
      const data = row as Record<string, unknown>;
      inputs.push({ collection, data });
      for (const [field, value] of Object.entries(data)) {
        fields.add(field);
        if (value !== null && typeof value !== "object" && String(value).length < 60) values.add(value);
        if (ID_KEYS.test(field) && typeof value === "string") ids.add(value);
      }
      const id = [data.Id, data.id, data.key, data.accountId].find((v) => typeof v === "string") as string | undefined;
      if (id) records.push({ collection, id, data });
    }
  }
  // The fuzzer's hints draw subsets of up to five ids.
  for (let i = 0; ids.size < 5; i++) ids.add(`missing${i}`);
  return { ids: [...ids], collections: Object.keys(example), fields: [...fields], values: [...values], records, inputs };
}

/** Salesforce record ids are made at seeding: read a few from the big world. */
async function salesforceIds(url: string): Promise<string[]> {
  const response = await fetch(`${url}/services/data/v67.0/query?q=${encodeURIComponent("SELECT Id FROM Account LIMIT 5")}`, { headers: { authorization: "Bearer stall" } });
  if (!response.ok) return [];
  return ((await response.json()) as { records: { Id: string }[] }).records.map((r) => r.Id);
}

export async function buildStallContext(target: StallTarget): Promise<FuzzContext> {
  const setupProblems: string[] = [];
  const tokens: FuzzContext["tokens"] = {};
  const snapshots: FuzzContext["snapshots"] = {};
  for (const [slug, url] of Object.entries(target.worlds)) {
    const extra = [...(BUILT_IN_IDS[slug] ?? []), ...(slug === "salesforce" ? await salesforceIds(url) : [])];
    tokens[slug] = tokensOf(target.examples[slug] ?? {}, extra);
    snapshots[slug] = { url, snapshotId: new URL(url).pathname.split("/")[2] ?? "" };
  }
  const client = controlClient(target.service.controlUrl, target.attackerKey);
  const pools: Record<string, string[]> = { providerSlug: Object.keys(target.worlds), slug: [STALL_DATASET], worldId: Object.values(snapshots).map((s) => s.snapshotId) };
  try {
    await putCrmDataset(client, STALL_DATASET);
    const runId = await startRun(client, STALL_DATASET);
    const leased = await leaseTask(client, runId);
    const { checkId } = await client.json<{ checkId: string }>(`/api/v1/datasets/${STALL_DATASET}/check`, { method: "POST" });
    Object.assign(pools, { runId: [runId], taskResultId: leased ? [leased.taskResultId] : [], checkId: [checkId], leaseId: leased ? [leased.leaseId] : [] });
  } catch (error) {
    setupProblems.push(`control setup: ${(error as Error).message}`);
  }
  return { snapshots, pools, seeds: {}, tokens, setupProblems };
}
