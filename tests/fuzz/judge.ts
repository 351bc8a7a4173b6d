// The rules every answer must keep, whatever the request: no 5xx, no hang, an answer within the
// time budget, in the surface's shape, and (control plane) with a status its document lists.
import type { FuzzOperation } from "./documents.ts";
import type { Failure } from "./report.ts";
import { controlShape, isSoapFault, shapeOf } from "./shapes.ts";
import type { Outcome } from "./target.ts";
import type { FuzzRequest } from "./wire.ts";

export interface Judged { op: FuzzOperation; mutation: string; request: FuzzRequest; outcome: Outcome; budgetMs: number }

export function judge({ op, mutation, request, outcome, budgetMs }: Judged): Failure[] {
  const base = { surface: op.surface, operation: op.id, mutation, request };
  if (outcome.kind === "unsendable") return [];
  if (outcome.kind === "hang") return [{ ...base, kind: "hang", detail: `no answer within ${outcome.ms.toFixed(0)} ms; the target was killed and restarted` }];
  if (outcome.kind === "crash") return [{ ...base, kind: "crash", detail: `the target process died: ${outcome.reason.slice(0, 500)}` }];
  const { answer } = outcome;
  const failures: Failure[] = [];
  const at = { ...base, status: answer.status, answer };
  if (answer.status >= 500 && !isSoapFault(request.path, answer)) failures.push({ ...at, kind: "5xx", detail: answer.threw ? "handle() threw instead of answering" : `answered ${answer.status}` });
  // Both clocks must pass the budget: wall time alone fails on a loaded machine, CPU time alone counts GC threads.
  if (Math.min(answer.cpuMs, answer.ms) > budgetMs) failures.push({ ...at, kind: "slow", detail: `took ${answer.cpuMs.toFixed(0)} ms of CPU, ${answer.ms.toFixed(0)} ms in all (budget ${budgetMs} ms)` });
  // A HEAD answer has no body by definition.
  if (!answer.threw && request.method !== "HEAD") {
    // A Host header names its own world and pack (host-style addressing): any pack's shape may answer.
    const rerouted = op.kind !== "control" && Object.keys(request.headers ?? {}).some((h) => h.toLowerCase() === "host");
    const shape = (op.kind === "control" ? controlShape : rerouted ? shapeOf("") : shapeOf(op.surface))(op, answer, request);
    if (shape) failures.push({ ...at, kind: "shape", detail: shape });
  }
  if (op.kind === "control" && answer.status < 500 && !documented(op, request, mutation, answer.status))
    failures.push({ ...at, kind: "undocumented-status", detail: `status ${answer.status} is not among the documented ${Object.keys(op.responses).join(", ")}` });
  return failures;
}

/** A listed status; or 404/405 when a mutated or empty segment, or another method, sent the request elsewhere. */
function documented(op: FuzzOperation, request: FuzzRequest, mutation: string, status: number): boolean {
  if (status in op.responses) return true;
  if (request.method !== op.method) return true; // another operation (or none): only 5xx and shape apply
  const path = new URL(request.path, "http://x").pathname;
  // An empty segment may route to another operation (`/evals/` is `/evals`), or to none.
  if (/\/\/|\/$/.test(path)) return true;
  return (status === 404 || status === 405) && mutation.startsWith("path-param");
}
