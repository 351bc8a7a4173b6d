// Every implemented operation's answer, and an issue's nested field objects, checked against Atlassian's
// own OpenAPI schemas (tests/reference/jira/jira-openapi-subset.json, cut by scripts/extract-jira-openapi.ts).
// Many of Atlassian's beans forbid keys they do not list, so an invented key fails here.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import Ajv from "ajv";
import { readReferenceJson } from "../../tests/reference/reference-file.ts";
import { startJiraWorld, type JiraWorld } from "./test-service.fixture.ts";
import { JIRA_OPERATIONS } from "./operations.ts";

type Json = Record<string, any>;
const reference = readReferenceJson<Json>("jira/jira-openapi-subset.json");

/** OpenAPI 3.0's `nullable` as JSON Schema: `{type: T, nullable: true}` → `{type: [T, "null"]}`. */
function jsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(jsonSchema);
  if (!node || typeof node !== "object") return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = jsonSchema(value);
  if (out.nullable === true && typeof out.type === "string") out.type = [out.type, "null"];
  return out;
}

const components = jsonSchema(reference.components) as Json;
// The document's own gaps, each shown wrong by its own examples: a change's from/to strings are null when
// there is no value (getChangeLogs' example has "from": null, "to": null), but ChangeDetails types them string.
for (const key of ["from", "fromString", "to", "toString"]) components.schemas.ChangeDetails.properties[key].type = ["string", "null"];
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
const check = (schema: unknown, value: unknown): string[] => {
  const validate = ajv.compile({ ...(jsonSchema(schema) as Json), components });
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}${e.params && "additionalProperty" in e.params ? ` (${e.params.additionalProperty})` : ""}`);
};
const responseSchema = (method: string, path: string, status: string) => reference.paths[path]?.[method]?.responses?.[status]?.content?.["application/json"]?.schema;
const component = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const doc = (text: string) => ({ type: "doc", version: 1, content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

let world: JiraWorld;
beforeAll(async () => {
  world = await startJiraWorld();
});
afterAll(() => world.close());

const CASES: Array<[method: string, template: string, path: string, status: string, body?: unknown]> = [
  ["get", "/rest/api/3/myself", "/rest/api/3/myself?expand=groups,applicationRoles", "200"],
  ["get", "/rest/api/3/serverInfo", "/rest/api/3/serverInfo", "200"],
  ["get", "/rest/api/3/project/search", "/rest/api/3/project/search?maxResults=1&expand=description,lead,issueTypes,insight", "200"],
  ["get", "/rest/api/3/project/{projectIdOrKey}", "/rest/api/3/project/OPS?expand=insight", "200"],
  ["get", "/rest/api/3/project/{projectIdOrKey}/statuses", "/rest/api/3/project/OPS/statuses", "200"],
  ["get", "/rest/api/3/issuetype", "/rest/api/3/issuetype", "200"],
  ["get", "/rest/api/3/priority", "/rest/api/3/priority", "200"],
  ["get", "/rest/api/3/priority/search", "/rest/api/3/priority/search", "200"],
  ["get", "/rest/api/3/status", "/rest/api/3/status", "200"],
  ["get", "/rest/api/3/statuses/search", "/rest/api/3/statuses/search?maxResults=2", "200"],
  ["get", "/rest/api/3/field", "/rest/api/3/field", "200"],
  ["get", "/rest/api/3/user", "/rest/api/3/user?accountId=5b10a2844c20165700ede21a&expand=groups", "200"],
  ["get", "/rest/api/3/user/search", "/rest/api/3/user/search?query=a", "200"],
  ["get", "/rest/api/3/user/assignable/search", "/rest/api/3/user/assignable/search?issueKey=OPS-1", "200"],
  ["get", "/rest/api/3/issue/{issueIdOrKey}", "/rest/api/3/issue/OPS-1?expand=renderedFields,names,schema,transitions,changelog,editmeta", "200"],
  ["get", "/rest/api/3/issue/{issueIdOrKey}/changelog", "/rest/api/3/issue/OPS-1/changelog", "200"],
  ["post", "/rest/api/3/issue", "/rest/api/3/issue", "201", { fields: { project: { key: "OPS" }, issuetype: { name: "Task" }, summary: "Checked" } }],
  ["get", "/rest/api/3/issue/{issueIdOrKey}", "/rest/api/3/issue/OPS-2?fields=*all", "200"],
  // Workflow and comments on OPS-2 (OPS-1 keeps the one history the edit test below expects).
  ["get", "/rest/api/3/issue/{issueIdOrKey}/transitions", "/rest/api/3/issue/OPS-2/transitions?expand=transitions.fields", "200"],
  ["post", "/rest/api/3/issue/{issueIdOrKey}/comment", "/rest/api/3/issue/OPS-2/comment?expand=renderedBody", "201", { body: doc("Checked"), visibility: { type: "group", value: "ops-team" } }],
  ["get", "/rest/api/3/issue/{issueIdOrKey}/comment", "/rest/api/3/issue/OPS-2/comment?expand=renderedBody", "200"],
  ["get", "/rest/api/3/issue/{issueIdOrKey}/comment/{id}", "/rest/api/3/issue/OPS-2/comment/10001", "200"],
  ["put", "/rest/api/3/issue/{issueIdOrKey}/comment/{id}", "/rest/api/3/issue/OPS-2/comment/10001?expand=renderedBody", "200", { body: doc("Checked again") }],
  ["post", "/rest/api/3/issue/{issueIdOrKey}/transitions", "/rest/api/3/issue/OPS-2/transitions", "204", { transition: { id: "31" }, update: { comment: [{ add: { body: doc("Done") } }] } }],
  ["delete", "/rest/api/3/issue/{issueIdOrKey}/comment/{id}", "/rest/api/3/issue/OPS-2/comment/10001", "204"],
  ["get", "/rest/api/3/search/jql", "/rest/api/3/search/jql?jql=project%20%3D%20OPS", "200"],
  ["get", "/rest/api/3/search/jql", "/rest/api/3/search/jql?jql=project%20%3D%20OPS&fields=*all&expand=names,schema,renderedFields,transitions,changelog,editmeta&maxResults=2", "200"],
  ["post", "/rest/api/3/search/jql", "/rest/api/3/search/jql", "200", { jql: "project = OPS ORDER BY key", fields: ["summary", "comment", "customfield_10011"], expand: "names", maxResults: 1 }],
  ["post", "/rest/api/3/search/approximate-count", "/rest/api/3/search/approximate-count", "200", { jql: "project = OPS" }],
  // The writes Atlassian documents as 204 with no content, on an issue of their own (OPS-3 is created above).
  ["put", "/rest/api/3/issue/{issueIdOrKey}", "/rest/api/3/issue/OPS-3", "204", { fields: { summary: "Checked twice" } }],
  ["put", "/rest/api/3/issue/{issueIdOrKey}/assignee", "/rest/api/3/issue/OPS-3/assignee", "204", { accountId: null }],
  ["delete", "/rest/api/3/issue/{issueIdOrKey}", "/rest/api/3/issue/OPS-3", "204"],
];

test("every implemented operation has a case above (answers or, for the retired search, refusals)", () => {
  const covered = new Set([...CASES.map(([method, template]) => `${method.toUpperCase()} ${template}`), "GET /rest/api/3/search", "POST /rest/api/3/search"]);
  expect([...covered].sort()).toEqual([...JIRA_OPERATIONS].sort());
});

describe("answers match Atlassian's response schemas", () => {
  // A rest parameter: a row without a body must not leave a declared `body` parameter for bun to fill
  // with its `done` callback (the test would then wait for it once a write's commit spans a tick).
  test.each(CASES)("%s %s", async (...[method, template, path, status, body]: (typeof CASES)[number]) => {
    const schema = responseSchema(method, template, status);
    const answer = await world.call(method.toUpperCase(), path, { body });
    expect(answer.status).toBe(Number(status));
    // Atlassian documents some 204s with no content at all: those must be empty.
    if (status === "204") expect(answer.body).toBeUndefined();
    else expect(schema).toBeDefined();
    if (schema) expect(check(schema, answer.body)).toEqual([]);
  });

  // The v2 twins: the same beans, rich text as wiki strings (Atlassian's beans leave field values open).
  const READS = CASES.filter(([method, , path]) => method === "get" && !path.includes("/comment/"));
  test.each(READS)("v2 twin of %s %s", async (_method, template, path, status) => {
    const answer = await world.call("GET", path.replace("/rest/api/3/", "/rest/api/2/"));
    expect(answer.status).toBe(Number(status));
    expect(check(responseSchema("get", template, status), answer.body)).toEqual([]);
  });

  test("an edit leaves a history Atlassian's Changelog schema accepts", async () => {
    await world.call("PUT", "/rest/api/3/issue/OPS-1", { body: { fields: { summary: "Renamed", assignee: null, duedate: "2027-01-01" }, update: { labels: [{ add: "checked" }] } } });
    const page = (await world.call("GET", "/rest/api/3/issue/OPS-1/changelog")).body;
    expect(page.total).toBe(1);
    expect(check(responseSchema("get", "/rest/api/3/issue/{issueIdOrKey}/changelog", "200"), page)).toEqual([]);
  });
});

describe("Jira's refusals are error collections", () => {
  const REFUSALS: Array<[method: string, path: string, status: number, body?: unknown]> = [
    ["post", "/rest/api/3/issue/OPS-1/transitions", 400, {}],
    ["post", "/rest/api/3/issue/OPS-1/transitions", 400, { transition: { id: "999" } }],
    ["post", "/rest/api/3/issue/OPS-1/comment", 400, { body: "not ADF" }],
    ["get", "/rest/api/3/issue/OPS-1/comment/99999", 404],
    ["get", "/rest/api/3/search/jql?jql=nosuch%3D1", 400],
    ["post", "/rest/api/3/search/jql", 400, { jql: "ORDER BY created" }],
    ["get", "/rest/api/3/search?jql=project%3DOPS", 410],
    ["post", "/rest/api/3/search", 410, { jql: "project = OPS" }],
  ];
  test.each(REFUSALS)("%s %s → %d", async (...[method, path, status, body]: (typeof REFUSALS)[number]) => {
    const answer = await world.call(method.toUpperCase(), path, { body });
    expect(answer.status).toBe(status);
    expect(check(component("ErrorCollection"), answer.body)).toEqual([]);
  });
});

describe("an issue's nested objects match the beans Jira documents for them", () => {
  const FIELD_BEANS: Record<string, string> = {
    status: "StatusDetails", priority: "Priority", issuetype: "IssueTypeDetails", project: "ProjectDetails",
    assignee: "UserDetails", reporter: "UserDetails", creator: "UserDetails", comment: "PageOfComments",
  };
  test.each(Object.entries(FIELD_BEANS))("fields.%s is a %s", async (field, bean) => {
    for (const version of [3, 2]) {
      const issue = (await world.call("GET", `/rest/api/${version}/issue/OPS-2?fields=${field}`)).body;
      expect(issue.fields[field]).toBeDefined();
      expect(check(component(bean), issue.fields[field])).toEqual([]);
    }
  });
  test("expand=changelog is a PageOfChangelogs, editmeta an IssueUpdateMetadata, transitions IssueTransitions", async () => {
    const issue = (await world.call("GET", "/rest/api/3/issue/OPS-2?fields=summary&expand=changelog,editmeta,transitions")).body;
    expect(check(component("PageOfChangelogs"), issue.changelog)).toEqual([]);
    expect(check(component("IssueUpdateMetadata"), issue.editmeta)).toEqual([]);
    for (const transition of issue.transitions) expect(check(component("IssueTransition"), transition)).toEqual([]);
  });
});
