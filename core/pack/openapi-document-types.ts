// The pack contract: the OpenAPI document a pack declares, with the core's `x-understudy-` extensions.
import type { OpenAPIV3, OpenAPIV3_1 } from "openapi-types";

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

/** The extensions the core reads on the whole document. */
export interface DocumentExtensions extends Pick<OperationExtensions, "x-understudy-validate"> {
  /**
   * Path prefixes served as aliases of others, `{"/rest/api/latest": "/rest/api/2"}`: a request under the
   * alias is routed, checked and handled exactly as the same path under the target (whole segments, literal
   * prefixes only). For a provider's own alias of a version, so the document lists each path once.
   */
  "x-understudy-path-aliases"?: Record<string, string>;
}

/** An OpenAPI 3.0 document (schemas with `nullable`) with the core's extensions. */
export type OpenApi30Document = OpenAPIV3.Document<OperationExtensions> & DocumentExtensions;
/** An OpenAPI 3.1 document (schemas are JSON Schema 2020-12) with the core's extensions. */
export type OpenApi31Document = OpenAPIV3_1.Document<OperationExtensions> & DocumentExtensions;
/** A pack's OpenAPI document. */
export type PackOpenApi = OpenApi30Document | OpenApi31Document;
