import { expect, test } from "bun:test";
import { CRM_TASKS } from "../../tests/support/eval-fixtures.ts";
import { BUILTIN_PLUGINS_DIR, loadGraders } from "../grading/load-graders.ts";
import { BUILTIN_PROVIDERS_DIR, loadPacks } from "../pack/load-packs.ts";
import { buildManifest, compareManifests, datasetHash, taskHash, type RunManifest } from "./run-manifest.ts";
import type { DatasetTask } from "./types.ts";

// A run's manifest says what it was made of; two runs are comparable when their manifests agree on
// everything both used. Task hashes cover what the agent is asked and how it is graded, nothing else.
const tasks = () => structuredClone(CRM_TASKS);
const hashes = (list: DatasetTask[]) => list.map((task) => taskHash(task));

test("editing one assertion changes that task's hash and only that one", () => {
  const edited = tasks();
  (edited[1]!.assertions[0]!.options.where as Record<string, unknown>).Name = "Acme Corp";
  const before = hashes(tasks());
  const after = hashes(edited);
  expect(after[0]).toBe(before[0]!);
  expect(after[1]).not.toBe(before[1]!);
  expect(after[2]).toBe(before[2]!);
  expect(datasetHash(edited)).not.toBe(datasetHash(tasks()));
  for (const hash of after) expect(hash).toMatch(/^[0-9a-f]{64}$/);
});

test("editing only the oracle changes no hash", () => {
  const edited = tasks();
  edited[0]!.oracle = [{ tool: "salesforce_create_record", arguments: { sobject: "Contact", fields: { LastName: "Lovelace" } } }];
  delete edited[2]!.oracle;
  expect(hashes(edited)).toEqual(hashes(tasks()));
  expect(datasetHash(edited)).toBe(datasetHash(tasks()));
});

test("key order does not matter, and an absent config or people list is an empty one", () => {
  const reversed = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(reversed)
      : value && typeof value === "object" ? Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversed(v)]))
        : value;
  const original = tasks();
  expect(hashes(original.map((task) => reversed(task) as DatasetTask))).toEqual(hashes(original));
  expect(taskHash({ ...original[0]!, config: {}, people: [] })).toBe(taskHash(original[0]!));
  // Fault rules are what the providers do to the agent: part of the task; none hashes like no list.
  expect(taskHash({ ...original[0]!, faults: [] })).toBe(taskHash(original[0]!));
  expect(taskHash({ ...original[0]!, faults: [{ match: { pack: "salesforce" }, effect: "server_error", nth: [1] }] })).not.toBe(taskHash(original[0]!));
  // Array order is content: swapping two assertions is a different task.
  const swapped = tasks()[0]!;
  swapped.assertions.reverse();
  expect(taskHash(swapped)).not.toBe(taskHash(original[0]!));
  // The id is the manifest's key, not part of the content; the dataset hash names it.
  expect(taskHash({ ...original[0]!, id: "other" })).toBe(taskHash(original[0]!));
  expect(datasetHash([{ ...original[0]!, id: "other" }])).not.toBe(datasetHash([original[0]!]));
});

const fingerprint = (source_hash: string, version = "0.1.0") => ({ version, source_hash });
const A = "a1b2c3d".padEnd(64, "0");
const B = "e4f5a6b".padEnd(64, "0");

function manifest(list: DatasetTask[], overrides: Partial<RunManifest> = {}): RunManifest {
  return {
    dataset_hash: datasetHash(list),
    tasks: Object.fromEntries(list.map((task) => [task.id, taskHash(task)])),
    packs: { salesforce: fingerprint(A) },
    plugins: { "record-exists": fingerprint(A), "record-count": fingerprint(A) },
    service_version: "0.1.0",
    trials: 1,
    ...overrides,
  };
}

test("no baseline, or an identical one, is comparable with no differences", () => {
  expect(compareManifests(manifest(tasks()), null)).toEqual({ comparable: true, differences: [], changed_tasks: [] });
  expect(compareManifests(manifest(tasks()), manifest(tasks()))).toEqual({ comparable: true, differences: [], changed_tasks: [] });
});

test("changed tasks, packs, plugins, the service and trials are named; each makes the runs incomparable", () => {
  const edited = tasks();
  edited[1]!.ticket = "Rename Acme.";
  const current = manifest(edited, {
    packs: { salesforce: fingerprint(B, "0.1.1") },
    plugins: { "record-exists": fingerprint(B), "record-count": fingerprint(A) },
    service_version: "0.2.0",
    trials: 8,
  });
  expect(compareManifests(current, manifest(tasks()))).toEqual({
    comparable: false,
    differences: [
      "task `rename-account` changed since the baseline: excluded from the comparison",
      "pack `salesforce` changed (0.1.0 → 0.1.1, source a1b2c3d → e4f5a6b)",
      "grading plugin `record-exists` changed (source a1b2c3d → e4f5a6b)",
      "service version 0.1.0 → 0.2.0",
      "trials 1 → 8",
    ],
    changed_tasks: ["rename-account"],
  });
});

test("a subset run, or packs and plugins used on one side only, are no differences", () => {
  const subset = manifest(tasks().slice(0, 2), { packs: { salesforce: fingerprint(A), notes: fingerprint(B) }, plugins: { "record-exists": fingerprint(A) } });
  expect(compareManifests(subset, manifest(tasks()))).toEqual({ comparable: true, differences: [], changed_tasks: [] });
  expect(compareManifests(manifest(tasks()), subset)).toEqual({ comparable: true, differences: [], changed_tasks: [] });
  // The same tasks in another order: nothing per task explains the dataset's hash, so it is said.
  expect(compareManifests(manifest(tasks().reverse()), manifest(tasks()))).toEqual({
    comparable: false, differences: ["the dataset changed since the baseline"], changed_tasks: [],
  });
});

test("over the real registries: built-in packs and plugins carry the root version and a hash of their folder", async () => {
  const deps = { packs: await loadPacks(BUILTIN_PROVIDERS_DIR), graders: await loadGraders(BUILTIN_PLUGINS_DIR) };
  const unknown: DatasetTask = { id: "x", ticket: "x", seed: { nope: {} }, assertions: [{ plugin: "no-such-plugin", requirement: "x", options: {} }] };
  const built = await buildManifest(deps, [...tasks(), unknown], 3);
  expect(built).toEqual({
    dataset_hash: datasetHash([...tasks(), unknown]),
    tasks: Object.fromEntries([...tasks(), unknown].map((task) => [task.id, taskHash(task)])),
    packs: { nope: { version: "unknown", source_hash: "unknown" }, salesforce: { version: "0.1.0", source_hash: expect.stringMatching(/^[0-9a-f]{64}$/) } },
    plugins: {
      "no-such-plugin": { version: "unknown", source_hash: "unknown" },
      "record-absent": { version: "0.1.0", source_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      "record-count": { version: "0.1.0", source_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      "record-exists": { version: "0.1.0", source_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    },
    service_version: "0.1.0",
    trials: 3,
    mcp_profiles: {},
  });
  // Each folder is hashed apart: two plugins never share a hash.
  expect(built.plugins["record-exists"]!.source_hash).not.toBe(built.plugins["record-count"]!.source_hash);
  expect(compareManifests(await buildManifest(deps, tasks(), 3), built)).toEqual({ comparable: true, differences: [], changed_tasks: [] });
});
