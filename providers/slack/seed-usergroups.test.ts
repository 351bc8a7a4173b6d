import { expect, test } from "bun:test";
import Ajv from "ajv";
import { normalizeSlackSeed } from "./seed.ts";
import { slackSeedSchema } from "./seed-schema.ts";
import { ACME_SEED, testContext } from "./test-context.ts";

const NOW = 1709640000; // testContext's clock
const ENG = { id: "S0ENG", handle: "eng", name: "Engineering", users: ["U0ADA", "U0BOT"] };
const normalize = (usergroups: unknown[]) => normalizeSlackSeed({ ...ACME_SEED, usergroups } as never, testContext()).usergroups ?? [];

test("a seeded usergroup gets Slack's defaults for the object usergroups.list returns", () => {
  expect(normalize([ENG])).toEqual([
    {
      id: "S0ENG",
      record: {
        id: "S0ENG",
        team_id: "T0ACME",
        is_usergroup: true,
        is_subteam: true,
        name: "Engineering",
        description: "",
        handle: "eng",
        is_external: false,
        date_create: NOW,
        date_update: NOW,
        date_delete: 0,
        auto_type: null,
        auto_provision: false,
        enterprise_subteam_id: "",
        created_by: "U0ADA", // the workspace's admin
        updated_by: "U0ADA",
        deleted_by: null,
        is_section: false,
        is_idp_group: false,
        is_visible: true,
        is_editing_restricted: false,
        is_membership_locked: false,
        is_org_level: false,
        prefs: { channels: [], groups: [] },
        users: ["U0ADA", "U0BOT"],
      },
    },
  ]);
});

test("a disabled group, and a seed without usergroups", () => {
  const [old] = normalize([{ ...ENG, description: "Past staff", created_by: "U0BOT", date_create: 1600000000, date_delete: 1700000000 }]);
  expect(old?.record).toMatchObject({ description: "Past staff", date_create: 1600000000, date_update: 1700000000, date_delete: 1700000000, created_by: "U0BOT", deleted_by: "U0BOT" });
  expect(normalizeSlackSeed(ACME_SEED, testContext()).usergroups).toEqual([]);
  expect(normalizeSlackSeed({}, testContext()).usergroups).toEqual([]);
});

test("unknown users and repeated ids, handles or names are refused", () => {
  expect(() => normalize([{ ...ENG, users: ["U0ADA", "U0GHOST"] }])).toThrow("seed.slack.usergroups[0].users: U0GHOST is not a seeded user");
  expect(() => normalize([{ ...ENG, created_by: "U0GHOST" }])).toThrow("seed.slack.usergroups[0].created_by");
  expect(() => normalize([ENG, { ...ENG, id: "S0OPS", name: "Ops" }])).toThrow('seed.slack.usergroups[1]: duplicate handle "eng"');
  expect(() => normalize([ENG, { ...ENG, handle: "ops", name: "Ops" }])).toThrow('seed.slack.usergroups[1]: duplicate id "S0ENG"');
  expect(() => normalize([ENG, { ...ENG, id: "S0OPS", handle: "ops" }])).toThrow('seed.slack.usergroups[1]: duplicate name "Engineering"');
  expect(() => normalize([{ id: "S0ENG", name: "Engineering" }])).toThrow("seed.slack.usergroups[0]: a usergroup needs a handle");
});

test("the schema takes usergroups with Slack's id and handle formats", () => {
  const validate = new Ajv({ strict: false }).compile(slackSeedSchema);
  expect(validate({ ...ACME_SEED, usergroups: [ENG] })).toBe(true);
  expect(validate({ usergroups: [{ ...ENG, id: "G0ENG" }] })).toBe(false);
  expect(validate({ usergroups: [{ ...ENG, handle: "Eng Team" }] })).toBe(false);
  expect(validate({ usergroups: [{ id: "S0ENG", name: "Engineering" }] })).toBe(false);
});
