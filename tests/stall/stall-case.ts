// One attack: a request to one surface (the control plane, or a pack's big world) with the input that
// should cost the most, named by operation and input kind so a known failure can be listed by id.
import type { FuzzRequest } from "../fuzz/wire.ts";

/**
 * A call of a scenario: to the control plane with the attacking organization's key, or with
 * `surface` to that pack's big world with its token (an absolute URL, such as an upload URL, as is).
 * A body is sent as JSON unless `raw` gives the bytes.
 */
export type ControlSend = (method: string, path: string, body?: unknown, options?: { surface?: string; raw?: Uint8Array; contentType?: string }) => Promise<{ status: number; body: string }>;

export interface StallCase {
  /** `surface METHOD /path [kind]`: stable across runs, as the known-failures list names it. */
  id: string;
  surface: string;
  /** The operation as its document names it (`METHOD /path`), or the query-language entry point. */
  operation: string;
  /** What made the input large: `maximal`, `deep-json`, `huge-body`, `or-terms`, `aliases`... */
  kind: string;
  /** Path relative to the world's url (a pack) or the control plane's root; `auth` as the fuzzer's. */
  request: FuzzRequest;
  /** Keep probing this long after the answer: work a request leaves behind (jobs) still counts. */
  settleMs?: number;
  /** The input is past a documented cap: only a 4xx refusal passes. */
  expect4xx?: boolean;
  /** Several calls instead of `request` (which then only names the case): the last answer is the attack's. */
  scenario?: (send: ControlSend, waitMs: number) => Promise<{ status: number; body: string }>;
}

export const caseId = (surface: string, operation: string, kind: string) => `${surface} ${operation} [${kind}]`;

export function stallCase(surface: string, operation: string, kind: string, request: Omit<FuzzRequest, "surface">, extra: Partial<StallCase> = {}): StallCase {
  return { id: caseId(surface, operation, kind), surface, operation, kind, request: { surface, ...request }, ...extra };
}
