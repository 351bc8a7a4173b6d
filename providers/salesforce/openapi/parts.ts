// Building blocks shared by the pack's OpenAPI paths.
import type { OpenAPIV3, OperationExtensions } from "../../../core/pack/index.ts";

type Schema = OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject;
/** A part of the document's `paths`, with the core's extensions on operations. */
export type Paths = OpenAPIV3.PathsObject<OperationExtensions>;

export const version: OpenAPIV3.ParameterObject = { name: "version", in: "path", required: true, description: "API version, e.g. v67.0", schema: { type: "string", pattern: "^v\\d{2}\\.0$" } };
export const sobject: OpenAPIV3.ParameterObject = { name: "sobject", in: "path", required: true, description: "sObject API name, e.g. Account", schema: { type: "string" } };
export const id: OpenAPIV3.ParameterObject = { name: "id", in: "path", required: true, description: "15- or 18-character record id", schema: { type: "string" } };
export const pathParam = (name: string, description: string): OpenAPIV3.ParameterObject => ({ name, in: "path", required: true, description, schema: { type: "string" } });
export const queryParam = (name: string, description: string, required = false): OpenAPIV3.ParameterObject => ({ name, in: "query", required, description, schema: { type: "string" } });
export const ref = (name: string): OpenAPIV3.ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
export const jsonBody = (schema: Schema, description: string): OpenAPIV3.ResponseObject => ({ description, content: { "application/json": { schema } } });
export const requestBody = (schema: Schema): OpenAPIV3.RequestBodyObject => ({ required: true, content: { "application/json": { schema } } });
export const errors: OpenAPIV3.ResponsesObject = {
  "400": { $ref: "#/components/responses/Error" },
  "401": { $ref: "#/components/responses/Error" },
  "404": { $ref: "#/components/responses/Error" },
};
