// A task's people as Salesforce records (docs/salesforce.md "People"): each person is a User, and a
// Contact too when their `salesforce.contact` says so; a seeded row with their email is that person.
import type { JsonRecord, PackPeople, Person, PersonIds } from "../../core/pack/index.ts";
import { defaultUser } from "./default-user.ts";
import { caseSafeSuffix, DEFAULT_USER_ID, toId18 } from "./record-ids.ts";

const isRecord = (value: unknown): value is JsonRecord => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * A person's record id: the object's key prefix, a pod part ("5g00P") no world's counter makes (those
 * are "5g000"), and the person's position, so it is known before the seed is loaded and never collides.
 */
export function personRecordId(keyPrefix: string, position: number): string {
  const id15 = `${keyPrefix}5g00P${String(position).padStart(7, "0")}`;
  return id15 + caseSafeSuffix(id15);
}

/** Salesforce field names are case-insensitive: a row's value of `field`, however the seed spells it. */
function fieldValue(row: JsonRecord, field: string): unknown {
  const key = Object.keys(row).find((name) => name.toLowerCase() === field.toLowerCase());
  return key === undefined ? undefined : row[key];
}

/** "Ada Lovelace" → Ada / Lovelace; a single word is the last name (Salesforce requires one). */
function splitName(name: string): { FirstName?: string; LastName: string } {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  return rest.length ? { FirstName: first, LastName: rest.join(" ") } : { LastName: first };
}

function personUser(person: Person, id: string): JsonRecord {
  const names = splitName(person.name);
  const alias = `${names.FirstName?.[0] ?? ""}${names.LastName.slice(0, 4)}`.toLowerCase();
  const given = isRecord(person.extra.user) ? person.extra.user : {};
  const title = person.title !== undefined ? { Title: person.title } : {};
  return { ...defaultUser(), Id: id, Username: person.email, Email: person.email, ...names, Alias: alias, CommunityNickname: person.key, ...title, ...given };
}

function personContact(person: Person, id: string, given: JsonRecord): JsonRecord {
  const title = person.title !== undefined ? { Title: person.title } : {};
  return { Id: id, ...splitName(person.name), Email: person.email, ...title, ...given };
}

/** The seed's rows of one sObject (its key as the seed spells it), or undefined when it has none or they are not a list. */
function rowsOf(seed: JsonRecord, sobject: string): { key: string; rows: unknown[] | undefined } {
  const key = Object.keys(seed).find((name) => name.toLowerCase() === sobject.toLowerCase()) ?? sobject;
  return { key, rows: Array.isArray(seed[key]) ? (seed[key] as unknown[]) : undefined };
}

/**
 * The person's row of one sObject: the seeded row with their email (given an Id if it had none, so it can
 * be referenced before loading), else `make(id)` appended. Returns the row's Id.
 */
function placePerson(seed: JsonRecord, sobject: string, email: string, id: string, make: (id: string) => JsonRecord): string {
  const { key, rows } = rowsOf(seed, sobject);
  if (seed[key] !== undefined && !rows) return id; // not a list: the seed schema names it
  const list = rows ?? (seed[key] = []) as unknown[];
  const index = list.findIndex((row) => isRecord(row) && String(fieldValue(row, "Email") ?? "").toLowerCase() === email.toLowerCase());
  const row = index >= 0 ? (list[index] as JsonRecord) : make(id);
  if (index < 0) list.push(row);
  const given = fieldValue(row, "Id");
  if (given === undefined || given === null) {
    row.Id = id;
    return id;
  }
  return typeof given === "string" ? toId18(given) ?? given : String(given);
}

function addPeople(seed: JsonRecord, people: Person[]): { seed: JsonRecord; ids: Record<string, PersonIds> } {
  const integration = String(defaultUser().Email).toLowerCase();
  const ids: Record<string, PersonIds> = {};
  people.forEach((person, index) => {
    // The integration user's email is that built-in user, so the org never has it twice.
    const userId = person.email.toLowerCase() === integration ? DEFAULT_USER_ID : personRecordId("005", index + 1);
    const own: PersonIds = { user: placePerson(seed, "User", person.email, userId, (id) => personUser(person, id)) };
    const contact = person.extra.contact;
    if (isRecord(contact)) own.contact = placePerson(seed, "Contact", person.email, personRecordId("003", index + 1), (id) => personContact(person, id, contact));
    ids[person.key] = own;
  });
  return { seed, ids };
}

export const salesforcePeople: PackPeople = {
  schema: {
    type: "object",
    additionalProperties: false,
    description: "Salesforce records of the person: always a User (`user`: fields to merge into it), a Contact only when `contact` is given",
    properties: {
      user: { anyOf: [{ const: true }, { type: "object" }], description: "true, or User fields merged into the person's User (Title, Department, IsActive, …)" },
      contact: { type: "object", description: "The person is also a Contact with these fields (AccountId, Phone, …) besides name, email and title" },
    },
  },
  add: addPeople,
};
