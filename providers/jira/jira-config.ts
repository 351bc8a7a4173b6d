// The pack's optional config: `mcp_user`, who a task world's credential (sent as the bearer) and MCP tool
// calls act as, by accountId or email; without it they act as the site admin.
import { SeedError, type JsonRecord, type SeedRecords } from "../../core/pack/index.ts";
import { COLLECTIONS } from "./records.ts";

export interface JiraConfig {
  mcp_user?: string;
}

export const jiraConfigSchema = {
  type: "object",
  properties: { mcp_user: { type: "string", minLength: 1, description: "accountId or email of the seeded user a task's agent acts as (default: the site admin)" } },
  additionalProperties: false,
} as const;

export function applyJiraConfig(config: unknown): JiraConfig {
  const user = (config as JiraConfig | undefined)?.mcp_user?.trim();
  return user ? { mcp_user: user } : {};
}

/** The configured user's record among `users`, or undefined when none is configured. */
export function configuredUser(config: unknown, users: () => JsonRecord[]): JsonRecord | undefined {
  const ref = (config as JiraConfig | undefined)?.mcp_user;
  if (!ref) return undefined;
  return users().find((u) => u.accountId === ref || (typeof u.emailAddress === "string" && u.emailAddress.toLowerCase() === ref.toLowerCase()));
}

/** Refuses a config naming nobody in the seed. */
export function checkMcpUser(config: unknown, records: SeedRecords): void {
  const ref = (config as JiraConfig | undefined)?.mcp_user;
  if (!ref) return;
  const user = configuredUser(config, () => (records[COLLECTIONS.users] ?? []).map((r) => r.record));
  if (!user) throw new SeedError(`config.jira.mcp_user: no seeded user has the accountId or email ${JSON.stringify(ref)}`);
  if (user.active === false) throw new SeedError(`config.jira.mcp_user: ${String(user.displayName)} is deactivated`);
}
