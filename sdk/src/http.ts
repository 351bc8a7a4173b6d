/** An HTTP answer the caller must act on; `retryable` separates passing trouble from refusals. */
export class ApiError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number | undefined,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** Network failures, 5xx, 408 and 429 pass; other answers will not change by asking again. */
  get retryable(): boolean {
    return this.status === undefined || this.status >= 500 || this.status === 429 || this.status === 408;
  }

  /** 401 and 403 stop a worker: the key is wrong or lacks access. */
  get fatal(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

export interface ApiClient {
  request<T>(operation: string, method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T>;
}

/**
 * The control plane's address, checked: `new URL("localhost:4000")` parses (as the scheme
 * "localhost:"), so the scheme itself must be http or https. `name` says which option was wrong.
 */
export function checkBaseUrl(value: unknown, name: string): string {
  if (typeof value !== "string" || value.trim() === "") throw new TypeError(`${name} must be a non-empty string`);
  let protocol: string | undefined;
  try {
    protocol = new URL(value).protocol;
  } catch {
    // reported below
  }
  if (protocol !== "http:" && protocol !== "https:") throw new TypeError(`${name} must be an http(s) URL such as https://understudy.example.com, got "${value}"`);
  return value.replace(/\/+$/, "");
}

export function createApiClient(baseUrl: string, apiKey: string, fetchImpl: typeof fetch = fetch): ApiClient {
  const base = checkBaseUrl(baseUrl, "baseUrl");
  return {
    async request<T>(operation: string, method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
      let response: Response;
      try {
        response = await fetchImpl(`${base}${path}`, {
          method,
          headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json", "user-agent": "understudy-eval-sdk/0.1.0" },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw new ApiError(operation, undefined, `${operation}: ${(error as Error).message}`);
      }
      const text = await response.text();
      if (!response.ok) {
        const retryAfter = Number(response.headers.get("retry-after"));
        const message = readError(text) ?? response.statusText;
        throw new ApiError(operation, response.status, `${operation}: HTTP ${response.status}: ${message}`, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined);
      }
      return (text ? JSON.parse(text) : {}) as T;
    },
  };
}

function readError(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { error?: string }).error;
  } catch {
    return text.slice(0, 200) || undefined;
  }
}
