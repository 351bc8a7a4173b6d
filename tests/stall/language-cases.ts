// The query languages at their largest, on every path that takes them: SOQL through REST, composite
// batch, a bulk query job; SOSL; GraphQL aliases; JQL; Slack search; mail search and recipients.
// Which world each runs in is the case's surface; sizes come from `LanguageSizes`.
import { encodeLoose } from "../fuzz/weird-values.ts";
import { graphqlAliases, jqlOrs, recipients, searchTerms, soqlLike, soqlOrs, soqlOrsWithin, soslOrs } from "./query-texts.ts";
import { stallCase, type StallCase } from "./stall-case.ts";

export interface LanguageSizes {
  /** OR terms in a query sent in a body (MCP, composite/batch, bulk, JQL). */
  orTerms: number;
  /** Characters of a query sent in the URL (Salesforce caps SOQL at 100,000). */
  urlQueryChars: number;
  aliases: number;
  /** SOSL terms in a search URL (each is ~14 characters of the URL's 16 KiB). */
  soslTerms: number;
  searchTerms: number;
  recipients: number;
}

const V = "/services/data/v67.0";
const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "content-type": "application/json" } });
const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
const get = (path: string) => ({ method: "GET", path, auth: "token" as const });
const post = (path: string, body: { body: string; headers: Record<string, string> }) => ({ method: "POST", path, auth: "token" as const, ...body });

const salesforce = (s: LanguageSizes): StallCase[] => [
  stallCase("salesforce", "GET /services/data/{version}/query", "or-terms", get(`${V}/query?q=${encodeLoose(soqlOrsWithin(s.urlQueryChars))}`)),
  stallCase("salesforce", "GET /services/data/{version}/queryAll", "like-pattern", get(`${V}/queryAll?q=${encodeLoose(soqlLike(Math.floor(s.urlQueryChars / 3)))}`)),
  // Past the listener's header limit: the refusal must still be in the surface's shape.
  stallCase("salesforce", "GET /services/data/{version}/query", "url-too-long", get(`${V}/query?q=${encodeLoose(soqlOrsWithin(60_000))}`)),
  // Past Salesforce's 100,000-character cap, in a body: a quick 400, whatever it holds.
  stallCase("salesforce", "POST /services/data/{version}/composite/batch", "over-length", post(`${V}/composite/batch`, json({ batchRequests: [{ method: "GET", url: `v67.0/query?q=${encodeLoose(soqlOrsWithin(120_000))}` }] }))),
  stallCase("salesforce", "POST /services/data/{version}/composite/batch", "or-terms", post(`${V}/composite/batch`, json({ batchRequests: [{ method: "GET", url: `v67.0/query?q=${encodeLoose(soqlOrs(s.orTerms))}` }] }))),
  stallCase("salesforce", "POST /services/data/{version}/composite", "or-terms", post(`${V}/composite`, json({ compositeRequest: [{ method: "GET", url: `${V}/query?q=${encodeLoose(soqlOrs(s.orTerms))}`, referenceId: "q" }] }))),
  stallCase("salesforce", "POST /services/data/{version}/jobs/query", "or-terms", post(`${V}/jobs/query`, json({ operation: "query", query: soqlOrs(s.orTerms) })), { settleMs: 1_500 }),
  stallCase("salesforce", "POST /services/data/{version}/jobs/query", "all-rows", post(`${V}/jobs/query`, json({ operation: "query", query: "SELECT Id, Name, Description, Industry FROM Account" })), { settleMs: 1_500 }),
  stallCase("salesforce", "GET /services/data/{version}/search", "or-terms", get(`${V}/search?q=${encodeLoose(soslOrs(s.soslTerms))}`)),
  stallCase("salesforce", "POST /services/data/{version}/parameterizedSearch", "or-terms", post(`${V}/parameterizedSearch`, json({ q: searchTerms(s.searchTerms), sobjects: [{ name: "Account" }], fields: ["Id", "Name"] }))),
  stallCase("salesforce", "POST /services/data/{version}/graphql", "aliases", post(`${V}/graphql`, json({ query: graphqlAliases(s.aliases) }))),
];

const jira = (s: LanguageSizes): StallCase[] => [
  stallCase("jira", "POST /rest/api/3/search/jql", "or-terms", post("/rest/api/3/search/jql", json({ jql: jqlOrs(s.orTerms), maxResults: 5000, fields: ["*all"] }))),
  stallCase("jira", "GET /rest/api/3/search/jql", "all-rows", get(`/rest/api/3/search/jql?jql=${encodeLoose("project = OPS ORDER BY created DESC")}&maxResults=999999999&fields=*all&expand=renderedFields,names,changelog`)),
  stallCase("jira", "POST /rest/api/3/search/approximate-count", "or-terms", post("/rest/api/3/search/approximate-count", json({ jql: jqlOrs(s.orTerms) }))),
  stallCase("jira", "POST /rest/api/3/search/jql", "text-wildcards", post("/rest/api/3/search/jql", json({ jql: `text ~ "${"a*".repeat(2_000)}" OR summary ~ "${"?".repeat(4_000)}"`, maxResults: 5000 }))),
];

const slack = (s: LanguageSizes): StallCase[] => [
  stallCase("slack", "POST /api/search.messages", "search-terms", post("/api/search.messages", form({ query: searchTerms(s.searchTerms), count: "1000" }))),
  stallCase("slack", "GET /api/search.messages", "search-terms", get(`/api/search.messages?query=${encodeLoose(searchTerms(Math.min(s.searchTerms, 600)))}&count=999999999`)),
  stallCase("slack", "GET /api/conversations.history", "huge-limit", get("/api/conversations.history?channel=C0GENERAL&limit=999999999")),
  stallCase("slack", "POST /api/chat.postMessage", "deep-blocks", post("/api/chat.postMessage", { body: `{"channel":"C0GENERAL","text":"deep","blocks":[${'{"type":"section","elements":['.repeat(5_000)}${"]}".repeat(5_000)}]}`, headers: { "content-type": "application/json" } }), { expect4xx: true }),
];

const mail = (s: LanguageSizes): StallCase[] => [
  stallCase("mail", "GET /search", "search-terms", get(`/search?q=${encodeLoose(searchTerms(Math.min(s.searchTerms, 600)))}`)),
  stallCase("mail", "GET /api/messages", "search-terms", get(`/api/messages?q=${encodeLoose(searchTerms(Math.min(s.searchTerms, 600)))}`)),
  stallCase("mail", "POST /compose", "recipients", post("/compose", form({ to: recipients(s.recipients), subject: "All hands", body: "Hello", intent: "send" }))),
  stallCase("mail", "POST /api/messages", "recipients", post("/api/messages", json({ to: recipients(s.recipients).split(", "), subject: "All hands", body: "Hello" }))),
];

const BY_SURFACE: Record<string, (s: LanguageSizes) => StallCase[]> = { salesforce, jira, slack, mail };

/** The language cases of the installed packs. */
export const languageCases = (installed: string[], sizes: LanguageSizes): StallCase[] => installed.flatMap((slug) => BY_SURFACE[slug]?.(sizes) ?? []);
