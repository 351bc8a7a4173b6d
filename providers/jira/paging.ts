// Jira's offset paging: startAt/maxResults in, `{self, nextPage?, maxResults, startAt, total, isLast, values}` out.
import type { JsonRecord } from "../../core/pack/index.ts";
import { JIRA_ERRORS } from "./jira-errors.ts";

export interface PageRequest {
  startAt: number;
  maxResults: number;
}

function nonNegative(query: URLSearchParams, name: "startAt" | "maxResults", fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw JIRA_ERRORS.badPaging(name);
  return value;
}

/** startAt and maxResults from the query; maxResults is capped at `cap`, as Jira caps it. */
export function pageRequest(query: URLSearchParams, defaultMax: number, cap = defaultMax): PageRequest {
  return { startAt: nonNegative(query, "startAt", 0), maxResults: Math.min(nonNegative(query, "maxResults", defaultMax), cap) };
}

/**
 * A PageBean over `items`. `resource` is the resource's public address (on the world's host), `query` the
 * request's own parameters, kept in the self and nextPage links.
 */
export function pageBean<T>(items: T[], page: PageRequest, resource: string, query: URLSearchParams, render: (item: T) => unknown): JsonRecord {
  const values = items.slice(page.startAt, page.startAt + page.maxResults).map(render);
  const at = (startAt: number) => {
    const params = new URLSearchParams(query);
    params.set("maxResults", String(page.maxResults));
    params.set("startAt", String(startAt));
    return `${resource}?${params}`;
  };
  const isLast = page.startAt + page.maxResults >= items.length;
  // maxResults=0 pages nowhere: no nextPage that would name the same page again.
  const next = isLast || page.maxResults === 0 ? {} : { nextPage: at(page.startAt + page.maxResults) };
  return { self: at(page.startAt), ...next, maxResults: page.maxResults, startAt: page.startAt, total: items.length, isLast, values };
}
