import { authenticateRequest, type Principal } from "../auth/authenticate.ts";
import { createLogger, type Logger } from "../log/logger.ts";
import type { OrgRow, Store } from "../store/types.ts";
import { controlError } from "./control-errors.ts";
import { readBodyText } from "../http/request-checks.ts";
import { parseJsonText } from "../http/json-depth.ts";

/** The service's clock (the worlds' one, which tests move) and log: what judges a session's expiry and logs a failed stamp. */
export interface AuthDeps { worlds: { now(): number }; log: Logger }

const FALLBACK: AuthDeps = { worlds: { now: () => Date.now() }, log: createLogger("warn") };

/**
 * The request's principal (its key, or its console session: core/auth/authenticate.ts), or a ControlError:
 * 401 without a valid credential, 403 for a cookie write without its CSRF token. `unknownKey` throttles
 * refused credentials per address first (rate-limit.ts), so it may throw 429 instead.
 */
export async function requirePrincipal(store: Store, request: Request, unknownKey?: (request: Request) => void, deps: AuthDeps = FALLBACK): Promise<Principal> {
  const outcome = await authenticateRequest(store, request, { now: deps.worlds.now(), log: deps.log });
  if (outcome.ok) return outcome.principal;
  if (outcome.reason === "csrfRequired") throw controlError("csrfRequired");
  unknownKey?.(request);
  throw controlError(outcome.reason === "sessionEnded" ? "sessionEnded" : "unauthorized");
}

/** The principal's organization: what the routes that need no more than that resolve. */
export async function requireOrg(store: Store, request: Request, unknownKey?: (request: Request) => void, deps?: AuthDeps): Promise<OrgRow> {
  return (await requirePrincipal(store, request, unknownKey, deps)).org;
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
