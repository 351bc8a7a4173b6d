// Failures, grouped into distinct ones (same operation, kind, status and cause), each kept with its
// smallest request, and printed so a person can replay it.
import type { FuzzAnswer, FuzzRequest } from "./wire.ts";

export type FailureKind = "5xx" | "hang" | "crash" | "slow" | "shape" | "undocumented-status";

export interface Failure {
  kind: FailureKind;
  surface: string;
  operation: string;
  mutation: string;
  request: FuzzRequest;
  status?: number;
  detail: string;
  answer?: FuzzAnswer;
}

export interface DistinctFailure extends Failure { count: number; signature: string }

/** Ids, numbers and quoted values vary between requests; the cause does not. */
const normalize = (text: string) =>
  text.replace(/"[^"]{0,200}"/g, '"…"').replace(/'[^']{0,200}'/g, "'…'").replace(/\b[0-9a-z]{15,}\b/gi, "<id>").replace(/\d+(\.\d+)?/g, "N").slice(0, 160);

/** The error a 500 logged (or threw), and the first place in this repository it passed through. */
export function serviceError(failure: Failure): string | undefined {
  const text = [failure.answer?.threw, ...(failure.answer?.log ?? [])].filter(Boolean).join("\n");
  const message = /\b(\w*(?:Error|Exception))(?::[ \t]*([^\n]*))?/.exec(text);
  if (!message) return undefined;
  const where = /\(?\/[^\s()]*\/((?:core|providers|tests)\/[^\s():]+:\d+)/.exec(text.slice(message.index));
  return `${message[1]}: ${(message[2] ?? "").slice(0, 200)}${where ? ` @ ${where[1]}` : ""}`;
}

/** What tells one failure from another: the logged error of a 500, else the shape problem or the body. */
function cause(failure: Failure): string {
  const logged = failure.kind === "5xx" ? serviceError(failure) : undefined;
  if (logged) return normalize(logged.replace(/:\d+$/, ""));
  return normalize(failure.kind === "shape" || failure.kind === "undocumented-status" ? failure.detail : failure.answer?.body ?? failure.detail);
}

const size = (request: FuzzRequest) => JSON.stringify({ ...request, body: request.body instanceof Uint8Array ? [...request.body] : request.body }).length;

export function distinct(failures: Failure[]): DistinctFailure[] {
  const groups = new Map<string, DistinctFailure>();
  for (const failure of failures) {
    const signature = `${failure.kind} ${failure.surface} ${failure.operation} ${failure.status ?? ""} ${cause(failure)}`;
    const known = groups.get(signature);
    if (!known) groups.set(signature, { ...failure, count: 1, signature });
    else {
      known.count++;
      if (size(failure.request) < size(known.request)) Object.assign(known, { ...failure, count: known.count, signature });
    }
  }
  return [...groups.values()].sort((a, b) => a.signature.localeCompare(b.signature));
}

const clip = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/** A request as a literal to paste into known-cases.test.ts. */
export function requestLiteral(request: FuzzRequest): string {
  const body = request.body instanceof Uint8Array ? `new Uint8Array([${[...request.body].join(", ")}])` : request.body === undefined ? undefined : clip(JSON.stringify(request.body), 600);
  const headers = request.headers && Object.keys(request.headers).length ? clip(JSON.stringify(request.headers), 300) : undefined;
  return `{ surface: ${JSON.stringify(request.surface)}, method: ${JSON.stringify(request.method)}, path: ${clip(JSON.stringify(request.path), 400)}, auth: ${JSON.stringify(request.auth)}${headers ? `, headers: ${headers}` : ""}${body ? `, body: ${body}` : ""} }`;
}

export function formatReport(failures: DistinctFailure[]): string {
  return failures
    .map((f, i) => [
      `${i + 1}. [${f.kind}] ${f.surface} ${f.operation}${f.status ? ` -> ${f.status}` : ""} (${f.count}x; mutation: ${f.mutation})`,
      `   ${f.detail}`,
      `   request: ${requestLiteral(f.request)}`,
      f.answer ? `   answer (${f.answer.contentType || "no content-type"}, ${f.answer.ms.toFixed(0)} ms): ${clip(f.answer.body, 300)}` : "",
      serviceError(f) ? `   service error: ${serviceError(f)}` : "",
    ].filter(Boolean).join("\n"))
    .join("\n\n");
}
