import type { Principal } from "../auth/authenticate.ts";
import { controlError } from "../control/control-errors.ts";
import type { Logger } from "../log/logger.ts";
import type { Store } from "../store/types.ts";

/** What the access API reads: the store, the service's clock (the worlds' one, which tests move) and log. */
export interface AccessDeps { store: Store; worlds: { now(): number }; log: Logger }

/** A 403 unless the request's key is an admin key; `what` completes "Only an admin key may …". */
export function requireAdmin(principal: Principal, what: string): void {
  if (principal.role !== "admin") throw controlError("adminRequired", what);
}

/** A stored time as the API shows it: ISO 8601, null when unset. */
export const isoOrNull = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
