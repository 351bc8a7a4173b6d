// The provider pack contract. Packs see only these types and web-standard APIs
// (Request, Response, URL, crypto, structuredClone), so a pack loads under Bun, Deno or Node.
import type { OpenAPIV3, OpenAPIV3_1 } from "openapi-types";
import type { RecordDescription } from "./record-description.ts";

export type { OpenAPIV3, OpenAPIV3_1 } from "openapi-types";
export type { RecordDescription, RecordLabelContext } from "./record-description.ts";
export type JsonRecord = Record<string, unknown>;
export type JsonSchema = Record<string, unknown>;

/** One named set of records inside a world, scoped to a pack. */
export interface Collection {
  readonly name: string;
  get(id: string): JsonRecord | undefined;
  has(id: string): boolean;
  /** Inserts a new record; throws if the id exists. Returns the stored copy. */
  insert(id: string, record: JsonRecord): JsonRecord;
  /** Shallow-merges `patch` into the record; throws if it does not exist. */
  update(id: string, patch: JsonRecord): JsonRecord;
  delete(id: string): boolean;
  all(): JsonRecord[];
  find(predicate: (record: JsonRecord) => boolean): JsonRecord[];
  count(): number;
}

/** The part of a world one pack sees. */
export interface PackWorld {
  readonly id: string;
  collection(name: string): Collection;
  collectionNames(): string[];
  /**
   * Runs `fn` so that its writes land all together or not at all: if it throws, every change it made
   * is undone and nothing reaches the store. Keep `fn` free of real I/O so no other request interleaves.
   */
  transaction<T>(fn: () => T | Promise<T>): Promise<T>;
}

export interface WorldClock { now(): Date }

/** Deterministic per-world sources: the same world seed gives the same sequence. */
export interface WorldIds {
  /** A strictly increasing counter, persisted with the world. */
  next(): number;
  /** A random number in [0, 1) from the world's seeded generator. */
  random(): number;
}

export interface OperationContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  query: URLSearchParams;
  /**
   * The parsed body; undefined when the request had none. JSON as parsed; a form
   * (`application/x-www-form-urlencoded` or `multipart/form-data`) as an object of fields, a repeated
   * field as an array of its values, a multipart file as an `UploadedFile`, and the pack's
   * `bodyParsing.jsonFormFields` as parsed JSON.
   */
  body: unknown;
  world: PackWorld;
  clock: WorldClock;
  ids: WorldIds;
  /** The pack's applied config for this world, or undefined. */
  config: unknown;
  /** Public base URL of this pack inside this world (no trailing slash). */
  baseUrl: string;
  /**
   * The request's `Authorization: Bearer` is an evaluation task world's credential, not a provider
   * token: a pack whose tokens name users (Slack) acts as its default principal, as its MCP tools do.
   * False in snapshots, for in-process calls, and when the credential came as `X-Understudy-Credential`.
   */
  credentialInAuthorization: boolean;
  /** Calls another operation of the same pack in-process. */
  call(operationId: string, input?: OperationInput): Promise<Response>;
  /**
   * Per-world, per-pack scratch state in memory (counters, open cursors, caches): the value under `key`,
   * made by `init` on first use. Not persisted, not journaled, never graded; freed with the world (and a
   * restart starts it afresh), so a pack needs no module-level map keyed by world id.
   */
  scratch<T>(key: string, init: () => T): T;
  /** Routes a request to this pack in-process by method and path (e.g. composite subrequests). */
  dispatch(method: string, path: string, init?: { body?: unknown; headers?: HeadersInit }): Promise<Response>;
}

export interface OperationInput {
  method?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A Response, or plain data the core renders as a 200 JSON body. */
export type OperationResult = Response | object;
export type OperationHandler = (ctx: OperationContext) => OperationResult | Promise<OperationResult>;

export interface SeedContext {
  config: unknown;
  clock: WorldClock;
  ids: WorldIds;
}

/** What a seed becomes: records per collection, each with its key. */
export type SeedRecords = Record<string, Array<{ id: string; record: JsonRecord }>>;

export interface PackSeed {
  schema: JsonSchema;
  /** A representative seed: shown in docs and used by the contract tests (determinism, loading). */
  example?: JsonRecord;
  /** Turns the seed for this pack into records; throws SeedError on rows it cannot load. */
  normalize(seed: JsonRecord, ctx: SeedContext): SeedRecords;
  /** Optional: how a task's `people` become this pack's users (docs/packs.md "People"). */
  people?: PackPeople;
}

/** One person of a task's `people` list, as one pack's hook sees it. */
export interface Person {
  /** The task's name for the person: `"person:<key>"` in a seed or config becomes their id. */
  key: string;
  name: string;
  email: string;
  title?: string;
  /** What the task says for this pack only (`people[i].<slug>`), checked against `PackPeople.schema`; {} when absent. */
  extra: JsonRecord;
}

/**
 * A person's ids in one pack: `user` is what `"person:<key>"` becomes; any other role, such as
 * Salesforce's `contact`, is what `"person:<key>/<role>"` becomes.
 */
export type PersonIds = { user: string } & Record<string, string>;

export interface PackPeople {
  /** JSON Schema of a person's entry under this pack's slug (`people[i].<slug>`); default: any object. */
  schema?: JsonSchema;
  /**
   * Returns the seed with every person as one of the pack's users, and each person's ids by key. A
   * seeded user with the person's email stays as seeded and is that person. `seed` is the hook's own
   * copy, and `people` is the task's whole list in order (a position is stable). Runs before the seed is
   * checked against the pack's schema (its `person:` strings are not ids yet), so a malformed seed must
   * pass through for that check to name; throws SeedError for what only people can get wrong.
   */
  add(seed: JsonRecord, people: Person[]): { seed: JsonRecord; ids: Record<string, PersonIds> };
}

export interface PackConfig {
  schema: JsonSchema;
  /** Validates and normalises config; throws SeedError with a message on bad input. */
  apply(config: unknown): unknown;
}

/** Where in a request the core checks it against the operation's declaration. */
export type RequestLocation = "path" | "query" | "header" | "body";

/**
 * The extensions the core reads on an operation; `x-understudy-validate` also on the whole document
 * (an operation's own value wins).
 */
export interface OperationExtensions {
  /** The handler this operation runs when several operations share one (operationIds stay unique). */
  "x-understudy-operation"?: string;
  /**
   * Whether the core checks requests against the declared parameters and body before the handler runs
   * (default true); a list checks only those locations, e.g. `["path", "query"]` when the handlers answer
   * bad bodies in the provider's own, more precise words.
   */
  "x-understudy-validate"?: boolean | RequestLocation[];
}

/** An OpenAPI 3.0 document (schemas with `nullable`) with the core's extensions. */
export type OpenApi30Document = OpenAPIV3.Document<OperationExtensions> & Pick<OperationExtensions, "x-understudy-validate">;
/** An OpenAPI 3.1 document (schemas are JSON Schema 2020-12) with the core's extensions. */
export type OpenApi31Document = OpenAPIV3_1.Document<OperationExtensions> & Pick<OperationExtensions, "x-understudy-validate">;
/** A pack's OpenAPI document. */
export type PackOpenApi = OpenApi30Document | OpenApi31Document;

/** One way a request breaks its operation's declaration, as the core found it before the handler ran. */
export interface RequestProblem {
  in: RequestLocation;
  /** The parameter's name; for the body, a JSON Pointer to the offending value ("" is the body itself). */
  name: string;
  /** A readable sentence: `query parameter "limit" must be integer`, `body.text must be string`. */
  message: string;
}

/** Answers in the provider's own error shape for failures the core detects. */
export interface PackErrors {
  notFound(request: Request): Response;
  methodNotAllowed(request: Request, allowed: string[]): Response;
  invalidJson(message: string, request: Request): Response;
  internal(message: string, request: Request): Response;
  /**
   * 401 for a request to an evaluation task's world without the task's credential (the core checks it
   * before the pack sees the request). Optional: the core answers `{error}` (or plain text for a UI pack).
   */
  unauthorized?(message: string, request: Request): Response;
  /**
   * 413 for a request body over the service's limit (MAX_MOCK_BODY_BYTES, `limit` bytes); the core
   * answers it before the body is read. Optional: the core answers with `invalidJson`'s shape and
   * status 413.
   */
  payloadTooLarge?(limit: number, request: Request): Response;
  /**
   * A request that breaks its operation's declared parameters or body schema, found after the guard and
   * before the handler (on in-process calls too). Optional: the core answers with `invalidJson`, its
   * message listing the problems, so every pack answers in its own client-error shape.
   */
  invalidRequest?(problems: RequestProblem[], request: Request): Response;
  /**
   * Renders a PackError thrown by the pack's code (handler, guard, onResponse, tool). Optional: the
   * core answers `error.payload` as JSON with `error.status` and `error.headers`.
   */
  render?(error: PackErrorLike, request: Request): Response;
}

/** What the core reads of a thrown PackError (core/pack/define-pack.ts). */
export interface PackErrorLike {
  status: number;
  payload: unknown;
  message: string;
  headers: Record<string, string>;
}

export interface ToolContext {
  /** Calls one of the pack's REST operations in-process and returns its raw Response. */
  call(operationId: string, input?: OperationInput): Promise<Response>;
  /**
   * Like `call`, but returns the parsed JSON body when the pack's `classifyResult` calls the answer a
   * success (default: status < 400), and throws ToolError with its `error` text otherwise.
   */
  callJson<T = unknown>(operationId: string, input?: OperationInput): Promise<T>;
}

export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  annotations?: ToolAnnotations;
  run(ctx: ToolContext, input: Record<string, unknown>): Promise<unknown> | unknown;
}

/** How a pack's answer counts for an MCP tool: a success, or a failure with text the model can act on. */
export type ResultClass = { ok: true } | { ok: false; error: string };

/** A file part of a `multipart/form-data` body. */
export interface UploadedFile {
  filename: string;
  /** Its content type as the runtime's FormData parser reports it (Bun infers it from the file name). */
  type: string;
  bytes: Uint8Array;
}

/** How the core parses request bodies for this pack. */
export interface BodyParsing {
  /**
   * Form fields (urlencoded or multipart) that carry JSON text, parsed into values before the handler
   * runs (Slack's `blocks`, `attachments`, `metadata`). A field that is not valid JSON is answered with
   * the pack's `errors.invalidJson`, naming the field.
   */
  jsonFormFields?: string[];
}

export interface PackDefinition {
  slug: string;
  kind: "api" | "ui";
  title: string;
  /** Routes requests (`paths`), and declares what the core checks before a handler runs. */
  openapi: PackOpenApi;
  seed: PackSeed;
  config?: PackConfig;
  errors: PackErrors;
  /** Optional: how form bodies are parsed (default: every form field is text). */
  bodyParsing?: BodyParsing;
  /** Runs before every REST operation; a Response short-circuits (e.g. a missing session). */
  guard?: (ctx: OperationContext, operationId: string) => Response | undefined | Promise<Response | undefined>;
  operations: Record<string, OperationHandler>;
  tools?: ToolDefinition[];
  /**
   * Classifies an in-process answer for MCP tools (`ctx.callJson`, and a PackError a tool throws).
   * `body` is the parsed JSON (the raw text if it is not JSON; undefined when empty). Default: status < 400
   * is ok, otherwise `<title> answered <status>: <text>`. Slack-like APIs answer `200 {ok:false,error}`.
   */
  classifyResult?: (response: Response, body: unknown) => ResultClass;
  /** Runs after every REST operation; may return a changed response (e.g. a usage header). */
  onResponse?: (ctx: OperationContext, response: Response, operationId: string) => Response | Promise<Response>;
  /**
   * Collections only the pack's own code reads (credentials, secrets, bookkeeping): grading's initial
   * and final states and diff never include them. Their records are still stored and journaled.
   */
  private?: string[];
  /** Whether a stored record still exists for the provider's users (false for soft-deleted rows); grading sees only live ones. */
  isLive?: (collection: string, record: JsonRecord) => boolean;
  /**
   * How grading reports name a collection's records (noun, label, stamps); undefined leaves a collection
   * to the default, `<slug>/<collection>` and the record's id. See record-description.ts.
   */
  records?: (collection: string) => RecordDescription | undefined;
}
