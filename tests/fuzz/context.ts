// What the fuzzer needs to reach past "not found": a snapshot of every pack (seeded with its example),
// a dataset, runs with leased tasks, and pools of real values (ids, names) for path params and bodies.
// Built inside the target process (target-process.ts), sent to the fuzzer as plain data.
import type { TestService } from "../support/test-service.ts";
import { CRM_TASKS, SHA } from "../support/eval-fixtures.ts";
import { authenticate } from "../../core/auth/authenticate.ts";

/** A known-good part of a request for one operation; the fuzzer completes and mutates it. */
export interface RequestSeed { params?: Record<string, string>; query?: Record<string, string>; body?: unknown }

export interface PackTokens {
  ids: string[];
  collections: string[];
  fields: string[];
  values: unknown[];
  /** The world's records, with their collection and id. */
  records: { collection: string; id: string; data: Record<string, unknown> }[];
  /** Rows of the pack's example seed (what a client writes), with the seed key they were under. */
  inputs: { collection: string; data: Record<string, unknown> }[];
}

export interface FuzzContext {
  /** The base URL of each pack's snapshot on the mock plane. */
  snapshots: Record<string, { url: string; snapshotId: string }>;
  /** Real values per path param name, for the control plane. */
  pools: Record<string, string[]>;
  /** Good request seeds per surface and operation id (`METHOD /path`). */
  seeds: Record<string, Record<string, RequestSeed[]>>;
  /** Tokens found in each pack's world: record ids, collection and field names, values, whole records. */
  tokens: Record<string, PackTokens>;
  /** Setup steps that failed (the fuzzer runs on with fewer real values; the report shows these). */
  setupProblems: string[];
}

const json = (body: unknown) => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

export async function buildContext(t: TestService): Promise<FuzzContext> {
  const setupProblems: string[] = [];
  const step = async <T>(what: string, run: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await run();
    } catch (error) {
      setupProblems.push(`${what}: ${(error as Error).message.slice(0, 300)}`);
      return undefined;
    }
  };
  const org = (await authenticate(t.service.store, new Headers({ authorization: `Bearer ${t.key}` })))!;
  const snapshots: FuzzContext["snapshots"] = {};
  const tokens: FuzzContext["tokens"] = {};
  for (const pack of t.service.packs.list()) {
    const slug = pack.def.slug;
    const seed = pack.def.seed.example ?? {};
    // Through the control plane when it works; else straight from the registry, so a broken
    // create-snapshot (itself fuzzed) does not leave the packs unfuzzed.
    const made = (await step(`create-snapshot ${slug}`, () => t.createSnapshot(slug, { seed, ttl: "7d" })))
      ?? (await (async () => {
        const world = await t.service.worlds.provision({ orgId: org.id, kind: "snapshot", seeds: { [slug]: seed } as never, configs: {}, ttlMs: 7 * 86_400_000 });
        return { snapshotId: world.id, url: t.service.addressing.urlFor(world.id, slug) };
      })());
    snapshots[slug] = { snapshotId: made.snapshotId, url: made.url };
    tokens[slug] = tokensOf((await t.service.worlds.get(made.snapshotId))!.dump(), seed);
  }

  const dataset = "fuzz-crm";
  const ok = async (response: Promise<Response>) => {
    const answer = await response;
    if (answer.status >= 300) throw new Error(`${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  await step("put dataset", () => ok(t.control(`/api/v1/datasets/${dataset}`, { ...json({ name: "Fuzz", tasks: CRM_TASKS }), method: "PUT" })));
  const runs: { runId: string; taskResultId: string; leaseId: string }[] = [];
  for (let i = 0; i < 3; i++)
    await step(`run ${i + 1}`, async () => {
      const { runId } = await ok(t.control("/api/v1/evals", json({ commit: SHA(i + 1), dataset, ref: "main" })));
      const { task, lease } = await ok(t.control(`/api/v1/evals/${runId}/lease`, json({ model: "fuzz-model" })));
      runs.push({ runId, taskResultId: task.taskResultId, leaseId: lease.leaseId });
    });
  const checkIds: string[] = [];
  await step("check dataset", async () => {
    const checked = (await ok(t.control(`/api/v1/datasets/${dataset}/check`, { method: "POST" }))) as { checkId?: string };
    if (checked.checkId) checkIds.push(checked.checkId);
  });

  const providers = t.service.packs.slugs();
  const first = runs[0] ?? { runId: "run_missing", taskResultId: "tr_missing", leaseId: "lease_missing" };
  const seeds: Record<string, RequestSeed[]> = {
    "POST /providers/{slug}/create-snapshot": [
      ...providers.map((slug) => ({ params: { slug }, body: { seed: t.service.packs.get(slug)!.def.seed.example ?? {}, ttl: "1h" } })),
      // Collections named like Object.prototype's members, in both seed forms (JSON.parse keeps __proto__ an own key).
      ...providers.flatMap((slug) => ["constructor", "__proto__", "toString", "hasOwnProperty"].map((name) => ({
        params: { slug },
        body: JSON.parse(`{"seed": {"${slug}": {"${name}": [{"Name": "x", "text": "x"}]}}}`),
      }))),
    ],
    "PUT /api/v1/datasets/{slug}": [{ params: { slug: dataset }, body: { name: "Fuzz", description: "fuzzed", tasks: CRM_TASKS } }],
    "POST /api/v1/evals": [{ body: { commit: SHA(9), dataset } }, { body: { commit: SHA(8), dataset, tasks: [CRM_TASKS[0]!.id], baseline: { ref: "main" } } }],
    "GET /api/v1/evals": [{ query: { dataset, limit: "2" } }, { query: { status: "running", ref: "main" } }],
    "POST /api/v1/evals/{runId}/lease": runs.map(({ runId }) => ({ params: { runId }, body: { model: "fuzz-model" } })),
    "POST /api/v1/evals/{runId}/tasks/{taskResultId}/heartbeat": runs.map(({ runId, taskResultId, leaseId }) => ({ params: { runId, taskResultId }, body: { leaseId } })),
    "POST /api/v1/evals/{runId}/tasks/{taskResultId}/complete": [{ params: { runId: first.runId, taskResultId: first.taskResultId }, body: { leaseId: first.leaseId, answer: "42", usage: { inputTokens: 1 } } }],
  };
  const pools = {
    providerSlug: [...providers, "nope"],
    slug: [dataset, "missing-dataset"],
    runId: runs.map((r) => r.runId),
    taskResultId: runs.map((r) => r.taskResultId),
    worldId: Object.values(snapshots).map((s) => s.snapshotId),
    checkId: checkIds,
  };
  return { snapshots, pools, seeds: { control: seeds }, tokens, setupProblems };
}

function tokensOf(records: { collection: string; id: string; data: Record<string, unknown> }[], example: Record<string, unknown>): PackTokens {
  const fields = new Set<string>();
  const values: unknown[] = [];
  for (const record of records)
    for (const [field, value] of Object.entries(record.data)) {
      fields.add(field);
      if (value !== null && typeof value !== "object" && String(value).length < 60) values.push(value);
    }
  return {
    ids: records.map((r) => r.id),
    collections: [...new Set(records.map((r) => r.collection))],
    fields: [...fields],
    values: [...new Set(values)].slice(0, 200),
    records: records.slice(0, 100).map(({ collection, id, data }) => ({ collection, id, data })),
    inputs: Object.entries(example).flatMap(([collection, rows]) =>
      Array.isArray(rows) ? rows.filter((row) => row && typeof row === "object").map((data) => ({ collection, data: data as Record<string, unknown> })) : []),
  };
}
