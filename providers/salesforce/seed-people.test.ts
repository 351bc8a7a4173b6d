import { expect, test } from "bun:test";
import salesforce from "./pack.ts";
import { peopleRefusal, seedWithPeople } from "../../tests/support/people-world.ts";
import { DEFAULT_USER_ID, generateId } from "./record-ids.ts";
import { personRecordId } from "./seed-people.ts";

const ACME = { Id: "001000000000001AAA", Name: "Acme" };
const ADA = { key: "ada", name: "Ada Lovelace", email: "ada@acme.example", title: "Support Lead" };
const GRACE = { key: "grace", name: "Grace Hopper", email: "grace@acme.example", salesforce: { user: { Department: "Navy" }, contact: { AccountId: ACME.Id, Phone: "555-0100" } } };

test("each person is a User (Username = email, names split, title) with a fixed id; a Contact only when asked", () => {
  const world = seedWithPeople(salesforce, { Account: [ACME] }, [ADA, GRACE]);
  const users = new Map(world.rows("User").map((u) => [u.Id, u]));
  expect(personRecordId("005", 1)).toMatch(/^0055g00P0000001[A-Z0-5]{3}$/);
  expect(users.get(personRecordId("005", 1))).toMatchObject({ Username: "ada@acme.example", Email: "ada@acme.example", FirstName: "Ada", LastName: "Lovelace", Title: "Support Lead", Alias: "alove", IsActive: true });
  expect(users.get(personRecordId("005", 2))).toMatchObject({ LastName: "Hopper", Department: "Navy" });
  // The integration user stays; so three Users, and one Contact (Grace's).
  expect(users.has(DEFAULT_USER_ID)).toBe(true);
  expect(users.size).toBe(3);
  expect(world.rows("Contact")).toEqual([expect.objectContaining({ Id: personRecordId("003", 2), FirstName: "Grace", LastName: "Hopper", Email: "grace@acme.example", AccountId: ACME.Id, Phone: "555-0100" })]);
  // A person's id never meets one the world's counter hands out.
  expect(personRecordId("005", 1)).not.toBe(generateId("005", 1));
});

test("references become User and Contact ids: OwnerId, ContactId, and lookups are checked as for any seed", () => {
  const seed = { Account: [{ ...ACME, OwnerId: "person:ada" }], Case: [{ Subject: "Broken checkout", ContactId: "person:grace/contact", OwnerId: "person:grace" }] };
  const world = seedWithPeople(salesforce, seed, [ADA, GRACE]);
  expect(world.rows("Account")[0]).toMatchObject({ OwnerId: personRecordId("005", 1) });
  expect(world.rows("Case")[0]).toMatchObject({ ContactId: personRecordId("003", 2), OwnerId: personRecordId("005", 2) });
  expect(peopleRefusal(salesforce, { Case: [{ Subject: "x", ContactId: "person:ada/contact" }] }, [ADA])).toBe('seed.salesforce.Case[0].ContactId: person "ada" has no contact in salesforce');
  expect(peopleRefusal(salesforce, { Account: [{ ...ACME, OwnerId: "person:bob" }] }, [ADA])).toBe('seed.salesforce.Account[0].OwnerId: no person "bob" in people');
  expect(peopleRefusal(salesforce, {}, [{ ...GRACE, salesforce: { contact: { AccountId: "001000000000009AAA" } } }])).toContain("AccountId: no seeded Account has Id 001000000000009AAA");
  expect(peopleRefusal(salesforce, {}, [{ ...ADA, salesforce: { lead: {} } }])).toBe('people[0].salesforce has an unknown property "lead"');
});

test("a seeded User or Contact with the person's email stays as seeded and is that person, given an Id if it had none", () => {
  const seed = {
    Account: [ACME],
    user: [{ Username: "ada@corp.example", Email: "ADA@acme.example", LastName: "Byron", Alias: "ab", TimeZoneSidKey: "America/Los_Angeles", LocaleSidKey: "en_US", EmailEncodingKey: "UTF-8", LanguageLocaleKey: "en_US", ProfileId: generateId("00e", 0) }],
    Contact: [{ Id: "003000000000001", LastName: "Hopper", Email: "grace@acme.example" }],
    Opportunity: [{ Name: "Renewal", StageName: "Prospecting", CloseDate: "2026-12-01", OwnerId: "person:ada", ContactId: "person:grace/contact" }],
  };
  const world = seedWithPeople(salesforce, seed, [ADA, GRACE]);
  const ada = world.rows("User").filter((u) => String(u.Email).toLowerCase() === "ada@acme.example");
  expect(ada).toEqual([expect.objectContaining({ Id: personRecordId("005", 1), LastName: "Byron", Username: "ada@corp.example" })]);
  expect(world.rows("Contact")).toHaveLength(1);
  expect(world.rows("Opportunity")[0]).toMatchObject({ OwnerId: personRecordId("005", 1) });
  expect(world.seed.Opportunity).toMatchObject([{ ContactId: "003000000000001AAA" }]);
});

test("the integration user's email is the integration user", () => {
  const world = seedWithPeople(salesforce, { Account: [{ ...ACME, OwnerId: "person:bot" }] }, [{ key: "bot", name: "Integration Bot", email: "integration@understudy.example" }]);
  expect(world.rows("User")).toEqual([expect.objectContaining({ Id: DEFAULT_USER_ID, FirstName: "Integration", LastName: "Bot" })]);
  expect(world.rows("Account")[0]).toMatchObject({ OwnerId: DEFAULT_USER_ID });
});
