// What a world's fault table costs a request no rule touches (docs/worlds.md "Faults"): record reads
// in-process on two worlds of the same seed, one with no rules (the read path checks a field for null)
// and one with an empty rule list (a table consulted on every request), then with one rule that never
// matches a read.
import { withInProcessSnapshot } from "./mcp-latency.ts";

export interface FaultOverhead {
  /** Median ms of a record read on the world without rules, and on the one with an empty list. */
  noRules: number;
  emptyTable: number;
  /** emptyTable / noRules, and the same for a world whose one rule matches no read. */
  ratio: number;
  otherRuleRatio: number;
}

/**
 * The reads alternate between the two worlds call by call (the order flipping each time), so whatever
 * else the shared machine does hits both alike; each ratio compares the medians of `calls` reads each.
 * Rounds of a few thousand calls, one kind after the other, moved by ±5% between runs here; this by ~1%.
 */
export async function measureFaultOverhead(calls: number): Promise<FaultOverhead> {
  return withInProcessSnapshot(async (url, inProcess, { control }) => {
    const other = await (await control("/providers/salesforce/create-snapshot", { method: "POST", body: JSON.stringify({ seed: { Account: [{ Name: "Acme" }] } }) })).json();
    const headers = { authorization: "Bearer b" };
    const reader = async (base: string) => {
      const query = await (await inProcess(`${base}/services/data/v67.0/query?q=${encodeURIComponent("SELECT Id FROM Account")}`, { headers })).json();
      const recordUrl = `${base}/services/data/v67.0/sobjects/Account/${query.records[0].Id}`;
      return async () => {
        const response = await inProcess(recordUrl, { headers });
        if (response.status !== 200) throw new Error(`record read answered ${response.status}`);
        await response.arrayBuffer();
      };
    };
    const [plain, ruled] = [await reader(url), await reader(other.url.replace(/\/$/, ""))];
    const setRules = async (rules: unknown[]) => {
      const response = await control(`/api/v1/worlds/${other.snapshotId}/faults`, { method: "PUT", body: JSON.stringify({ rules }) });
      if (response.status !== 200) throw new Error(`faults answered ${response.status}`);
    };
    const compare = async () => {
      const [a, b]: [number[], number[]] = [[], []];
      const time = async (read: () => Promise<void>, into: number[]) => {
        const started = performance.now();
        await read();
        into.push(performance.now() - started);
      };
      for (let i = 0; i < 500; i++) await Promise.all([plain(), ruled()]);
      for (let i = 0; i < calls; i++) {
        if (i % 2) {
          await time(plain, a);
          await time(ruled, b);
        } else {
          await time(ruled, b);
          await time(plain, a);
        }
      }
      return { plain: medianOf(a), ruled: medianOf(b) };
    };
    await setRules([]);
    const empty = await compare();
    await setRules([{ match: { pack: "salesforce", operation: "createRecord" }, effect: "server_error" }]);
    const oneRule = await compare();
    return { noRules: empty.plain, emptyTable: empty.ruled, ratio: empty.ruled / empty.plain, otherRuleRatio: oneRule.ruled / oneRule.plain };
  });
}

function medianOf(values: number[]): number {
  return [...values].sort((a, b) => a - b)[values.length >> 1]!;
}
