// Paths of a trial's world after the fact (docs/worlds.md "A trial's world"): its diff and a fork.
import { errors, json, jsonRequest, KEYED, object, pathParam, ref, str, enumOf } from "./parts.ts";

const params = [pathParam("runId", "The run"), pathParam("taskResultId", "One trial of a task: a trials[].taskResultId")];
const gone = { 404: "No such run or trial in your organization, or nothing left of the trial's world (not graded, or its kept state expired)" };

export const trialWorldSchemas = {
  TrialDiff: {
    allOf: [ref("WorldDiff"), object({ taskResultId: str(), from: { ...enumOf(["world", "kept"]), description: "The live world (the trial is running), or the final state grading kept" } })],
  },
  TrialForked: {
    allOf: [ref("WorldSummary"), object({ fromTrial: str("The trial whose final state the fork holds"), forkedFrom: { oneOf: [str(), { type: "null" }] }, ttl: str() })],
  },
};

export const trialWorldPaths = {
  "/api/v1/evals/{runId}/tasks/{taskResultId}/diff": {
    get: {
      operationId: "getTrialDiff", summary: "What the trial's agent changed in its world, field by field: from the live world, else from the state grading kept", tags: ["worlds"], parameters: params,
      responses: { "200": json(ref("TrialDiff"), "The changes since the seed"), ...errors({ ...KEYED, ...gone }) },
    },
  },
  "/api/v1/evals/{runId}/tasks/{taskResultId}/fork": {
    post: {
      operationId: "forkTrial", summary: "A snapshot in the state the trial left its world, to reproduce it by hand", tags: ["worlds"], parameters: params,
      requestBody: jsonRequest(ref("ForkRequest"), false),
      responses: {
        "201": json(ref("TrialForked"), "The fork: a snapshot with its own id and urls"),
        ...errors({
          ...KEYED, 400: "A body other than {ttl}, or a ttl that is not a duration up to 7d", ...gone,
          429: "The organization holds its limit of live snapshots (MAX_SNAPSHOTS_PER_ORG) or of stored bytes (MAX_ORG_BYTES); retry after Retry-After",
          502: "The store failed while making the fork; nothing was kept",
        }),
      },
    },
  },
};
