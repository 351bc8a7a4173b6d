// A task's `people`: the persons its world's providers share, named once and referenced by key from
// every pack's seed and config (docs/evals.md "People"). The core checks the list; packs make users.
import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { JsonRecord, Person } from "../pack/types.ts";
import { compileSchema } from "../validation/compile-schema.ts";

export const PERSON_KEY_PATTERN = "^[a-z][a-z0-9_-]{0,63}$";
/** Each person becomes a user in every provider of the world, so the list is bounded like a seed. */
export const MAX_PEOPLE = 500;
const COMMON_FIELDS = new Set(["key", "name", "email", "title"]);

/** One entry of `people` as a task gives it: the common fields, and per provider slug what that provider merges. */
export interface PersonEntry {
  key: string;
  name: string;
  email: string;
  title?: string;
  [slug: string]: unknown;
}

export const peopleSchema = {
  type: "array",
  maxItems: MAX_PEOPLE,
  description:
    "Persons every provider of the world holds as a user (Slack user, Jira user, Salesforce User), matched by email; \"person:<key>\" in a seed or config is that person's id there",
  items: {
    type: "object",
    required: ["key", "name", "email"],
    properties: {
      key: { type: "string", pattern: PERSON_KEY_PATTERN, description: "Unique in the task; \"person:<key>\" names the person" },
      name: { type: "string", minLength: 1, maxLength: 120, description: "Full name, e.g. Ada Lovelace" },
      email: { type: "string", pattern: "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", maxLength: 128, description: "Unique in the task; how providers match the person" },
      title: { type: "string", maxLength: 80 },
    },
    additionalProperties: { type: "object", description: "Per provider slug: fields that provider merges into the person's records" },
  },
};

const checkShape = compileSchema(peopleSchema);

/** Checks `people` (shape, unique keys and emails, each provider entry against its pack); the first problem as a sentence. */
export function peopleProblem(people: unknown, packs: PackRegistry): string | undefined {
  const shape = checkShape(people, "people");
  if (shape) return shape;
  const keys = new Map<string, number>();
  const emails = new Map<string, number>();
  for (const [index, person] of (people as PersonEntry[]).entries()) {
    const at = `people[${index}]`;
    const sameKey = keys.get(person.key);
    if (sameKey !== undefined) return `${at}.key: "${person.key}" is also people[${sameKey}]'s key`;
    keys.set(person.key, index);
    const email = person.email.toLowerCase();
    const sameEmail = emails.get(email);
    if (sameEmail !== undefined) return `${at}.email: ${person.email} is also people[${sameEmail}]'s email`;
    emails.set(email, index);
    for (const slug of Object.keys(person).filter((field) => !COMMON_FIELDS.has(field))) {
      const pack = packs.get(slug);
      if (!pack) return `${at}.${slug}: no provider "${slug}" is installed (installed: ${packs.slugs().join(", ")})`;
      if (!pack.def.seed.people) return `${at}.${slug}: provider "${slug}" takes no people`;
      const problem = pack.checkPerson?.(person[slug], `${at}.${slug}`);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** The list as one pack's hook sees it: the common fields, and that pack's entry as `extra`. */
export function peopleForPack(people: readonly PersonEntry[], slug: string): Person[] {
  return people.map((person) => ({
    key: person.key,
    name: person.name,
    email: person.email,
    ...(person.title !== undefined ? { title: person.title } : {}),
    extra: structuredClone((person[slug] as JsonRecord | undefined) ?? {}),
  }));
}
