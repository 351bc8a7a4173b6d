// /project (all), /project/search, /project/{projectIdOrKey}, /project/{projectIdOrKey}/statuses.
import type { ApiOperation } from "./parts.ts";
import { errors, expand, jsonOk, paging, projectIdOrKey, query, queryList, ref } from "./parts.ts";

export const projectOperations: ApiOperation[] = [
  {
    method: "get", path: "/project",
    operation: {
      operationId: "getAllProjects", summary: "Every project, by name (deprecated by Atlassian for /project/search, still served)", tags: ["Projects"], deprecated: true,
      parameters: [
        expand("description, lead, issueTypes, insight"), query("recent", { type: "integer" }, "At most this many (up to 20), the latest issue activity first: the mock keeps no view history"),
        queryList("properties", "Ignored"),
      ],
      responses: { ...jsonOk({ type: "array", items: ref("Project") }), ...errors("401") },
    },
  },
  {
    method: "get", path: "/project/search",
    operation: {
      operationId: "searchProjects", summary: "Projects, paged (`nextPage` until `isLast`)", tags: ["Projects"],
      parameters: [
        ...paging(50), query("orderBy", { type: "string", default: "key" }, "key, name or owner; - for descending"), queryList("id", "Project ids"), queryList("keys", "Project keys"),
        query("query", { type: "string" }, "Text the key or name contains"), query("typeKey", { type: "string" }, "software, business or service_desk"), expand("description, lead, issueTypes, insight"),
      ],
      responses: { ...jsonOk(ref("PageBeanProject")), ...errors("400", "401") },
    },
  },
  {
    method: "get", path: "/project/{projectIdOrKey}",
    operation: { operationId: "getProject", summary: "A project, with its lead and issue types", tags: ["Projects"], parameters: [projectIdOrKey, expand("insight")], responses: { ...jsonOk(ref("Project")), ...errors("401", "404") } },
  },
  {
    method: "get", path: "/project/{projectIdOrKey}/statuses",
    operation: {
      operationId: "getAllStatuses", summary: "Each issue type of the project with the statuses it can be in", tags: ["Projects"], parameters: [projectIdOrKey],
      responses: { ...jsonOk({ type: "array", items: ref("IssueTypeWithStatus") }), ...errors("401", "404") },
    },
  },
];
