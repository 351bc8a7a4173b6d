import { expect, test } from "bun:test";
import slack from "./pack.ts";
import { peopleRefusal, seedWithPeople } from "../../tests/support/people-world.ts";
import { ACME_SEED } from "./seed-example.ts";

const ADA = { key: "ada", name: "Ada Lovelace", email: "ada@acme.example" };
const GRACE = { key: "grace-h", name: "Grace Hopper", email: "grace@acme.example", title: "Rear Admiral", slack: { is_admin: true, tz: "America/New_York" } };
const LINUS = { key: "linus", name: "Linus Torvalds", email: "linus@acme.example", slack: { id: "W0LINUS", name: "torvalds" } };

test("each person becomes a workspace member: U0 + key, handle = key, real name, email and title, then slack's fields", () => {
  const world = seedWithPeople(slack, {}, [GRACE, LINUS]);
  const users = new Map(world.rows("users").map((u) => [u.id, u]));
  expect(users.get("U0GRACEH")).toMatchObject({
    name: "grace-h", real_name: "Grace Hopper", is_admin: true, tz: "America/New_York",
    profile: { email: "grace@acme.example", title: "Rear Admiral", first_name: "Grace", last_name: "Hopper" },
  });
  expect(users.get("W0LINUS")).toMatchObject({ name: "torvalds", profile: { email: "linus@acme.example" } });
  // The default bot is still added, and the default #general has everyone in it.
  expect(users.get("U0UNDERBOT")).toBeDefined();
  expect(world.rows("conversations")[0]).toMatchObject({ name: "general", members: ["U0GRACEH", "W0LINUS", "U0UNDERBOT"] });
});

test("a seeded user with the person's email stays as seeded and is that person", () => {
  const people = [{ ...ADA, email: "ADA@acme.example", slack: { is_admin: false } }, GRACE];
  const seed = { ...ACME_SEED, messages: [{ channel: "C0GENERAL", user: "person:ada", text: "Hi" }, { channel: "C0GENERAL", user: "person:grace-h", text: "Hello" }], mcp_user: "person:grace-h" };
  const world = seedWithPeople(slack, seed, people);
  const users = world.rows("users");
  expect(users.map((u) => u.id)).toEqual(["U0ADA", "U0BOT", "U0GRACEH"]);
  expect(users[0]).toMatchObject({ name: "ada", is_admin: true });
  expect(world.rows("messages").map((m) => m.user)).toEqual(["U0ADA", "U0GRACEH"]);
  // The person joined #general only where the seed says so: its members are seeded.
  expect(world.rows("conversations")[0]?.members).toEqual(["U0ADA", "U0BOT"]);
  expect(world.rows("auth")[0]).toMatchObject({ mcp_user: "U0GRACEH" });
});

test("references become user ids in the seed (mcp_user too); clashes and unknown keys are 400s", () => {
  const seed = { conversations: [{ id: "C0SUPPORT", name: "support", members: ["person:ada", "person:grace-h"] }], usergroups: [{ id: "S0OPS", handle: "ops", name: "Ops", users: ["person:ada"] }] };
  const world = seedWithPeople(slack, seed, [ADA, GRACE]);
  expect(world.rows("conversations")[0]?.members).toEqual(["U0ADA", "U0GRACEH"]);
  expect(world.seed.usergroups).toMatchObject([{ users: ["U0ADA"] }]);

  expect(peopleRefusal(slack, { messages: [{ channel: "C0GENERAL", user: "person:bob" }] }, [ADA])).toBe('seed.slack.messages[0].user: no person "bob" in people');
  expect(peopleRefusal(slack, { mcp_user: "person:ada/contact" }, [ADA])).toBe('seed.slack.mcp_user: person "ada" has no contact in slack');
  expect(peopleRefusal(slack, {}, [{ ...ADA, key: "a-b" }, { ...GRACE, key: "ab" }])).toBe("people[1]: the Slack user id U0AB is taken by people[0]; give people[1].slack.id");
  expect(peopleRefusal(slack, ACME_SEED, [{ ...GRACE, key: "ada" }])).toBe("people[0]: the Slack user id U0ADA is taken by seed.slack.users[0]; give people[0].slack.id");
  expect(peopleRefusal(slack, {}, [{ ...ADA, slack: { id: "ada" } }])).toContain("people[0].slack.id must match pattern");
});
