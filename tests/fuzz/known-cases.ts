// The distinct failures the fuzzer found (npm run fuzz), each as its smallest reproducing request.
// known-cases.test.ts replays them; add one here for every new distinct failure the fuzzer reports.
import type { FuzzContext } from "./context.ts";
import type { FuzzRequest } from "./wire.ts";

export interface KnownCase {
  /** What goes wrong, and where it comes from. */
  name: string;
  /** `surface METHOD /path/{template}`, as the fuzz report names it. */
  operation: string;
  /** The request, or how to make it from the target's real values (run ids and the like). */
  request: FuzzRequest | ((context: FuzzContext) => FuzzRequest);
  /** Send it this many times (for failures that need state built by earlier requests). */
  repeat?: number;
}

const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** A task the service accepts (the fixture CRM dataset's first one). */
const TASK = {
  id: "add-contact",
  ticket: "Add Ada Lovelace as a contact at Acme.",
  seed: { salesforce: { Account: [{ Id: "001000000000001AAA", Name: "Acme" }] } },
  assertions: [{ plugin: "record-count", requirement: "One contact", options: { pack: "salesforce", collection: "Contact", equals: 1 } }],
};

const V = "/services/data/v67.0";
const query = (soql: string) => `${V}/query?q=${encodeURIComponent(soql)}`;

/** A composite request wrapping another, `depth` levels deep, around one create. */
function nestedComposite(depth: number): unknown {
  let body: unknown = { compositeRequest: [{ method: "POST", url: `${V}/sobjects/Account`, referenceId: "innermost", body: { Name: "Deep" } }] };
  for (let i = 0; i < depth; i++) body = { compositeRequest: [{ method: "POST", url: `${V}/composite`, referenceId: `level${i}`, body }] };
  return body;
}

export const KNOWN_CASES: KnownCase[] = [
  {
    name: "PUT /api/v1/datasets/% (a malformed %-escape as the slug) is 500: Elysia decodes the param as null, \"null\" passes the slug pattern, SQLite refuses NOT NULL datasets.slug",
    operation: "control PUT /api/v1/datasets/{slug}",
    request: { surface: "control", method: "PUT", path: "/api/v1/datasets/%", auth: "key", ...json({ name: "x", tasks: [TASK] }) },
  },
  {
    name: "create-snapshot with a seed collection named toString is 500 (seed.ts: the records map's prototype member is taken for a collection)",
    operation: "control POST /providers/{slug}/create-snapshot",
    request: { surface: "control", method: "POST", path: "/providers/salesforce/create-snapshot", auth: "key", ...json({ seed: { toString: [{ Name: "x" }] } }) },
  },
  {
    name: "create-snapshot with a seed collection named constructor is 500 (as toString)",
    operation: "control POST /providers/{slug}/create-snapshot",
    request: { surface: "control", method: "POST", path: "/providers/salesforce/create-snapshot", auth: "key", ...json({ seed: { constructor: [{ Name: "x" }] } }) },
  },
  {
    name: "SOQL date literal LAST_N_DAYS:99999999999 is 500 UNKNOWN_EXCEPTION (RangeError: Invalid Date in date-literals.ts)",
    operation: "salesforce GET /services/data/{version}/query",
    request: { surface: "salesforce", method: "GET", path: query("SELECT Id FROM Account WHERE CreatedDate = LAST_N_DAYS:99999999999"), auth: "token" },
  },
  {
    name: "the same date literal through queryAll is 500",
    operation: "salesforce GET /services/data/{version}/queryAll",
    request: { surface: "salesforce", method: "GET", path: `${V}/queryAll?q=${encodeURIComponent("SELECT Id FROM Account WHERE CreatedDate = LAST_N_DAYS:99999999999")}`, auth: "token" },
  },
  {
    name: "a LIKE pattern of many % never answers (catastrophic regex backtracking in likePattern)",
    operation: "salesforce GET /services/data/{version}/query",
    request: { surface: "salesforce", method: "GET", path: query(`SELECT Id FROM Account WHERE Name LIKE '${"%".repeat(30)}z'`), auth: "token" },
  },
  {
    name: "the same LIKE pattern inside a composite/batch subrequest never answers",
    operation: "salesforce POST /services/data/{version}/composite/batch",
    request: { surface: "salesforce", method: "POST", path: `${V}/composite/batch`, auth: "token", ...json({ batchRequests: [{ method: "GET", url: query(`SELECT Id FROM Account WHERE Name LIKE '${"%".repeat(30)}z'`).slice("/services/data/".length) }] }) },
  },
  {
    name: "composite/sobjects POST with records: [null] is 500 (TypeError: null is not an object, evaluating record.attributes)",
    operation: "salesforce POST /services/data/{version}/composite/sobjects",
    request: { surface: "salesforce", method: "POST", path: `${V}/composite/sobjects`, auth: "token", ...json({ records: [null] }) },
  },
  {
    name: "composite/sobjects PATCH with records: [null] is 500 (as POST)",
    operation: "salesforce PATCH /services/data/{version}/composite/sobjects",
    request: { surface: "salesforce", method: "PATCH", path: `${V}/composite/sobjects`, auth: "token", ...json({ records: [null] }) },
  },
  {
    name: "composite nested 1,500 levels deep runs every level: seconds of CPU past the budget (or no answer)",
    operation: "salesforce POST /services/data/{version}/composite",
    request: { surface: "salesforce", method: "POST", path: `${V}/composite`, auth: "token", ...json(nestedComposite(1500)) },
  },
  {
    name: "the OAuth token endpoint answers a body that is not a form with [{errorCode: JSON_PARSER_ERROR}], not {error, error_description}",
    operation: "salesforce POST /services/oauth2/token",
    request: { surface: "salesforce", method: "POST", path: "/services/oauth2/token", auth: "none", headers: { "content-type": "text/plain" }, body: "grant_type=password" },
  },
];
