// normalizeSlackSeed: the seed shape -> records per collection, with Slack's defaults filled in.
import { SeedError } from "../../core/pack/index.ts";
import type { JsonRecord, SeedRecords, WorldClock, WorldIds } from "../../core/pack/index.ts";
import { completeConversation } from "./seed-conversations.ts";
import { DEFAULT_BOT, DEFAULT_BOT_TOKEN, DEFAULT_GENERAL, completeTeam } from "./seed-defaults.ts";
import { normalizeMessages } from "./seed-messages.ts";
import { completeUser } from "./seed-users.ts";
import { normalizeUsergroups } from "./seed-usergroups.ts";

export interface SlackSeed {
  team?: JsonRecord;
  users?: JsonRecord[];
  conversations?: JsonRecord[];
  messages?: JsonRecord[];
  tokens?: JsonRecord[];
  usergroups?: JsonRecord[];
  /** Who MCP tools act as (slack-mcp-user.ts); resolved after the records are built. */
  mcp_user?: string;
}

/** Key of the one `auth` record: who a token not in `tokens` acts as, if anyone. */
export const AUTH_KEY = "workspace";

export function normalizeSlackSeed(seed: SlackSeed | JsonRecord | undefined, ctx: { clock: WorldClock; ids: WorldIds }): SeedRecords {
  const input = (seed ?? {}) as SlackSeed;
  const nowDate = ctx.clock.now();
  const now = Math.floor(nowDate.getTime() / 1000);
  const team = completeTeam(input.team);
  const teamId = String(team.id);

  const seededUsers = input.users ?? [];
  const tokensSeeded = (input.tokens ?? []).length > 0;
  const needsBot = !tokensSeeded && !seededUsers.some((user) => user.is_bot === true);
  const userRows = needsBot ? [...seededUsers, { ...DEFAULT_BOT }] : seededUsers;
  const emailDomain = `${team.domain}.example`;
  const users = userRows.map((row, index) => completeUser(row, { teamId, now, index, emailDomain }));
  const userById = uniqueBy(users, "id", "users");
  uniqueBy(users, "name", "users");

  const bot = users.find((user) => user.is_bot === true);
  const admin = users.find((user) => user.is_admin === true) ?? users[0];
  const everyone = users.filter((user) => user.deleted !== true).map((user) => String(user.id));
  const conversationRows = input.conversations?.length ? input.conversations : [{ ...DEFAULT_GENERAL }];
  const defaults = { teamId, now, creator: String(admin?.id ?? ""), everyone };
  const conversations = conversationRows.map((row, index) => {
    if (row.is_im !== true && !String(row.id).startsWith("D") && typeof row.name !== "string")
      throw new SeedError(`seed.slack.conversations[${index}]: a channel needs a name`);
    return completeConversation(row, defaults);
  });
  const conversationIds = uniqueBy(conversations, "id", "conversations");
  uniqueBy(conversations.filter((c) => c.is_im !== true), "name", "conversations");
  conversations.forEach((conversation, index) => checkConversationUsers(conversation, index, userById));
  for (const id of conversationIds.keys()) if (userById.has(id)) throw new SeedError(`seed.slack: id ${id} is both a user and a conversation`);

  const messages = normalizeMessages(input.messages ?? [], {
    now: nowDate,
    teamId,
    channels: new Set(conversationIds.keys()),
    users: userById,
    defaultUser: String(bot?.id ?? admin?.id ?? ""),
  });

  const tokenRows = tokensSeeded ? input.tokens ?? [] : bot ? [{ token: DEFAULT_BOT_TOKEN, user: bot.id }] : [];
  const tokens = tokenRows.map((row, index) => tokenRecord(row, index, userById));
  uniqueBy(tokens, "token", "tokens");
  const anyTokenUser = tokensSeeded ? null : String(bot?.id);
  const usergroups = normalizeUsergroups(input.usergroups ?? [], { teamId, now, creator: String(admin?.id ?? ""), users: userById });

  return {
    team: [{ id: teamId, record: team }],
    users: users.map((record) => ({ id: String(record.id), record })),
    conversations: conversations.map((record) => ({ id: String(record.id), record })),
    messages,
    tokens: tokens.map((record) => ({ id: String(record.token), record })),
    auth: [{ id: AUTH_KEY, record: { any_token_user: anyTokenUser } }],
    usergroups,
  };
}

/** Map of records by a field, refusing a repeated value with the collection and the value. */
function uniqueBy(records: JsonRecord[], field: string, collection: string): Map<string, JsonRecord> {
  const seen = new Map<string, JsonRecord>();
  records.forEach((record, index) => {
    const value = String(record[field]);
    if (seen.has(value)) throw new SeedError(`seed.slack.${collection}[${index}]: duplicate ${field} ${JSON.stringify(value)}`);
    seen.set(value, record);
  });
  return seen;
}

function checkConversationUsers(conversation: JsonRecord, index: number, users: Map<string, JsonRecord>): void {
  const at = `seed.slack.conversations[${index}]`;
  for (const member of conversation.members as string[])
    if (!users.has(member)) throw new SeedError(`${at}.members: ${member} is not a seeded user`);
  if (conversation.is_im !== true && !users.has(String(conversation.creator))) throw new SeedError(`${at}.creator: ${conversation.creator} is not a seeded user`);
  if (conversation.is_im === true && !users.has(String(conversation.user)))
    throw new SeedError(`${at}.user: a direct message needs the other user, and ${JSON.stringify(conversation.user ?? null)} is not a seeded user`);
}

function tokenRecord(row: JsonRecord, index: number, users: Map<string, JsonRecord>): JsonRecord {
  const token = String(row.token);
  const user = users.get(String(row.user));
  if (!user) throw new SeedError(`seed.slack.tokens[${index}]: user ${row.user} is not a seeded user`);
  const type = token.startsWith("xoxb-") ? "bot" : "user";
  if (type === "bot" && user.is_bot !== true) throw new SeedError(`seed.slack.tokens[${index}]: a bot token (xoxb-) must belong to a bot user; ${user.id} is not one`);
  return { token, user: user.id, type };
}
