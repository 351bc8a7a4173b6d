import { checkWorkBudget, WorkBudgetExceeded, type OperationContext } from "../../../core/pack/index.ts";
import { SF_ERRORS, SfFault } from "../sf-errors.ts";
import { MAX_SOQL_LENGTH, STATEMENT_TOO_LONG } from "../soql/statement-limits.ts";

/**
 * What composite and batch share about their subrequests: which resources they may call, the methods
 * and headers they may carry, and a mark on every dispatched subrequest so that no composite or
 * batch ever runs inside another, whatever spelling of the url a client finds.
 */

const METHODS = new Set(["GET", "POST", "PATCH", "PUT", "DELETE"]);
/** Unguessable per process: a client cannot send it, so only a dispatched subrequest carries it. */
const SUBREQUEST_MARK = { name: "x-understudy-subrequest", value: crypto.randomUUID() };

/** The `/composite/...` resource a url names (`composite`, `batch`, `tree`, `graph`, `sobjects`), or undefined. */
export function compositeResource(url: string): string | undefined {
  const parts = resourcePath(url);
  if (parts[3] !== "composite") return undefined;
  return parts[4] ?? "composite";
}

/** Query, QueryAll and their locators: what Salesforce counts as a query operation. */
export function isQuery(url: string): boolean {
  const resource = resourcePath(url)[3];
  return resource === "query" || resource === "queryAll";
}

/**
 * The path's segments after normalising it as the dispatcher's URL parser will (dot segments,
 * backslashes, percent-encoded dots), so `v67.0/sobjects/../composite` is seen as `composite`.
 */
function resourcePath(url: string): string[] {
  let pathname: string;
  try {
    // Only the path is read: a query string may hold 100,000 characters of SOQL, slow to parse 25 times.
    const path = url.slice(0, endOfPath(url));
    pathname = new URL(path.startsWith("/") ? path : `/${path}`, "http://subrequest.invalid").pathname;
  } catch {
    return [];
  }
  return pathname.split("/").filter((part) => part !== "");
}

/** Where the path ends: at the first `?` or `#` (two native searches; a regex search scanned 570 KB urls slowly). */
function endOfPath(url: string): number {
  const query = url.indexOf("?");
  const fragment = url.indexOf("#", 0);
  if (query < 0) return fragment < 0 ? url.length : fragment;
  return fragment < 0 || query < fragment ? query : fragment;
}

export function refuseNested(where: string, url: string): SfFault {
  return new SfFault(400, "INVALID_FIELD", `${where} can't contain composite, batch, tree or graph requests: ${url}`);
}

/** Refuses a composite or batch request that is itself a subrequest of one. */
export function refuseIfSubrequest(ctx: OperationContext, where: string): void {
  if (ctx.request.headers.get(SUBREQUEST_MARK.name) === SUBREQUEST_MARK.value) throw refuseNested(where, ctx.url.pathname);
}

/** A subrequest's method, upper-cased; undefined when it is not one Salesforce's REST API takes. */
export function subrequestMethod(method: unknown): string | undefined {
  const upper = typeof method === "string" ? method.toUpperCase() : undefined;
  return upper && METHODS.has(upper) ? upper : undefined;
}

/** `httpHeaders` as valid request headers (absent is none); undefined when they cannot be sent. */
export function subrequestHeaders(headers: unknown): Record<string, string> | undefined {
  if (headers === undefined || headers === null) return {};
  if (typeof headers !== "object" || Array.isArray(headers)) return undefined;
  const out: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== "string") return undefined;
    try {
      new Headers([[name, value]]);
    } catch {
      return undefined;
    }
    out[name] = value;
  }
  return out;
}

const MAX_QUERY_URL = 3 * MAX_SOQL_LENGTH + 1_000;
const statementTooLong = () => SF_ERRORS.malformedQuery(STATEMENT_TOO_LONG).toResponse();

/**
 * Runs one subrequest in-process with the caller's session and the subrequest mark. Once the request
 * has used its work budget, the subrequest is answered QUERY_TIMEOUT without running, as a subrequest
 * that ran too long is: each keeps its own result, and allOrNone and graphs roll back as for any failure.
 */
export function dispatchSubrequest(ctx: OperationContext, method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  try {
    checkWorkBudget();
  } catch (error) {
    if (WorkBudgetExceeded.is(error)) return Promise.resolve(SF_ERRORS.queryTimeout().toResponse());
    throw error;
  }
  // A query string longer than any 100,000-character statement can be, even percent-encoded, is refused
  // before the dispatcher parses its url (a few milliseconds each at that size, 25 times over).
  if (path.length > MAX_QUERY_URL && isQuery(path)) return Promise.resolve(statementTooLong());
  const sent = new Headers(headers);
  sent.set("authorization", ctx.request.headers.get("authorization") ?? "");
  sent.set(SUBREQUEST_MARK.name, SUBREQUEST_MARK.value);
  return ctx.dispatch(method, path, { body, headers: sent });
}
