import type { Logger } from "../log/logger.ts";
import { noteClientAddress } from "./client-address.ts";

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
}

/**
 * Bun's own cap on a request body, set above the plane's limit so the plane answers first and in its
 * own shape: the plane refuses a declared Content-Length over its limit before reading, and stops
 * reading a chunked body just past it. Bun's cap is a backstop for any reader that does not count:
 * past it Bun answers 413 itself, with an empty body and without calling the plane (a declared
 * Content-Length over this cap gets that empty 413; Bun offers no hook to shape it).
 */
export function bunBodyBackstop(bodyLimit: number): number {
  return bodyLimit + Math.max(bodyLimit, 1024 * 1024);
}

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
    maxRequestBodySize: bunBodyBackstop(plane.bodyLimit),
    fetch: (request: Request, server: { requestIP(request: Request): { address: string } | null }) => {
      noteClientAddress(request, server.requestIP(request)?.address);
      return plane.fetch(request);
    },
    error(error: Error): Response {
      const requestId = crypto.randomUUID();
      log.error(plane.area, `a request failed outside the ${plane.area} plane's error handling (request ${requestId})`, error);
      return plane.internalError(requestId);
    },
  };
}
