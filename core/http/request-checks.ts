/**
 * Checks both planes make on a request before any work, and the one way they read a body. Each plane
 * renders the outcome in its own shape: the control plane `{error}`, the mock plane its pack's errors.
 */

/** A request body past the plane's limit (declared in Content-Length or counted while reading). */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
  }
}

/** The body stream failed while being read: the client aborted, or sent a malformed chunked body. */
export class BodyReadError extends Error {
  override name = "BodyReadError";
  constructor(cause: unknown) {
    super("The request body could not be read to its end (the client aborted it, or its chunked encoding is malformed).", { cause });
  }
}

/**
 * Why the request has no usable Host, or undefined when it has one. Bun gives a request whose Host is
 * missing (HTTP/1.0) or is no host (`Host: a b`) a relative `url`, which `new URL` refuses.
 */
export function hostProblem(request: Request, urlParses = URL.canParse(request.url)): string | undefined {
  const host = request.headers.get("host");
  if (host !== null && !HOST.test(host)) return "The Host header is not a host name or address with an optional port.";
  if (!urlParses) return "The request has no Host header; send one (HTTP/1.1 requires it).";
  return undefined;
}
// A DNS name or IPv4 address, or a bracketed IPv6 address, then an optional port.
const HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,252})|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The id that ties an answer to its log line: a well-formed `X-Request-Id` from the client or a proxy
 * in front (letters, digits, `._:-`, at most 64), else a new UUID. Nothing else from the header is kept,
 * so it can neither forge log lines nor split headers.
 */
export function requestIdFor(request: Request): string {
  const offered = request.headers.get("x-request-id");
  return offered !== null && REQUEST_ID.test(offered) ? offered : crypto.randomUUID();
}
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The path for a log line or a message, also for a request whose url is not absolute. */
export function pathOf(request: Request): string {
  if (URL.canParse(request.url)) return new URL(request.url).pathname;
  return request.url.split(/[?#]/, 1)[0]!.slice(0, 200);
}

/** Content-Length, when the request declares one that is a number. */
function declaredLength(request: Request): number | undefined {
  const header = request.headers.get("content-length");
  if (header === null) return undefined;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

/** Whether the declared Content-Length alone is over `limit` (nothing read). */
export function declaresTooLarge(request: Request, limit: number): boolean {
  return (declaredLength(request) ?? 0) > limit;
}

/**
 * The body as text, read up to `limit` bytes: a declared Content-Length over it is refused before
 * reading, and a chunked body is cut off (and its stream cancelled) as soon as it passes it. Throws
 * BodyTooLargeError either way, and BodyReadError when the stream fails (a client's fault, not ours).
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  // A declared length within the limit bounds the body: read it as text at once (no byte copy).
  const declared = declaredLength(request);
  if (declared !== undefined && declared <= limit && request.body !== null && !request.headers.has("transfer-encoding")) {
    let text: string;
    try {
      text = await request.text();
    } catch (error) {
      throw new BodyReadError(error);
    }
    // HTTP framing holds a body to its declared length; a Request built in process (the apps' `handle`)
    // need not, and a body past the limit must not reach a parser whatever its headers say.
    if (text.length > limit) throw new BodyTooLargeError(limit);
    return text;
  }
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}

/** The body as bytes (for multipart uploads), read up to `limit` bytes exactly as `readBodyText`. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = declaredLength(request);
  if (declared !== undefined && declared > limit) throw new BodyTooLargeError(limit);
  if (request.body === null) return new Uint8Array(0);
  // A declared length within the limit bounds the body (HTTP framing), unless it is also chunked.
  if (declared !== undefined && !request.headers.has("transfer-encoding")) {
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = new Uint8Array(await request.arrayBuffer());
    } catch (error) {
      throw new BodyReadError(error);
    }
    // As above: a Request built in process may carry more than it declares.
    if (bytes.byteLength > limit) throw new BodyTooLargeError(limit);
    return bytes;
  }
  const reader = request.body.getReader();
  // Raw chunks until the body is known to fit: one refused past the limit is never decoded.
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      throw new BodyReadError(error);
    });
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      chunks.length = 0;
      await reader.cancel().catch(() => {});
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The response with `headers` added. Responses a handler built are usually mutable; one that is not
 * (a fetched or `Response.error()` one) is copied.
 */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Headers(response.headers);
    for (const [name, value] of Object.entries(headers)) copy.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: copy });
  }
}

/**
 * A 413 that also closes the connection: without it Bun reads and discards the rest of the body to keep
 * the connection, for as long as the client sends.
 */
export function closingConnection(response: Response): Response {
  return withHeaders(response, { connection: "close" });
}
