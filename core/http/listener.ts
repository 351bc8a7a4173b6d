import type { Logger } from "../log/logger.ts";
import { noteClientAddress } from "./client-address.ts";
import { closingConnection } from "./request-checks.ts";

export interface Plane {
  /** The log area, e.g. "control". */
  area: string;
  port: number;
  hostname: string;
  /** The plane's own body limit; its handlers answer 413 in the plane's shape past it. */
  bodyLimit: number;
  fetch(request: Request): Response | Promise<Response>;
  /** The answer to an error that escaped the plane's own handling, in the plane's shape. */
  internalError(requestId: string): Response;
  /** Whether the plane's throttles need each request's client address (the control plane's do; the mock plane's hot path pays nothing for it). */
  readsClientAddress?: boolean;
}

/**
 * Bun's own cap on a request body: none that a client can reach. Past its cap Bun answers 413 itself,
 * with an empty body and without calling the plane (no hook shapes it), so any cap of Bun's below what
 * a client may declare breaks "413 in the surface's shape at any size". The planes enforce their own
 * limits instead: a declared Content-Length over the limit is refused before anything is read, a
 * chunked body is cut off just past it, and a body no handler read closes the connection (below).
 */
export const BUN_BODY_CAP = Number.MAX_SAFE_INTEGER;

/**
 * Bun.serve options for one plane: production mode (Bun's development error page shows the working
 * directory, file paths and source lines to any client), and an `error` hook that logs the stack under
 * a request id and answers the plane's generic 500 with that id.
 */
export function planeServeOptions(plane: Plane, log: Logger) {
  return {
    port: plane.port,
    hostname: plane.hostname,
    development: false,
    maxRequestBodySize: BUN_BODY_CAP,
    fetch: (request: Request, server: { requestIP(request: Request): { address: string } | null }) => {
      if (plane.readsClientAddress) noteClientAddress(request, server.requestIP(request)?.address);
      if (request.body === null) return plane.fetch(request);
      return Promise.resolve(plane.fetch(request)).then((response) => closeIfBodyUnread(request, response));
    },
    error(error: Error): Response {
      const requestId = crypto.randomUUID();
      log.error(plane.area, `a request failed outside the ${plane.area} plane's error handling (request ${requestId})`, error);
      return plane.internalError(requestId);
    },
  };
}

/**
 * An answer given without reading the request's body (a 404, a refused key, a GET with a body) closes
 * the connection: otherwise Bun reads and discards the rest of the body, with no cap, for as long as
 * the client sends.
 */
function closeIfBodyUnread(request: Request, response: Response): Response {
  return request.bodyUsed || request.headers.get("content-length") === "0" ? response : closingConnection(response);
}
