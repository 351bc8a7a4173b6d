// Paths of evaluation runs: trigger, list, read, cancel, regrade, one trial's record. See docs/evals.md.
import { MAX_TRIALS } from "../../evals/create-run.ts";
import { errors, json, jsonRequest, KEYED, pathParam, queryParam, ref } from "./parts.ts";

export const runId = pathParam("runId", "The run's id (run_...)");
export const taskResultId = pathParam("taskResultId", "The task result's id (tr_...)");
const runNotYours = { 404: "No such run in your organization" };

export const runPaths = {
  "/api/v1/evals": {
    post: {
      operationId: "triggerRun", summary: "Run a dataset (or a subset of its tasks) for one commit, each task `trials` times", tags: ["runs"],
      requestBody: jsonRequest(ref("TriggerRequest")),
      responses: {
        "200": json(ref("TriggerAnswer"), "The run, every trial of every task queued"),
        ...errors({
          400: `Bad body (commit must be 7 to 64 hex characters; trials a whole number from 1 to ${MAX_TRIALS}; alpha above 0 and at most 0.5; unknown field), or baseline.runId is not a run of this dataset in your organization`,
          ...KEYED,
          404: "The dataset is not yours, or `tasks` is empty or names an unknown task",
        }),
      },
    },
    get: {
      operationId: "listRuns", summary: "Your runs, newest first", tags: ["runs"],
      parameters: [
        queryParam("dataset", "Only runs of this dataset"),
        queryParam("model", "Only runs labelled with this model"),
        queryParam("ref", "Only runs on this ref (main and refs/heads/main are the same)"),
        queryParam("status", "Only runs in this status", ref("RunStatus")),
        queryParam("limit", "Page size (default 20)", { type: "integer", minimum: 1, maximum: 100 }),
        queryParam("cursor", "nextCursor of the previous page"),
      ],
      responses: { "200": json(ref("RunList"), "A page of runs"), ...errors({ 400: "Unknown query parameter, bad status, limit or cursor", ...KEYED }) },
    },
  },
  "/api/v1/evals/{runId}": {
    get: {
      operationId: "getRun", summary: "One run with its tasks and report", tags: ["runs"], parameters: [runId],
      responses: { "200": json(ref("RunView"), "The run"), ...errors({ ...KEYED, ...runNotYours }) },
    },
  },
  "/api/v1/evals/{runId}/cancel": {
    post: {
      operationId: "cancelRun", summary: "Cancel a run: queued tasks at once, leased ones when their lease ends", tags: ["runs"], parameters: [runId],
      responses: {
        "200": json(ref("RunView"), "The run, now cancelled (cancelling again answers the same)"),
        ...errors({ ...KEYED, ...runNotYours, 409: "The run already succeeded or failed" }),
      },
    },
  },
  "/api/v1/evals/{runId}/regrade": {
    post: {
      operationId: "regradeRun", tags: ["runs"], parameters: [runId],
      summary: "Grade a finished run's kept final states again with the dataset's current assertions, in the background: no agent, no lease, no world",
      responses: {
        "202": {
          ...json(ref("TriggerAnswer"), "A new run (regradeOf, the same commit, model and trials), graded in the background; poll the Location until it finishes. Trials without a kept state, and tasks the original did not run, are not_graded"),
          headers: { Location: { description: "/api/v1/evals/{the new run's id}", schema: { type: "string" } } },
        },
        ...errors({ ...KEYED, ...runNotYours, 409: "The run is still running, or was cancelled: only a succeeded or failed run can be regraded" }),
      },
    },
  },
  "/api/v1/evals/{runId}/tasks/{taskResultId}": {
    get: {
      operationId: "getTaskRecord", summary: "One trial's record, with the world's tool-call log", tags: ["runs"], parameters: [runId, taskResultId],
      responses: { "200": json(ref("TaskRecordView"), "The trial's record (each trial of a task has its own taskResultId)"), ...errors({ ...KEYED, 404: "No such run in your organization, or no such task in the run" }) },
    },
  },
};
