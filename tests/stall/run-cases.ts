// Runs stall cases one after another against a target while the probe polls: each case's attack time
// and status, and the probe's slowest answer over the attack and its settling time. A case fails on a
// 5xx, on no answer within the hard cap, on an answer out of the surface's shape, or when the probe
// waited past the budget. A case that failed on the probe's time alone is run once more (other load on
// the machine slows the probe too); it fails only when both runs did.
import type { FuzzOperation } from "../fuzz/documents.ts";
import { controlShape, isSoapFault, shapeOf } from "../fuzz/shapes.ts";
import type { FuzzAnswer } from "../fuzz/wire.ts";
import { WORLD_TOKENS } from "./big-worlds.ts";
import { startProbe, type Probe } from "./probe.ts";
import type { ControlSend, StallCase } from "./stall-case.ts";
import type { StallTarget } from "./stall-target.ts";

export interface RunOptions {
  /** The probe's slowest answer must stay under this. */
  budgetMs: number;
  /** An attack with no answer by then is aborted and counted as a hang. */
  hardCapMs: number;
  /** Probing goes on this long after each answer, unless the case asks for more. */
  settleMs: number;
  onCase?: (result: CaseResult, index: number, total: number) => void;
}

export interface CaseResult {
  case: StallCase;
  /** The attack's status; 0 when it had no answer within the hard cap. */
  status: number;
  attackMs: number;
  probeMs: number;
  /** Which probe was slowest. */
  probeWhat: string;
  /** Why the case failed; empty when it passed. */
  problems: string[];
  /** The answer's first bytes, for the report. */
  excerpt: string;
}

const baseOf = (target: StallTarget, surface: string) => (surface === "control" ? target.service.controlUrl : target.worlds[surface]);
const worldToken = (surface: string) => WORLD_TOKENS[surface] ?? "Bearer stall-token";

function toRequest(target: StallTarget, c: StallCase): Request {
  const { request } = c;
  const headers = new Headers(request.headers ?? {});
  if (request.auth === "key") headers.set("authorization", `Bearer ${target.attackerKey}`);
  if (request.auth === "token" && !headers.has("authorization")) headers.set("authorization", worldToken(request.surface));
  return new Request(`${baseOf(target, request.surface)}${request.path}`, { method: request.method, headers, body: request.body as BodyInit | undefined });
}

/** The operation as shapes.ts needs it (the path decides the OAuth and tree rules). */
const asOperation = (c: StallCase): FuzzOperation => {
  const [method = "GET", path = "/"] = c.operation.split(" ");
  return { surface: c.surface, kind: c.surface === "control" ? "control" : "api", id: c.operation, method, path, params: [], open: false, responses: {} };
};

/** A scenario's calls: the control plane with the attacking organization's key, or a pack's world with its token. */
const controlSend = (target: StallTarget): ControlSend => async (method, path, body, options = {}) => {
  const surface = options.surface ?? "control";
  const authorization = surface === "control" ? `Bearer ${target.attackerKey}` : worldToken(surface);
  const response = await fetch(/^https?:/.test(path) ? path : `${baseOf(target, surface)}${path}`, {
    method,
    headers: { authorization, "content-type": options.contentType ?? "application/json" },
    body: (options.raw as BodyInit | undefined) ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  return { status: response.status, body: await response.text() };
};

async function attack(target: StallTarget, c: StallCase, probe: Probe, options: RunOptions): Promise<CaseResult> {
  const request = toRequest(target, c);
  const started = performance.now();
  let status = 0;
  let body = "";
  let contentType = "";
  try {
    if (c.scenario) {
      const answer = await Promise.race([c.scenario(controlSend(target), options.hardCapMs), Bun.sleep(options.hardCapMs).then(() => ({ status: 0, body: "" }))]);
      [status, body, contentType] = [answer.status, answer.body, "application/json"];
    } else {
      const response = await fetch(request, { signal: AbortSignal.timeout(options.hardCapMs) });
      const bytes = new Uint8Array(await response.arrayBuffer());
      status = response.status;
      contentType = response.headers.get("content-type") ?? "";
      body = /gzip|octet-stream/.test(contentType) ? "" : new TextDecoder().decode(bytes);
    }
  } catch {
    status = 0;
  }
  const answered = performance.now();
  await Bun.sleep(c.settleMs ?? options.settleMs);
  const until = performance.now();
  await probe.settled(until, options.hardCapMs);
  const slowest = probe.slowestDuring(started, until);
  const problems: string[] = [];
  if (status === 0) problems.push(`no answer within ${options.hardCapMs} ms`);
  if (status >= 500 && !isSoapFault(c.request.path, { status, contentType, body })) problems.push(`answered ${status}`);
  if (c.expect4xx && status > 0 && (status >= 500 || (status < 400 && !isProviderRefusal(c.surface, status, body)))) problems.push(`answered ${status}, not a refusal`);
  if (status > 0 && c.request.method !== "HEAD") {
    const answer: FuzzAnswer = { status, contentType, body, bytes: body.length, ms: answered - started, cpuMs: 0, log: [] };
    // MCP answers JSON-RPC on every surface: valid JSON is its shape here (the MCP suites check the rest).
    const check = c.surface === "control" ? controlShape : c.request.path.startsWith("/mcp") ? shapeOf("") : shapeOf(c.surface);
    const shape = check(asOperation(c), answer, c.request);
    // The control plane's documented 2xx schemas are the fuzzer's business; here only errors' shape counts.
    if (shape && (status >= 400 || c.surface !== "control")) problems.push(`shape: ${shape.slice(0, 160)}`);
  }
  if (slowest.ms > options.budgetMs) problems.push(`probe waited ${slowest.ms.toFixed(0)} ms (${slowest.what})`);
  return { case: c, status, attackMs: answered - started, probeMs: slowest.ms, probeWhat: slowest.what, problems, excerpt: body.slice(0, 160) };
}

/** Slack refuses with HTTP 200 and `{ok:false}`: that is its 4xx. */
function isProviderRefusal(surface: string, status: number, body: string): boolean {
  if (surface !== "slack" || status !== 200) return false;
  try {
    return (JSON.parse(body) as { ok?: unknown }).ok === false;
  } catch {
    return false;
  }
}

/** Waits until the service answers /health quickly again; restarts it when it stays frozen. */
async function recover(target: StallTarget, waitMs: number): Promise<boolean> {
  const deadline = performance.now() + waitMs;
  while (performance.now() < deadline) {
    try {
      if ((await fetch(`${target.service.controlUrl}/health`, { signal: AbortSignal.timeout(1_000) })).ok) return false;
    } catch {}
  }
  await target.service.kill("SIGKILL");
  await target.service.restart();
  return true;
}

// A probe a few times over the budget is what other load on the machine can do; seconds are not.
const onlyProbe = (result: CaseResult, budgetMs: number) =>
  result.probeMs < 4 * budgetMs && result.problems.length > 0 && result.problems.every((p) => p.startsWith("probe waited"));

export async function runCases(target: StallTarget, cases: StallCase[], options: RunOptions): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  let probe = startProbe(target);
  await Bun.sleep(100);
  try {
    for (const [index, c] of cases.entries()) {
      let result = await attack(target, c, probe, options);
      if (onlyProbe(result, options.budgetMs)) {
        const again = await attack(target, c, probe, options);
        if (again.probeMs < result.probeMs) result = again;
      }
      // No answer, or a probe still waiting at the hard cap (work left behind froze the process).
      if ((result.status === 0 || result.probeMs >= options.hardCapMs) && (await recover(target, 5_000))) {
        result.problems.push("the service stayed frozen and was restarted");
        await probe.stop();
        probe = startProbe(target);
        await Bun.sleep(100);
      }
      results.push(result);
      options.onCase?.(result, index, cases.length);
    }
  } finally {
    await probe.stop();
  }
  return results;
}
