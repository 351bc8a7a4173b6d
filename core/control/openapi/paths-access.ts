// Paths of the access API (docs/api.md "Organization, keys and sessions"): who a request acts as, the
// organization's keys and its browser console sessions.
import { errors, json, jsonRequest, KEYED, pathParam, ref } from "./parts.ts";

const tags = ["access"];
const ADMIN = "The request's key is a member key: only an admin key may do this";

export const accessPaths = {
  "/api/v1/organization": {
    get: {
      operationId: "getOrganization", summary: "The organization, the credential this request uses, and its providers", tags,
      responses: { "200": json(ref("Organization"), "Who the request acts as"), ...errors(KEYED) },
    },
  },
  "/api/v1/keys": {
    get: { operationId: "listKeys", summary: "The organization's keys (never the keys themselves)", tags, responses: { "200": json(ref("ApiKeys"), "Every key"), ...errors(KEYED) } },
    post: {
      operationId: "createKey", summary: "A new key (admin only); a member key unless asked", tags, requestBody: jsonRequest(ref("KeyRequest"), false),
      responses: {
        "201": json(ref("CreatedKey"), "The key, shown this once"),
        ...errors({ ...KEYED, 400: "Not JSON, not an object, an unknown field, a name that is not 1 to 100 characters, or a role other than admin or member", 403: ADMIN }),
      },
    },
  },
  "/api/v1/keys/{keyId}/revoke": {
    post: {
      operationId: "revokeKey", summary: "Revoke a key and every console session made with it (admin only); again: the same answer", tags,
      parameters: [pathParam("keyId", "The key's id (GET /api/v1/keys)")],
      responses: { "200": json(ref("Revoked"), "Revoked, now or before"), ...errors({ ...KEYED, 403: ADMIN, 404: "No such key in your organization (another organization's answers the same)" }) },
    },
  },
  "/api/v1/sessions": {
    get: {
      operationId: "listSessions", summary: "The organization's active browser console sessions", tags,
      responses: { "200": json(ref("ConsoleSessions"), "Active sessions"), ...errors(KEYED) },
    },
  },
  "/api/v1/sessions/{sessionId}/revoke": {
    post: {
      operationId: "revokeSession", summary: "End a console session: an admin any, anyone their own (signing out); again: the same answer", tags,
      parameters: [pathParam("sessionId", "The session's id (GET /api/v1/sessions)")],
      responses: {
        "200": json(ref("Revoked"), "Revoked, now or before"),
        ...errors({ ...KEYED, 403: "Another session, and the request's key is a member key", 404: "No such session in your organization (another organization's answers the same)" }),
      },
    },
  },
};
