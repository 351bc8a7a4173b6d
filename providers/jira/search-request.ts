// What a search/jql request asks for, read from the query string (GET) or the body (POST): Jira reads
// only one place per method. maxResults is 1–5000 (default 50), as Jira Cloud's enhanced search takes it.
import type { JsonRecord } from "../../core/pack/index.ts";
import { expandSet, listParameter } from "./issue-field-selection.ts";
import { JIRA_ERRORS } from "./jira-errors.ts";

export interface SearchRequest {
  /** "" when the request names none (Jira refuses it as unbounded). */
  jql: string;
  nextPageToken?: string;
  maxResults: number;
  /** The `fields` tokens as sent ("summary", "*navigable", "-comment"); empty means Jira's default, `id`. */
  fields: string[];
  expand: ReadonlySet<string>;
}

export const DEFAULT_MAX_RESULTS = 50;
export const MAX_RESULTS = 5000;

function maxResultsOf(value: unknown): number {
  if (value === undefined || value === null || value === "") return DEFAULT_MAX_RESULTS;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > MAX_RESULTS) throw JIRA_ERRORS.searchMaxResults();
  return n;
}

const tokenOf = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

export function searchFromQuery(query: URLSearchParams): SearchRequest {
  return {
    jql: query.get("jql") ?? "",
    nextPageToken: tokenOf(query.get("nextPageToken")),
    maxResults: maxResultsOf(query.get("maxResults")),
    fields: listParameter(query.getAll("fields")),
    expand: expandSet(query.getAll("expand")),
  };
}

/** The POST body, as its schema (SearchAndReconcileRequestBean) admitted it. */
export function searchFromBody(body: unknown): SearchRequest {
  const b = (body && typeof body === "object" && !Array.isArray(body) ? body : {}) as JsonRecord;
  return {
    jql: typeof b.jql === "string" ? b.jql : "",
    nextPageToken: tokenOf(b.nextPageToken),
    maxResults: maxResultsOf(b.maxResults),
    fields: listParameter(Array.isArray(b.fields) ? b.fields.map(String) : undefined),
    expand: expandSet(typeof b.expand === "string" ? b.expand : undefined),
  };
}
