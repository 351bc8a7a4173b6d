import { authenticate } from "../auth/authenticate.ts";
import type { OrgRow, Store } from "../store/types.ts";
import { controlError } from "./control-errors.ts";
import { readBodyText } from "../http/request-checks.ts";
import { parseJsonText } from "../http/json-depth.ts";

/**
 * The key's organization, or a 401 ControlError; `unknownKey` throttles refused keys per address first
 * (rate-limit.ts), so it may throw 429 instead.
 */
export async function requireOrg(store: Store, request: Request, unknownKey?: (request: Request) => void): Promise<OrgRow> {
  const org = await authenticate(store, request.headers);
  if (org) return org;
  unknownKey?.(request);
  throw controlError("unauthorized");
}

/**
 * The body as text, at most `limit` bytes (MAX_CONTROL_BODY_BYTES): past it, BodyTooLargeError, which the
 * control plane answers 413. Every route that reads a body reads it through here or readJson.
 */
export function readText(request: Request, limit: number): Promise<string> {
  return readBodyText(request, limit);
}

/** A JSON body of at most `limit` bytes, or a 400 ControlError that says why it is not one (413 past the limit). */
export async function readJson(request: Request, limit: number): Promise<unknown> {
  const text = await readText(request, limit);
  if (!text.trim()) return {};
  try {
    return parseJsonText(text);
  } catch (error) {
    throw controlError("invalidJson", (error as Error).message);
  }
}
