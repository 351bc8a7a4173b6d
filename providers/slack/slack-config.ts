// The pack's config: who MCP tool calls act as (`mcp_user`). Checked against the seed's users when the
// world is built, so an unknown, ambiguous or deactivated user refuses the world with a 400.
import { SeedError, type JsonRecord, type SeedRecords } from "../../core/pack/index.ts";
import { resolveUserRef, userLabel } from "./user-ref.ts";

export interface SlackConfig {
  /** A user reference (id, email, handle or full name), as given. */
  mcp_user?: string;
}

export const slackConfigSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Slack world config",
  type: "object",
  properties: {
    mcp_user: {
      type: "string",
      minLength: 1,
      maxLength: 256,
      description:
        "Who the world's MCP tools act as: a seeded user's id (U0ADA), email, handle (ada) or full name. Default: the workspace's bot. Web API calls always act as their token's user.",
    },
  },
  additionalProperties: false,
};

/** The core has checked the schema; what is left is trimming. */
export function applySlackConfig(config: unknown): SlackConfig {
  const ref = (config as SlackConfig).mcp_user?.trim();
  if (ref === undefined) return {};
  if (ref === "") throw new SeedError("config.slack.mcp_user: must name a user");
  return { mcp_user: ref };
}

function mcpUserRef(config: unknown): string | undefined {
  const ref = (config as SlackConfig | undefined)?.mcp_user;
  return typeof ref === "string" && ref !== "" ? ref : undefined;
}

/** Refuses a world whose `mcp_user` names no seeded user, several, or a deactivated one. */
export function checkMcpUser(config: unknown, records: SeedRecords): void {
  const ref = mcpUserRef(config);
  if (ref === undefined) return;
  const users = (records.users ?? []).map((row) => row.record);
  const found = resolveUserRef(users, ref);
  if ("problem" in found) throw new SeedError(`config.slack.mcp_user: ${found.problem} in seed.slack.users`);
  if (found.user.deleted === true) throw new SeedError(`config.slack.mcp_user: ${userLabel(found.user)} is deactivated`);
}

/** The user MCP tool calls act as under this config, or undefined (the workspace's bot). */
export function configuredMcpUser(config: unknown, users: () => JsonRecord[]): JsonRecord | undefined {
  const ref = mcpUserRef(config);
  if (ref === undefined) return undefined;
  const found = resolveUserRef(users(), ref);
  return "user" in found ? found.user : undefined;
}
