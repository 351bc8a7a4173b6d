// Schemas of the access API's answers (docs/api.md "Organization, keys and sessions").
import { enumOf, nullable, object, ref, str } from "./parts.ts";

const datetime = { type: "string", format: "date-time" };
const role = { ...enumOf(["admin", "member"]), description: "admin: everything, including keys and others' sessions; member: everything else" };
const current = { type: "boolean", description: "Whether this request uses it" };

export const accessSchemas = {
  Organization: object({
    id: str(),
    name: str(),
    credential: object({
      kind: { ...enumOf(["key", "session"]), description: "An API key, or a browser console session made with one" },
      keyId: str("The key the request acts with (a session's: the key it was signed in with)"),
      hint: str("The start and end of that key"),
      role,
      sessionId: nullable(str("The console session, when kind is session")),
      csrfToken: nullable(str("A session's token for X-CSRF-Token on its writes; null for a key")),
    }),
    providers: { type: "array", items: str(), description: "Providers granted to the organization and installed (GET /providers/list)" },
  }),
  ApiKey: object({
    id: str(), name: nullable(str()), hint: str(), role, createdAt: datetime, lastUsedAt: nullable({ ...datetime, description: "To the minute; null: never" }),
    revokedAt: nullable(datetime), current,
  }),
  ApiKeys: object({ keys: { type: "array", items: ref("ApiKey"), description: "Every key of the organization, revoked ones too, oldest first" } }),
  KeyRequest: object(
    { name: { type: "string", minLength: 1, maxLength: 100, description: "A label, without control characters" }, role: { ...role, default: "member" } },
    ["name", "role"],
    { additionalProperties: false },
  ),
  CreatedKey: object({
    id: str(), name: nullable(str()), hint: str(), role, createdAt: datetime,
    key: { type: "string", pattern: "^usk_", description: "The key itself: shown in this answer only, stored as a hash" },
  }),
  Revoked: object({ id: str(), revokedAt: datetime }),
  ConsoleSession: object({
    id: str(), keyId: str("The key it was signed in with"), keyHint: str(), createdAt: datetime, lastSeenAt: { ...datetime, description: "To the minute" },
    expiresAt: datetime, current,
  }),
  ConsoleSessions: object({ sessions: { type: "array", items: ref("ConsoleSession"), description: "Neither revoked nor expired, newest first" } }),
};
