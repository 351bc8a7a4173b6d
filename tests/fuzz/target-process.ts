// The fuzz target: an in-process test service (startTestService) in a child process, so a request
// that never returns (catastrophic regex backtracking, an endless loop) can be killed on its time
// budget without taking the suite down. Requests arrive over IPC and are handled in-process with the
// apps' own `handle`, no sockets.
import { loadConfig } from "../../core/config.ts";
import { startTestService } from "../support/test-service.ts";
import { buildContext } from "./context.ts";
import type { FuzzAnswer, FuzzRequest, TargetMessage } from "./wire.ts";

const defaults = loadConfig({});
// Limits that would turn the fuzzer's volume into 429s are raised; the body limits are lowered, so the
// fuzzer's huge bodies (LIMITS.hugeString) cross them and the 413 answers are fuzzed too.
const limits = { ...defaults.limits, controlRequestsPerSecond: 1e9, snapshotsPerOrg: 1e6, controlBodyBytes: 256 * 1024, mockBodyBytes: 256 * 1024 };
const t = await startTestService({ limits });
const log: string[] = [];
t.service.log.error = (area, message, error) => log.push(`[${area}] ${message}: ${error instanceof Error ? error.stack : String(error ?? "")}`);
console.error = (...args: unknown[]) => log.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(" "));
await t.control("/sdk"); // builds the SDK tarball once, so it is not timed as a request
const context = await buildContext(t);
process.on("unhandledRejection", (error) => log.push(`unhandled rejection: ${error instanceof Error ? error.stack : String(error)}`));
const send = (message: TargetMessage) => process.send!(message);

process.on("message", async (message: { id: number; request: FuzzRequest }) => {
  const { id, request } = message;
  let built: Request;
  try {
    built = toRequest(request);
  } catch (error) {
    return send({ type: "unsendable", id, reason: (error as Error).message });
  }
  log.length = 0;
  const plane = request.surface === "control" ? t.service.controlApp : t.service.mockApp;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const cpuMs = () => {
    const used = process.cpuUsage(cpu);
    return (used.user + used.system) / 1000;
  };
  let answer: FuzzAnswer;
  try {
    const response = await plane.handle(built);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const contentType = response.headers.get("content-type") ?? "";
    const textual = !/gzip|octet-stream/.test(contentType);
    answer = { status: response.status, contentType, body: textual ? new TextDecoder().decode(bytes) : "", bytes: bytes.length, ms: performance.now() - started, cpuMs: cpuMs(), log: [...log] };
  } catch (error) {
    // A real listener would answer this with its own bare 500.
    const threw = error instanceof Error ? error.stack ?? error.message : String(error);
    answer = { status: 500, contentType: "", body: "", bytes: 0, ms: performance.now() - started, cpuMs: cpuMs(), log: [...log], threw };
  }
  send({ type: "answer", id, answer });
});
send({ type: "ready", context });

function toRequest(request: FuzzRequest): Request {
  const headers = new Headers(request.headers ?? {});
  const auth = { key: `Bearer ${t.key}`, wrong: "Bearer usk_0000000000000000000000000000000000", token: "Bearer 00Dfuzz!token" } as Record<string, string>;
  if (auth[request.auth] && !headers.has("authorization")) headers.set("authorization", auth[request.auth]!);
  if (request.auth === "x-api-key" && !headers.has("x-api-key")) headers.set("x-api-key", t.key);
  const base = request.surface === "control" ? "http://localhost:4000" : context.snapshots[request.surface]?.url;
  if (!base) throw new Error(`no surface ${request.surface}`);
  return new Request(`${base}${request.path}`, { method: request.method, headers, body: request.body as BodyInit | undefined });
}
