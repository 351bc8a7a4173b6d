import { checkBaseUrl } from "./http.js";
import type { EvalWorkerOptions } from "./types.js";

/** The constructor's checks: a message naming the option, at construction, not at the first request. */
export function validateOptions(options: EvalWorkerOptions) {
  if (!options || typeof options !== "object") throw new TypeError("EvalWorker needs an options object");
  for (const name of ["baseUrl", "apiKey", "runId", "model"] as const) {
    const value = options[name];
    if (typeof value !== "string" || value.trim() === "") throw new TypeError(`EvalWorker option "${name}" must be a non-empty string`);
  }
  const baseUrl = checkBaseUrl(options.baseUrl, 'EvalWorker option "baseUrl"');
  if (typeof options.runAgent !== "function") throw new TypeError('EvalWorker option "runAgent" must be an async function (task, context) => void | string | { answer?, usage? }');
  const concurrency = options.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new TypeError('EvalWorker option "concurrency" must be a whole number of at least 1');
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  if (!Number.isFinite(pollIntervalMs) || pollIntervalMs < 0) throw new TypeError('EvalWorker option "pollIntervalMs" must be a number of milliseconds');
  if (options.onEvent !== undefined && typeof options.onEvent !== "function") throw new TypeError('EvalWorker option "onEvent" must be a function (event, data) => void');
  return { ...options, baseUrl, concurrency, pollIntervalMs };
}
