// The seed's `mcp_user`: who the world's MCP tools act as when the MCP request's own credential names no
// one (slack-auth.ts `mcpCaller`). Given as a user's id, email, handle or full name, resolved to an id
// when the world is built and kept in the private `auth` record, so an unknown, ambiguous or deactivated
// user refuses the world with a 400 and graders never see the setting.
import { SeedError, type JsonRecord, type SeedRecords } from "../../core/pack/index.ts";
import { AUTH_KEY } from "./seed.ts";
import { resolveUserRef, userLabel } from "./user-ref.ts";

/** Said when a world is given `config` (the field lived there until issue 27). */
export const SLACK_CONFIG_HINT =
  "Who the MCP tools act as is set in the seed now: move config.slack.mcp_user to seed.slack.mcp_user (or send an MCP request with a user's token, Authorization: Bearer xoxp-…).";

/** The records with the seed's `mcp_user` resolved into the `auth` record; the records unchanged without one. */
export function withMcpUser(seed: JsonRecord | undefined, records: SeedRecords): SeedRecords {
  const given = seed?.mcp_user;
  if (typeof given !== "string") return records;
  const ref = given.trim();
  if (ref === "") throw new SeedError("seed.slack.mcp_user: must name a user");
  const found = resolveUserRef((records.users ?? []).map((row) => row.record), ref);
  if ("problem" in found) throw new SeedError(`seed.slack.mcp_user: ${found.problem} in seed.slack.users`);
  if (found.user.deleted === true) throw new SeedError(`seed.slack.mcp_user: ${userLabel(found.user)} is deactivated`);
  const auth = (records.auth ?? []).map((row) => (row.id === AUTH_KEY ? { id: row.id, record: { ...row.record, mcp_user: String(found.user.id) } } : row));
  return { ...records, auth };
}
