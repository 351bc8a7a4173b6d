import { expect, test } from "bun:test";
import jira from "./pack.ts";
import { peopleRefusal, seedWithPeople } from "../../tests/support/people-world.ts";
import { derivedAccountId, SITE_ADMIN } from "./jira-ids.ts";
import { ADA_ACCOUNT_ID, OPS_SEED } from "./seed-example.ts";

const ADA = { key: "ada", name: "Ada Lovelace", email: "ada@acme.example" };
const LINUS = { key: "linus", name: "Linus Torvalds", email: "linus@acme.example", jira: { timeZone: "Europe/Helsinki" } };
const MARGARET = { key: "margaret", name: "Margaret Hamilton", email: "margaret@acme.example", jira: { accountId: "557058:margaret" } };

test("each person becomes a site user: accountId derived from the email (or jira.accountId), display name, email, active", () => {
  const world = seedWithPeople(jira, {}, [LINUS, MARGARET]);
  const users = new Map(world.rows("users").map((u) => [u.accountId, u]));
  const linusId = derivedAccountId("linus@acme.example");
  expect(linusId).toMatch(/^[0-9a-f]{24}$/);
  expect(users.get(linusId)).toMatchObject({ displayName: "Linus Torvalds", emailAddress: "linus@acme.example", active: true, timeZone: "Europe/Helsinki" });
  expect(users.get("557058:margaret")).toMatchObject({ displayName: "Margaret Hamilton", active: true });
  // The built-in site admin is still there.
  expect(users.get(SITE_ADMIN.accountId)).toMatchObject({ siteAdmin: true });
});

test("a seeded user with the person's email stays as seeded and is that person; references become accountIds", () => {
  const seed = {
    ...OPS_SEED,
    issues: [{ key: "OPS-1", fields: { summary: "Checkout times out", assignee: { accountId: "person:linus" }, reporter: { accountId: "person:ada" } }, comments: [{ author: { accountId: "person:linus" }, body: "On it" }] }],
    groups: [{ name: "support", members: ["person:ada", "person:linus"] }],
    mcp_user: "person:linus",
  };
  const world = seedWithPeople(jira, seed, [{ ...ADA, email: "Ada@Acme.example", jira: { timeZone: "Asia/Tokyo" } }, LINUS]);
  const ada = world.rows("users").find((u) => u.emailAddress === "ada@acme.example");
  // Seeded Ada keeps her row (the person's jira fields do not rewrite it).
  expect(ada).toMatchObject({ accountId: ADA_ACCOUNT_ID, timeZone: "UTC" });
  expect(world.rows("users").filter((u) => u.displayName === "Ada Lovelace")).toHaveLength(1);
  const linusId = derivedAccountId("linus@acme.example");
  expect(world.rows("issues")[0]?.fields).toMatchObject({ assignee: linusId, reporter: ADA_ACCOUNT_ID });
  expect(world.rows("comments")[0]).toMatchObject({ author: linusId });
  expect(world.rows("groups")[0]).toMatchObject({ members: [ADA_ACCOUNT_ID, linusId] });
  expect(world.rows("site")[0]).toMatchObject({ mcpUserAccountId: linusId });
});

test("a seeded user without accountId is referenced by the id Jira derives for them; the built-in admin's email is the admin", () => {
  const seed = { users: [{ displayName: "Ada Lovelace", emailAddress: "ada@acme.example" }], projects: [{ key: "SUP", name: "Support", leadAccountId: "person:ada" }] };
  const world = seedWithPeople(jira, seed, [ADA, { key: "root", name: "Site Root", email: SITE_ADMIN.emailAddress }]);
  expect(world.rows("projects")[0]).toMatchObject({ leadAccountId: derivedAccountId("ada@acme.example") });
  const admins = world.rows("users").filter((u) => u.emailAddress === SITE_ADMIN.emailAddress);
  expect(admins).toEqual([expect.objectContaining({ accountId: SITE_ADMIN.accountId, displayName: "Site Root", siteAdmin: true })]);
});

test("bad jira fields and unknown people are 400s naming the field", () => {
  expect(peopleRefusal(jira, {}, [{ ...ADA, jira: { displayName: "Countess" } }])).toBe('people[0].jira has an unknown property "displayName"');
  expect(peopleRefusal(jira, { projects: [{ key: "SUP", name: "Support", leadAccountId: "person:bob" }] }, [ADA])).toBe('seed.jira.projects[0].leadAccountId: no person "bob" in people');
});
