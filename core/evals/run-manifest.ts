import { createHash } from "node:crypto";
import type { Comparability, RunManifest } from "../../sdk/src/protocol.ts";
import type { GraderRegistry } from "../grading/load-graders.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";
import { moduleFingerprint, SERVICE_VERSION, UNKNOWN_FINGERPRINT, type ModuleFingerprint } from "../pack/module-fingerprint.ts";
import { taskProfileSegment } from "./task-profiles.ts";
import type { DatasetTask } from "./types.ts";

export type { Comparability, RunManifest };

/**
 * A task's content hash: what the agent is asked and how it is graded. Not the oracle (it changes
 * neither) and not the id (the manifest keys hashes by id). An absent config or people list is the
 * same world as an empty one, so both hash alike.
 */
export function taskHash(task: DatasetTask, runProfiles: Record<string, string> = {}): string {
  const { ticket, seed, config, people, assertions, faults } = task;
  // The MCP surface the agent gets (the task's profiles, or the trigger's over them) is part of the
  // task as run; a task run through its packs' own tools hashes as before profiles existed. So are its
  // fault rules (what the providers do to the agent); a task without any hashes as before faults existed.
  const surface = taskProfileSegment(task, runProfiles);
  return sha256(canonicalJson({
    ticket, seed, config: config ?? {}, people: people ?? [], assertions, ...(surface ? { mcp: surface } : {}), ...(faults?.length ? { faults } : {}),
  }));
}

/** The hash of a run's task list: each task's id and content hash, in order. */
export function datasetHash(tasks: DatasetTask[]): string {
  return sha256(JSON.stringify(tasks.map((task) => [task.id, taskHash(task)])));
}

/** What a run is made of; its packs' and plugins' source hashes are computed once per process. */
export async function buildManifest(deps: { packs: PackRegistry; graders: GraderRegistry }, tasks: DatasetTask[], trials: number, mcpProfiles: Record<string, string> = {}): Promise<RunManifest> {
  const packs = new Set(tasks.flatMap((task) => Object.keys(task.seed)));
  const plugins = new Set(tasks.flatMap((task) => task.assertions.map((assertion) => assertion.plugin)));
  return {
    dataset_hash: datasetHash(tasks),
    tasks: Object.fromEntries(tasks.map((task) => [task.id, taskHash(task, mcpProfiles)])),
    packs: fingerprints(packs, (slug) => deps.packs.get(slug)?.source),
    plugins: fingerprints(plugins, (name) => deps.graders.get(name)?.source),
    service_version: SERVICE_VERSION,
    trials,
    mcp_profiles: mcpProfiles,
  };
}

/**
 * Whether a run can be compared with its baseline, and every reason it cannot, in words. Tasks and
 * packs or plugins on one side only are not differences: a run of a subset of the dataset is normal.
 */
export function compareManifests(current: RunManifest, baseline: RunManifest | null): Comparability {
  if (!baseline) return { comparable: true, differences: [], changed_tasks: [] };
  const changed = Object.keys(current.tasks).filter((id) => Object.hasOwn(baseline.tasks, id) && baseline.tasks[id] !== current.tasks[id]);
  const differences: string[] = [];
  // The dataset hash differs whenever a task changed or one side has tasks the other lacks; said only
  // when neither explains it (the same tasks in another order, or a manifest hashed another way).
  if (current.dataset_hash !== baseline.dataset_hash && changed.length === 0 && sameKeys(current.tasks, baseline.tasks))
    differences.push("the dataset changed since the baseline");
  for (const id of changed) differences.push(`task \`${id}\` changed since the baseline: excluded from the comparison`);
  differences.push(...moduleChanges("pack", current.packs, baseline.packs), ...moduleChanges("grading plugin", current.plugins, baseline.plugins));
  if (current.service_version !== baseline.service_version) differences.push(`service version ${baseline.service_version} → ${current.service_version}`);
  if (current.trials !== baseline.trials) differences.push(`trials ${baseline.trials} → ${current.trials}`);
  differences.push(...profileChanges(current.mcp_profiles ?? {}, baseline.mcp_profiles ?? {}));
  return { comparable: differences.length === 0, differences, changed_tasks: changed };
}

function fingerprints(names: Set<string>, sourceOf: (name: string) => string | undefined): Record<string, ModuleFingerprint> {
  return Object.fromEntries([...names].sort().map((name) => {
    const source = sourceOf(name);
    return [name, source === undefined ? UNKNOWN_FINGERPRINT : moduleFingerprint(source)];
  }));
}

/** "pack `salesforce` changed (0.1.0 → 0.1.1, source a1b2c3d → e4f5a6b)", for each one used on both sides. */
function moduleChanges(kind: string, current: Record<string, ModuleFingerprint>, baseline: Record<string, ModuleFingerprint>): string[] {
  return Object.entries(current).flatMap(([name, now]) => {
    if (!Object.hasOwn(baseline, name)) return [];
    const before = baseline[name]!;
    const parts = [
      ...(before.version !== now.version ? [`${before.version} → ${now.version}`] : []),
      ...(before.source_hash !== now.source_hash ? [`source ${short(before.source_hash)} → ${short(now.source_hash)}`] : []),
    ];
    return parts.length ? [`${kind} \`${name}\` changed (${parts.join(", ")})`] : [];
  });
}

const short = (hash: string) => (/^[0-9a-f]{64}$/.test(hash) ? hash.slice(0, 7) : hash);

function sameKeys(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key));
}

/** JSON with every object's keys sorted, recursively, so key order never changes a hash. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, node) =>
    node && typeof node === "object" && !Array.isArray(node)
      ? Object.fromEntries(Object.keys(node).sort().map((key) => [key, (node as Record<string, unknown>)[key]]))
      : node,
  );
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The run-wide MCP profiles (the trigger's `mcp_profiles`) that differ, per provider: another surface is another agent's view. */
function profileChanges(current: Record<string, string>, baseline: Record<string, string>): string[] {
  const slugs = [...new Set([...Object.keys(current), ...Object.keys(baseline)])].sort();
  const named = (profiles: Record<string, string>, slug: string) => profiles[slug] ?? "each task's own";
  return slugs.filter((slug) => named(current, slug) !== named(baseline, slug))
    .map((slug) => `MCP profile of ${slug} for the run: ${named(baseline, slug)} → ${named(current, slug)}`);
}
