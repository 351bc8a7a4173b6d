// Paths of the worker protocol: lease, heartbeat, complete. See docs/evals.md, "The worker protocol".
import { errors, json, jsonRequest, KEYED, ref } from "./parts.ts";
import { runId, taskResultId } from "./paths-runs.ts";

const notFound = { 404: "No such run in your organization, or no such task in the run" };

export const workerPaths = {
  "/api/v1/evals/{runId}/lease": {
    post: {
      operationId: "leaseTask", summary: "The next queued task, on a fresh world, or nothing", tags: ["worker"], parameters: [runId],
      requestBody: jsonRequest(ref("LeaseRequest")),
      responses: {
        "200": json(ref("LeaseAnswer"), "A task and its lease; or task null (drained: poll again or stop)"),
        ...errors({
          400: "Bad body: model must be a non-empty label",
          ...KEYED,
          404: "No such run in your organization",
          409: "The run is labelled with another model",
          429: "The organization holds its limit of evaluation worlds (EVAL_WORLD_LIMIT), or too many requests with this key; retry after Retry-After",
        }),
      },
    },
  },
  "/api/v1/evals/{runId}/tasks/{taskResultId}/heartbeat": {
    post: {
      operationId: "heartbeat", summary: "Keep a lease (and its world) alive", tags: ["worker"], parameters: [runId, taskResultId],
      requestBody: jsonRequest(ref("HeartbeatRequest")),
      responses: {
        "200": json(ref("HeartbeatAnswer"), "The lease's new expiry"),
        ...errors({ 400: "Bad body: leaseId is missing", ...KEYED, ...notFound, 409: "The lease is lost: abandon the task" }),
      },
    },
  },
  "/api/v1/evals/{runId}/tasks/{taskResultId}/complete": {
    post: {
      operationId: "completeTask", summary: "Report the agent done; the service grades the world's final state", tags: ["worker"], parameters: [runId, taskResultId],
      requestBody: jsonRequest(ref("CompletionRequest")),
      responses: {
        "200": json(ref("CompletionAnswer"), "The grade (a duplicate report of the same lease answers the same)"),
        ...errors({ 400: "Bad body; the lease still holds", ...KEYED, ...notFound, 409: "The lease expired or was superseded; nothing changed" }),
      },
    },
  },
};
