import { expect, test } from "bun:test";
import { errorOf, expectSampleShape, METHODS_SEED, world } from "./fixture.ts";
import { usersInfo, usersProfileGet } from "./users.ts";
import { usersProfileSet } from "./users-profile-set.ts";

const SEED = { ...METHODS_SEED, users: [...METHODS_SEED.users, { id: "U0OWNER", name: "owner", real_name: "Olive Owner", is_owner: true }] };
type Profile = Record<string, unknown>;

test("users.profile.set: a profile object changes the caller's own profile, read back by users.profile.get", () => {
  const w = world(SEED);
  const answer = usersProfileSet(w.as("U0BEA", { profile: JSON.stringify({ title: "Engineer", status_text: "Heads down", status_emoji: ":headphones:", status_expiration: 0, display_name: "Bée" }) }));
  expectSampleShape(answer, "users.profile.set");
  expect(answer.username).toBe("bea");
  expect(answer.profile).toMatchObject({ title: "Engineer", status_text: "Heads down", status_emoji: ":headphones:", display_name: "Bée", display_name_normalized: "Bee", real_name: "Bea Baker" });
  expect(answer.profile).not.toHaveProperty("team");
  expect(usersProfileGet(w.as("U0ADA", { user: "U0BEA" })).profile).toMatchObject({ title: "Engineer", status_text: "Heads down" });
});

test("first and last name make the real name, on the profile and the user", () => {
  const w = world(SEED);
  const answer = usersProfileSet(w.as("U0BEA", { profile: { first_name: "Beatrice", last_name: "Baker-Smith" } as never }));
  expect(answer.profile).toMatchObject({ first_name: "Beatrice", last_name: "Baker-Smith", real_name: "Beatrice Baker-Smith", real_name_normalized: "Beatrice Baker-Smith" });
  expect((usersInfo(w.as("U0ADA", { user: "U0BEA" })).user as Profile).real_name).toBe("Beatrice Baker-Smith");
});

test("name and value set one field; an email change is pending, not made", () => {
  const w = world(SEED);
  expect((usersProfileSet(w.as("U0BEA", { name: "phone", value: "+1 555 0100" })).profile as Profile).phone).toBe("+1 555 0100");
  const email = usersProfileSet(w.as("U0BEA", { name: "email", value: "bea@new.example" }));
  expect(email.email_pending).toBe("bea@new.example");
  expect((email.profile as Profile).email).toBe("bea@acme.example");
});

test("another member's profile only for an admin, an admin's only for an owner", () => {
  const w = world(SEED);
  expect((usersProfileSet(w.as("U0ADA", { user: "U0BEA", name: "title", value: "Lead" })).profile as Profile).title).toBe("Lead");
  expect(errorOf(() => usersProfileSet(w.as("U0BEA", { user: "U0ADA", name: "title", value: "x" })))).toBe("not_admin");
  expect(errorOf(() => usersProfileSet(w.as("U0ADA", { user: "U0OWNER", name: "title", value: "x" })))).toBe("cannot_update_admin_user");
  expect((usersProfileSet(w.as("U0OWNER", { user: "U0ADA", name: "title", value: "CTO" })).profile as Profile).title).toBe("CTO");
  expect(errorOf(() => usersProfileSet(w.as("U0ADA", { user: "U0NOPE", name: "title", value: "x" })))).toBe("user_not_found");
});

test("a bad profile is invalid_profile; a bot token is not_allowed_token_type, except from an MCP tool", () => {
  const w = world(SEED);
  const set = (args: Record<string, string>) => errorOf(() => usersProfileSet(w.as("U0BEA", args)));
  expect(set({ profile: "{not json" })).toBe("invalid_profile");
  expect(set({ profile: "[1]" })).toBe("invalid_profile");
  expect(set({ profile: "{}" })).toBe("invalid_profile");
  expect(set({ profile: JSON.stringify({ favourite_colour: "blue" }) })).toBe("invalid_profile");
  expect(set({ profile: JSON.stringify({ title: 42 }) })).toBe("invalid_profile");
  expect(set({ profile: JSON.stringify({ status_expiration: "soon" }) })).toBe("invalid_profile");
  expect(set({ profile: JSON.stringify(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`title${i}`, "x"]))) })).toBe("invalid_profile");
  expect(set({})).toBe("invalid_profile");
  expect(errorOf(() => usersProfileSet(w.as("U0BOT", { name: "title", value: "Bot" })))).toBe("not_allowed_token_type");
  expect((usersProfileSet({ ...w.as("U0BOT", { name: "title", value: "Bot" }), viaTool: true }).profile as Profile).title).toBe("Bot");
});
