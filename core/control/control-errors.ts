/** The control plane's error catalogue. Each renders as `{ "error": message }` (plus `detail` for 502). */
export const CONTROL_ERRORS = {
  unauthorized: { status: 401, message: () => "Missing, invalid or revoked API key. Send `Authorization: Bearer <key>` or `X-API-Key: <key>`." },
  providerNotGranted: {
    status: 403,
    message: (org: string, slug: string) => `Organization "${org}" lacks access to provider "${slug}". Ask an administrator to grant it (understudy grant add).`,
  },
  unknownProvider: { status: 400, message: (slug: string, known: string[]) => `Unknown provider "${slug}". Installed providers: ${known.join(", ") || "none"}.` },
  invalidJson: { status: 400, message: (reason: string) => `The request body is not valid JSON: ${reason}` },
  invalidBody: { status: 400, message: (reason: string) => reason },
  configNotAccepted: {
    status: 400,
    message: (slug: string, accepting: string[]) => `Provider "${slug}" does not accept config; only ${accepting.join(", ") || "no provider"} does. Remove "config" from the body.`,
  },
  provisioningFailed: { status: 502, message: () => "Provisioning the snapshot failed; nothing was kept. Retry once after a short wait." },
  worldNotFound: { status: 404, message: (id: string) => `No live world "${id}" in your organization; it may have expired.` },
  datasetNotFound: { status: 404, message: (slug: string) => `No dataset "${slug}" in your organization. Upload it with PUT /api/v1/datasets/${slug}.` },
  datasetInvalid: { status: 400, message: (reason: string) => `Dataset refused, nothing was stored: ${reason}` },
  taskFilterNoMatch: { status: 404, message: (slug: string, unknown: string[]) => `Dataset "${slug}" has no task ${unknown.map((id) => `"${id}"`).join(", ")}.` },
  runNotFound: { status: 404, message: (id: string) => `No run "${id}" in your organization.` },
  taskNotFound: { status: 404, message: (id: string) => `No task result "${id}" in this run.` },
  modelMismatch: {
    status: 409,
    message: (run: string, model: string, asked: string) =>
      `Run ${run} is evaluated with model "${model}", not "${asked}". Use one model label per run, the one the agent really uses, or baselines compare the wrong runs.`,
  },
  leaseLost: { status: 409, message: (why: string) => `The lease is no longer held (${why}); this report changes nothing. Lease a new task.` },
  worldLimit: {
    status: 429,
    message: (limit: number) => `Your organization holds its limit of ${limit} evaluation worlds at once; retry after the Retry-After delay.`,
  },
  routeNotFound: { status: 404, message: (method: string, path: string) => `No endpoint ${method} ${path}. See the API reference in docs/api.md.` },
} as const;

export type ControlErrorCode = keyof typeof CONTROL_ERRORS;

export class ControlError extends Error {
  constructor(readonly status: number, message: string, readonly detail?: string, readonly headers: Record<string, string> = {}) {
    super(message);
  }

  toResponse(): Response {
    const body = this.detail === undefined ? { error: this.message } : { error: this.message, detail: this.detail };
    return Response.json(body, { status: this.status, headers: this.headers });
  }
}

/** Builds a ControlError from the catalogue: `controlError("unknownProvider", slug, known)`. */
export function controlError<C extends ControlErrorCode>(
  code: C,
  ...args: Parameters<(typeof CONTROL_ERRORS)[C]["message"]>
): ControlError {
  const entry = CONTROL_ERRORS[code];
  return new ControlError(entry.status, (entry.message as (...a: unknown[]) => string)(...args));
}
