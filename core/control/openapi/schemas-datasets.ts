// Schemas of datasets: the task (the same JSON Schema as docs/schemas/dataset-task.schema.json), the
// upload body and what the dataset endpoints answer.
import { datasetBodySchema, DATASET_SLUG_PATTERN, taskSchema } from "../../evals/dataset-schema.ts";
import { nullable, object, ref, str } from "./parts.ts";

// `$schema` and `$id` would name another dialect and base URI inside this document.
const { $schema: _dialect, $id: _id, ...task } = taskSchema;

const datetime = { type: "string", format: "date-time" };
const reward = { type: "number", minimum: 0, maximum: 1 };

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
  TaskSoundness: object({
    task: str("Task id"),
    sound: { type: "boolean" },
    oracle: nullable(object({ reward, failed: { type: "array", items: str() }, error: nullable(str()) })),
    idle: object({ reward }),
    problem: nullable(str("Why the task is not sound")),
  }),
  DatasetCheckStarted: object({ checkId: str(), status: ref("DatasetCheckStatus"), total: { type: "integer", description: "Tasks to check" } }),
  DatasetCheckStatus: { type: "string", enum: ["running", "done", "failed"] },
  DatasetCheck: object(
    {
      checkId: str(),
      dataset: str(),
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
};
