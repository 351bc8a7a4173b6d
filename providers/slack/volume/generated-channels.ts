// Generated channels (`$generate.channels`): a name from Faker's departments and nouns, a topic and a
// purpose, members drawn from the workspace's people (the creator among them), created in the past years.
import { drawSamples, fakerSchema, type JsonRecord, type VolumeRandom } from "../../../core/pack/index.ts";
import { completeConversation } from "../seed-conversations.ts";
import { slug, uniqueName, volumeId } from "./volume-ids.ts";

const CHANNEL = fakerSchema({ team: "commerce.department", subject: "hacker.noun", topic: "company.catchPhrase", purpose: "company.buzzPhrase" });
const DAY_SECONDS = 86_400;
const ROWS_PER_STEP = 500;

export interface ChannelContext {
  random: VolumeRandom;
  teamId: string;
  /** Seconds since the epoch. */
  now: number;
  /** Who may be a member: the workspace's people (not bots, not deactivated). */
  people: string[];
  /** The workspace's conversations so far (their ids and names are taken). */
  conversations: JsonRecord[];
}

/** `count` channels, a step (a point to give other tenants a turn) every few hundred. */
export function* generateChannels(count: number, ctx: ChannelContext): Generator<void, JsonRecord[]> {
  const samples = drawSamples(CHANNEL, 256);
  const ids = new Set(ctx.conversations.map((c) => String(c.id)));
  const names = new Set(ctx.conversations.filter((c) => typeof c.name === "string").map((c) => String(c.name)));
  const out: JsonRecord[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % ROWS_PER_STEP === 0) yield;
    const { team, subject, topic, purpose } = ctx.random.mix(samples) as { team: string; subject: string; topic: string; purpose: string };
    const members = pickMembers(ctx.people, ctx.random);
    const created = ctx.now - ctx.random.int(30, 1_000) * DAY_SECONDS;
    const row = {
      id: volumeId("C", i + 1, ids),
      name: uniqueName(`${slug(team)}-${slug(subject)}`.slice(0, 70), names),
      is_private: ctx.random.chance(0.15),
      creator: members[0],
      members,
      topic,
      purpose,
      created,
    };
    out.push(completeConversation(row, { teamId: ctx.teamId, now: created, creator: members[0] ?? "", everyone: ctx.people }));
  }
  return out;
}

/** Between 2 and 40 distinct people (all of them when there are fewer). */
function pickMembers(people: string[], random: VolumeRandom): string[] {
  const size = Math.min(people.length, random.int(2, 40));
  const chosen = new Set<string>();
  while (chosen.size < size) chosen.add(random.pick(people));
  return [...chosen];
}
