import type { EvalError, EvalErrorCode } from "../evals/eval-errors.ts";

/** How the control plane answers each evaluation error over HTTP. */
const STATUS: Record<EvalErrorCode, number> = {
  invalidInput: 400,
  datasetInvalid: 400,
  datasetTooLarge: 413,
  baselineNotFound: 400,
  datasetNotFound: 404,
  taskFilterNoMatch: 404,
  checkNotFound: 404,
  runNotFound: 404,
  taskNotFound: 404,
  trialStateGone: 404,
  modelMismatch: 409,
  leaseLost: 409,
  runFinished: 409,
  runNotRegradable: 409,
  worldLimit: 429,
  datasetNotValidated: 503,
};

export function evalErrorResponse(error: EvalError): Response {
  const headers: Record<string, string> = error.retryAfterSeconds ? { "retry-after": String(error.retryAfterSeconds) } : {};
  return Response.json({ error: error.message }, { status: STATUS[error.code], headers });
}
