// /search/jql (Jira Cloud's enhanced search, GET and POST), /search/approximate-count, and the retired
// /search, which answers Jira's 410.
import type { OpenAPIV3 } from "../../../core/pack/index.ts";
import type { ApiOperation } from "./parts.ts";
import { errors, jsonBody, jsonOk, query, queryList, ref } from "./parts.ts";

const SEARCH =
  "`jql` must be bounded (a clause, not only ORDER BY). Pages by `nextPageToken` until `isLast`. `fields` defaults to `id` alone (each issue is just `{id}`); name fields, `*navigable` or `*all` for more. `maxResults` is 1–5000 (default 50); a page that carries fields holds at most 100 issues. `expand` as on GET issue (`names` and `schema` come once, beside `issues`).";
const ignored = (name: string, schema: OpenAPIV3.SchemaObject) => query(name, schema, "Ignored");
const ids: OpenAPIV3.ParameterObject = { ...query("reconcileIssues", { type: "array", items: { type: "integer" } }, "Ignored: searches here always see every write"), style: "form", explode: true };
const gone = { "410": { description: "The endpoint is retired: Jira's 410", content: { "application/json": { schema: ref("ErrorCollection") } } } };

export const searchOperations: ApiOperation[] = [
  {
    method: "get", path: "/search/jql",
    operation: {
      operationId: "searchAndReconsileIssuesUsingJql", summary: "Search issues with JQL", tags: ["Issue search"], description: SEARCH,
      parameters: [
        query("jql", { type: "string" }, "A bounded JQL query"), query("nextPageToken", { type: "string" }, "The previous page's nextPageToken"),
        query("maxResults", { type: "integer", default: 50 }, "Issues per page, 1–5000"), queryList("fields", "Field ids; id (default), *navigable, *all, -field to leave one out"),
        query("expand", { type: "string" }, "Comma-separated: renderedFields, names, schema, transitions, editmeta, changelog"),
        queryList("properties", "Ignored (no issue properties here)"), ignored("fieldsByKeys", { type: "boolean" }), ignored("failFast", { type: "boolean" }), ids,
      ],
      responses: { ...jsonOk(ref("SearchAndReconcileResults")), ...errors("400", "401") },
    },
  },
  {
    method: "post", path: "/search/jql",
    operation: {
      operationId: "searchAndReconsileIssuesUsingJqlPost", summary: "Search issues with JQL (the request in the body)", tags: ["Issue search"], description: SEARCH,
      requestBody: jsonBody(ref("SearchAndReconcileRequestBean"), "The search"),
      responses: { ...jsonOk(ref("SearchAndReconcileResults")), ...errors("400", "401") },
    },
  },
  {
    method: "post", path: "/search/approximate-count",
    operation: {
      operationId: "countIssues", summary: "How many issues a bounded JQL query matches", tags: ["Issue search"], description: "Exact here (Jira's is an estimate).",
      requestBody: jsonBody(ref("JQLCountRequestBean"), "`{jql}`"),
      responses: { ...jsonOk(ref("JQLCountResultsBean")), ...errors("400", "401") },
    },
  },
  {
    method: "get", path: "/search",
    operation: {
      operationId: "searchForIssuesUsingJql", summary: "Retired by Atlassian: answers 410 (use /search/jql)", tags: ["Issue search"], deprecated: true, "x-understudy-validate": false,
      responses: { ...gone, ...errors("401") },
    },
  },
  {
    method: "post", path: "/search",
    operation: {
      operationId: "searchForIssuesUsingJqlPost", summary: "Retired by Atlassian: answers 410 (use /search/jql)", tags: ["Issue search"], deprecated: true, "x-understudy-validate": false,
      responses: { ...gone, ...errors("401") },
    },
  },
];
