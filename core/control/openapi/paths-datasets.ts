// Paths of datasets: upload, list, read, the background soundness check, and the tasks' health over
// recent runs. See docs/evals.md.
import { MAX_CHECK_TRIALS } from "../../evals/check-dataset.ts";
import { HEALTH_RUNS, MAX_HEALTH_RUNS } from "../../evals/dataset-health.ts";
import { errors, json, jsonRequest, KEYED, pathParam, queryParam, ref } from "./parts.ts";

const slug = pathParam("slug", "The dataset's slug", ref("DatasetSlug"));
const notYours = { 404: "No such dataset in your organization" };

export const datasetPaths = {
  "/api/v1/datasets": {
    get: {
      operationId: "listDatasets", summary: "Your organization's datasets", tags: ["datasets"],
      responses: { "200": json(ref("DatasetList"), "Datasets, without their tasks"), ...errors(KEYED) },
    },
  },
  "/api/v1/datasets/{slug}": {
    get: {
      operationId: "getDataset", summary: "One dataset with its tasks", tags: ["datasets"], parameters: [slug],
      responses: { "200": json(ref("Dataset"), "The dataset"), ...errors({ ...KEYED, ...notYours }) },
    },
    put: {
      operationId: "putDataset", summary: "Create or replace a dataset, checked whole", tags: ["datasets"], parameters: [slug],
      requestBody: jsonRequest(ref("DatasetUpload")),
      responses: {
        "200": json(ref("DatasetStored"), "Stored"),
        ...errors({
          400: "Bad slug, body not JSON, or the dataset is refused (the message names the task and field: past MAX_DATASET_TASKS, MAX_SEED_ROWS or MAX_ASSERTIONS_PER_TASK, or a pattern RE2 cannot run); nothing was stored",
          413: "The body is larger than MAX_DATASET_BYTES",
          503: "The grading worker validating the dataset failed or overran GRADING_BUDGET_MS; nothing was stored, retry",
          ...KEYED,
        }),
      },
    },
  },
  "/api/v1/datasets/{slug}/check": {
    post: {
      operationId: "checkDataset", summary: "Start proving each task sound (its oracle scores 1, the same on every replay; doing nothing does not), in the background", tags: ["datasets"], parameters: [slug],
      requestBody: jsonRequest(ref("DatasetCheckRequest"), false),
      responses: {
        "202": {
          ...json(ref("DatasetCheckStarted"), "Started (or the check already running for this dataset); poll the Location"),
          headers: { Location: { description: "/api/v1/datasets/{slug}/checks/{checkId}", schema: { type: "string" } } },
        },
        ...errors({ 400: `Body not a JSON object, an unknown field, trials not a whole number from 1 to ${MAX_CHECK_TRIALS}, or an mcp_profiles entry that names no profile of its provider`, ...KEYED, ...notYours }),
      },
    },
  },
  "/api/v1/datasets/{slug}/checks/{checkId}": {
    get: {
      operationId: "getDatasetCheck", summary: "A check's progress, then its report", tags: ["datasets"],
      parameters: [slug, pathParam("checkId", "The check's id (chk_...)")],
      responses: {
        "200": json(ref("DatasetCheck"), "Progress while running; `sound` once done, `error` when failed"),
        ...errors({ ...KEYED, 404: "No such check of this dataset in your organization (the last few per dataset are kept, in memory)" }),
      },
    },
  },
  "/api/v1/datasets/{slug}/health": {
    get: {
      operationId: "getDatasetHealth", summary: "Per task, its pass rate and flakiness over the dataset's last finished runs", tags: ["datasets"],
      parameters: [
        slug,
        queryParam("model", "Only runs labelled with this model (the verdict reads the run's own model); absent: every model"),
        queryParam("last", `How many of the newest finished runs to read (default ${HEALTH_RUNS}); cancelled runs and regrades are skipped`, { type: "integer", minimum: 1, maximum: MAX_HEALTH_RUNS, default: HEALTH_RUNS }),
      ],
      responses: {
        "200": json(ref("DatasetHealth"), "Each task graded in those runs, with its pass rate, flakiness, flip rate and whether it is known-flaky"),
        ...errors({ 400: `last is not a whole number from 1 to ${MAX_HEALTH_RUNS}`, ...KEYED, ...notYours }),
      },
    },
  },
};
