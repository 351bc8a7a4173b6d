// Schemas of datasets: the task (the same JSON Schema as docs/schemas/dataset-task.schema.json), the
// upload body and what the dataset endpoints answer.
import { datasetBodySchema, DATASET_SLUG_PATTERN, taskSchema } from "../../evals/dataset-schema.ts";
import { MAX_CHECK_TRIALS } from "../../evals/check-dataset.ts";
import { FLAKY_AT, FLIP_RATE_FLAKY_AT } from "../../evals/dataset-health.ts";
import { nullable, object, ref, str } from "./parts.ts";

// `$schema` and `$id` would name another dialect and base URI inside this document.
const { $schema: _dialect, $id: _id, ...task } = taskSchema;

const datetime = { type: "string", format: "date-time" };
const reward = { type: "number", minimum: 0, maximum: 1 };
const count = { type: "integer", minimum: 0 };
const trials = { type: "integer", minimum: 1, maximum: MAX_CHECK_TRIALS, description: "Replays of each task's oracle, each on a fresh world; the grade must be the same on every one" };

const checkProfiles = {
  type: "object",
  additionalProperties: { type: "string" },
  description: "The MCP profile per provider the oracles are played through, over each task's own (as a run's mcp_profiles); a task then plays oracles[surface]",
};

export const datasetSchemas = {
  DatasetSlug: { type: "string", pattern: DATASET_SLUG_PATTERN },
  DatasetTask: task,
  DatasetUpload: { ...datasetBodySchema, properties: { ...datasetBodySchema.properties, tasks: { ...datasetBodySchema.properties.tasks, items: ref("DatasetTask") } } },
  DatasetStored: object({ slug: str(), name: str(), taskCount: { type: "integer" }, created: { type: "boolean", description: "false when it replaced an existing dataset" } }),
  DatasetSummary: object({ slug: str(), name: str(), description: nullable(str()), taskCount: { type: "integer" }, createdAt: datetime, updatedAt: datetime }),
  Dataset: {
    allOf: [ref("DatasetSummary"), object({ tasks: { type: "array", items: ref("DatasetTask") } })],
  },
  DatasetList: object({ datasets: { type: "array", items: ref("DatasetSummary") } }),
  OracleReplay: object({ reward, failed: { type: "array", items: str() }, error: nullable(str()) }),
  TaskSoundness: object(
    {
      task: str("Task id"),
      sound: { type: "boolean" },
      oracle: nullable(ref("OracleReplay")),
      idle: object({ reward }),
      problem: nullable(str("Why the task is not sound")),
      replays: { type: "array", items: ref("OracleReplay"), description: "Every replay, in order, when the check has more than one trial" },
    },
    ["replays"],
  ),
  DatasetCheckRequest: {
    type: "object",
    additionalProperties: false,
    description: "Optional; an empty body is valid. Any other field is refused.",
    properties: { trials: { ...trials, default: 1 }, mcp_profiles: checkProfiles },
  },
  DatasetCheckStarted: object({ checkId: str(), status: ref("DatasetCheckStatus"), total: { type: "integer", description: "Tasks to check" }, trials, mcp_profiles: checkProfiles }),
  DatasetCheckStatus: { type: "string", enum: ["running", "done", "failed"] },
  DatasetCheck: object(
    {
      checkId: str(),
      dataset: str(),
      trials,
      mcp_profiles: checkProfiles,
      status: ref("DatasetCheckStatus"),
      done: { type: "integer", description: "Tasks checked so far" },
      total: { type: "integer" },
      sound: { type: "boolean", description: "Once done: every task is sound" },
      error: str("When failed: where and why the check stopped"),
      tasks: { type: "array", items: ref("TaskSoundness") },
      startedAt: datetime,
      finishedAt: nullable(datetime),
    },
    ["sound", "error"],
  ),
  TaskHealth: object({
    task: str("Task id"),
    runs: { ...count, description: "Finished runs read that graded the task" },
    trials: { ...count, description: "Their graded trials" },
    pass_rate: nullable({ ...reward, description: "Share of those trials that resolved the task" }),
    flakiness: nullable({ ...reward, description: "Mean, over runs with two or more graded trials, of the share of trial pairs that disagree: the chance two trials of one run disagree; null without such a run" }),
    disagreeing_runs: { ...count, description: "Runs whose graded trials disagreed" },
    flip_rate: nullable({ ...reward, description: "Share of consecutive runs (oldest to newest) whose outcome (every trial resolved it) differs; null with fewer than 2 runs" }),
    known_flaky: { type: "boolean", description: `flakiness at least ${FLAKY_AT}; with single-trial runs only, flip_rate at least ${FLIP_RATE_FLAKY_AT} over 4 runs or more` },
  }),
  DatasetHealth: object({
    dataset: str(),
    model: nullable(str("The model asked for; null: runs of every model")),
    runs: { type: "array", items: str(), description: "The finished runs read, newest first (cancelled runs and regrades are not read)" },
    tasks: { type: "array", items: ref("TaskHealth"), description: "Tasks graded in those runs, by task id" },
  }),
};
