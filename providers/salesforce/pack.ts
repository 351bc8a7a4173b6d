import { definePack } from "../../core/pack/index.ts";
import { openapi } from "./openapi/index.ts";
import { normalizeSeedSteps, seedSchema } from "./seed.ts";
import { seedExample } from "./seed-example.ts";
import { salesforcePeople } from "./seed-people.ts";
import { salesforceGenerate } from "./volume/generate-records.ts";
import { applyConfig, configSchema } from "./config.ts";
import { classifySfResult, SF_ERRORS, sfError } from "./sf-errors.ts";
import { listApiVersions, listResources } from "./operations/versions.ts";
import { describeGlobal, describeSObject, sobjectInfo } from "./operations/sobjects.ts";
import { createRecord, deleteRecord, getRecord, updateRecord } from "./operations/records.ts";
import { query, queryAll, queryMore } from "./operations/query.ts";
import { parameterizedSearch, search } from "./operations/search.ts";
import { graphql } from "./operations/graphql.ts";
import { getByExternalId, upsertByExternalId } from "./operations/upsert.ts";
import { composite } from "./operations/composite.ts";
import { compositeBatch } from "./operations/composite-batch.ts";
import { createCollection, deleteCollection, retrieveCollection, updateCollection, upsertCollection } from "./operations/composite-sobjects.ts";
import { limits } from "./operations/limits.ts";
import { compositeTree } from "./operations/composite-tree.ts";
import { compositeGraph } from "./operations/composite-graph.ts";
import { recordCount } from "./operations/record-counts.ts";
import { recentItems } from "./operations/recent.ts";
import { getDeleted, getUpdated } from "./operations/updated-deleted.ts";
import { describeApprovalLayouts, describeCompactLayouts, describeLayoutForRecordType, describeLayouts, describeNamedLayout } from "./operations/layouts.ts";
import { describeListView, getListView, listViewResults, listViews } from "./operations/listviews.ts";
import { tabs } from "./operations/tabs.ts";
import { theme } from "./operations/theme.ts";
import { isTokenRequest, oauthError, refuseUnreadableToken, requestToken, revokeToken } from "./operations/oauth.ts";
import { authorizeLogin, authorizePage } from "./operations/oauth-authorize.ts";
import { identity, userInfo } from "./operations/identity.ts";
import { AUTH_CODES, REFRESH_TOKENS, SESSIONS } from "./session-tokens.ts";
import { withLimitInfo } from "./api-usage.ts";
import { CREDENTIALS, sessionRefused } from "./sf-session.ts";
import { salesforceTools } from "./tools/index.ts";
import { salesforceMcpProfiles } from "./mcp-profiles/index.ts";
import { depthPast, tooDeepMessage } from "./json-depth.ts";
import { salesforceRecords } from "./record-names.ts";
import { BULK_COLLECTIONS, bulkOperations } from "./bulk/index.ts";
import { soapCall } from "./soap/soap-call.ts";
import { withSoapFaults } from "./soap/soap-pack-errors.ts";
import { worldOfRequest } from "./soap/soap-routing.ts";
import { toolingQuery, toolingQueryMore } from "./tooling/tooling-query.ts";
import { salesforceFaults } from "./sf-faults.ts";

/** Operations a real org serves without a session (a SOAP call's session is in its envelope: soap/). */
const PUBLIC_OPERATIONS = new Set(["listApiVersions", "requestToken", "revokeToken", "authorizePage", "authorizeLogin", "soapCall"]);

export default definePack({
  slug: "salesforce",
  kind: "api",
  title: "Salesforce-compatible CRM",
  openapi,
  // A task's people become Users, and Contacts where they say so (seed-people.ts).
  seed: { schema: seedSchema, normalize: normalizeSeedSteps, example: seedExample, people: salesforcePeople, generate: salesforceGenerate },
  config: { schema: configSchema, apply: applyConfig },
  // The SOAP endpoints answer every failure as a SOAP fault (soap/soap-pack-errors.ts).
  errors: withSoapFaults({
    notFound: () => SF_ERRORS.notFound().toResponse(),
    // The token endpoint is OAuth's, not the REST API's: its errors are `{ error, error_description }`.
    methodNotAllowed: (request, allowed) =>
      isTokenRequest(request) ? oauthError(400, "invalid_request", "must use HTTP POST") : SF_ERRORS.methodNotAllowed(request.method, allowed).toResponse(),
    invalidJson: (message, request) => (isTokenRequest(request) ? refuseUnreadableToken(request) : sfError(400, "JSON_PARSER_ERROR", message)),
    // The core checks path parameters only (openapi's x-understudy-validate): a path naming no version is no resource.
    invalidRequest: (problems) =>
      problems[0]?.in === "path" ? SF_ERRORS.notFound().toResponse() : sfError(400, "JSON_PARSER_ERROR", problems.map((p) => p.message).join("; ")),
    internal: (message, request) => (isTokenRequest(request) ? oauthError(500, "server_error", message) : sfError(500, "UNKNOWN_EXCEPTION", message)),
    // A task world without its credential: what Salesforce answers a bad or expired session.
    unauthorized: () => SF_ERRORS.invalidSession().toResponse(),
    // Work past the service's budget (WORK_BUDGET_MS): what Salesforce answers a query that runs too long.
    workBudgetExceeded: (_message, request) =>
      isTokenRequest(request) ? oauthError(503, "temporarily_unavailable", "the request took too long; try again") : SF_ERRORS.queryTimeout().toResponse(),
    // A world past its byte quota (MAX_WORLD_BYTES / MAX_ORG_BYTES): what Salesforce answers DML in a full org.
    quotaExceeded: (message, request) =>
      isTokenRequest(request) ? oauthError(503, "temporarily_unavailable", message) : sfError(400, "STORAGE_LIMIT_EXCEEDED", `storage limit exceeded: ${message}`),
    // A body past the service's limit (MAX_MOCK_BODY_BYTES), with Salesforce's code for an oversized request.
    payloadTooLarge: (limit, request) =>
      isTokenRequest(request)
        ? oauthError(413, "invalid_request", `request body exceeds ${limit} bytes`)
        : sfError(413, "EXCEEDED_MAX_SIZE_REQUEST", `The size of the request body exceeded ${limit} bytes.`),
  }),
  // Injected faults (docs/worlds.md "Faults"): REQUEST_LIMIT_EXCEEDED, UNKNOWN_EXCEPTION, as Salesforce answers them.
  faults: salesforceFaults,
  // Clients that resolve "/services/..." against the url's origin lose the world prefix: the token names
  // the world, sent as a Bearer token or in a SOAP envelope's session header (soap/soap-routing.ts).
  worldFromCredential: worldOfRequest,
  // Any token works, but like a real org the API refuses a request that carries none, a token of another
  // org and a revoked one (docs/salesforce.md "Sessions").
  // A body nested deeper than Salesforce's parser takes is refused before any handler reads it.
  guard: (ctx, operationId) => {
    if (PUBLIC_OPERATIONS.has(operationId)) return undefined;
    const auth = ctx.request.headers.get("authorization") ?? "";
    if (!/^(Bearer|OAuth)\s+\S+/i.test(auth) || sessionRefused(ctx)) return SF_ERRORS.invalidSession().toResponse();
    const depth = depthPast(ctx.body);
    return depth === undefined ? undefined : SF_ERRORS.jsonParser(tooDeepMessage(depth)).toResponse();
  },
  tools: salesforceTools,
  mcpProfiles: salesforceMcpProfiles,
  // A tool's failed call reads as Salesforce's errors: "REQUIRED_FIELD_MISSING: Required fields are missing: [LastName]".
  classifyResult: classifySfResult,
  // Users' passwords (for the password grant): never shown to graders.
  private: [CREDENTIALS, SESSIONS, REFRESH_TOKENS, AUTH_CODES, ...BULK_COLLECTIONS],
  // Deleted rows stay in the store (recycle bin, queryAll) but are gone for grading.
  isLive: (_collection, record) => record.IsDeleted !== true,
  // How grading reports name its records (record-names.ts).
  records: salesforceRecords,
  // Every REST answer carries the org's API usage, as Salesforce's do.
  onResponse: (ctx, response, operationId) => (PUBLIC_OPERATIONS.has(operationId) ? response : withLimitInfo(ctx, response)),
  operations: {
    listApiVersions, listResources, limits, describeGlobal, describeSObject, sobjectInfo,
    createRecord, getRecord, updateRecord, deleteRecord, getByExternalId, upsertByExternalId,
    query, queryAll, queryMore,
    search, parameterizedSearch, graphql,
    composite, compositeBatch, createCollection, updateCollection, deleteCollection, retrieveCollection, upsertCollection,
    compositeTree, compositeGraph, recordCount, recentItems, getUpdated, getDeleted, tabs, theme,
    describeLayouts, describeLayoutForRecordType, describeNamedLayout, describeCompactLayouts, describeApprovalLayouts,
    listViews, getListView, describeListView, listViewResults,
    requestToken, revokeToken, authorizePage, authorizeLogin, userInfo, identity,
    toolingQuery, toolingQueryMore, soapCall,
    ...bulkOperations,
  },
});
