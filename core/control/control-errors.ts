/**
 * The control plane's error catalogue. Each renders as `{ "error": message }` (plus `detail` for 502, and
 * `requestId` for every 5xx); every answer carries `X-Request-Id` (error-path.ts).
 */
export const CONTROL_ERRORS = {
  unauthorized: { status: 401, message: () => "Missing, invalid or revoked API key. Send `Authorization: Bearer <key>` or `X-API-Key: <key>`." },
  sessionEnded: { status: 401, message: () => "Your console session has ended (it expired, was revoked, or its key was revoked). Sign in to the console again, or send an API key." },
  csrfRequired: {
    status: 403,
    message: () => "A change made with a console session cookie must carry its CSRF token: send the X-CSRF-Token the console page carries (or use an API key instead of the cookie).",
  },
  adminRequired: { status: 403, message: (what: string) => `Only an admin key may ${what}; this request's key is a member key. Ask an admin of your organization.` },
  keyNotFound: { status: 404, message: (id: string) => `No key "${id}" in your organization. GET /api/v1/keys lists them.` },
  sessionNotFound: { status: 404, message: (id: string) => `No console session "${id}" in your organization. GET /api/v1/sessions lists the active ones.` },
  providerNotGranted: {
    status: 403,
    message: (org: string, slug: string) => `Organization "${org}" lacks access to provider "${slug}". Ask an administrator to grant it (understudy grant add).`,
  },
  unknownProvider: { status: 400, message: (slug: string, known: string[]) => `Unknown provider "${slug}". Installed providers: ${known.join(", ") || "none"}.` },
  invalidJson: { status: 400, message: (reason: string) => `The request body is not valid JSON: ${reason}` },
  invalidBody: { status: 400, message: (reason: string) => reason },
  badHost: { status: 400, message: (problem: string) => problem },
  payloadTooLarge: { status: 413, message: (limit: number) => `The request body is larger than this service accepts (${limit} bytes; MAX_CONTROL_BODY_BYTES).` },
  configNotAccepted: {
    status: 400,
    message: (slug: string, accepting: string[], hint?: string) =>
      `Provider "${slug}" does not accept config; only ${accepting.join(", ") || "no provider"} does. Remove "config" from the body.${hint ? ` ${hint}` : ""}`,
  },
  seedTooLarge: { status: 400, message: (problem: string) => `Refused: ${problem}. Seed fewer records, or raise MAX_SEED_ROWS on the service.` },
  generatedTooLarge: { status: 400, message: (problem: string) => `Refused: ${problem}. Ask for fewer, or raise MAX_GENERATED_ROWS on the service.` },
  snapshotLimit: {
    status: 429,
    message: (limit: number) =>
      `Your organization holds its limit of ${limit} live snapshots (MAX_SNAPSHOTS_PER_ORG); retry after the Retry-After delay, when the soonest one expires, or create snapshots with a shorter ttl.`,
  },
  rateLimited: {
    status: 429,
    message: (rate: number) =>
      `Too many requests with this API key: the control plane takes ${rate} per second per key, in bursts of up to ${rate * 2} (CONTROL_REQUESTS_PER_SECOND). Retry after the Retry-After delay.`,
  },
  unauthenticatedRateLimited: {
    status: 429,
    message: (rate: number) =>
      `Too many requests without a valid API key from this address: the control plane takes ${rate} per second per address, in bursts of up to ${rate * 2} (CONTROL_REQUESTS_PER_SECOND). Check the key, then retry after the Retry-After delay.`,
  },
  workBudgetExceeded: {
    status: 503,
    message: (limit: number) => `The request needed more than ${limit} ms of uninterrupted work and was stopped (WORK_BUDGET_MS); narrow it, or split it into smaller requests.`,
  },
  worldBytes: {
    status: 413,
    message: (what: string, bytes: number, limit: number) => `Refused: ${what} ${bytes} bytes; one world may hold at most ${limit} (MAX_WORLD_BYTES). Seed less.`,
  },
  orgBytes: { status: 429, message: (quotaMessage: string) => quotaMessage },
  provisioningFailed: { status: 502, message: () => "Provisioning the snapshot failed; nothing was kept. Retry once after a short wait." },
  worldNotFound: { status: 404, message: (id: string) => `No live world "${id}" in your organization; it may have expired.` },
  checkpointNotFound: { status: 404, message: (name: string, worldId: string) => `World "${worldId}" has no checkpoint "${name}". GET /api/v1/worlds/${worldId}/checkpoints lists them.` },
  checkpointExists: { status: 409, message: (name: string, worldId: string) => `World "${worldId}" already has a checkpoint "${name}"; a name is given once. Choose another name.` },
  sdkNotBuilt: {
    status: 503,
    message: () => "The worker SDK is not built on this service (sdk/dist is missing). Start the service with `npm start`, which builds it (or run `npm run build` in sdk/).",
  },
  pythonSdkMissing: { status: 503, message: () => "The Python worker SDK is not in this service's checkout (sdk-python/pyproject.toml is missing)." },
  pythonSdkFileNotFound: {
    status: 404,
    message: (file: string, current: string) => `No file "${file}" here: this service serves ${current} (GET /sdk/python names it). Install with pip install {base_url}/sdk/python/${current}.`,
  },
  sdkPackFailed: { status: 500, message: () => "Packing the worker SDK (npm pack in sdk/) failed; see the service log." },
  routeNotFound: { status: 404, message: (method: string, path: string) => `No endpoint ${method} ${path}. See the API reference in docs/api.md.` },
} as const;

export type ControlErrorCode = keyof typeof CONTROL_ERRORS;

export class ControlError extends Error {
  constructor(readonly status: number, message: string, readonly detail?: string, readonly headers: Record<string, string> = {}) {
    super(message);
  }

  /** `{error, detail?}`, plus `extra` fields (the control plane adds `requestId` to a 5xx). */
  toResponse(extra: Record<string, string> = {}): Response {
    const body = this.detail === undefined ? { error: this.message, ...extra } : { error: this.message, detail: this.detail, ...extra };
    return Response.json(body, { status: this.status, headers: this.headers });
  }
}

/** The same error with a `Retry-After` (seconds) for a 429 whose wait is known. */
export function withRetryAfter(error: ControlError, seconds: number): ControlError {
  return new ControlError(error.status, error.message, error.detail, { ...error.headers, "retry-after": String(seconds) });
}

/** Builds a ControlError from the catalogue: `controlError("unknownProvider", slug, known)`. */
export function controlError<C extends ControlErrorCode>(
  code: C,
  ...args: Parameters<(typeof CONTROL_ERRORS)[C]["message"]>
): ControlError {
  const entry = CONTROL_ERRORS[code];
  return new ControlError(entry.status, (entry.message as (...a: unknown[]) => string)(...args));
}
