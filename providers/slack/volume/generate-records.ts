// The chat pack's `$generate` (docs/slack.md "Generated volume"): workspace members, channels and message
// history next to the seed's own, built with the same code as seeded ones. Members join #general (as
// everyone does) and generated channels; messages go to every channel but direct messages and archived ones.
import { SeedError, volumeRandom } from "../../../core/pack/index.ts";
import type { GenerateContext, JsonRecord, PackGenerate, SeedRecords, SeedSteps } from "../../../core/pack/index.ts";
import { messageKey } from "../slack-ids.ts";
import { generateChannels } from "./generated-channels.ts";
import { generateMessages } from "./generated-messages.ts";
import { generateUsers } from "./generated-users.ts";

export const slackGenerate: PackGenerate = {
  names: () => ["users", "channels", "messages"],
  records: generateRecords,
};

type Row = { id: string; record: JsonRecord };
const keyed = (records: JsonRecord[]): Row[] => records.map((record) => ({ id: String(record.id), record }));

function* generateRecords(counts: Record<string, number>, records: SeedRecords, ctx: GenerateContext): SeedSteps {
  const team = records.team![0]!.record;
  const teamId = String(team.id);
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  const users = (records.users ??= []);
  const conversations = (records.conversations ??= []);
  if (counts.users) {
    const added = yield* generateUsers(counts.users, { random: volumeRandom(ctx.randomSeed, "users"), team, now, users: users.map((r) => r.record) });
    users.push(...keyed(added));
    // Everyone is in #general.
    const general = conversations.find((c) => c.record.is_general === true);
    if (general) general.record = { ...general.record, members: [...(general.record.members as string[]), ...added.map((u) => String(u.id))] };
    yield;
  }
  const active = users.map((r) => r.record).filter((u) => u.deleted !== true);
  const people = active.filter((u) => u.is_bot !== true).map((u) => String(u.id));
  if (counts.channels) {
    const random = volumeRandom(ctx.randomSeed, "channels");
    const everyone = people.length ? people : active.map((u) => String(u.id));
    conversations.push(...keyed(yield* generateChannels(counts.channels, { random, teamId, now, people: everyone, conversations: conversations.map((r) => r.record) })));
    yield;
  }
  if (counts.messages) {
    const messages = (records.messages ??= []);
    const channels = conversations.map((r) => r.record).filter((c) => c.is_im !== true && c.is_archived !== true);
    if (!channels.length) throw new SeedError("seed.slack.$generate.messages: messages need a channel that is not archived; seed or generate one");
    const taken = new Set(messages.map((m) => messageKey(String(m.record.channel), String(m.record.ts))));
    const userMap = new Map(users.map((r) => [r.id, r.record]));
    messages.push(...(yield* generateMessages(counts.messages, { random: volumeRandom(ctx.randomSeed, "messages"), teamId, now: ctx.clock.now(), channels, users: userMap, taken })));
  }
  return records;
}
