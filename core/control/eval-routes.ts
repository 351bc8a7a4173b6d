import { Elysia } from "elysia";
import type { EvalDeps } from "../evals/eval-deps.ts";
import { checkDataset } from "../evals/check-dataset.ts";
import { completeTask } from "../evals/complete-task.ts";
import { createRun } from "../evals/create-run.ts";
import { getDataset, putDataset, renderDataset } from "../evals/datasets.ts";
import { expireLeases } from "../evals/expire-leases.ts";
import { heartbeat } from "../evals/heartbeat.ts";
import { leaseTask } from "../evals/lease-task.ts";
import { requireRun } from "../evals/run-access.ts";
import { renderRun } from "../evals/run-view.ts";
import { readJson, requireOrg } from "./require-org.ts";

export type EvalRouteDeps = EvalDeps & { mockHandle: (request: Request) => Promise<Response> };

/** /api/v1: datasets, runs, and the worker protocol (lease, heartbeat, complete). See docs/evals.md. */
export function createEvalRoutes(deps: EvalRouteDeps) {
  const org = (request: Request) => requireOrg(deps.store, request);
  const opts = { parse: "none" as const };
  return new Elysia({ name: "eval-routes", prefix: "/api/v1" })
    .get("/datasets", async ({ request }) => ({ datasets: deps.store.evals.listDatasets((await org(request)).id).map((d) => renderDataset(d, false)) }))
    .get("/datasets/:slug", async ({ request, params }) => renderDataset(getDataset(deps, await org(request), params.slug), true))
    .put("/datasets/:slug", async ({ request, params }) => putDataset(deps, await org(request), params.slug, await readJson(request)), opts)
    .post("/datasets/:slug/check", async ({ request, params }) => checkDataset(deps, await org(request), params.slug), opts)
    .post("/evals", async ({ request }) => createRun(deps, await org(request), await readJson(request)), opts)
    .get("/evals/:runId", async ({ request, params }) => {
      const run = requireRun(deps, await org(request), params.runId);
      expireLeases(deps, run);
      return renderRun(deps.store.evals.getRun(run.id)!, deps.store.evals.listTaskResults(run.id));
    })
    .post("/evals/:runId/lease", async ({ request, params }) => leaseTask(deps, await org(request), params.runId, await readJson(request)), opts)
    .post("/evals/:runId/tasks/:taskResultId/heartbeat", async ({ request, params }) =>
      heartbeat(deps, await org(request), params.runId, params.taskResultId, await readJson(request)), opts)
    .post("/evals/:runId/tasks/:taskResultId/complete", async ({ request, params }) =>
      completeTask(deps, await org(request), params.runId, params.taskResultId, await readJson(request)), opts);
}
