// The Tooling API's query resource, over the objects tooling/tooling-source.ts derives from the world.
import { errors, jsonBody, pathParam, queryParam, type Paths, version } from "./parts.ts";

const result = {
  "200": jsonBody({
    type: "object", required: ["size", "totalSize", "done", "queryLocator", "entityTypeName", "records"],
    properties: {
      size: { type: "integer" }, totalSize: { type: "integer" }, done: { type: "boolean" }, queryLocator: { type: "string", nullable: true },
      entityTypeName: { type: "string", nullable: true }, nextRecordsUrl: { type: "string" }, records: { type: "array", items: { type: "object" } },
    },
  }, "Tooling query result"),
  ...errors,
};

export const toolingPaths: Paths = {
  "/services/data/{version}/tooling/query": {
    get: {
      operationId: "toolingQuery",
      summary: "Tooling API SOQL: EntityDefinition and FieldDefinition from the world's describes; ApexClass, ApexTrigger and the other code objects have no rows",
      parameters: [version, queryParam("q", "SOQL, URL-encoded", true)],
      responses: result,
    },
  },
  "/services/data/{version}/tooling/query/{locator}": {
    get: { operationId: "toolingQueryMore", summary: "Next batch of a Tooling API query", parameters: [version, pathParam("locator", "From nextRecordsUrl")], responses: result },
  },
};
