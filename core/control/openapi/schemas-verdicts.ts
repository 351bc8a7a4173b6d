// Schemas of what judges a run beyond the spec's strict rule, matching sdk/src/protocol.ts: the
// noise-aware verdict's statistics (core/evals/stats/), the run's manifest and its comparability with
// the baseline (core/evals/run-manifest.ts). See docs/evals.md, "Two verdicts" and "Comparable runs".
import { object, ref, str } from "./parts.ts";

const share = { type: "number", minimum: 0, maximum: 1 };
const change = { type: "number", minimum: -1, maximum: 1 };
const pValue = { ...share, description: "One-sided: the chance of a drop at least this large if nothing changed" };
const count = { type: "integer", minimum: 0 };
const sha256 = { type: "string", pattern: "^[0-9a-f]{64}$" };

export const verdictSchemas = {
  MetricChange: object({
    change: { ...change, description: "Current minus baseline, the mean over the compared tasks of each task's difference" },
    interval: {
      type: "array", prefixItems: [{ type: "number" }, { type: "number" }], minItems: 2, maxItems: 2,
      description: "Percentile bootstrap interval of the change at 1 - alpha (2,000 resamples of the tasks); [0, 0] with no compared task",
    },
    p_value: { ...pValue, description: "One-sided paired sign-flip test over the tasks that the metric dropped; 1 with no compared task" },
    significant: { type: "boolean", description: "After Holm's correction over the two metrics at alpha / 2" },
  }),
  TaskChange: object({
    task: str(),
    baseline_rate: { ...share, description: "Share of the baseline's graded trials that resolved the task" },
    current_rate: share,
    baseline_trials: count,
    current_trials: count,
    change: { ...change, description: "current_rate - baseline_rate" },
    p_value: { ...pValue, description: "Fisher's exact test on the task's 2x2 table of trials, one-sided (the rate dropped)" },
    significant: { type: "boolean", description: "After Holm's correction over the compared tasks at alpha / 2" },
    known_flaky: { type: "boolean", description: "The task's trials disagreed often in recent runs of the dataset and model (GET /api/v1/datasets/{slug}/health)" },
  }),
  RunStatistics: object(
    {
      alpha: { type: "number", exclusiveMinimum: 0, maximum: 0.5, description: "The trigger's alpha: the chance of a false failure when nothing changed is at most this" },
      compared_tasks: count,
      resolution: ref("MetricChange"),
      assertions: ref("MetricChange"),
      tasks: { type: "array", items: ref("TaskChange"), description: "Per compared task: significant drops first, then by p-value, then task id" },
    },
    [],
    { description: "What the noise-aware verdict is made of: null without a baseline and while running" },
  ),
  ModuleFingerprint: object({
    version: str("The package version (the nearest package.json), or unknown"),
    source_hash: str("sha256 of the module folder's source files (tests and node_modules aside), or unknown"),
  }),
  RunManifest: object(
    {
      dataset_hash: { ...sha256, description: "Hash of the run's task list: each task's id and content hash, in order" },
      tasks: { type: "object", additionalProperties: sha256, description: "Each task's content hash (ticket, seed, config, people, assertions; not the oracle), by task id" },
      packs: { type: "object", additionalProperties: ref("ModuleFingerprint"), description: "Every provider pack the tasks seed, by slug" },
      plugins: { type: "object", additionalProperties: ref("ModuleFingerprint"), description: "Every grading plugin the tasks' assertions use, by name" },
      service_version: str("The service's package version"),
      trials: { type: "integer", minimum: 1 },
      mcp_profiles: { type: "object", additionalProperties: { type: "string" }, description: "The trigger's MCP profile per provider (absent on runs made before profiles)" },
    },
    [],
    { description: "What the run was made of; null on runs created before manifests existed" },
  ),
  Comparability: object(
    {
      comparable: { type: "boolean", description: "false when anything in differences is listed" },
      differences: { type: "array", items: str(), description: "What differs from the baseline's manifest, in words (a changed task, a pack, plugin or service version, the trials)" },
      changed_tasks: { type: "array", items: str(), description: "Tasks whose content changed since the baseline: left out of both verdicts, never counted as flips" },
    },
    [],
    { description: "Null until the run finishes, and without a baseline" },
  ),
};
