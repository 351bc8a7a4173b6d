import { Elysia } from "elysia";
import { consoleAssets } from "./console-assets.ts";
import { redirect, signedIn, type ConsoleDeps } from "./console-context.ts";
import { consoleHeaders } from "./layout.ts";
import { signIn, signInPage, signOut } from "./pages/sign-in.ts";
import { createKey, revoke, settingsPage } from "./pages/settings-page.ts";
import { runsPage } from "./pages/runs-page.ts";
import { runPage } from "./pages/run-page.ts";
import { forkTrialWorld, taskWorldPage } from "./pages/task-world-page.ts";
import { openWorldPage, worldPage } from "./pages/world-page.ts";
import { checkpointAction, forkWorld, saveFaults } from "./pages/world-actions.ts";
import { datasetPage, datasetsPage, startCheck } from "./pages/datasets-page.ts";
import { checkPage } from "./pages/check-page.ts";

const FORM = { parse: "none" } as const;

/**
 * The console at {control}/console (docs/console.md): server-rendered pages over the control plane's
 * own API, a session cookie instead of a key, a CSRF token on every form, a strict CSP, and one script.
 */
export function createConsoleRoutes(deps: ConsoleDeps) {
  return new Elysia({ name: "console", prefix: "/console" })
    .get("", () => redirect("/console/runs"))
    .get("/", () => redirect("/console/runs"))
    .get("/assets/:file", async ({ params }) => {
      const assets = await consoleAssets();
      const asset = [assets.script, assets.stylesheet].find((a) => a.path === `/console/assets/${params.file}`);
      if (!asset) return new Response("Not found", { status: 404, headers: consoleHeaders("text/plain; charset=utf-8") });
      // The name carries the content's hash: cached for good, and a new build gets a new name.
      return new Response(asset.body, { headers: { ...consoleHeaders(asset.type), "cache-control": "public, max-age=31536000, immutable" } });
    })
    .get("/sign-in", ({ request }) => signInPage(deps, request))
    .post("/sign-in", ({ request }) => signIn(deps, request), FORM)
    .post("/sign-out", signedIn(deps, undefined, (ctx) => signOut(deps, ctx)), FORM)
    .get("/settings", signedIn(deps, "settings", (ctx) => settingsPage(ctx)))
    .post("/settings/keys", signedIn(deps, "settings", createKey), FORM)
    .post("/settings/keys/:id/revoke", signedIn(deps, "settings", (ctx) => revoke(ctx, "keys")), FORM)
    .post("/settings/sessions/:id/revoke", signedIn(deps, "settings", (ctx) => revoke(ctx, "sessions")), FORM)
    .get("/runs", signedIn(deps, "runs", runsPage))
    .get("/runs/:runId", signedIn(deps, "runs", runPage))
    .get("/runs/:runId/tasks/:taskResultId", signedIn(deps, "runs", taskWorldPage))
    .post("/runs/:runId/tasks/:taskResultId/fork", signedIn(deps, "runs", forkTrialWorld), FORM)
    .get("/worlds", signedIn(deps, "worlds", openWorldPage))
    .get("/worlds/:worldId", signedIn(deps, "worlds", worldPage))
    .post("/worlds/:worldId/fork", signedIn(deps, "worlds", forkWorld), FORM)
    .post("/worlds/:worldId/checkpoints", signedIn(deps, "worlds", (ctx) => checkpointAction(ctx, false)), FORM)
    .post("/worlds/:worldId/checkpoints/:name/restore", signedIn(deps, "worlds", (ctx) => checkpointAction(ctx, true)), FORM)
    .post("/worlds/:worldId/faults", signedIn(deps, "worlds", saveFaults), FORM)
    .get("/datasets", signedIn(deps, "datasets", datasetsPage))
    .get("/datasets/:slug", signedIn(deps, "datasets", datasetPage))
    .post("/datasets/:slug/check", signedIn(deps, "datasets", startCheck), FORM)
    .get("/datasets/:slug/checks/:checkId", signedIn(deps, "datasets", checkPage));
}
