// /myself, /serverInfo, /user…, /field and the site's catalogue: issue types, priorities, statuses.
import type { ApiOperation } from "./parts.ts";
import { errors, expand, jsonOk, paging, query, queryList, ref } from "./parts.ts";

const array = (name: string) => ({ type: "array" as const, items: ref(name) });
const get = (path: string, operationId: string, summary: string, tags: string[], responses: ApiOperation["operation"]["responses"], parameters: ApiOperation["operation"]["parameters"] = []): ApiOperation => ({
  method: "get", path, operation: { operationId, summary, tags, parameters, responses: { ...responses, ...errors("400", "401") } },
});

export const siteOperations: ApiOperation[] = [
  get("/myself", "getCurrentUser", "The acting user", ["Myself"], jsonOk(ref("User")), [expand("groups, applicationRoles")]),
  get("/serverInfo", "getServerInfo", "The site's address, version and clock", ["Server info"], jsonOk(ref("ServerInformation"))),
  get("/user", "getUser", "A user by accountId", ["Users"], { ...jsonOk(ref("User")), ...errors("404") }, [
    query("accountId", { type: "string" }, "The user's accountId (required)"), expand("groups, applicationRoles"),
  ]),
  get("/user/search", "findUsers", "Users whose display name (a word's start) or email (its start) matches the query", ["User search"], jsonOk(array("User")), [
    query("query", { type: "string" }, "Text to match; `query` or `accountId` is required"), query("accountId", { type: "string" }, "An exact accountId"), ...paging(50),
  ]),
  get("/user/assignable/search", "findAssignableUsers", "Users who can be assigned issues of a project or issue", ["User search"], { ...jsonOk(array("User")), ...errors("404") }, [
    query("query", { type: "string" }, "Text to match"), query("accountId", { type: "string" }, "An exact accountId"),
    query("project", { type: "string" }, "A project id or key"), query("issueKey", { type: "string" }, "An issue key"), query("issueId", { type: "string" }, "An issue id"), ...paging(50),
  ]),
  get("/field", "getFields", "System and custom fields", ["Issue fields"], jsonOk(array("FieldDetails"))),
  get("/issuetype", "getIssueAllTypes", "Every issue type of the site", ["Issue types"], jsonOk(array("IssueTypeDetails"))),
  get("/priority", "getPriorities", "Every priority, highest first", ["Issue priorities"], jsonOk(array("Priority"))),
  get("/priority/search", "searchPriorities", "Priorities, paged and filtered", ["Issue priorities"], jsonOk(ref("PageBeanPriority")), [
    ...paging(50), queryList("id", "Priority ids"), query("priorityName", { type: "string" }, "Text the name contains"), query("onlyDefault", { type: "boolean" }, "Only the default priority"),
  ]),
  get("/status", "getStatuses", "Every status, with its category", ["Workflow statuses"], jsonOk(array("StatusDetails"))),
  get("/statuses/search", "searchStatuses", "Statuses, paged and filtered", ["Status"], jsonOk(ref("PageOfStatuses")), [
    query("projectId", { type: "string" }, "Only this project's workflow"), ...paging(200), query("searchString", { type: "string" }, "Text the name contains"),
    query("statusCategory", { type: "string", enum: ["TODO", "IN_PROGRESS", "DONE"] }, "Only this category"),
  ]),
];
