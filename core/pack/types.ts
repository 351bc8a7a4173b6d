// The provider pack contract. Packs see only these types and web-standard APIs
// (Request, Response, URL, crypto, structuredClone), so a pack loads under Bun, Deno or Node.
import type { RecordDescription } from "./record-description.ts";
import type { PackSeed, PackConfig } from "./seed-types.ts";
import type { PackOpenApi } from "./openapi-document-types.ts";
import type { PackErrors } from "./error-types.ts";
import type { PackFaults } from "./fault-types.ts";
import type { McpProfile, ToolDefinition, ResultClass } from "./tool-types.ts";

export type { OpenAPIV3, OpenAPIV3_1 } from "openapi-types";
export type { RecordDescription, RecordLabelContext } from "./record-description.ts";
export type { SeedContext, SeedRecords, SeedSteps, PackSeed, Person, PersonIds, PackPeople, PackConfig, PackGenerate, GenerateContext } from "./seed-types.ts";
export type { RequestLocation, OperationExtensions, OpenApi30Document, OpenApi31Document, PackOpenApi } from "./openapi-document-types.ts";
export type { RequestProblem, PackErrors, PackErrorLike } from "./error-types.ts";
export type { PackFaults } from "./fault-types.ts";
export type { McpProfile, ToolContext, ToolAnnotations, ToolDefinition, ResultClass } from "./tool-types.ts";
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
  /**
   * A value derived from this collection's records (an index, a sorted list), computed again only after
   * one of them changes. `key` names what is derived; the value is shared: read it, never modify it.
   */
  memo<T>(key: string, compute: () => T): T;
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
  /**
   * In a call an MCP tool made (and the calls it makes in turn): the `Authorization` header of the MCP
   * request, unless that header carried the world's credential. A pack whose credentials name users (a
   * Slack user token, a Jira Basic email) acts as the user it names, as on REST; undefined otherwise.
   */
  mcpAuthorization?: string;
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
  /**
   * For a pack without `config`: what to do instead, added to the 400 that refuses a config. A pack whose
   * config moved elsewhere says where (e.g. into its seed), so old scripts and datasets get a way forward.
   */
  configHint?: string;
  errors: PackErrors;
  /** Optional: the answers to faults a world's rules inject (rate limits, server errors), in the provider's shape. */
  faults?: PackFaults;
  /** Optional: how form bodies are parsed (default: every form field is text). */
  bodyParsing?: BodyParsing;
  /**
   * For clients that resolve absolute paths against a world's url (a real provider's address is an
   * origin, so `new URL("/services/...", url)` drops the `/w/<id>/<slug>` prefix): the id of the world a
   * request outside every world's address belongs to, read from what it carries (a Salesforce token
   * names its world). Undefined: not this pack's request. A credential carried in the body (a SOAP
   * envelope's session header) is read with `body()`: a copy of the body as text, read once by the core
   * within the body limit (undefined when there is none or it is too large), so the request's own body
   * still reaches its handler. docs/packs.md "Addresses".
   */
  worldFromCredential?: (request: Request, body: () => Promise<string | undefined>) => string | undefined | Promise<string | undefined>;
  /**
   * Runs once as the service starts, before it serves anyone: work a first request would otherwise pay
   * while every other tenant waits (Jira's JQL parser builds its prediction tables on first use, about
   * 150 ms). Nothing a pack does at import time; a failure here is logged and ignored.
   */
  warmUp?: () => void | Promise<void>;
  /** Runs before every REST operation; a Response short-circuits (e.g. a missing session). */
  guard?: (ctx: OperationContext, operationId: string) => Response | undefined | Promise<Response | undefined>;
  operations: Record<string, OperationHandler>;
  tools?: ToolDefinition[];
  /** Other MCP servers' tool surfaces over the same records, by profile name (lowercase, unique across packs). */
  mcpProfiles?: Record<string, McpProfile>;
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
