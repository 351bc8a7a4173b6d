import { evalError } from "./eval-errors.ts";
import type { OrgRow } from "../store/types.ts";
import { DATASET_SLUG_PATTERN } from "./dataset-schema.ts";
import type { EvalDeps } from "./eval-deps.ts";
import type { Dataset, DatasetSummary } from "./types.ts";
import { datasetInput } from "./validate-dataset.ts";
import { GradingFailed } from "../grading/grading-pool.ts";
import { nextTurn } from "../pack/work-budget.ts";

const SLUG = new RegExp(DATASET_SLUG_PATTERN);

/**
 * PUT /api/v1/datasets/{slug}: stores the whole dataset, or nothing with a message naming the task and
 * field. `text` is the body as sent, `body` its parse: a grading worker validates the text (seeds are
 * dry-run provisioned, options checked, patterns compiled), so a large dataset never holds the event loop.
 */
export async function putDataset(deps: EvalDeps, org: OrgRow, slug: string, upload: { text: string; body: unknown }): Promise<{ slug: string; name: string; taskCount: number; created: boolean }> {
  const granted = await deps.store.listGrants(org.id);
  // A path segment that does not decode (a lone "%") reaches here as null, which a regex would read as "null".
  if (typeof slug !== "string" || !SLUG.test(slug)) throw evalError("invalidInput", `Dataset slug "${slug}" must be lowercase letters, digits and hyphens (at most 64)`);
  const { seedRows, generatedRows, datasetTasks, assertionsPerTask } = deps.limits;
  const problem = await deps.grading.validateDataset(upload.text, { granted, limits: { seedRows, generatedRows, datasetTasks, assertionsPerTask } }).catch((error: Error) => {
    if (error instanceof GradingFailed) throw evalError("datasetNotValidated", error.message);
    throw error;
  });
  if (problem !== null) throw evalError("datasetInvalid", problem);
  const input = datasetInput(upload.body);
  const now = deps.worlds.now();
  // Only whether it exists and since when: the stored tasks (up to MAX_DATASET_BYTES) are not read back.
  const existing = await deps.store.evals.getDatasetSummary(org.id, slug);
  // Writing a large dataset takes a while: other requests run first.
  await nextTurn();
  await deps.store.evals.putDataset({ orgId: org.id, slug, ...input, createdAt: existing?.createdAt ?? now, updatedAt: now });
  deps.log.info("eval", `dataset ${slug} ${existing ? "updated" : "created"} for ${org.name}: ${input.tasks.length} task(s)`);
  return { slug, name: input.name, taskCount: input.tasks.length, created: !existing };
}

export async function getDataset(deps: EvalDeps, org: OrgRow, slug: string): Promise<Dataset> {
  const dataset = await deps.store.evals.getDataset(org.id, slug);
  if (!dataset) throw evalError("datasetNotFound", slug);
  return dataset;
}

export function renderDataset(dataset: Dataset | DatasetSummary, withTasks: boolean) {
  return {
    slug: dataset.slug,
    name: dataset.name,
    description: dataset.description,
    taskCount: "tasks" in dataset ? dataset.tasks.length : dataset.taskCount,
    createdAt: new Date(dataset.createdAt).toISOString(),
    updatedAt: new Date(dataset.updatedAt).toISOString(),
    ...(withTasks && "tasks" in dataset ? { tasks: dataset.tasks } : {}),
  };
}
