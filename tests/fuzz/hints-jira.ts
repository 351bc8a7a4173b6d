// Dictionaries for the jira pack: issue keys for paths (a random string is only ever a 404), JQL built
// from the world's fields and values (operators, functions, text search, ORDER BY, odd literals), and
// transition, comment and search bodies, so requests reach the workflow, comment and JQL code.
import fc from "fast-check";
import type { PackTokens, RequestSeed } from "./context.ts";
import type { HintMaker } from "./hints.ts";
import { oddString } from "./weird-values.ts";

const KEYS = ["OPS-1", "OPS-2", "OPS-3", "WEB-1", "ops-2", "10000", "10001", "OPS-999", "OPS-0", "-1"];
const FIELDS = ["project", "key", "summary", "description", "comment", "text", "status", "statusCategory", "priority", "issuetype", "assignee", "reporter", "labels", "created", "updated", "resolved", "due", "parent", "resolution", "cf[10010]", '"Story Points"', "customfield_10011", "sprint", "watcher"];
const OPERATORS = ["=", "!=", "~", "!~", ">", ">=", "<", "<=", "in", "not in", "is", "is not", "was", "changed"];
const VALUES = ["OPS", "Done", '"In Progress"', "Highest", "currentUser()", "EMPTY", "null", "-7d", '"2026-11-20"', "startOfDay(-1)", "membersOf(ops-team)", "(OPS-1, OPS-2)", "safari*", '"login fails"', "3", "now()", "nosuch()", "Unresolved", "subTaskIssueTypes()", "1e999"];

function jql(tokens: PackTokens): fc.Arbitrary<string> {
  const value = fc.oneof(fc.constantFrom(...VALUES), fc.constantFrom(...tokens.values.filter((v): v is string => typeof v === "string").slice(0, 40).map((v) => JSON.stringify(v))), oddString.map((s) => JSON.stringify(s)));
  const clause = fc.tuple(fc.constantFrom(...FIELDS), fc.constantFrom(...OPERATORS), value).map(([f, o, v]) => `${f} ${o} ${v}`);
  const where = fc.array(fc.tuple(fc.constantFrom(" AND ", " OR ", " AND NOT ", " || "), clause), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.map(([joiner, c], i) => (i ? joiner : "") + c).join(""));
  const order = fc.option(fc.tuple(fc.constantFrom(...FIELDS, "rank"), fc.constantFrom("", " ASC", " DESC")).map(([f, d]) => ` ORDER BY ${f}${d}`), { nil: "" });
  return fc.oneof(
    { arbitrary: fc.tuple(where, order).map(([w, o]) => w + o), weight: 6 },
    { arbitrary: fc.tuple(fc.integer({ min: 1, max: 120 }), clause).map(([n, c]) => `${"(".repeat(n)}${c}${")".repeat(n)}`), weight: 1 },
    { arbitrary: fc.constantFrom("", "ORDER BY created", "project = ", "text ~ \"\"", "key in (OPS-1,", "summary ~ \"*\"", "summary ~ \"a?b*\"", "labels = \"a b\" AND"), weight: 1 },
    { arbitrary: oddString, weight: 1 },
  );
}

const adf = (text: string) => ({ type: "doc", version: 1, content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
const commentBody = fc.oneof(oddString.map((s) => adf(s || "x")), oddString, fc.constantFrom<unknown>(null, {}, [], adf(""), { type: "doc", version: 1, content: [{ type: "nonsense" }] }));

export const jiraHints: HintMaker = (tokens) => {
  const query = jql(tokens);
  const fields = fc.subarray(["id", "key", "summary", "status", "*all", "*navigable", "-comment", "comment", "customfield_10010", "subtasks"], { maxLength: 4 });
  const expand = fc.subarray(["names", "schema", "renderedFields", "transitions", "changelog", "editmeta", "operations"], { maxLength: 4 }).map((e) => e.join(","));
  const maxResults = fc.constantFrom(1, 2, 50, 100, 5000, 0, -1, 5001);
  const token = fc.constantFrom<string | undefined>(undefined, "dXMxOjE6eA", "garbage", "", "%%%");
  return {
    extraParams: { issueIdOrKey: KEYS, projectIdOrKey: ["OPS", "WEB", "10000", "nope"], transitionId: ["11", "21", "31", "x"] },
    seeds: {
      "GET /rest/api/3/search/jql": fc.tuple(query, fields, expand, maxResults, token).map(([jql, f, e, m, t]): RequestSeed => ({
        query: { jql, fields: f.join(","), expand: e, maxResults: String(m), ...(t === undefined ? {} : { nextPageToken: t }) },
      })),
      "POST /rest/api/3/search/jql": fc.tuple(query, fields, expand, maxResults, token).map(([jql, f, e, m, t]): RequestSeed => ({ body: { jql, fields: f, expand: e, maxResults: m, ...(t === undefined ? {} : { nextPageToken: t }) } })),
      "POST /rest/api/3/search/approximate-count": query.map((jql): RequestSeed => ({ body: { jql } })),
      "POST /rest/api/3/issue/{issueIdOrKey}/transitions": fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom<unknown>("11", "21", "31", 31, "abc", null, undefined, "99"), commentBody, fc.constantFrom<unknown>(undefined, { name: "Done" }, { id: "1" }, "Done"))
        .map(([key, id, body, resolution]): RequestSeed => ({ params: { issueIdOrKey: key }, body: { transition: { id }, fields: resolution === undefined ? {} : { resolution }, update: { comment: [{ add: { body } }] } } })),
      "POST /rest/api/3/issue/{issueIdOrKey}/comment": fc.tuple(fc.constantFrom(...KEYS), commentBody, fc.constantFrom<unknown>(undefined, null, { type: "group", value: "ops-team" }, { type: "role", value: "x" }, { type: "nope" }, "group"))
        .map(([key, body, visibility]): RequestSeed => ({ params: { issueIdOrKey: key }, body: { body, ...(visibility === undefined ? {} : { visibility }) } })),
    },
  };
};
