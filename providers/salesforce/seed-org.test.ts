import { expect, test } from "bun:test";
import { normalizeSeed } from "./seed.ts";
import { describeRegistry } from "./world-describes.ts";
import { checkWrite } from "./field-values.ts";
import { orgIdOf } from "./org-identity.ts";
import { ADMIN_PROFILE_ID } from "./default-user.ts";

const WORLD = "a234567abcdefghijklmnopqrst";
const context = (worldId?: string) => {
  let counter = 0;
  return { config: undefined, clock: { now: () => new Date("2026-11-23T12:00:00Z") }, ids: { next: () => ++counter, random: () => 0.5 }, worldId };
};
const rows = (seed: Record<string, unknown[]>, worldId = WORLD) => normalizeSeed(seed as never, context(worldId));

test("a world's org: its Organization record carries the world's org id, with the standard profiles and a role", () => {
  const out = rows({});
  expect(out.Organization!.map((row) => row.id)).toEqual([orgIdOf(WORLD)]);
  expect(out.Profile!.map((row) => row.record.Name)).toEqual(["System Administrator", "Standard User", "Read Only"]);
  expect(out.Profile![0]!.id).toBe(ADMIN_PROFILE_ID);
  expect(out.UserRole!.map((row) => row.record.Name)).toEqual(["CEO"]);
  expect(out.User![0]!.record.ProfileId).toBe(ADMIN_PROFILE_ID);
});

test("every value the org records carry is one their describes accept", () => {
  const registry = describeRegistry(undefined);
  const out = rows({});
  for (const name of ["Organization", "Profile", "UserRole"]) {
    for (const { record } of out[name]!) {
      const { Id: _id, attributes: _a, ...values } = record as Record<string, unknown>;
      expect(() => checkWrite(registry.get(name)!, values, "seed")).not.toThrow();
    }
  }
});

test("org ids and integration usernames differ between worlds and stay the same for one world", () => {
  const other = "b234567abcdefghijklmnopqrst";
  expect(orgIdOf(WORLD)).toMatch(/^00D5g[0-9A-Za-z]{13}$/);
  expect(orgIdOf(WORLD)).toBe(orgIdOf(WORLD));
  expect(orgIdOf(other)).not.toBe(orgIdOf(WORLD));
  const username = (worldId: string) => rows({}, worldId).User![0]!.record.Username;
  expect(username(WORLD)).toBe(username(WORLD));
  expect(username(other)).not.toBe(username(WORLD));
});

test("a seed that brings its own profiles keeps them, and its users may name them", () => {
  const out = rows({ Profile: [{ Id: "00e5g0000000077AAA", Name: "Support" }] });
  expect(out.Profile!.map((row) => row.record.Name)).toEqual(["Support"]);
});

test("seeded cases get case numbers in seed order, after any number a row carries", () => {
  const out = rows({ Case: [{ Subject: "first" }, { Subject: "given", CaseNumber: "00001041" }, { Subject: "third" }] });
  expect(out.Case!.map((row) => row.record.CaseNumber)).toEqual(["00001042", "00001041", "00001043"]);
});
