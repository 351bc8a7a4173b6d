// Generated workspace members (`$generate.users`): Faker's names and job titles, a handle unique in the
// workspace, an address on the workspace's domain, and a time zone from a few offices.
import { drawSamples, fakerSchema, type JsonRecord, type VolumeRandom } from "../../../core/pack/index.ts";
import { completeUser } from "../seed-users.ts";
import { slug, uniqueName, volumeId } from "./volume-ids.ts";

const OFFICES = [
  { tz: "America/Los_Angeles", tz_label: "Pacific Standard Time", tz_offset: -28800 },
  { tz: "America/New_York", tz_label: "Eastern Standard Time", tz_offset: -18000 },
  { tz: "Europe/London", tz_label: "Greenwich Mean Time", tz_offset: 0 },
  { tz: "Europe/Berlin", tz_label: "Central European Time", tz_offset: 3600 },
];

const ROWS_PER_STEP = 500;
const PERSON = fakerSchema({ first: "person.firstName", last: "person.lastName", title: "person.jobTitle" });

export interface UserContext {
  random: VolumeRandom;
  team: JsonRecord;
  /** Seconds since the epoch. */
  now: number;
  /** The workspace's users so far (their ids and handles are taken). */
  users: JsonRecord[];
}

/** `count` users, a step (a point to give other tenants a turn) every few hundred. */
export function* generateUsers(count: number, ctx: UserContext): Generator<void, JsonRecord[]> {
  const samples = drawSamples(PERSON, 256);
  const ids = new Set(ctx.users.map((u) => String(u.id)));
  const names = new Set(ctx.users.map((u) => String(u.name)));
  const emailDomain = `${ctx.team.domain}.example`;
  const out: JsonRecord[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % ROWS_PER_STEP === 0) yield;
    const { first, last, title } = ctx.random.mix(samples) as { first: string; last: string; title: string };
    const row = {
      id: volumeId("U", i + 1, ids),
      name: uniqueName(`${slug(first)}.${slug(last)}`, names),
      real_name: `${first} ${last}`,
      profile: { title, first_name: first, last_name: last },
      ...ctx.random.pick(OFFICES),
    };
    out.push(completeUser(row, { teamId: String(ctx.team.id), now: ctx.now, index: ctx.users.length + i, emailDomain }));
  }
  return out;
}
