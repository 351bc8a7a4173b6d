// Provisioning generated volume: create-snapshot over loopback HTTP, as the other provisioning figures,
// with a seed that asks for 10,000 generated records (2,000 Accounts and 8,000 Contacts under them). Every
// run is the same request, so every run makes the same world (as a dataset's rollouts would).
import { timeCalls } from "./stats.ts";

export const GENERATED_SEED = { $generate: { Account: 2_000, Contact: 8_000 } };

/** p50 and p99 of `runs` create-snapshots of GENERATED_SEED, after two untimed ones (Faker's samples are drawn once per process). */
export async function measureGeneratedProvisioning(controlUrl: string, key: string, runs: number): Promise<{ p50: number; p99: number; runs: number }> {
  return timeCalls(runs, 2, async () => {
    const response = await fetch(`${controlUrl}/providers/salesforce/create-snapshot`, {
      method: "POST", headers: { authorization: `Bearer ${key}` }, body: JSON.stringify({ ttl: "5m", seed: GENERATED_SEED }),
    });
    if (!response.ok) throw new Error(`create-snapshot ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  });
}
