// search/jql's nextPageToken: opaque to clients, and checked. It names the position of the next page and
// the query it belongs to, so a token that was altered, or sent with another query, is Jira's 400 rather
// than a silent first page.
import { fnv1a } from "./jira-ids.ts";
import { JIRA_ERRORS } from "./jira-errors.ts";

const PREFIX = "us1";
const queryTag = (jql: string): string => fnv1a(jql, 0x811c9dc5).toString(36);
const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

export function encodePageToken(offset: number, jql: string): string {
  return toBase64Url(`${PREFIX}:${offset}:${queryTag(jql)}`);
}

/** The offset a token names for `jql`, or Jira's 400. */
export function decodePageToken(token: string, jql: string): number {
  let text: string;
  try {
    text = atob(token.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    throw JIRA_ERRORS.badPageToken();
  }
  const [prefix, offset, tag, ...rest] = text.split(":");
  if (prefix !== PREFIX || rest.length || !/^\d{1,9}$/.test(offset ?? "") || tag !== queryTag(jql)) throw JIRA_ERRORS.badPageToken();
  return Number(offset);
}
