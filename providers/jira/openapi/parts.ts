// Shared pieces of the jira pack's OpenAPI document: parameters, Jira's error responses, and the twin
// builder that serves every operation on /rest/api/3 and /rest/api/2 with one handler.
import type { OpenAPIV3, OperationExtensions } from "../../../core/pack/index.ts";

export type Operation = OpenAPIV3.OperationObject<OperationExtensions>;
export type Paths = OpenAPIV3.PathsObject<OperationExtensions>;
type Method = "get" | "put" | "post" | "delete";

export const ref = (name: string): OpenAPIV3.ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

export const pathParam = (name: string, description: string): OpenAPIV3.ParameterObject => ({ name, in: "path", required: true, description, schema: { type: "string" } });
export const query = (name: string, schema: OpenAPIV3.SchemaObject, description: string): OpenAPIV3.ParameterObject => ({ name, in: "query", required: false, description, schema });
const list: OpenAPIV3.SchemaObject = { type: "array", items: { type: "string" } };
export const queryList = (name: string, description: string): OpenAPIV3.ParameterObject => ({ ...query(name, list, description), style: "form", explode: true });
export const paging = (defaultMax: number): OpenAPIV3.ParameterObject[] => [
  query("startAt", { type: "integer", default: 0 }, "The index of the first item to return (0-based)"),
  query("maxResults", { type: "integer", default: defaultMax }, "The most items to return per page"),
];
export const expand = (what: string) => query("expand", { type: "string" }, `Comma-separated: ${what}`);
export const issueIdOrKey = pathParam("issueIdOrKey", "The issue's id (10001) or key (OPS-1; case-insensitive)");
export const projectIdOrKey = pathParam("projectIdOrKey", "The project's id (10000) or key (OPS; case-insensitive)");

const errorContent = { "application/json": { schema: ref("ErrorCollection") } };
const ERROR_TEXTS: Record<string, string> = {
  "400": "The request is not valid: `errorMessages`, and `errors` per field",
  "401": "No credentials: \"Client must be authenticated to access this resource.\" (text)",
  "404": "Not found, or not visible to the acting user",
};
export const errors = (...codes: string[]): OpenAPIV3.ResponsesObject =>
  Object.fromEntries(codes.map((code) => [code, code === "401" ? { description: ERROR_TEXTS[code]!, content: { "text/html": { schema: { type: "string" } } } } : { description: ERROR_TEXTS[code] ?? "Jira's error collection", content: errorContent }]));

export const jsonOk = (schema: OpenAPIV3.ReferenceObject | OpenAPIV3.SchemaObject, description = "Returned if the request is successful.", status = "200"): OpenAPIV3.ResponsesObject => ({
  [status]: { description, content: { "application/json": { schema } } },
});
export const noContent: OpenAPIV3.ResponsesObject = { "204": { description: "Returned if the request is successful." } };

export const jsonBody = (schema: OpenAPIV3.ReferenceObject, description: string): OpenAPIV3.RequestBodyObject => ({ required: true, description, content: { "application/json": { schema } } });

/** One operation of the API, declared once on its v3 path ("/issue/{issueIdOrKey}"). */
export interface ApiOperation {
  method: Method;
  path: string;
  operation: Operation & { operationId: string };
  /** What differs on /rest/api/2 (rich text as wiki markup instead of ADF), for the v2 twin's description. */
  v2Note?: string;
}

const V2_DEFAULT = "The v2 twin: the same operation, with rich-text fields (description, environment, comment bodies) as wiki markup strings instead of Atlassian Document Format.";

/** Each operation on /rest/api/3 (its own handler) and /rest/api/2 (operationId `…V2`, the same handler). */
export function twinPaths(operations: ApiOperation[]): Paths {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { method, path, operation, v2Note } of operations) {
    (paths[`/rest/api/3${path}`] ??= {})[method] = operation;
    (paths[`/rest/api/2${path}`] ??= {})[method] = {
      ...operation,
      operationId: `${operation.operationId}V2`,
      "x-understudy-operation": operation.operationId,
      description: [operation.description, v2Note ?? V2_DEFAULT].filter(Boolean).join("\n\n"),
      tags: [...(operation.tags ?? []), "v2"],
    };
  }
  return paths as Paths;
}
