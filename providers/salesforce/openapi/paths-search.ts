import { errors, jsonBody, queryParam, requestBody, version, type Paths } from "./parts.ts";

const searchResult = {
  "200": jsonBody(
    {
      type: "object", required: ["searchRecords"],
      properties: {
        searchRecords: { type: "array", items: { $ref: "#/components/schemas/SObjectRecord" } },
        metadata: { type: "object", description: "With WITH METADATA='LABELS' (or metadata=LABELS): entityMetadata[{ entityName, fieldMetadata[{ name, label }] }]" },
      },
    },
    "Matching records, grouped by object in RETURNING order",
  ),
  ...errors,
};

const parameterized = [
  version,
  queryParam("q", "The search term (words, \"phrases\", * and ? wildcards, AND/OR/AND NOT); SOSL clauses are not allowed", true),
  queryParam("in", "ALL (default), NAME, EMAIL, PHONE or SIDEBAR"),
  queryParam("fields", "Comma-separated fields returned for every sobject (default: Id)"),
  queryParam("sobject", "An object to search; repeat for several. <Object>.fields, <Object>.where, <Object>.limit and <Object>.orderBy refine one"),
  queryParam("overallLimit", "Most results in all (at most 2,000, the default)"),
  queryParam("defaultLimit", "Most results per sobject"),
  queryParam("offset", "Rows to skip (one sobject only, at most 2,000)"),
  queryParam("metadata", "LABELS adds each returned field's label"),
];

export const searchPaths: Paths = {
  "/services/data/{version}/search": {
    get: {
      operationId: "search",
      summary: "SOSL search: FIND {term} [IN ALL|NAME|EMAIL|PHONE|SIDEBAR FIELDS] [RETURNING Object(fields WHERE … ORDER BY … LIMIT n OFFSET m), …] [WITH …] [LIMIT n]",
      parameters: [version, queryParam("q", "SOSL, URL-encoded", true)],
      responses: searchResult,
    },
  },
  "/services/data/{version}/parameterizedSearch": {
    get: { operationId: "parameterizedSearch", summary: "Search with URL parameters instead of SOSL", parameters: parameterized, responses: searchResult },
    post: {
      operationId: "parameterizedSearchPost", "x-understudy-operation": "parameterizedSearch",
      summary: "Search with a JSON body: { q, in, fields, sobjects: [{ name, fields, where, limit, orderBy: [{ field, direction, nullsOrder }] }], overallLimit, defaultLimit, offset, metadata }",
      parameters: [version],
      requestBody: requestBody({ type: "object", required: ["q"], properties: { q: { type: "string" }, in: { type: "string" }, fields: { type: "array", items: { type: "string" } }, sobjects: { type: "array", items: { type: "object" } } } }),
      responses: searchResult,
    },
  },
  "/services/data/{version}/graphql": {
    post: {
      operationId: "graphql",
      summary: "UI API GraphQL record queries: query { uiapi { query { Account(first, after, where, orderBy) { edges { node { Id Name { value } } cursor } totalCount pageInfo { hasNextPage endCursor } } } } }",
      parameters: [version],
      requestBody: requestBody({ type: "object", required: ["query"], properties: { query: { type: "string" }, variables: { type: "object" }, operationName: { type: "string" } } }),
      responses: { "200": jsonBody({ type: "object", properties: { data: { type: "object", nullable: true }, errors: { type: "array", items: { type: "object" } } } }, "GraphQL result; errors in `errors`, HTTP 200"), ...errors },
    },
  },
};
