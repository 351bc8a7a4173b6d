import { expect, test } from "bun:test";
import { errorOf, expectSampleShape, world } from "./fixture.ts";
import { usersConversations, usersGetPresence, usersInfo, usersList, usersLookupByEmail, usersProfileGet } from "./users.ts";

test("users.list pages every user with Slack's cursor", () => {
  const w = world();
  const first = usersList(w.as("U0ADA", { limit: "2" }));
  expectSampleShape(first, "users.list");
  expect((first.members as any[]).map((u) => u.id)).toEqual(["U0ADA", "U0BEA"]);
  const cursor = (first.response_metadata as any).next_cursor;
  const second = usersList(w.as("U0ADA", { limit: "2", cursor }));
  expect((second.members as any[]).map((u) => u.id)).toEqual(["U0BOT"]);
  expect(second.response_metadata).toEqual({ next_cursor: "" });
  expect(errorOf(() => usersList(w.as("U0ADA", { cursor: "bogus" })))).toBe("invalid_cursor");
});

test("users.info and users.lookupByEmail", () => {
  const w = world();
  const info = usersInfo(w.as("U0BOT", { user: "U0ADA", include_locale: "true" }));
  expectSampleShape(info, "users.info");
  expect((info.user as any).name).toBe("ada");
  expect(errorOf(() => usersInfo(w.as("U0BOT", { user: "U0NOPE" })))).toBe("user_not_found");
  expect(errorOf(() => usersInfo(w.as("U0BOT")))).toBe("invalid_arguments");
  const found = usersLookupByEmail(w.as("U0BOT", { email: "ADA@acme.example" }));
  expectSampleShape(found, "users.lookupByEmail");
  expect((found.user as any).id).toBe("U0ADA");
  expect(errorOf(() => usersLookupByEmail(w.as("U0BOT", { email: "nobody@acme.example" })))).toBe("users_not_found");
});

test("users.conversations lists the user's conversations the caller may see", () => {
  const w = world();
  const mine = usersConversations(w.as("U0BEA", { types: "public_channel,private_channel" }));
  expectSampleShape(mine, "users.conversations");
  expect((mine.channels as any[]).map((c) => c.id)).toEqual(["C0RANDOM", "G0SECRET"]);
  // Ada asking about Bea does not see Bea's private channel.
  const hers = usersConversations(w.as("U0ADA", { user: "U0BEA", types: "public_channel,private_channel" }));
  expect((hers.channels as any[]).map((c) => c.id)).toEqual(["C0RANDOM"]);
  const open = usersConversations(w.as("U0ADA", { exclude_archived: "true" }));
  expect((open.channels as any[]).map((c) => c.id)).toEqual(["C0GENERAL", "C0RANDOM"]);
});

test("users.profile.get and users.getPresence", () => {
  const w = world();
  const profile = usersProfileGet(w.as("U0ADA"));
  expectSampleShape(profile, "users.profile.get");
  expect((profile.profile as any).email).toBe("ada@acme.example");
  const presence = usersGetPresence(w.as("U0ADA", { user: "U0BOT" }));
  expectSampleShape(presence, "users.getPresence");
  expect(presence.presence).toBe("away");
  expect(usersGetPresence(w.as("U0BOT", { user: "U0ADA" })).presence).toBe("active");
  expect(errorOf(() => usersGetPresence(w.as("U0BOT", { user: "U0NOPE" })))).toBe("user_not_found");
});
