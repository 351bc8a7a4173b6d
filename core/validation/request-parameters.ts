// A check of one location's declared parameters (path, query or header): present when required, and
// of their schema's type, enum and pattern once read as OpenAPI serialises them (arrays split by their
// style, "5" as a number for `type: integer`, JSON for a `content: application/json` parameter).
import type { OpenAPIV3, RequestProblem } from "../pack/types.ts";
import { describeError } from "./compile-schema.ts";
import { firstErrors, isObject, unescapeToken, type OpenApiSchemas } from "./openapi-schemas.ts";
import type { CheckedRequest } from "./request-checks.ts";
import { JsonTooDeepError, parseJsonText } from "../http/json-depth.ts";

export type ParameterLocation = "path" | "query" | "header";

interface Reader {
  name: string;
  /** The raw value, undefined when absent; a string error when it cannot be read (bad JSON). */
  read(request: CheckedRequest): unknown;
}

/** Headers OpenAPI says a parameter may not describe (the document has other places for them). */
const IGNORED_HEADERS = new Set(["accept", "content-type", "authorization"]);
/** Keywords that constrain nothing: a string parameter with only these accepts any value. */
const ANNOTATIONS = new Set(["description", "title", "example", "examples", "deprecated", "format", "default"]);

export function compileParameterCheck(
  schemas: OpenApiSchemas,
  parameters: OpenAPIV3.ParameterObject[],
  where: ParameterLocation,
): ((request: CheckedRequest) => RequestProblem[] | undefined) | undefined {
  const properties = new Map<string, unknown>();
  const required: string[] = [];
  const readers: Reader[] = [];
  for (const parameter of parameters) {
    if (parameter.in !== where || (where === "header" && IGNORED_HEADERS.has(parameter.name.toLowerCase()))) continue;
    const json = parameter.content !== undefined;
    const schema = json ? Object.values(parameter.content ?? {})[0]?.schema : parameter.schema;
    const shape = schemas.resolve(schema ?? {});
    // Objects spread over several keys (form, deepObject) are not read back here: the handler reads them.
    if (!json && typeOf(shape, "object")) continue;
    // A route only matches with every path segment present, so an any-string path parameter needs no check.
    if (!json && acceptsAnyString(shape) && (!parameter.required || where === "path")) continue;
    properties.set(parameter.name, schema ?? {});
    if (parameter.required) required.push(parameter.name);
    readers.push({ name: parameter.name, read: readerFor(parameter, where, json, typeOf(shape, "array")) });
  }
  if (readers.length === 0) return undefined;
  const validate = schemas.compile({ type: "object", properties: Object.fromEntries(properties), required }, { coerce: true });
  const label = (name: string) => `${where} parameter "${name}"`;
  const order = new Map(readers.map((reader, index) => [reader.name, index]));
  return (request) => {
    const problems: RequestProblem[] = [];
    // No prototype: an absent `constructor` parameter must not be found on Object.prototype.
    const values: Record<string, unknown> = Object.create(null);
    for (const reader of readers) {
      const value = reader.read(request);
      if (value instanceof Unreadable) problems.push({ in: where, name: reader.name, message: `${label(reader.name)} ${value.message}` });
      else if (value !== undefined) values[reader.name] = value;
    }
    if (!validate(values))
      for (const error of firstErrors(validate)) {
        const missing = error.keyword === "required" && error.instancePath === "" ? (error.params as { missingProperty: string }).missingProperty : undefined;
        if (missing !== undefined) problems.push({ in: where, name: missing, message: `${label(missing)} is required` });
        else {
          const [, first = "", ...rest] = error.instancePath.split("/");
          const name = unescapeToken(first);
          problems.push({ in: where, name, message: describeError({ ...error, instancePath: rest.map((part) => `/${part}`).join("") }, label(name)) });
        }
      }
    // In the order the parameters are declared, whatever order ajv found them in.
    return problems.length > 0 ? problems.sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0)) : undefined;
  };
}

class Unreadable {
  constructor(readonly message: string) {}
}

function readerFor(parameter: OpenAPIV3.ParameterObject, where: ParameterLocation, json: boolean, array: boolean): Reader["read"] {
  const { name } = parameter;
  const raw: (request: CheckedRequest) => string | string[] | undefined =
    where === "path" ? (r) => r.params[name]
    : where === "header" ? (r) => r.request.headers.get(name) ?? undefined
    : array && parameter.explode !== false && (parameter.style ?? "form") === "form" ? (r) => {
        const all = r.query.getAll(name);
        return all.length > 0 ? all : undefined;
      }
    : (r) => r.query.get(name) ?? undefined;
  const separator = { spaceDelimited: " ", pipeDelimited: "|" }[parameter.style ?? ""] ?? ",";
  return (request) => {
    const value = raw(request);
    if (value === undefined || Array.isArray(value)) return value;
    if (json) {
      try {
        return parseJsonText(value);
      } catch (error) {
        return new Unreadable(error instanceof JsonTooDeepError ? `is nested deeper than ${error.limit} levels` : "is not valid JSON");
      }
    }
    return array ? value.split(separator).map((item) => (where === "header" ? item.trim() : item)) : value;
  };
}

function typeOf(schema: unknown, type: string): boolean {
  if (!isObject(schema)) return false;
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

function acceptsAnyString(schema: unknown): boolean {
  if (schema === true) return true;
  if (!isObject(schema)) return false;
  return Object.entries(schema).every(([key, value]) => ANNOTATIONS.has(key) || key.startsWith("x-") || (key === "type" && value === "string"));
}
