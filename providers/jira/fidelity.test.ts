// Every implemented operation's answer, and an issue's nested field objects, checked against Atlassian's
// own OpenAPI schemas (tests/reference/jira/jira-openapi-subset.json, cut by scripts/extract-jira-openapi.ts).
// Many of Atlassian's beans forbid keys they do not list, so an invented key fails here.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import Ajv from "ajv";
import { readReferenceJson } from "../../tests/reference/reference-file.ts";
import { startJiraWorld, type JiraWorld } from "./test-service.fixture.ts";
import { JIRA_OPERATIONS } from "./operations.ts";
import { GRACE_ACCOUNT_ID } from "./seed-example.ts";

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

const REMOTE_LINK = {
  globalId: "system=ci&id=1", application: { name: "CI", type: "com.acme.ci" }, relationship: "caused by",
  object: { url: "https://ci.example/1", title: "Build 1", summary: "Failed", icon: { url16x16: "https://ci.example/i.png", title: "CI" }, status: { resolved: false } },
};

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
  ["get", "/rest/api/3/project", "/rest/api/3/project?expand=description,lead,issueTypes,insight", "200"],
  ["get", "/rest/api/3/issue/{issueIdOrKey}/editmeta", "/rest/api/3/issue/OPS-2/editmeta", "200"],
  // Watchers, worklogs and links on OPS-2 and WEB-1; what a case deletes is made for it, so the v2 reads below still find theirs.
  ["post", "/rest/api/3/issue/{issueIdOrKey}/watchers", "/rest/api/3/issue/OPS-2/watchers", "204", GRACE_ACCOUNT_ID],
  ["get", "/rest/api/3/issue/{issueIdOrKey}/watchers", "/rest/api/3/issue/OPS-2/watchers", "200"],
  ["post", "/rest/api/3/issue/watching", "/rest/api/3/issue/watching", "200", { issueIds: ["10001", "10003"] }],
  ["delete", "/rest/api/3/issue/{issueIdOrKey}/watchers", `/rest/api/3/issue/OPS-2/watchers?accountId=${GRACE_ACCOUNT_ID}`, "204"],
  ["post", "/rest/api/3/issue/{issueIdOrKey}/worklog", "/rest/api/3/issue/OPS-2/worklog", "201", { timeSpent: "1h 30m", started: "2026-11-20T09:00:00.000+0000", comment: doc("Investigated"), visibility: { type: "group", value: "ops-team" } }],
  ["get", "/rest/api/3/issue/{issueIdOrKey}/worklog", "/rest/api/3/issue/OPS-2/worklog", "200"],
  ["get", "/rest/api/3/issue/{issueIdOrKey}/worklog/{id}", "/rest/api/3/issue/OPS-2/worklog/10000", "200"],
  ["put", "/rest/api/3/issue/{issueIdOrKey}/worklog/{id}", "/rest/api/3/issue/OPS-2/worklog/10000", "200", { timeSpentSeconds: 7200 }],
  ["post", "/rest/api/3/issue/{issueIdOrKey}/worklog", "/rest/api/3/issue/WEB-1/worklog", "201", { timeSpentSeconds: 600 }],
  ["delete", "/rest/api/3/issue/{issueIdOrKey}/worklog/{id}", "/rest/api/3/issue/WEB-1/worklog/10001", "204"],
  ["post", "/rest/api/3/issueLink", "/rest/api/3/issueLink", "201", { type: { name: "Blocks" }, inwardIssue: { key: "OPS-2" }, outwardIssue: { key: "WEB-1" }, comment: { body: doc("Blocks the launch") } }],
  ["get", "/rest/api/3/issueLink/{linkId}", "/rest/api/3/issueLink/10000", "200"],
  ["post", "/rest/api/3/issueLink", "/rest/api/3/issueLink", "201", { type: { id: "10003" }, inwardIssue: { key: "WEB-1" }, outwardIssue: { id: "10001" } }],
  ["delete", "/rest/api/3/issueLink/{linkId}", "/rest/api/3/issueLink/10001", "204"],
  ["get", "/rest/api/3/issueLinkType", "/rest/api/3/issueLinkType", "200"],
  ["get", "/rest/api/3/issueLinkType/{issueLinkTypeId}", "/rest/api/3/issueLinkType/10000", "200"],
  ["post", "/rest/api/3/issue/{issueIdOrKey}/remotelink", "/rest/api/3/issue/OPS-2/remotelink", "201", REMOTE_LINK],
  ["get", "/rest/api/3/issue/{issueIdOrKey}/remotelink", "/rest/api/3/issue/OPS-2/remotelink?globalId=system%3Dci%26id%3D1", "200"],
  ["get", "/rest/api/3/issue/{issueIdOrKey}/remotelink/{linkId}", "/rest/api/3/issue/OPS-2/remotelink/10000", "200"],
  ["put", "/rest/api/3/issue/{issueIdOrKey}/remotelink/{linkId}", "/rest/api/3/issue/OPS-2/remotelink/10000", "204", { ...REMOTE_LINK, object: { ...REMOTE_LINK.object, title: "Build 1 (rerun)" } }],
  ["post", "/rest/api/3/issue/{issueIdOrKey}/remotelink", "/rest/api/3/issue/OPS-2/remotelink", "200", { ...REMOTE_LINK, relationship: "fixed by" }],
  ["post", "/rest/api/3/issue/{issueIdOrKey}/remotelink", "/rest/api/3/issue/WEB-1/remotelink", "201", { globalId: "g2", object: { url: "https://docs.example/2", title: "Runbook" } }],
  ["delete", "/rest/api/3/issue/{issueIdOrKey}/remotelink", "/rest/api/3/issue/WEB-1/remotelink?globalId=g2", "204"],
  ["post", "/rest/api/3/issue/{issueIdOrKey}/remotelink", "/rest/api/3/issue/WEB-1/remotelink", "201", { object: { url: "https://docs.example/3", title: "Notes" } }],
  ["delete", "/rest/api/3/issue/{issueIdOrKey}/remotelink/{linkId}", "/rest/api/3/issue/WEB-1/remotelink/10002", "204"],
  // The writes Atlassian documents as 204 with no content, on an issue of their own (OPS-3 is created above).
  ["put", "/rest/api/3/issue/{issueIdOrKey}", "/rest/api/3/issue/OPS-3", "204", { fields: { summary: "Checked twice" } }],
  ["put", "/rest/api/3/issue/{issueIdOrKey}/assignee", "/rest/api/3/issue/OPS-3/assignee", "204", { accountId: null }],
  ["delete", "/rest/api/3/issue/{issueIdOrKey}", "/rest/api/3/issue/OPS-3", "204"],
];

test("every implemented operation has a case above (answers or, for the retired search, refusals)", () => {
  const covered = new Set([...CASES.map(([method, template]) => `${method.toUpperCase()} ${template}`), "GET /rest/api/3/search", "POST /rest/api/3/search", ...ATTACHMENT_OPERATIONS]);
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
    ["post", "/rest/api/3/issue/OPS-1/worklog", 400, { comment: doc("No time") }],
    ["get", "/rest/api/3/issue/OPS-1/worklog/99999", 404],
    ["post", "/rest/api/3/issueLink", 404, { type: { name: "Blocked By" }, inwardIssue: { key: "OPS-1" }, outwardIssue: { key: "OPS-2" } }],
    ["post", "/rest/api/3/issue/OPS-1/remotelink", 400, { object: { url: "https://x.example" } }],
    ["post", "/rest/api/3/issue/OPS-1/watchers", 404, "000000000000000000000000"],
    // Jira Software's API on a site without it.
    ["get", "/rest/agile/1.0/board", 404],
    ["get", "/rest/agile/1.0/board/1/sprint", 404],
  ];
  test.each(REFUSALS)("%s %s → %d", async (...[method, path, status, body]: (typeof REFUSALS)[number]) => {
    const answer = await world.call(method.toUpperCase(), path, { body });
    expect(answer.status).toBe(status);
    expect(check(component("ErrorCollection"), answer.body)).toEqual([]);
  });
});

const ATTACHMENT_OPERATIONS = [
  "POST /rest/api/3/issue/{issueIdOrKey}/attachments", "GET /rest/api/3/attachment/meta", "GET /rest/api/3/attachment/{id}",
  "DELETE /rest/api/3/attachment/{id}", "GET /rest/api/3/attachment/content/{id}",
];

describe("attachments (multipart in, bytes out) match Atlassian's schemas", () => {
  const upload = (issue: string, files: Array<[string, string]>, headers: Record<string, string> = { "x-atlassian-token": "no-check" }) => {
    const form = new FormData();
    for (const [name, text] of files) form.append("file", new File([text], name, { type: "text/plain" }));
    return world.service.mock(`${world.url}/rest/api/3/issue/${issue}/attachments`, { method: "POST", headers: { authorization: `Basic ${btoa("ada@acme.example:x")}`, ...headers }, body: form });
  };
  test("upload two files, read their metadata and bytes, delete one", async () => {
    const response = await upload("OPS-2", [["trace.txt", "stack trace"], ["notes.txt", "more"]]);
    expect(response.status).toBe(200);
    const added = (await response.json()) as Json[];
    expect(added.map((a) => [a.filename, a.size])).toEqual([["trace.txt", 11], ["notes.txt", 4]]);
    expect(check(responseSchema("post", "/rest/api/3/issue/{issueIdOrKey}/attachments", "200"), added)).toEqual([]);
    const meta = await world.call("GET", `/rest/api/3/attachment/${added[0]!.id}`);
    expect(check(responseSchema("get", "/rest/api/3/attachment/{id}", "200"), meta.body)).toEqual([]);
    expect([meta.body.id, meta.body.filename, meta.body.mimeType]).toEqual([Number(added[0]!.id), "trace.txt", "text/plain;charset=utf-8"]);
    expect(check(responseSchema("get", "/rest/api/3/attachment/meta", "200"), (await world.call("GET", "/rest/api/3/attachment/meta")).body)).toEqual([]);
    const content = await world.call("GET", `/rest/api/3/attachment/content/${added[0]!.id}`);
    expect([content.status, content.body]).toEqual([200, "stack trace"]);
    const field = (await world.call("GET", "/rest/api/3/issue/OPS-2?fields=attachment")).body.fields.attachment;
    expect(field.map((a: Json) => a.filename)).toEqual(["trace.txt", "notes.txt"]);
    expect(check(component("IssueBean"), { fields: { attachment: field } })).toEqual([]);
    expect((await world.call("DELETE", `/rest/api/3/attachment/${added[1]!.id}`)).status).toBe(204);
    expect((await world.call("GET", `/rest/api/3/attachment/${added[1]!.id}`)).status).toBe(404);
  });
  test("without Jira's XSRF header a form upload is refused", async () => {
    const response = await upload("OPS-2", [["x.txt", "x"]], {});
    expect([response.status, await response.text()]).toEqual([403, "XSRF check failed"]);
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
