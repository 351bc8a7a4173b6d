// A task's people as Jira users (docs/jira.md "People"): each person is a user of the site, unless the
// seed already has a user with their email, who then is that person.
import type { JsonRecord, PackPeople, Person, PersonIds } from "../../core/pack/index.ts";
import { derivedAccountId, SITE_ADMIN } from "./jira-ids.ts";
import { seedUserSchema } from "./seed-schema.ts";

const isRecord = (value: unknown): value is JsonRecord => value !== null && typeof value === "object" && !Array.isArray(value);
const lower = (value: unknown): string | undefined => (typeof value === "string" ? value.toLowerCase() : undefined);

/** A seeded user's accountId as seed-users.ts completes it: given, else derived from the email. */
function accountIdOf(user: JsonRecord): string {
  return typeof user.accountId === "string" ? user.accountId : derivedAccountId(String(user.emailAddress));
}

/**
 * The user row for a person: accountId derived from the email as for any seeded user, then what `jira`
 * merges. The built-in admin's email makes the person that admin, so the site never has them twice.
 */
export function personUser(person: Person, seedHasAdmin: boolean): JsonRecord {
  const isBuiltInAdmin = !seedHasAdmin && person.email.toLowerCase() === SITE_ADMIN.emailAddress;
  return {
    accountId: isBuiltInAdmin ? SITE_ADMIN.accountId : derivedAccountId(person.email),
    displayName: person.name,
    ...(isBuiltInAdmin ? { siteAdmin: true } : {}),
    ...person.extra,
    emailAddress: person.email,
  };
}

function addPeople(seed: JsonRecord, people: Person[]): { seed: JsonRecord; ids: Record<string, PersonIds> } {
  // A `users` that is not a list is left for the seed schema to name; the people still get their ids.
  const seeded = Array.isArray(seed.users) ? (seed.users as unknown[]) : undefined;
  const users = (seeded ?? []).filter(isRecord);
  const seedHasAdmin = users.some((user) => user.siteAdmin === true);
  const ids: Record<string, PersonIds> = {};
  const added: JsonRecord[] = [];
  for (const person of people) {
    const match = users.find((user) => lower(user.emailAddress) === person.email.toLowerCase());
    const row = match ? undefined : personUser(person, seedHasAdmin);
    if (row) added.push(row);
    ids[person.key] = { user: accountIdOf(match ?? row!) };
  }
  if (seed.users !== undefined && !seeded) return { seed, ids };
  return { seed: { ...seed, users: [...(seeded ?? []), ...added] }, ids };
}

const { displayName: _name, emailAddress: _email, ...fields } = seedUserSchema.properties;

export const jiraPeople: PackPeople = {
  schema: { type: "object", additionalProperties: false, properties: fields, description: "Jira user fields merged into the person's user (accountId, active, timeZone, siteAdmin, …)" },
  add: addPeople,
};
