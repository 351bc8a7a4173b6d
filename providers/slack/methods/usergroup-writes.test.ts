import { expect, test } from "bun:test";
import type { SlackAnswer } from "./call.ts";
import { errorOf, METHODS_SEED, unknownKeys, world } from "./fixture.ts";
import { usergroupsCreate, usergroupsDisable, usergroupsEnable, usergroupsUpdate, usergroupsUsersUpdate } from "./usergroup-writes.ts";
import { usergroupsList, usergroupsUsersList } from "./usergroups.ts";

const NOW = 1709640000; // the fixture's clock, 2024-03-05T12:00:00Z
const SEED = {
  ...METHODS_SEED,
  users: [...METHODS_SEED.users, { id: "U0GUEST", name: "guest", is_restricted: true }, { id: "U0SOLO", name: "solo", is_ultra_restricted: true }, { id: "U0GONE", name: "gone", deleted: true }],
  usergroups: [{ id: "S0ENG", handle: "eng", name: "Engineering", description: "Builders", users: ["U0ADA", "U0BEA"], date_create: 1700000000 }],
};
type Group = Record<string, any>;
const group = (answer: SlackAnswer) => answer.usergroup as Group;

// Slack's documented answers (docs.slack.dev, each method's example) carry these; the recorded samples never saw them.
const DOCUMENTED = ["usergroup.auto_type", "usergroup.deleted_by", "usergroup.user_count"];
function expectSampleShape(answer: SlackAnswer, method: string): void {
  expect(answer.ok).toBe(true);
  for (const key of unknownKeys(answer, method)) expect(DOCUMENTED).toContain(key);
}

test("usergroups.create: a new group the caller made, with its default channels and no members yet", () => {
  const w = world(SEED);
  const created = usergroupsCreate(w.as("U0BEA", { name: "Support", handle: "support", description: "First line", channels: "C0GENERAL,C0RANDOM", include_count: "true" }));
  expectSampleShape(created, "usergroups.create");
  expect(group(created)).toMatchObject({
    team_id: "T0ACME", is_usergroup: true, name: "Support", handle: "support", description: "First line", date_create: NOW, date_update: NOW, date_delete: 0,
    created_by: "U0BEA", updated_by: "U0BEA", deleted_by: null, prefs: { channels: ["C0GENERAL", "C0RANDOM"], groups: [] }, users: [], user_count: 0, channel_count: 2,
  });
  expect(group(created).id).toMatch(/^S[A-Z0-9]+$/);
  const listed = usergroupsList(w.as("U0ADA")).usergroups as Group[];
  expect(listed.map((g) => g.name)).toEqual(["Engineering", "Support"]);
  // Without a handle: allowed by Slack's documentation; the group has none until given one.
  expect(group(usergroupsCreate(w.as("U0ADA", { name: "No mention" }))).handle).toBe("");
});

test("usergroups.create refuses a missing or taken name, a bad or taken handle, an unknown channel, a guest", () => {
  const w = world(SEED);
  const create = (args: Record<string, string>, user = "U0ADA") => errorOf(() => usergroupsCreate(w.as(user, args)));
  expect(create({ handle: "x" })).toBe("missing_subteam_name");
  expect(create({ name: "  " })).toBe("missing_subteam_name");
  expect(create({ name: "ENGINEERING" })).toBe("name_already_exists");
  expect(create({ name: "Other", handle: "Bad Handle" })).toBe("bad_handle");
  // A handle is a mention: not another group's, a member's handle or a channel's name.
  for (const handle of ["eng", "bea", "random"]) expect(create({ name: `Other ${handle}`, handle })).toBe("handle_already_exists");
  expect(create({ name: "Other", channels: "C0NOPE" })).toBe("invalid_channel_provided");
  expect(create({ name: "Other" }, "U0GUEST")).toBe("permission_denied");
  // A deactivated member's handle is free again.
  expect(group(usergroupsCreate(w.as("U0ADA", { name: "Gone fans", handle: "gone" }))).handle).toBe("gone");
});

test("usergroups.update changes what it is given and stamps who did it", () => {
  const w = world(SEED);
  const updated = usergroupsUpdate(w.as("U0BEA", { usergroup: "S0ENG", name: "Engineering Team", handle: "engineering", channels: "C0GENERAL" }));
  expectSampleShape(updated, "usergroups.update");
  expect(group(updated)).toMatchObject({ name: "Engineering Team", handle: "engineering", description: "Builders", updated_by: "U0BEA", date_update: NOW, date_create: 1700000000, prefs: { channels: ["C0GENERAL"] } });
  expect(group(updated)).not.toHaveProperty("user_count");
  // An empty description clears it; its own name and handle are no clash.
  expect(group(usergroupsUpdate(w.as("U0ADA", { usergroup: "S0ENG", description: "", name: "Engineering Team", handle: "engineering" }))).description).toBe("");
  usergroupsCreate(w.as("U0ADA", { name: "Support", handle: "support" }));
  expect(errorOf(() => usergroupsUpdate(w.as("U0ADA", { usergroup: "S0ENG", name: "support" })))).toBe("name_already_exists");
  expect(errorOf(() => usergroupsUpdate(w.as("U0ADA", { usergroup: "S0ENG", handle: "support" })))).toBe("handle_already_exists");
  expect(errorOf(() => usergroupsUpdate(w.as("U0ADA", { usergroup: "S0NOPE", name: "x" })))).toBe("no_such_subteam");
  expect(errorOf(() => usergroupsUpdate(w.as("U0ADA", { name: "x" })))).toBe("invalid_arguments");
});

test("usergroups.disable and enable: date_delete and deleted_by, hidden from usergroups.list meanwhile", () => {
  const w = world(SEED);
  const disabled = usergroupsDisable(w.as("U0BEA", { usergroup: "S0ENG" }));
  expectSampleShape(disabled, "usergroups.disable");
  expect(group(disabled)).toMatchObject({ date_delete: NOW, deleted_by: "U0BEA", updated_by: "U0BEA", users: ["U0ADA", "U0BEA"] });
  expect(usergroupsList(w.as("U0ADA")).usergroups).toEqual([]);
  expect(errorOf(() => usergroupsUsersList(w.as("U0ADA", { usergroup: "S0ENG" })))).toBe("no_such_subteam");
  // Again: nothing changes.
  expect(group(usergroupsDisable(w.as("U0ADA", { usergroup: "S0ENG" })))).toMatchObject({ deleted_by: "U0BEA" });

  const enabled = usergroupsEnable(w.as("U0ADA", { usergroup: "S0ENG", include_count: "true" }));
  expectSampleShape(enabled, "usergroups.enable");
  expect(group(enabled)).toMatchObject({ date_delete: 0, deleted_by: null, updated_by: "U0ADA", user_count: 2 });
  expect((usergroupsList(w.as("U0ADA")).usergroups as Group[]).map((g) => g.id)).toEqual(["S0ENG"]);
  expect(errorOf(() => usergroupsEnable(w.as("U0ADA", { usergroup: "S0NOPE" })))).toBe("no_such_subteam");
  expect(errorOf(() => usergroupsDisable(w.as("U0GUEST", { usergroup: "S0ENG" })))).toBe("permission_denied");
});

test("usergroups.users.update replaces the members; empty, unknown, deactivated, bots and guests are refused", () => {
  const w = world(SEED);
  const answer = usergroupsUsersUpdate(w.as("U0ADA", { usergroup: "S0ENG", users: "U0BEA, U0ADA,U0BEA", include_count: "true" }));
  expectSampleShape(answer, "usergroups.users.update");
  expect(group(answer)).toMatchObject({ users: ["U0BEA", "U0ADA"], user_count: 2, updated_by: "U0ADA", date_update: NOW });
  // A JSON body's array, as Slack's documentation shows it.
  expect(group(usergroupsUsersUpdate(w.as("U0ADA", { usergroup: "S0ENG", users: ["U0BEA"] }))).users).toEqual(["U0BEA"]);
  expect(usergroupsUsersList(w.as("U0BOT", { usergroup: "S0ENG" })).users).toEqual(["U0BEA"]);
  const update = (users: string) => errorOf(() => usergroupsUsersUpdate(w.as("U0ADA", { usergroup: "S0ENG", users })));
  expect(update("")).toBe("no_users_provided");
  expect(update("U0NOPE")).toBe("invalid_users");
  expect(update("U0ADA,U0GONE")).toBe("invalid_users");
  expect(update("U0BOT")).toBe("invalid_user");
  expect(update("U0GUEST")).toBe("invalid_user");
  expect(update("U0SOLO")).toBe("single_channel_guests_cannot_be_added");
  expect(errorOf(() => usergroupsUsersUpdate(w.as("U0ADA", { usergroup: "S0NOPE", users: "U0ADA" })))).toBe("no_such_subteam");
  // Nothing a refused call tried was kept.
  expect(usergroupsUsersList(w.as("U0BOT", { usergroup: "S0ENG" })).users).toEqual(["U0BEA"]);
});
