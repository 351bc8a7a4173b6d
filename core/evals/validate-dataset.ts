import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { GraderRegistry } from "../grading/load-graders.ts";
import { compileSchema } from "../validation/compile-schema.ts";
import { ProvisionInputError, seedWorld } from "../world/seed-world.ts";
import { createSeededRandom } from "../world/seeded-random.ts";
import { datasetBodySchema, taskSchema } from "./dataset-schema.ts";
import type { DatasetTask } from "./types.ts";
import type { ResourceLimits } from "../config.ts";
import { profileProblem } from "./task-profiles.ts";
import { checkOracles, normalizeOracleKeys } from "./task-oracle.ts";
import { generatedRowsProblem, seedRowsProblem } from "../world/seed-rows.ts";
import { yieldIfHeld } from "../pack/work-budget.ts";
import { faultRulesProblem } from "../faults/read-fault-rules.ts";

const checkBody = compileSchema(datasetBodySchema);
const checkTask = compileSchema(taskSchema);

export interface DatasetInput { name: string; description: string | null; tasks: DatasetTask[] }

/**
 * Checks a whole dataset; the first problem throws an Error naming the task and the field. Nothing is
 * partial. A large dataset takes a while: it gives the event loop a turn between tasks (yieldIfHeld),
 * so other organizations are answered meanwhile.
 */
export async function validateDataset(
  body: unknown,
  deps: { packs: PackRegistry; graders: GraderRegistry; granted: string[]; limits: Pick<ResourceLimits, "seedRows" | "generatedRows" | "datasetTasks" | "assertionsPerTask"> },
): Promise<DatasetInput> {
  // Counted before anything else is checked, so an oversized dataset costs nothing.
  const count = (body as { tasks?: unknown } | null)?.tasks;
  if (Array.isArray(count) && count.length > deps.limits.datasetTasks)
    throw new Error(`the dataset has ${count.length} tasks; a dataset may hold at most ${deps.limits.datasetTasks} (MAX_DATASET_TASKS). Split it, or raise MAX_DATASET_TASKS on the service.`);
  const problem = checkBody(body, "dataset");
  if (problem) throw new Error(problem);
  const { tasks } = body as { tasks: unknown[] };
  const seen = new Set<string>();
  for (const [index, raw] of tasks.entries()) {
    await yieldIfHeld();
    const label = `Task ${typeof (raw as DatasetTask).id === "string" ? `"${(raw as DatasetTask).id}"` : `#${index + 1}`}`;
    const assertions = (raw as { assertions?: unknown } | null)?.assertions;
    // Counted before the options are checked: each assertion's options are schema-checked and its patterns compiled.
    if (Array.isArray(assertions) && assertions.length > deps.limits.assertionsPerTask)
      throw new Error(`${label}: assertions: the task has ${assertions.length} assertions; a task may hold at most ${deps.limits.assertionsPerTask} (MAX_ASSERTIONS_PER_TASK). Split the task, or raise MAX_ASSERTIONS_PER_TASK on the service.`);
    const shape = checkTask(raw, label);
    if (shape) throw new Error(shape);
    const task = raw as DatasetTask;
    if (seen.has(task.id)) throw new Error(`${label}: duplicate task id`);
    seen.add(task.id);
    const tooLarge = seedRowsProblem(task.seed, deps.limits.seedRows, task.people);
    if (tooLarge) throw new Error(`${label}: seed: ${tooLarge}`);
    const tooMuch = generatedRowsProblem(task.seed, deps.limits.generatedRows);
    if (tooMuch) throw new Error(`${label}: seed: ${tooMuch}`);
    checkProviders(task, label, deps);
    const faults = task.faults === undefined ? undefined : faultRulesProblem(task.faults, "faults", { packs: deps.packs, slugs: Object.keys(task.seed) });
    if (faults) throw new Error(`${label}: ${faults}`);
    checkAssertions(task, label, deps.graders);
    checkOracles(task, label, deps.packs);
  }
  return datasetInput(body);
}

/**
 * A valid dataset body as stored: what validation defaults (`options`, oracle `arguments`) filled in.
 * The service validates in a grading worker and keeps its own parse of the body, so it fills them here.
 */
export function datasetInput(body: unknown): DatasetInput {
  const { name, description, tasks } = body as { name: string; description?: string | null; tasks: DatasetTask[] };
  for (const task of tasks) {
    normalizeOracleKeys(task);
    for (const assertion of task.assertions) assertion.options ??= {};
    for (const steps of [task.oracle ?? [], ...Object.values(task.oracles ?? {})]) for (const step of steps) if (step.answer === undefined) step.arguments ??= {};
  }
  return { name, description: description ?? null, tasks };
}

function checkProviders(task: DatasetTask, label: string, deps: { packs: PackRegistry; granted: string[] }): void {
  for (const slug of [...Object.keys(task.seed), ...Object.keys(task.config ?? {})]) {
    if (!deps.packs.get(slug)) throw new Error(`${label}: seed.${slug}: unknown provider "${slug}" (installed: ${deps.packs.slugs().join(", ")})`);
    if (!deps.granted.includes(slug)) throw new Error(`${label}: seed.${slug}: your organization lacks access to provider "${slug}"`);
    if (!(slug in task.seed)) throw new Error(`${label}: config.${slug}: the task's world has no "${slug}" seed`);
  }
  for (const [slug, choice] of Object.entries(task.mcp ?? {})) {
    if (!(slug in task.seed)) throw new Error(`${label}: mcp.${slug}: the task's world has no "${slug}" seed`);
    const problem = profileProblem(deps.packs, slug, choice.profile);
    if (problem) throw new Error(`${label}: mcp.${slug}.profile: ${problem}`);
  }
  try {
    // A dry run of provisioning: the same checks a world gets, with nothing stored (and one row of each generated kind).
    seedWorld(deps.packs, { seeds: task.seed as never, configs: task.config ?? {}, people: task.people }, { ids: { next: counter(), random: createSeededRandom(1) }, now: 0, dryRun: true });
  } catch (error) {
    if (error instanceof ProvisionInputError) throw new Error(`${label}: ${error.message}`);
    throw error;
  }
}

function checkAssertions(task: DatasetTask, label: string, graders: GraderRegistry): void {
  task.assertions.forEach((assertion, i) => {
    const grader = graders.get(assertion.plugin);
    if (!grader) throw new Error(`${label}: assertions[${i}].plugin: no grading plugin "${assertion.plugin}" (available: ${graders.names().join(", ")})`);
    assertion.options ??= {};
    const problem = grader.checkOptions(assertion.options, `assertions[${i}].options`);
    if (problem) throw new Error(`${label}: ${problem}`);
  });
}

function counter(): () => number {
  let n = 0;
  return () => ++n;
}
