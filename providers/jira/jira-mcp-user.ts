// The seed's `mcp_user`: who a task world's credential (sent as the bearer) and MCP tool calls act as when
// the MCP request's own credential names no one (jira-auth.ts `defaultActor`). Given as an accountId or an
// email, checked when the world is built (an unknown or deactivated user refuses it with a 400) and kept
// as the site record's `mcpUserAccountId`, where the jira-jql grader's `currentUser()` finds it too.
import { SeedError, type JsonRecord, type SeedRecords } from "../../core/pack/index.ts";
import { COLLECTIONS } from "./records.ts";
import { SITE_KEY } from "./seed.ts";

/** Said when a world is given `config` (the field lived there until issue 27). */
export const JIRA_CONFIG_HINT =
  "Who the MCP tools act as is set in the seed now: move config.jira.mcp_user to seed.jira.mcp_user (or send an MCP request with a user's credential, Authorization: Basic base64(email:token)).";

/** The seeded user `ref` names by accountId or email (any case), or undefined. */
export function userByRef(users: readonly JsonRecord[], ref: string): JsonRecord | undefined {
  const lower = ref.toLowerCase();
  return users.find((u) => u.accountId === ref) ?? users.find((u) => typeof u.emailAddress === "string" && u.emailAddress.toLowerCase() === lower);
}

/** The records with the seed's `mcp_user` on the site record; the records unchanged without one. */
export function withMcpUser(seed: JsonRecord | undefined, records: SeedRecords): SeedRecords {
  const given = seed?.mcp_user;
  if (typeof given !== "string") return records;
  const ref = given.trim();
  const user = userByRef((records[COLLECTIONS.users] ?? []).map((row) => row.record), ref);
  if (!user) throw new SeedError(`seed.jira.mcp_user: no seeded user has the accountId or email ${JSON.stringify(ref)}`);
  if (user.active === false) throw new SeedError(`seed.jira.mcp_user: ${String(user.displayName)} is deactivated`);
  const site = (records[COLLECTIONS.site] ?? []).map((row) => (row.id === SITE_KEY ? { id: row.id, record: { ...row.record, mcpUserAccountId: user.accountId } } : row));
  return { ...records, [COLLECTIONS.site]: site };
}
