// What the slack MCP tools share: calling a Web API method in-process, schema fragments (declared
// `as const` so `defineTool` types inputs from them), naming channels and users the way people do,
// and compact shapes of Slack's objects for a model to read.
import { ToolError, type JsonRecord, type ToolContext } from "../../../core/pack/index.ts";
import { usersMatching, userLabel } from "../user-ref.ts";

type Answer = Record<string, any>;

/** Calls a method's operation ("chatPostMessage") as a JSON POST; undefined arguments are left out. */
export function slackCall(ctx: ToolContext, operation: string, args: Record<string, unknown> = {}): Promise<Answer> {
  const body = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
  return ctx.callJson<Answer>(operation, { method: "POST", body });
}

/** Every page of a cursor-paged method, concatenating `key` (at most `max` items). */
export async function allPages(ctx: ToolContext, operation: string, key: string, args: Record<string, unknown> = {}, max = 10_000): Promise<Answer[]> {
  const items: Answer[] = [];
  let cursor: string | undefined;
  do {
    const page = await slackCall(ctx, operation, { ...args, limit: 200, cursor });
    items.push(...((page[key] as Answer[] | undefined) ?? []));
    cursor = page.response_metadata?.next_cursor || undefined;
  } while (cursor && items.length < max);
  return items;
}

// ---- schema fragments ----

export const channel = {
  type: "string",
  minLength: 1,
  description: "A conversation id (C0123ABCD, G…, D…) or a channel name (#general or general); slack_list_channels lists them",
} as const;
export const ts = { type: "string", pattern: "^[0-9]{10}\\.[0-9]{6}$", description: "A message timestamp (its id in the channel), e.g. 1700000100.000100" } as const;
export const text = { type: "string", minLength: 1, maxLength: 40000, description: "Message text in Slack mrkdwn (*bold*, _italic_, <@U0123> mentions a user)" } as const;
export const limit = { type: "integer", minimum: 1, maximum: 1000, description: "Items per page (default 100)" } as const;
export const cursor = { type: "string", description: "next_cursor from the previous page" } as const;
export const user = { type: "string", minLength: 1, description: "A user id (U0123ABCD), an email, a handle (@ada) or a full name" } as const;

export const READ = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;
export const WRITE = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false } as const;

// ---- naming channels and users ----

const CONVERSATION_ID = /^[CGD][A-Z0-9]{2,}$/;

/** A conversation id for `ref`: an id as it is, else the channel (public, or private and visible) with that name. */
export async function channelId(ctx: ToolContext, ref: string): Promise<string> {
  const trimmed = ref.trim();
  if (CONVERSATION_ID.test(trimmed)) return trimmed;
  const name = trimmed.replace(/^#/, "").toLowerCase();
  const channels = await allPages(ctx, "conversationsList", "channels", { types: "public_channel,private_channel" });
  const found = channels.find((c) => c.name === name);
  if (!found) throw new ToolError(`channel_not_found: no channel named #${name} that you can see (slack_list_channels lists them)`);
  return String(found.id);
}

/** The one user `ref` names (id, email, handle or full name); a ToolError when none or several. */
export async function findUser(ctx: ToolContext, ref: string): Promise<Answer> {
  const found = usersMatching(await allPages(ctx, "usersList", "members"), ref);
  if (found.length === 1) return found[0]!;
  if (found.length === 0) throw new ToolError(`user_not_found: no user is ${JSON.stringify(ref)} (slack_find_user searches by name or email)`);
  throw new ToolError(`${JSON.stringify(ref)} names ${found.length} users (${found.map(userLabel).join(", ")}); give an id or an email`);
}

// ---- compact shapes ----

const defined = (object: JsonRecord): JsonRecord => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== null));

export function compactUser(u: Answer): JsonRecord {
  return defined({
    id: u.id, name: u.name, real_name: u.real_name || u.profile?.real_name, display_name: u.profile?.display_name || undefined,
    email: u.profile?.email, title: u.profile?.title || undefined, tz: u.tz, is_bot: u.is_bot === true,
    is_admin: u.is_admin === true ? true : undefined, deleted: u.deleted === true ? true : undefined,
  });
}

export function compactChannel(c: Answer): JsonRecord {
  if (c.is_im === true) return defined({ id: c.id, is_im: true, user: c.user });
  return defined({
    id: c.id, name: c.name, is_private: c.is_private === true, is_archived: c.is_archived === true ? true : undefined,
    is_member: c.is_member, num_members: c.num_members, topic: c.topic?.value || undefined, purpose: c.purpose?.value || undefined,
  });
}

export function compactMessage(m: Answer): JsonRecord {
  const reactions = Array.isArray(m.reactions) ? m.reactions.map((r: Answer) => ({ name: r.name, count: r.count ?? r.users?.length, users: r.users })) : undefined;
  const inThread = typeof m.thread_ts === "string";
  return defined({
    ts: m.ts, user: m.user, text: m.text, subtype: m.subtype,
    thread_ts: inThread ? m.thread_ts : undefined,
    reply_count: m.reply_count, reply_users: m.reply_users, latest_reply: m.latest_reply,
    reactions: reactions?.length ? reactions : undefined,
    edited: m.edited ? true : undefined,
    files: Array.isArray(m.files) && m.files.length ? m.files.map((f: Answer) => defined({ id: f.id, name: f.name, title: f.title })) : undefined,
  });
}

/** `next_cursor` when there is a next page (Slack's "" on the last page is left out). */
export const nextCursor = (answer: Answer): string | undefined => answer.response_metadata?.next_cursor || undefined;

/** Handles of the users who wrote `messages` (and reacted or replied), so a model need not look each one up. */
export async function userNames(ctx: ToolContext, messages: Answer[]): Promise<Record<string, string>> {
  const ids = new Set<string>();
  for (const m of messages) {
    if (typeof m.user === "string") ids.add(m.user);
    for (const r of m.reactions ?? []) for (const id of r.users ?? []) ids.add(String(id));
    for (const id of m.reply_users ?? []) ids.add(String(id));
  }
  const names: Record<string, string> = {};
  for (const id of [...ids].sort()) {
    const answer = await ctx.call("usersInfo", { method: "POST", body: { user: id } });
    const body = (await answer.json().catch(() => ({}))) as Answer;
    if (body.ok === true && typeof body.user?.name === "string") names[id] = body.user.name;
  }
  return names;
}
