import { loadConfig } from "./config.ts";
import { createService } from "./service.ts";
import { bootstrapFirstStart } from "./bootstrap.ts";
import { expireAllLeases } from "./evals/expire-leases.ts";
import { planeServeOptions, type Plane } from "./http/listener.ts";
import { controlInternalError } from "./control/error-path.ts";
import { mockInternalError } from "./mock/mock-faults.ts";

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

const reaper = setInterval(async () => {
  const expired = expireAllLeases(service);
  if (expired) log.info("reaper", `${expired} evaluation lease(s) expired`);
  const removed = service.worlds.reap();
  if (removed.length) log.info("reaper", `removed ${removed.length} expired world(s)`);
  // The clock sessions are stamped with (the worlds' clock).
  const closed = await service.sessions.sweep(service.worlds.now(), (id) => service.worlds.get(id) !== undefined);
  if (closed) log.info("reaper", `closed ${closed} idle or orphaned MCP session(s)`);
}, config.reapIntervalMs);

log.info("start", `control plane on ${config.publicUrl} (listening on ${control.hostname}:${control.port})`);
log.info("start", `mock plane on ${config.mockPublicUrl} (listening on ${mock.hostname}:${mock.port})${config.mockDomain ? `, host-style URLs under *.${config.mockDomain}` : ""}`);
log.info("start", `providers: ${service.packs.slugs().join(", ")}; ${service.worlds.size} live world(s) restored; data in ${config.dataDir}`);

const shutdown = (signal: string) => {
  log.info("stop", `${signal}: closing`);
  clearInterval(reaper);
  control.stop();
  mock.stop();
  service.close();
  process.exit(0);
};
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
