// Users: search by name or email, list, one user's profile, and who the tools act as.
import { defineTool } from "../../../core/pack/index.ts";
import { READ, allPages, compactUser, cursor, findUser, limit, nextCursor, slackCall, user } from "./shared.ts";

type Answer = Record<string, any>;

const searchable = (u: Answer): string[] =>
  [u.name, u.real_name, u.profile?.display_name, u.profile?.real_name, u.profile?.email].filter((v): v is string => typeof v === "string").map((v) => v.toLowerCase());

export const findUserTool = defineTool({
  name: "slack_find_user",
  description: "Find users by handle, display name, real name or email (case-insensitive; part of a name matches, an email must match whole). Deactivated users are left out.",
  inputSchema: { type: "object", properties: { query: { type: "string", minLength: 1, description: "A name, part of one, or an email address" } }, required: ["query"], additionalProperties: false },
  annotations: { title: "Find a user", ...READ },
  async run(ctx, input) {
    const query = input.query.trim().replace(/^@/, "").toLowerCase();
    const users = await allPages(ctx, "usersList", "members");
    const matches = users.filter((u) => u.deleted !== true && searchable(u).some((v) => (query.includes("@") ? v === query : v.includes(query))));
    return { users: matches.map(compactUser) };
  },
});

export const listUsers = defineTool({
  name: "slack_list_users",
  description: "List the workspace's members: id, handle, names, email, title, time zone, and whether each is a bot, an admin or deactivated.",
  inputSchema: {
    type: "object",
    properties: { limit, cursor, include_deactivated: { type: "boolean", description: "Also list deactivated users (default false)" } },
    additionalProperties: false,
  },
  annotations: { title: "List users", ...READ },
  async run(ctx, input) {
    const answer = await slackCall(ctx, "usersList", { limit: input.limit, cursor: input.cursor });
    const members: Answer[] = (answer.members ?? []).filter((u: Answer) => input.include_deactivated === true || u.deleted !== true);
    return { users: members.map(compactUser), next_cursor: nextCursor(answer) };
  },
});

export const getUser = defineTool({
  name: "slack_get_user",
  description: "Get one user's profile by id, email, handle or full name: names, email, title, phone, time zone, status, bot/admin flags.",
  inputSchema: { type: "object", properties: { user }, required: ["user"], additionalProperties: false },
  annotations: { title: "Get a user's profile", ...READ },
  async run(ctx, input) {
    const ref = input.user.trim();
    const id = /^[UW][A-Z0-9]{2,}$/.test(ref) ? ref : String((await findUser(ctx, ref)).id);
    const { user: u } = await slackCall(ctx, "usersInfo", { user: id });
    const profile = u?.profile ?? {};
    return {
      user: {
        ...compactUser(u ?? {}),
        phone: profile.phone || undefined,
        status_text: profile.status_text || undefined,
        status_emoji: profile.status_emoji || undefined,
        tz_label: u?.tz_label,
        is_owner: u?.is_owner === true ? true : undefined,
      },
    };
  },
});

export const getCurrentUser = defineTool({
  name: "slack_get_current_user",
  description: "Who these tools act as in the workspace (your user id and handle), and the workspace's name and id.",
  inputSchema: { type: "object", properties: {}, additionalProperties: false },
  annotations: { title: "Who am I", ...READ },
  async run(ctx) {
    const me = await slackCall(ctx, "authTest");
    return { user_id: me.user_id, user: me.user, team_id: me.team_id, team: me.team, is_bot: typeof me.bot_id === "string" };
  },
});

export const userTools = [findUserTool, listUsers, getUser, getCurrentUser];
