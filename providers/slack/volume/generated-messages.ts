// Generated message history (`$generate.messages`): spread over the workspace's channels, each channel's
// messages in time order over the last 90 days, written by its members, about one in six a reply in a
// recent thread of the channel. Built as seeded messages are (normalizeMessages), a batch of channels at a time.
import { drawSamples, fakerSchema, type JsonRecord, type VolumeRandom } from "../../../core/pack/index.ts";
import { normalizeMessages } from "../seed-messages.ts";
import { formatTs, messageKey } from "../slack-ids.ts";

const TEXT = fakerSchema({ a: "hacker.phrase", b: "company.buzzPhrase", c: "company.catchPhrase" });
const SPAN_SECONDS = 90 * 86_400;
const MESSAGES_PER_STEP = 500;

export interface MessageContext {
  random: VolumeRandom;
  teamId: string;
  now: Date;
  /** Channels messages go to (not direct messages, not archived). */
  channels: JsonRecord[];
  users: Map<string, JsonRecord>;
  /** Keys (`channel/ts`) of the hand-written messages, which generated ones avoid. */
  taken: Set<string>;
}

type Row = { id: string; record: JsonRecord };

export function* generateMessages(count: number, ctx: MessageContext): Generator<void, Row[]> {
  const samples = drawSamples(TEXT, 256);
  const texts = samples.flatMap((s) => [String(s.a), `Should we ${String(s.b)}?`, `${String(s.c)}, anyone?`]);
  const perChannel = new Map<JsonRecord, number>();
  for (let i = 0; i < count; i++) {
    const channel = ctx.random.pick(ctx.channels);
    perChannel.set(channel, (perChannel.get(channel) ?? 0) + 1);
  }
  const everyone = [...ctx.users.keys()];
  const channelIds = new Set(ctx.channels.map((c) => String(c.id)));
  const out: Row[] = [];
  let batch: JsonRecord[] = [];
  const flush = () => {
    out.push(...normalizeMessages(batch, { now: ctx.now, teamId: ctx.teamId, channels: channelIds, users: ctx.users, defaultUser: everyone[0]! }));
    batch = [];
  };
  for (const [channel, k] of perChannel) {
    const members = (channel.members as string[]).filter((id) => ctx.users.has(id));
    const authors = members.length ? members : everyone;
    const parents: string[] = [];
    const start = Math.floor(ctx.now.getTime() / 1000) - SPAN_SECONDS;
    for (let j = 0; j < k; j++) {
      const ts = freeTs(String(channel.id), start + Math.floor(((j + ctx.random.next()) * SPAN_SECONDS) / k), j, ctx.taken);
      const row: JsonRecord = { channel: channel.id, user: ctx.random.pick(authors), text: ctx.random.pick(texts), ts };
      if (parents.length && ctx.random.chance(1 / 6)) row.thread_ts = ctx.random.pick(parents.slice(-5));
      else parents.push(ts);
      batch.push(row);
      if (batch.length >= MESSAGES_PER_STEP) {
        // A batch is built whole (a reply and its parent together): threads start afresh after it.
        flush();
        parents.length = 0;
        yield;
      }
    }
  }
  flush();
  return out;
}

/** A timestamp at `seconds` no hand-written message of the channel has: the `j`th message's own micro part. */
function freeTs(channel: string, seconds: number, j: number, taken: Set<string>): string {
  let micro = 100 + (j % 900_000);
  while (taken.has(messageKey(channel, formatTs(seconds, micro)))) micro++;
  return formatTs(seconds, micro);
}
