// What the core checks of a request before its handler runs, derived once from the pack's document:
// per route and method, the declared path, query and header parameters and the request body. An
// operation that declares nothing to check gets no check at all (nothing is spent on it per request).
import type { OpenAPIV3, OperationContext, PackOpenApi, RequestLocation, RequestProblem } from "../pack/types.ts";
import { createOpenApiSchemas, type OpenApiSchemas } from "./openapi-schemas.ts";
import { compileParameterCheck } from "./request-parameters.ts";
import { compileBodyCheck } from "./request-body.ts";

export type CheckedRequest = Pick<OperationContext, "params" | "query" | "body" | "request">;
/** The request's problems in declaration order (path, query, header, body), or undefined when it is fine. */
export type RequestCheck = (request: CheckedRequest) => RequestProblem[] | undefined;

export const VALIDATE_EXTENSION = "x-understudy-validate";
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;
const LOCATIONS: readonly RequestLocation[] = ["path", "query", "header", "body"];

/** The key of an operation's check: `GET /notes/{id}`. */
export function requestCheckKey(method: string, template: string): string {
  return `${method.toUpperCase()} ${template}`;
}

/**
 * Compiles every operation's check; throws, naming the operation, when a declared schema cannot be
 * compiled or `x-understudy-validate` is not a boolean or a list of locations.
 */
export function compileRequestChecks(doc: PackOpenApi): Map<string, RequestCheck> {
  const schemas = createOpenApiSchemas(doc);
  const checks = new Map<string, RequestCheck>();
  const fallback = locationsOf(doc[VALIDATE_EXTENSION], "the document");
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    if (!item) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const where = `${operation.operationId ?? "(no operationId)"} (${method.toUpperCase()} ${template})`;
      try {
        const own = operation[VALIDATE_EXTENSION];
        const locations = own === undefined ? fallback : locationsOf(own, "the operation");
        const check = compileOperationCheck(schemas, item, operation, locations);
        if (check) checks.set(requestCheckKey(method, template), check);
      } catch (error) {
        throw new Error(`operation ${where}: ${(error as Error).message}`);
      }
    }
  }
  return checks;
}

type PathItem = NonNullable<PackOpenApi["paths"]>[string] & {};
type Operation = NonNullable<PathItem["get"]>;

function compileOperationCheck(schemas: OpenApiSchemas, item: PathItem, operation: Operation, locations: Set<RequestLocation>): RequestCheck | undefined {
  // An operation's parameter replaces the path item's of the same name and location.
  const byKey = new Map<string, OpenAPIV3.ParameterObject>();
  for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
    const resolved = schemas.resolve<OpenAPIV3.ParameterObject>(parameter);
    byKey.set(`${resolved.in}:${resolved.name}`, resolved);
  }
  const parameters = [...byKey.values()];
  const parts: Array<RequestCheck | undefined> = [];
  for (const location of LOCATIONS) {
    if (!locations.has(location)) continue;
    try {
      parts.push(
        location === "body"
          ? compileBodyCheck(schemas, operation.requestBody && schemas.resolve<OpenAPIV3.RequestBodyObject>(operation.requestBody))
          : compileParameterCheck(schemas, parameters, location),
      );
    } catch (error) {
      throw new Error(`its ${location === "body" ? "request body" : `${location} parameters'`} schema does not compile: ${(error as Error).message}`);
    }
  }
  const checks = parts.filter((part): part is RequestCheck => part !== undefined);
  if (checks.length === 0) return undefined;
  if (checks.length === 1) return checks[0];
  return (request) => {
    let problems: RequestProblem[] | undefined;
    for (const check of checks) {
      const found = check(request);
      if (found) (problems ??= []).push(...found);
    }
    return problems;
  };
}

function locationsOf(setting: unknown, owner: string): Set<RequestLocation> {
  if (setting === undefined || setting === true) return new Set(LOCATIONS);
  if (setting === false) return new Set();
  if (Array.isArray(setting) && setting.every((location) => LOCATIONS.includes(location)))
    return new Set(setting as RequestLocation[]);
  throw new Error(`${VALIDATE_EXTENSION} on ${owner} must be true, false or a list of ${LOCATIONS.join(", ")}`);
}
