import { loadConfig } from "./config.ts";
import { createService } from "./service.ts";
import { bootstrapFirstStart } from "./bootstrap.ts";
import { evalUpkeep } from "./evals/eval-upkeep.ts";
import { planeServeOptions, type Plane } from "./http/listener.ts";
import { controlInternalError } from "./control/error-path.ts";
import { mockInternalError } from "./mock/mock-faults.ts";
import { consoleAssets } from "./console/console-assets.ts";

/** `npm start`: both listeners, first-start key, and the reaper. */
const config = loadConfig();
const service = await createService(config);
const { log } = service;

const first = await bootstrapFirstStart(service);
if (first) {
  console.log(`\n  First start: created organization "default" with every provider granted.\n`);
  console.log(`  API key (shown once): ${first.key}`);
  console.log(`  Saved for local use in ${first.file}\n`);
}

// Production mode with an error hook on both (http/listener.ts): no client ever sees Bun's error page.
const listen = (name: string, variable: string, plane: Plane) => {
  try {
    return Bun.serve(planeServeOptions(plane, log));
  } catch (error) {
    log.error("start", `cannot listen for the ${name} on ${config.host}:${plane.port} (${(error as Error).message}); set ${variable} to a free port`);
    process.exit(1);
  }
};
const control = listen("control plane", "PORT", {
  area: "control",
  readsClientAddress: true,
  port: config.port,
  hostname: config.host,
  bodyLimit: config.limits.controlBodyBytes,
  fetch: (req) => service.controlApp.handle(req),
  internalError: controlInternalError,
});
const mock = listen("mock plane", "MOCK_PORT", {
  area: "mock",
  port: config.mockPort,
  hostname: config.host,
  bodyLimit: config.limits.mockBodyBytes,
  fetch: (req) => service.mockApp.handle(req),
  internalError: mockInternalError,
});

// Every node runs the reaper; the store's lock lets one node at a time expire leases and delete
// expired worlds and console sessions, while each node frees its own memory and MCP sessions.
let reaping = false;
const reap = async () => {
  const pass = await service.store.withLock("reaper", { wait: false }, async () => {
    const upkeep = await evalUpkeep(service);
    if (upkeep.expiredLeases) log.info("reaper", `${upkeep.expiredLeases} evaluation lease(s) expired`);
    if (upkeep.forgottenStates) log.info("reaper", `${upkeep.forgottenStates} kept trial state(s) past EVAL_STATE_RETENTION_DAYS forgotten`);
    const removed = await service.worlds.reap();
    if (removed.length) log.info("reaper", `removed ${removed.length} expired world(s)`);
    const sessions = await service.store.sessions.deleteExpired(service.worlds.now());
    if (sessions) log.debug("reaper", `removed ${sessions} expired console session(s)`);
  });
  if (!pass.ran) log.debug("reaper", "another node holds the reaper lock; this pass only frees memory");
  const evicted = service.worlds.evict(config.worldIdleMs);
  if (evicted) log.debug("reaper", `${evicted} idle world(s) left this node's memory`);
  // The clock sessions are stamped with (the worlds' clock).
  const closed = await service.sessions.sweep(service.worlds.now(), (id) => service.worlds.peek(id) !== undefined);
  if (closed) log.info("reaper", `closed ${closed} idle or orphaned MCP session(s)`);
};
const reaper = setInterval(async () => {
  if (reaping) return;
  reaping = true;
  try {
    await reap();
  } catch (error) {
    log.error("reaper", "a reaper pass failed; the next one retries", error);
  } finally {
    reaping = false;
  }
}, config.reapIntervalMs);

log.info("start", `control plane on ${config.publicUrl} (listening on ${control.hostname}:${control.port}); console at ${config.publicUrl}/console`);
// The console's script, built (or read from its cache) beside the start, not before it: /health does not wait.
const consoleBuild = performance.now();
consoleAssets().then(
  () => log.debug("start", `console assets ready in ${(performance.now() - consoleBuild).toFixed(0)} ms`),
  (error) => log.error("start", `the console's script could not be built; /console will answer 500 until it can (${(error as Error).message})`),
);
log.info("start", `mock plane on ${config.mockPublicUrl} (listening on ${mock.hostname}:${mock.port})${config.mockDomain ? `, host-style URLs under *.${config.mockDomain}` : ""}`);
const live = (await service.store.countLiveWorlds(Date.now())).count;
const where = service.store.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : config.dataDir;
log.info("start", `providers: ${service.packs.slugs().join(", ")}; ${live} live world(s) in the store, loaded on first use; data in ${where}`);

const shutdown = async (signal: string) => {
  log.info("stop", `${signal}: closing`);
  clearInterval(reaper);
  control.stop();
  mock.stop();
  await service.close();
  process.exit(0);
};
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
