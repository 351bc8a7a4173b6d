// The control plane's own OpenAPI 3.1 document: every endpoint it serves, served at GET /openapi.json.
// core/control/openapi.test.ts checks it is valid and that it and the app's routes match exactly.
import { withCommonAnswers } from "./common.ts";
import { SESSION_COOKIE } from "../../auth/session-cookie.ts";
import { datasetPaths } from "./paths-datasets.ts";
import { runPaths } from "./paths-runs.ts";
import { servicePaths } from "./paths-service.ts";
import { workerPaths } from "./paths-worker.ts";
import { worldPaths } from "./paths-worlds.ts";
import { worldFaultPaths } from "./paths-world-faults.ts";
import { accessPaths } from "./paths-access.ts";
import { datasetSchemas } from "./schemas-datasets.ts";
import { runSchemas } from "./schemas-runs.ts";
import { serviceSchemas } from "./schemas-service.ts";
import { verdictSchemas } from "./schemas-verdicts.ts";
import { workerSchemas } from "./schemas-worker.ts";
import { worldSchemas } from "./schemas-worlds.ts";
import { trialWorldPaths, trialWorldSchemas } from "./paths-trial-worlds.ts";
import { worldFaultSchemas } from "./schemas-world-faults.ts";
import { accessSchemas } from "./schemas-access.ts";

export function controlPlaneOpenApi(publicUrl = "http://127.0.0.1:4000") {
  return {
    openapi: "3.1.0",
    info: {
      title: "Understudy control plane",
      version: "1",
      description:
        "Providers and snapshots, datasets, evaluation runs and the worker protocol. Every endpoint except /health, /openapi.json and /sdk " +
        "needs an organization key (`Authorization: Bearer <key>` or `X-API-Key: <key>`), or the browser console's session cookie; a change made " +
        "with the cookie also needs its `X-CSRF-Token` header. Errors are JSON `{error}`. See docs/api.md and docs/evals.md.",
    },
    servers: [{ url: publicUrl.replace(/\/+$/, ""), description: "This service" }],
    tags: [
      { name: "service", description: "Open endpoints" },
      { name: "providers", description: "Providers, snapshots and worlds" },
      { name: "datasets", description: "Evaluation datasets" },
      { name: "runs", description: "Evaluation runs" },
      { name: "worker", description: "The worker protocol" },
      { name: "worlds", description: "World control: state, diff, journal, checkpoints, forks (docs/worlds.md)" },
      { name: "access", description: "The organization, its keys and its browser console sessions" },
    ],
    security: [{ bearer: [] }, { apiKey: [] }, { session: [] }],
    paths: withCommonAnswers(structuredClone({ ...servicePaths, ...datasetPaths, ...runPaths, ...workerPaths, ...worldPaths, ...trialWorldPaths, ...worldFaultPaths, ...accessPaths })),
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "An organization key (usk_...)" },
        apiKey: { type: "apiKey", in: "header", name: "X-API-Key", description: "The same key, in its own header" },
        session: {
          type: "apiKey", in: "cookie", name: SESSION_COOKIE,
          description: "A browser console session (signed in with a key, acting as it); any method but GET, HEAD and OPTIONS also needs the session's X-CSRF-Token header",
        },
      },
      schemas: { ...serviceSchemas, ...datasetSchemas, ...runSchemas, ...verdictSchemas, ...workerSchemas, ...worldSchemas, ...trialWorldSchemas, ...worldFaultSchemas, ...accessSchemas },
    },
  };
}
