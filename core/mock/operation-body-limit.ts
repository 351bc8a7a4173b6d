import type { PackOpenApi } from "../pack/types.ts";

/**
 * An operation may declare a smaller body limit than the plane's (MAX_MOCK_BODY_BYTES) with this
 * extension, in bytes: a body declared larger is refused in the pack's shape before any byte is read, so
 * a client sending 19 MiB to an upload URL that takes 2 MiB files costs nobody the time to receive it.
 */
export const BODY_LIMIT_EXTENSION = "x-understudy-max-body-bytes";

const limits = new WeakMap<PackOpenApi, Map<string, number | null>>();

/** The operation's body limit: its declared one when smaller than the plane's, else the plane's. */
export function operationBodyLimit(openapi: PackOpenApi, method: string, template: string, planeLimit: number): number {
  let byOperation = limits.get(openapi);
  if (!byOperation) limits.set(openapi, (byOperation = new Map()));
  const key = `${method} ${template}`;
  let declared = byOperation.get(key);
  if (declared === undefined) {
    const operation = (openapi.paths?.[template] as Record<string, Record<string, unknown>> | undefined)?.[method.toLowerCase()];
    const value = operation?.[BODY_LIMIT_EXTENSION];
    declared = typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null;
    byOperation.set(key, declared);
  }
  return declared === null ? planeLimit : Math.min(declared, planeLimit);
}
