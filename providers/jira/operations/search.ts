// GET and POST /search/jql (Jira Cloud's enhanced search), POST /search/approximate-count, and the retired
// GET and POST /search (Jira's 410). JQL runs over every issue as the engine reads them (search-issues.ts);
// only the page asked for is rendered.
import type { JsonRecord, OperationContext, OperationHandler } from "../../../core/pack/index.ts";
import { selectFields } from "../issue-field-selection.ts";
import { actingUser } from "../jira-auth.ts";
import { JIRA_ERRORS, JiraError } from "../jira-errors.ts";
import { viewOf } from "../jira-view.ts";
import { jqlContext } from "../jql-context.ts";
import { checkJql, JqlError, runJqlInSlices } from "../jql/index.ts";
import { renderIssue } from "../render-issue.ts";
import { childIndex } from "../render-issue-fields.ts";
import { loadSearchIssues, type SearchIssue } from "../search-issues.ts";
import { searchFromBody, searchFromQuery, type SearchRequest } from "../search-request.ts";
import { decodePageToken, encodePageToken } from "../search-token.ts";

/** A page that carries fields holds at most this many issues; ids alone page by maxResults (up to 5000). */
export const FIELDS_PAGE_CAP = 100;

/** The issues a bounded JQL query selects, in its order; Jira's 400 for anything else. */
async function matching(ctx: OperationContext, jql: string): Promise<SearchIssue[]> {
  if (jql.trim() === "") throw JIRA_ERRORS.unboundedJql();
  const context = jqlContext(ctx, actingUser(ctx));
  try {
    const { query } = checkJql(jql, context);
    if (!query.where) throw JIRA_ERRORS.unboundedJql();
    return await runJqlInSlices(query, await loadSearchIssues(ctx), context);
  } catch (error) {
    if (error instanceof JqlError) throw new JiraError(error.status, error.body);
    throw error;
  }
}

/** The fields to render, or "id" when the request asks for ids alone (Jira's default). */
function fieldSelection(ctx: OperationContext, tokens: string[]): string[] | "id" {
  const positive = tokens.filter((t) => !t.startsWith("-"));
  if (!tokens.length || (positive.length && positive.every((t) => t === "id"))) return "id";
  return selectFields(viewOf(ctx), tokens.filter((t) => t !== "id"), "*navigable");
}

async function search(ctx: OperationContext, request: SearchRequest): Promise<JsonRecord> {
  const matches = await matching(ctx, request.jql);
  const offset = request.nextPageToken ? decodePageToken(request.nextPageToken, request.jql) : 0;
  const fields = fieldSelection(ctx, request.fields);
  const size = fields === "id" ? request.maxResults : Math.min(request.maxResults, FIELDS_PAGE_CAP);
  const page = matches.slice(offset, offset + size);
  const next = offset + size < matches.length ? encodePageToken(offset + size, request.jql) : undefined;
  const rendered = fields === "id" ? { issues: page.map((i) => ({ id: i.id })) } : renderPage(ctx, page, fields, request.expand);
  return { ...rendered, ...(next ? { nextPageToken: next } : {}), isLast: !next };
}

/** Issues as GET issue renders them; `names` and `schema` come once for the page, beside `issues`. */
function renderPage(ctx: OperationContext, page: SearchIssue[], fields: string[], expand: ReadonlySet<string>): JsonRecord {
  const view = viewOf(ctx);
  const viewer = actingUser(ctx).accountId;
  const children = fields.includes("subtasks") ? childIndex(view) : undefined;
  const meta: { names?: JsonRecord; schema?: JsonRecord } = {};
  const issues = page.map(({ record }) => {
    const issue = renderIssue(view, record, { fields, expand, viewer, children });
    for (const key of ["names", "schema"] as const) {
      if (issue[key]) meta[key] = { ...meta[key], ...(issue[key] as JsonRecord) };
      delete issue[key];
    }
    return issue;
  });
  return { issues, ...meta };
}

export const searchAndReconsileIssuesUsingJql: OperationHandler = (ctx) => search(ctx, searchFromQuery(ctx.query));
export const searchAndReconsileIssuesUsingJqlPost: OperationHandler = (ctx) => search(ctx, searchFromBody(ctx.body));

export const countIssues: OperationHandler = async (ctx) => {
  const body = ctx.body && typeof ctx.body === "object" ? (ctx.body as JsonRecord) : {};
  return { count: (await matching(ctx, typeof body.jql === "string" ? body.jql : "")).length };
};

/** GET and POST /search: retired by Atlassian (CHANGE-2046); old clients get Jira's own 410. */
export const searchRemoved: OperationHandler = () => {
  throw JIRA_ERRORS.searchRemoved();
};
