// What the fuzzer and its target process exchange: plain data, so a request can be printed, replayed
// and pasted into tests/fuzz/known-cases.test.ts.

/** One HTTP request to a surface: the control plane, or a pack's snapshot on the mock plane. */
export interface FuzzRequest {
  /** "control" or a pack slug. */
  surface: string;
  method: string;
  /** Path and query: for the control plane from its root, for a pack from its snapshot's base URL. */
  path: string;
  headers?: Record<string, string>;
  /** A string, or raw bytes (invalid UTF-8). */
  body?: string | Uint8Array;
  /**
   * Credentials the target adds: "key" (a valid organization key as Bearer), "x-api-key" (the same in
   * X-API-Key), "wrong" (a well-formed unknown key), "token" (any bearer token, for packs), "none".
   */
  auth: "key" | "x-api-key" | "wrong" | "token" | "none";
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  /** The body as text (empty for binary answers). */
  body: string;
  bytes: number;
  /** Wall-clock time of the request in the target. */
  ms: number;
  /** CPU time the target spent meanwhile: what the time budget is judged on, so a loaded machine does not fail it. */
  cpuMs: number;
  /** What the service logged as an error while answering (stack traces of 500s). */
  log: string[];
  /** Set when the app's handle() threw instead of answering. */
  threw?: string;
}

export type TargetMessage =
  | { type: "ready"; context: unknown }
  | { type: "answer"; id: number; answer: FuzzAnswer }
  | { type: "unsendable"; id: number; reason: string };
