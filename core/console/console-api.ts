// The console reads the same HTTP API as the CLI and the SDK: every page is rendered from answers of the
// control plane's own routes, asked in process with the browser's session cookie (and, for a write, the
// CSRF token its form carried). Nothing a page shows is computed only for the console.

/** An answer of the API that is not 2xx: its status and the `error` message the API gave. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

export interface ConsoleApi {
  get<T>(path: string): Promise<T>;
  /** A write: JSON body, with the CSRF token the form carried (the API checks it). */
  send<T>(method: "POST" | "PUT" | "DELETE", path: string, body: unknown, csrfToken: string): Promise<T>;
}

/** Answers a Request as the control plane would (its `app.handle`). */
export type HandleRequest = (request: Request) => Promise<Response>;

/** An API client for one browser request: its cookie, its request id, its origin. */
export function consoleApi(handle: HandleRequest, browserRequest: Request): ConsoleApi {
  const origin = new URL(browserRequest.url).origin;
  const headers = (extra: Record<string, string>) => {
    const out: Record<string, string> = { accept: "application/json", ...extra };
    const cookie = browserRequest.headers.get("cookie");
    if (cookie) out.cookie = cookie;
    const requestId = browserRequest.headers.get("x-request-id");
    if (requestId) out["x-request-id"] = requestId;
    return out;
  };
  const call = async <T>(method: string, path: string, init: { body?: string; headers: Record<string, string> }): Promise<T> => {
    const answer = await handle(new Request(new URL(path, origin), { method, body: init.body, headers: init.headers }));
    const text = await answer.text();
    const value = text ? safeJson(text) : undefined;
    if (!answer.ok) throw new ApiError(answer.status, errorMessage(value) ?? `${method} ${path} answered ${answer.status}`);
    return value as T;
  };
  return {
    get: (path) => call("GET", path, { headers: headers({}) }),
    send: (method, path, body, csrfToken) =>
      call(method, path, { body: body === undefined ? undefined : JSON.stringify(body), headers: headers({ "content-type": "application/json", "x-csrf-token": csrfToken }) }),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The API's own words: every control-plane refusal is `{error: message}` (error-path.ts). */
function errorMessage(value: unknown): string | undefined {
  if (typeof value === "string") return value || undefined;
  const error = (value as { error?: unknown } | null)?.error;
  return typeof error === "string" ? error : undefined;
}
