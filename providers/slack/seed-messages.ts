// Seeded messages: timestamps from the clock where missing, reactions checked, thread fields derived.
import { SeedError } from "../../core/pack/index.ts";
import type { JsonRecord } from "../../core/pack/index.ts";
import { compareTs, isTs, messageKey, nextTs, botIdFor, appIdFor } from "./slack-ids.ts";

export interface MessageContext {
  now: Date;
  teamId: string;
  channels: Set<string>;
  users: Map<string, JsonRecord>;
  /** Author of a message seeded without `user`: the workspace's bot. */
  defaultUser: string;
}

const where = (index: number) => `seed.slack.messages[${index}]`;

/** Message records keyed `channel/ts`, in seed order, with thread parents' reply fields filled in. */
export function normalizeMessages(rows: JsonRecord[], ctx: MessageContext): Array<{ id: string; record: JsonRecord }> {
  const latest = new Map<string, string>();
  rows.forEach((row, index) => {
    const channel = String(row.channel);
    if (!ctx.channels.has(channel)) throw new SeedError(`${where(index)}: channel ${channel} is not a seeded conversation`);
    if (row.ts !== undefined && !isTs(row.ts)) throw new SeedError(`${where(index)}: ts ${JSON.stringify(row.ts)} is not a Slack timestamp ("1700000100.000100")`);
    const ts = row.ts as string | undefined;
    const last = latest.get(channel);
    if (ts !== undefined && (last === undefined || compareTs(ts, last) > 0)) latest.set(channel, ts);
  });
  const byKey = new Map<string, JsonRecord>();
  rows.forEach((row, index) => {
    const channel = String(row.channel);
    let ts = row.ts as string | undefined;
    if (ts === undefined) latest.set(channel, (ts = nextTs(ctx.now, latest.get(channel))));
    const key = messageKey(channel, ts);
    if (byKey.has(key)) throw new SeedError(`${where(index)}: duplicate ts ${ts} in channel ${channel}`);
    const user = typeof row.user === "string" ? row.user : ctx.defaultUser;
    const author = ctx.users.get(user);
    if (!author) throw new SeedError(`${where(index)}: user ${user} is not a seeded user`);
    const record: JsonRecord = { type: "message", channel, user, text: typeof row.text === "string" ? row.text : "", ts, team: ctx.teamId };
    if (author.is_bot === true) Object.assign(record, { bot_id: botIdFor(user), app_id: appIdFor(user) });
    if (row.thread_ts !== undefined) record.thread_ts = row.thread_ts;
    const reactions = checkReactions(row.reactions, ctx.users, index);
    if (reactions.length) record.reactions = reactions;
    byKey.set(key, record);
  });
  linkThreads(byKey);
  return [...byKey].map(([id, record]) => ({ id, record }));
}

function checkReactions(raw: unknown, users: Map<string, JsonRecord>, index: number): JsonRecord[] {
  if (raw === undefined) return [];
  const seen = new Set<string>();
  return (raw as JsonRecord[]).map((reaction, r) => {
    const name = String(reaction.name).replace(/^:|:$/g, "");
    if (seen.has(name)) throw new SeedError(`${where(index)}.reactions[${r}]: duplicate reaction ${name}`);
    seen.add(name);
    const names = (reaction.users as unknown[]).map(String);
    const unknown = names.find((user) => !users.has(user));
    if (unknown) throw new SeedError(`${where(index)}.reactions[${r}]: user ${unknown} is not a seeded user`);
    return { name, users: [...new Set(names)] };
  });
}

/** A reply names its parent by `thread_ts`; the parent gets thread_ts = its ts and the reply summary. */
function linkThreads(byKey: Map<string, JsonRecord>): void {
  let index = 0;
  for (const [key, reply] of byKey) {
    const parentTs = reply.thread_ts as string | undefined;
    if (parentTs !== undefined && parentTs !== reply.ts) {
      const parent = byKey.get(messageKey(String(reply.channel), parentTs));
      const at = `seed.slack.messages[${index}]`;
      if (!parent) throw new SeedError(`${at}: thread_ts ${parentTs} is not a message in channel ${reply.channel}`);
      if (parent.thread_ts !== undefined && parent.thread_ts !== parent.ts) throw new SeedError(`${at}: thread_ts ${parentTs} is itself a reply; reply to its parent ${parent.thread_ts}`);
      if (compareTs(String(reply.ts), parentTs) <= 0) throw new SeedError(`${at}: a reply's ts must come after its parent's (${parentTs})`);
      reply.parent_user_id = parent.user;
      const users = (parent.reply_users as string[] | undefined) ?? [];
      const latest = parent.latest_reply as string | undefined;
      Object.assign(parent, {
        thread_ts: parentTs,
        reply_count: Number(parent.reply_count ?? 0) + 1,
        reply_users: users.includes(String(reply.user)) ? users : [...users, String(reply.user)],
        latest_reply: latest === undefined || compareTs(String(reply.ts), latest) > 0 ? reply.ts : latest,
        is_locked: false,
        subscribed: false,
      });
      parent.reply_users_count = (parent.reply_users as string[]).length;
    }
    index++;
  }
}
