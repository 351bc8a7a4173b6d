import { expect, test } from "bun:test";
import type { SlackAnswer } from "./call.ts";
import { errorOf, expectSampleShape, METHODS_SEED, unknownKeys, world } from "./fixture.ts";
import { usergroupsList, usergroupsUsersList } from "./usergroups.ts";

const SEED = {
  ...METHODS_SEED,
  usergroups: [
    { id: "S0ENG", handle: "eng", name: "Engineering", description: "Builders", users: ["U0ADA", "U0BEA"] },
    { id: "S0OLD", handle: "alumni", name: "Alumni", users: ["U0ADA"], date_delete: 1700000500 },
  ],
};
type Group = Record<string, unknown>;
const groups = (answer: SlackAnswer) => answer.usergroups as Group[];

test("usergroups.list: enabled groups, without members or counts unless asked", () => {
  const w = world(SEED);
  const plain = usergroupsList(w.as("U0ADA"));
  // Slack's usergroups.list example shows `auto_type: null`; the recorded sample never saw the key.
  expect(unknownKeys(plain, "usergroups.list")).toEqual(["usergroups.auto_type"]);
  expect(groups(plain).map((g) => g.id)).toEqual(["S0ENG"]);
  expect(groups(plain)[0]).toMatchObject({ handle: "eng", name: "Engineering", description: "Builders", team_id: "T0ACME", is_usergroup: true, date_delete: 0, created_by: "U0ADA" });
  expect(groups(plain)[0]).not.toHaveProperty("users");
  expect(groups(plain)[0]).not.toHaveProperty("user_count");

  const full = usergroupsList(w.as("U0BOT", { include_users: "true", include_count: "1" }));
  expect(groups(full)[0]).toMatchObject({ users: ["U0ADA", "U0BEA"], user_count: 2, channel_count: 0 });

  const all = usergroupsList(w.as("U0ADA", { include_disabled: "true" }));
  expect(groups(all).map((g) => [g.id, g.date_delete])).toEqual([["S0OLD", 1700000500], ["S0ENG", 0]]);
});

test("usergroups.users.list: a group's active members; disabled groups only with include_disabled", () => {
  const w = world(SEED);
  const answer = usergroupsUsersList(w.as("U0BOT", { usergroup: "S0ENG" }));
  expectSampleShape(answer, "usergroups.users.list");
  expect(answer.users).toEqual(["U0ADA", "U0BEA"]);
  expect(errorOf(() => usergroupsUsersList(w.as("U0BOT", { usergroup: "S0OLD" })))).toBe("no_such_subteam");
  expect(usergroupsUsersList(w.as("U0BOT", { usergroup: "S0OLD", include_disabled: "true" })).users).toEqual(["U0ADA"]);
  expect(errorOf(() => usergroupsUsersList(w.as("U0BOT", { usergroup: "S0NOPE" })))).toBe("no_such_subteam");
  expect(errorOf(() => usergroupsUsersList(w.as("U0BOT")))).toBe("invalid_arguments");
  // Slack takes deactivated users out of their groups.
  w.records.collection("users").update("U0BEA", { deleted: true });
  expect(usergroupsUsersList(w.as("U0BOT", { usergroup: "S0ENG" })).users).toEqual(["U0ADA"]);
});

test("a workspace without usergroups lists none", () => {
  expect(usergroupsList(world().as("U0ADA", { include_disabled: "true" })).usergroups).toEqual([]);
});
