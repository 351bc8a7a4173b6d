// A task's people as Slack users (docs/slack.md "People"): each person is a member of the workspace,
// unless the seed already has a user with their email, who then is that person.
import { SeedError, type JsonRecord, type PackPeople, type Person, type PersonIds } from "../../core/pack/index.ts";
import { seedUserSchema } from "./seed-schema.ts";

/** The id a person gets unless their `slack.id` says otherwise: "ada" → U0ADA, "grace-h" → U0GRACEH. */
export function personUserId(key: string): string {
  return `U0${key.toUpperCase().replace(/[-_]/g, "")}`;
}

const isRecord = (value: unknown): value is JsonRecord => value !== null && typeof value === "object" && !Array.isArray(value);
const emailOf = (user: JsonRecord): string | undefined => {
  const email = isRecord(user.profile) ? user.profile.email : undefined;
  return typeof email === "string" ? email.toLowerCase() : undefined;
};

/** The user row for a person: handle = key, real name, email and title, then what `slack` merges. */
export function personUser(person: Person): JsonRecord {
  const { profile, ...fields } = person.extra;
  return {
    id: personUserId(person.key),
    name: person.key,
    real_name: person.name,
    ...fields,
    // The email stays the person's own: it is what every provider matches them by.
    profile: { ...(person.title !== undefined ? { title: person.title } : {}), ...(isRecord(profile) ? profile : {}), email: person.email },
  };
}

function addPeople(seed: JsonRecord, people: Person[]): { seed: JsonRecord; ids: Record<string, PersonIds> } {
  // A `users` that is not a list is left for the seed schema to name; the people still get their ids.
  const seeded = Array.isArray(seed.users) ? (seed.users as unknown[]) : undefined;
  const users = (seeded ?? []).filter(isRecord);
  const taken = new Map<string, string>();
  users.forEach((user, index) => {
    taken.set(`id ${String(user.id)}`, `seed.slack.users[${index}]`);
    taken.set(`handle ${String(user.name)}`, `seed.slack.users[${index}]`);
  });
  const ids: Record<string, PersonIds> = {};
  const added: JsonRecord[] = [];
  people.forEach((person, index) => {
    const match = users.find((user) => emailOf(user) === person.email.toLowerCase());
    if (match) {
      ids[person.key] = { user: String(match.id) };
      return;
    }
    const row = personUser(person);
    claim(taken, `id ${String(row.id)}`, index, "id");
    claim(taken, `handle ${String(row.name)}`, index, "name");
    added.push(row);
    ids[person.key] = { user: String(row.id) };
  });
  if (seed.users !== undefined && !seeded) return { seed, ids };
  return { seed: { ...seed, users: [...(seeded ?? []), ...added] }, ids };
}

/** Refuses a person whose derived id or handle another user has, naming the field that would fix it. */
function claim(taken: Map<string, string>, what: string, index: number, field: string): void {
  const holder = taken.get(what);
  if (holder) throw new SeedError(`people[${index}]: the Slack user ${what} is taken by ${holder}; give people[${index}].slack.${field}`);
  taken.set(what, `people[${index}]`);
}

export const slackPeople: PackPeople = {
  schema: { ...seedUserSchema, required: [], additionalProperties: false, description: "Slack user fields merged into the person's user (id, name, is_admin, is_bot, profile, …)" },
  add: addPeople,
};
