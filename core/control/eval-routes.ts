import { Elysia } from "elysia";
import type { EvalDeps } from "../evals/eval-deps.ts";
import { cancelRun } from "../evals/cancel-run.ts";
import { readCheckRequest, renderCheck, type DatasetChecks } from "../evals/check-dataset.ts";
import { completeTask } from "../evals/complete-task.ts";
import { createRun } from "../evals/create-run.ts";
import { getDatasetHealth } from "../evals/dataset-health.ts";
import { regradeRun } from "../evals/regrade-run.ts";
import { getDataset, putDataset, renderDataset } from "../evals/datasets.ts";
import { evalError } from "../evals/eval-errors.ts";
import type { ResourceLimits } from "../config.ts";
import { BodyTooLargeError } from "../http/request-checks.ts";
import { parseJsonText } from "../http/json-depth.ts";
import { heartbeat } from "../evals/heartbeat.ts";
import { leaseTask } from "../evals/lease-task.ts";
import { listRuns } from "../evals/list-runs.ts";
import { requireRun, requireTask } from "../evals/run-access.ts";
import { renderRun, renderTaskRecord } from "../evals/run-view.ts";
import { readJson, readText, requireOrg } from "./require-org.ts";
import { controlError } from "./control-errors.ts";

export type EvalRouteDeps = EvalDeps & {
  mockHandle: (request: Request) => Promise<Response>;
  checks: DatasetChecks;
  /** Throttles a refused key per client address (rate-limit.ts); may throw 429. */
  unknownKey?: (request: Request) => void;
};

/**
 * /api/v1: datasets, runs, and the worker protocol (lease, heartbeat, complete). See docs/evals.md.
 * One guard resolves the key's organization for every route here; reads never write (lease expiry
 * is the reaper's and the writers' job).
 */
export function createEvalRoutes(deps: EvalRouteDeps) {
  const opts = { parse: "none" as const };
  const runOf = (org: Parameters<typeof requireRun>[1], runId: string) => requireRun(deps, org, runId);
  return new Elysia({ name: "eval-routes", prefix: "/api/v1" })
    .resolve(async ({ request }) => ({ org: await requireOrg(deps.store, request, deps.unknownKey, deps) }))
    .get("/datasets", async ({ org }) => ({ datasets: (await deps.store.evals.listDatasetSummaries(org.id)).map((d) => renderDataset(d, false)) }))
    .get("/datasets/:slug", async ({ org, params }) => renderDataset(await getDataset(deps, org, params.slug), true))
    .put("/datasets/:slug", async ({ org, request, params }) => putDataset(deps, org, params.slug, await readDatasetBody(request, deps.limits)), opts)
    .post("/datasets/:slug/check", async ({ org, request, params }) => {
      // A background job: 202 at once, then GET .../checks/{checkId} until it is done (docs/evals.md).
      const asked = readCheckRequest(await readJson(request, deps.limits.controlBodyBytes), deps.packs);
      const check = await deps.checks.start(org, params.slug, asked.trials, asked.mcpProfiles);
      const location = `/api/v1/datasets/${params.slug}/checks/${check.checkId}`;
      const started = { checkId: check.checkId, status: check.status, total: check.total, trials: check.trials, mcp_profiles: check.mcpProfiles };
      return Response.json(started, { status: 202, headers: { location } });
    }, opts)
    .get("/datasets/:slug/health", ({ org, params, request }) => getDatasetHealth(deps, org, params.slug, new URL(request.url).searchParams))
    .get("/datasets/:slug/checks/:checkId", ({ org, params }) => renderCheck(deps.checks.get(org, params.slug, params.checkId)))
    .post("/evals", async ({ org, request }) => createRun(deps, org, await readJson(request, deps.limits.controlBodyBytes)), opts)
    .get("/evals", ({ org, request }) => listRuns(deps, org, new URL(request.url).searchParams))
    .get("/evals/:runId", async ({ org, params }) => {
      const run = await runOf(org, params.runId);
      return renderRun(run, await deps.store.evals.listTaskResults(run.id));
    })
    .post("/evals/:runId/cancel", async ({ org, params }) => {
      const run = await cancelRun(deps, org, params.runId);
      return renderRun(run, await deps.store.evals.listTaskResults(run.id));
    }, opts)
    .post("/evals/:runId/regrade", async ({ org, params }) => {
      // The grading goes on in the background: 202, then GET the new run until it finishes.
      const started = await regradeRun(deps, org, params.runId);
      return Response.json(started, { status: 202, headers: { location: `/api/v1/evals/${started.runId}` } });
    }, opts)
    .get("/evals/:runId/tasks/:taskResultId", async ({ org, params }) => renderTaskRecord(await requireTask(deps, await runOf(org, params.runId), params.taskResultId)))
    .post("/evals/:runId/lease", async ({ org, request, params }) => leaseTask(deps, org, params.runId, await readJson(request, deps.limits.controlBodyBytes)), opts)
    .post("/evals/:runId/tasks/:taskResultId/heartbeat", async ({ org, request, params }) =>
      heartbeat(deps, org, params.runId, params.taskResultId, await readJson(request, deps.limits.controlBodyBytes)), opts)
    .post("/evals/:runId/tasks/:taskResultId/complete", async ({ org, request, params }) =>
      completeTask(deps, org, params.runId, params.taskResultId, await readJson(request, deps.limits.controlBodyBytes)), opts);
}

/**
 * A dataset upload as text and JSON, refused unread past MAX_DATASET_BYTES (413 naming it): parsing,
 * validating and storing a body take a time that grows with its size.
 */
async function readDatasetBody(request: Request, limits: Pick<ResourceLimits, "datasetBytes" | "controlBodyBytes">): Promise<{ text: string; body: unknown }> {
  const limit = Math.min(limits.datasetBytes, limits.controlBodyBytes);
  let text: string;
  try {
    text = await readText(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError && limits.datasetBytes <= limits.controlBodyBytes) throw evalError("datasetTooLarge", limit);
    throw error;
  }
  if (!text.trim()) return { text: "{}", body: {} };
  try {
    return { text, body: parseJsonText(text) };
  } catch (error) {
    throw controlError("invalidJson", (error as Error).message);
  }
}
