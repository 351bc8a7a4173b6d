// Building blocks shared by the pack's OpenAPI paths.
export const version = { name: "version", in: "path", required: true, description: "API version, e.g. v67.0", schema: { type: "string", pattern: "^v\\d{2}\\.0$" } };
export const sobject = { name: "sobject", in: "path", required: true, description: "sObject API name, e.g. Account", schema: { type: "string" } };
export const id = { name: "id", in: "path", required: true, description: "15- or 18-character record id", schema: { type: "string" } };
export const pathParam = (name: string, description: string) => ({ name, in: "path", required: true, description, schema: { type: "string" } });
export const queryParam = (name: string, description: string, required = false) => ({ name, in: "query", required, description, schema: { type: "string" } });
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const jsonBody = (schema: object, description: string) => ({ description, content: { "application/json": { schema } } });
export const requestBody = (schema: object) => ({ required: true, content: { "application/json": { schema } } });
export const errors = {
  "400": { $ref: "#/components/responses/Error" },
  "401": { $ref: "#/components/responses/Error" },
  "404": { $ref: "#/components/responses/Error" },
};
