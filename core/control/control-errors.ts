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
  sdkNotBuilt: {
    status: 503,
    message: () => "The worker SDK is not built on this service (sdk/dist is missing). Start the service with `npm start`, which builds it (or run `npm run build` in sdk/).",
  },
  sdkPackFailed: { status: 500, message: () => "Packing the worker SDK (npm pack in sdk/) failed; see the service log." },
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
