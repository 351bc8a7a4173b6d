// JSON Schema of the slack pack's seed: Slack's own field names, ids as Slack formats them.
import { ID_PATTERNS, TS_PATTERN } from "./slack-ids.ts";

const id = (pattern: string) => ({ type: "string", pattern });
const ts = { type: "string", pattern: TS_PATTERN };
const text = { type: "string" };
const textOrValue = {
  description: "A string, or Slack's { value, creator, last_set } object",
  oneOf: [text, { type: "object", properties: { value: text, creator: text, last_set: { type: "integer" } }, required: ["value"] }],
};

const user = {
  type: "object",
  description: "A user as users.info returns it; missing fields get Slack's defaults",
  required: ["id", "name"],
  properties: {
    id: id(ID_PATTERNS.user),
    name: { type: "string", minLength: 1 },
    real_name: text,
    deleted: { type: "boolean" },
    tz: text,
    is_admin: { type: "boolean" },
    is_owner: { type: "boolean" },
    is_bot: { type: "boolean" },
    is_restricted: { type: "boolean" },
    is_ultra_restricted: { type: "boolean" },
    profile: { type: "object", properties: { email: text, display_name: text, title: text, first_name: text, last_name: text } },
  },
};

const conversation = {
  type: "object",
  description: "A conversation as conversations.info returns it, plus its members",
  required: ["id"],
  properties: {
    id: id(ID_PATTERNS.conversation),
    name: { type: "string", pattern: "^[a-z0-9][a-z0-9._-]{0,79}$" },
    is_private: { type: "boolean" },
    is_im: { type: "boolean" },
    is_archived: { type: "boolean" },
    is_general: { type: "boolean" },
    user: { ...id(ID_PATTERNS.user), description: "The other user of a direct message (is_im)" },
    creator: id(ID_PATTERNS.user),
    members: { type: "array", items: id(ID_PATTERNS.user), uniqueItems: true },
    topic: textOrValue,
    purpose: textOrValue,
    created: { type: "integer", minimum: 0 },
  },
};

const message = {
  type: "object",
  required: ["channel"],
  properties: {
    channel: id(ID_PATTERNS.conversation),
    user: id(ID_PATTERNS.user),
    text,
    ts: { ...ts, description: "Omitted: taken from the world's clock, increasing per channel" },
    thread_ts: { ...ts, description: "The parent's ts: this message is a reply in that thread" },
    reactions: {
      type: "array",
      items: { type: "object", required: ["name", "users"], properties: { name: { type: "string", minLength: 1 }, users: { type: "array", items: id(ID_PATTERNS.user) } } },
    },
  },
};

const usergroup = {
  type: "object",
  description: "A user group (@handle) as usergroups.list returns it; missing fields get Slack's defaults",
  required: ["id", "handle", "name"],
  properties: {
    id: id(ID_PATTERNS.usergroup),
    handle: { type: "string", pattern: "^[a-z0-9][a-z0-9._-]{0,79}$", description: "Unique among usergroups: @handle mentions the group" },
    name: { type: "string", minLength: 1 },
    description: text,
    users: { type: "array", items: id(ID_PATTERNS.user), uniqueItems: true },
    created_by: id(ID_PATTERNS.user),
    date_create: { type: "integer", minimum: 0 },
    date_delete: { type: "integer", minimum: 0, description: "Non-zero: the group is disabled (shown only with include_disabled)" },
  },
};

export const slackSeedSchema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Slack seed",
  description: "A workspace: team, users, conversations, messages, usergroups and API tokens. Empty: a default workspace with a bot and #general.",
  type: "object",
  properties: {
    team: { type: "object", required: ["id", "name"], properties: { id: id(ID_PATTERNS.team), name: { type: "string", minLength: 1 }, domain: { type: "string", pattern: "^[a-z0-9-]+$" } } },
    users: { type: "array", items: user },
    conversations: { type: "array", items: conversation },
    messages: { type: "array", items: message },
    tokens: {
      type: "array",
      items: { type: "object", required: ["token", "user"], properties: { token: { type: "string", pattern: "^xox[bpa]-[A-Za-z0-9-]+$" }, user: id(ID_PATTERNS.user) } },
    },
    usergroups: { type: "array", items: usergroup },
    mcp_user: {
      type: "string",
      minLength: 1,
      maxLength: 256,
      description:
        "Who the world's MCP tools act as when the MCP request's own token names no user: a seeded user's id (U0ADA), email, handle (ada) or full name. Default: the workspace's bot. Web API calls always act as their token's user.",
    },
  },
} as const;

/** One seeded user; a person's `slack` entry in a task's people takes the same fields. */
export const seedUserSchema = user;
