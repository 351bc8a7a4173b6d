// The evaluation domain's errors. The domain speaks no HTTP: the control plane maps each code to a
// status (core/control/eval-error-status.ts). Messages say what to do next.
export const EVAL_ERRORS = {
  invalidInput: (reason: string) => reason,
  datasetNotFound: (slug: string) => `No dataset "${slug}" in your organization. Upload it with PUT /api/v1/datasets/${slug}.`,
  datasetInvalid: (reason: string) => `Dataset refused, nothing was stored: ${reason}`,
  datasetNotValidated: (why: string) => `Dataset not stored: ${why}. This is the service's failure, not the dataset's; retry, or split the dataset.`,
  datasetTooLarge: (limit: number) =>
    `Dataset refused, nothing was stored: the body is larger than ${limit} bytes (MAX_DATASET_BYTES). Split the dataset, or raise MAX_DATASET_BYTES on the service.`,
  taskFilterNoMatch: (slug: string, unknown: string[]) => `Dataset "${slug}" has no task ${unknown.map((id) => `"${id}"`).join(", ")}.`,
  checkNotFound: (id: string, dataset: string) =>
    `No check "${id}" of dataset "${dataset}" in your organization: the service keeps the last few per dataset, in memory (a restart forgets them). Start one with POST /api/v1/datasets/${dataset}/check.`,
  runNotFound: (id: string) => `No run "${id}" in your organization.`,
  taskNotFound: (id: string) => `No task result "${id}" in this run.`,
  trialStateGone: (id: string) =>
    `Trial ${id} has no world left to show: its world was removed once graded and its final state is not kept (not graded yet, or older than EVAL_STATE_RETENTION_DAYS).`,
  baselineNotFound: (id: string, dataset: string) => `No run "${id}" of dataset "${dataset}" in your organization to compare with.`,
  modelMismatch: (run: string, model: string, asked: string) =>
    `Run ${run} is evaluated with model "${model}", not "${asked}". Use one model label per run, the one the agent really uses, or baselines compare the wrong runs.`,
  leaseLost: (why: string) => `The lease is no longer held (${why}); this report changes nothing. Lease a new task.`,
  runFinished: (id: string, status: string) => `Run ${id} has already ${status === "succeeded" ? "succeeded" : "failed"}; only a running run can be cancelled.`,
  runNotRegradable: (id: string, why: string) => `Run ${id} cannot be regraded: ${why}.`,
  worldLimit: (limit: number) => `Your organization holds its limit of ${limit} evaluation worlds at once; retry after the Retry-After delay.`,
} as const;

export type EvalErrorCode = keyof typeof EVAL_ERRORS;

export class EvalError extends Error {
  constructor(readonly code: EvalErrorCode, message: string, readonly retryAfterSeconds?: number) {
    super(message);
    this.name = "EvalError";
  }
}

/** `evalError("runNotFound", id)`: an error from the catalogue. */
export function evalError<C extends EvalErrorCode>(code: C, ...args: Parameters<(typeof EVAL_ERRORS)[C]>): EvalError {
  return new EvalError(code, (EVAL_ERRORS[code] as (...a: unknown[]) => string)(...args));
}
