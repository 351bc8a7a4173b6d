import { expect, test } from "bun:test";
import notes from "../../tests/fixtures/notes-pack/pack.ts";
import { SeedError } from "../pack/define-pack.ts";
import { createLoadedPack, createPackRegistry } from "../pack/loaded-pack.ts";
import type { PackDefinition, Person } from "../pack/types.ts";
import { createSeededRandom } from "./seeded-random.ts";
import { ProvisionInputError, seedWorld } from "./seed-world.ts";
import { peopleProblem } from "./people.ts";
import { replacePersonReferences } from "./person-references.ts";

// A provider-free pack that takes people: members by email, each person a member `m-<key>` and, when
// asked, a `/badge` too. Its seed schema refuses anything that is not an id, so a reference left over fails.
const crew: PackDefinition = {
  ...notes,
  // A profile name belongs to one pack: the copy declares none of the notes fixture's.
  mcpProfiles: undefined,
  slug: "crew",
  tools: [],
  config: { schema: { type: "object", properties: { lead: { type: "string", pattern: "^m-" } }, additionalProperties: false }, apply: (config) => config },
  seed: {
    schema: {
      type: "object",
      properties: {
        members: { type: "array", items: { type: "object", required: ["id", "email"], properties: { id: { type: "string", pattern: "^m-" } } } },
        shifts: { type: "array", items: { type: "object", properties: { member: { type: "string", pattern: "^(m|b)-" } } } },
      },
    },
    normalize: (seed) => ({
      members: ((seed.members ?? []) as Array<{ id: string }>).map((member) => ({ id: member.id, record: member })),
      shifts: ((seed.shifts ?? []) as object[]).map((shift, i) => ({ id: `s${i}`, record: shift as Record<string, unknown> })),
    }),
    people: {
      schema: { type: "object", properties: { badge: { type: "boolean" } }, additionalProperties: false },
      add(seed, people: Person[]) {
        const members = [...((seed.members ?? []) as Array<{ id: string; email: string }>)];
        const ids = Object.fromEntries(people.map((person) => {
          const found = members.find((m) => m.email === person.email);
          if (!found) members.push({ id: `m-${person.key}`, email: person.email });
          const own: Record<string, string> = { user: found?.id ?? `m-${person.key}` };
          if (person.extra.badge === true) own.badge = `b-${person.key}`;
          return [person.key, own as { user: string }];
        }));
        if (people.some((p) => p.key === "taken")) throw new SeedError("people[0]: crew refuses this person");
        return { seed: { ...seed, members }, ids };
      },
    },
  },
};
const packs = createPackRegistry([createLoadedPack(crew, "crew.ts"), createLoadedPack(notes, "notes.ts")]);
const ctx = () => ({ ids: { next: (() => { let n = 0; return () => ++n; })(), random: createSeededRandom(1) }, now: 0 });
const ADA = { key: "ada", name: "Ada Lovelace", email: "ada@acme.example" };
const GRACE = { key: "grace", name: "Grace Hopper", email: "grace@acme.example", crew: { badge: true } };

test("a people list is checked: key pattern, unique keys and emails, provider entries against their pack", () => {
  expect(peopleProblem([ADA, GRACE], packs)).toBeUndefined();
  expect(peopleProblem([{ ...ADA, key: "Ada" }], packs)).toContain("people[0].key must match pattern");
  expect(peopleProblem([{ key: "ada", name: "Ada" }], packs)).toBe("people[0] must have required property 'email'");
  expect(peopleProblem([ADA, { ...GRACE, key: "ada" }], packs)).toBe(`people[1].key: "ada" is also people[0]'s key`);
  expect(peopleProblem([ADA, { ...GRACE, email: "ADA@acme.example" }], packs)).toBe("people[1].email: ADA@acme.example is also people[0]'s email");
  expect(peopleProblem([{ ...ADA, hubspot: {} }], packs)).toBe('people[0].hubspot: no provider "hubspot" is installed (installed: crew, notes)');
  expect(peopleProblem([{ ...ADA, notes: {} }], packs)).toBe('people[0].notes: provider "notes" takes no people');
  expect(peopleProblem([{ ...ADA, crew: { badge: "yes" } }], packs)).toBe("people[0].crew.badge must be boolean");
  expect(peopleProblem([{ ...ADA, crew: "x" }], packs)).toBe("people[0].crew must be object");
  expect(peopleProblem({ ada: ADA }, packs)).toBe("people must be array");
  expect(() => createLoadedPack({ ...crew, seed: { ...crew.seed, people: {} as never } }, "crew.ts")).toThrow("crew.ts: seed.people must declare add(seed, people)");
});

test("references are replaced deep, by user or role, and anything else is left alone", () => {
  const ids = new Map([["ada", { user: "m-ada", badge: "b-ada" }]]);
  const value = { a: ["person:ada", { b: "person:ada/badge" }], c: "person: ada", d: "ask person:ada", e: 3, ["__proto__"]: "person:ada" };
  const out = replacePersonReferences(value, ids, "crew", "seed.crew") as Record<string, unknown>;
  expect(out).toEqual({ a: ["m-ada", { b: "b-ada" }], c: "person: ada", d: "ask person:ada", e: 3, ["__proto__"]: "m-ada" });
  expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  expect(value.a[0]).toBe("person:ada");
});

test("a reference to nobody, to a role the person lacks, or in a pack that takes no people names its path", () => {
  const ids = new Map([["ada", { user: "m-ada" }]]);
  const replace = (value: unknown, known: typeof ids | undefined) => () => replacePersonReferences(value, known, "crew", "seed.crew");
  expect(replace({ messages: [{ user: "person:bob" }] }, ids)).toThrow('seed.crew.messages[0].user: no person "bob" in people');
  expect(replace({ "odd key": ["person:ada/contact"] }, ids)).toThrow('seed.crew["odd key"][0]: person "ada" has no contact in crew');
  expect(replace({ x: "person:ada" }, undefined)).toThrow('seed.crew.x: provider "crew" takes no people, so "person:ada" names nobody there');
});

test("seedWorld adds the people to each seeded pack that takes them and replaces references in its seed and config", () => {
  const seeds = { crew: { members: [{ id: "m-g", email: "grace@acme.example" }], shifts: [{ member: "person:ada" }, { member: "person:grace" }, { member: "person:grace/badge" }] }, notes: {} };
  const world = seedWorld(packs, { seeds, configs: { crew: { lead: "person:ada" } }, people: [ADA, GRACE] }, ctx());
  const rows = (collection: string) => world.records.filter((r) => r.pack === "crew" && r.collection === collection).map((r) => r.data);
  // Grace was seeded with her email: that row is her; Ada is added.
  expect(rows("members")).toEqual([{ id: "m-g", email: "grace@acme.example" }, { id: "m-ada", email: "ada@acme.example" }]);
  expect(rows("shifts")).toEqual([{ member: "m-ada" }, { member: "m-g" }, { member: "b-grace" }]);
  expect(world.config.crew).toEqual({ lead: "m-ada" });
  expect(world.seeds.crew!.shifts).toEqual([{ member: "m-ada" }, { member: "m-g" }, { member: "b-grace" }]);
  // The caller's seed is untouched.
  expect(seeds.crew.shifts[0]!.member).toBe("person:ada");
  // A pack the task does not seed gets nothing; a world without people is as before.
  expect(seedWorld(packs, { seeds: { notes: { items: [{ text: "x" }] } }, people: [ADA] }, ctx()).records.map((r) => r.pack)).toEqual(["notes"]);
  expect(seedWorld(packs, { seeds: { crew: {} } }, ctx()).records).toEqual([]);
});

test("seedWorld refuses bad people and bad references with 400s naming the field", () => {
  const refused = (input: Parameters<typeof seedWorld>[1]) => {
    try {
      seedWorld(packs, input, ctx());
    } catch (error) {
      expect(error).toBeInstanceOf(ProvisionInputError);
      return (error as Error).message;
    }
    throw new Error("not refused");
  };
  expect(refused({ seeds: { crew: {} }, people: [ADA, ADA] })).toBe(`people[1].key: "ada" is also people[0]'s key`);
  expect(refused({ seeds: { crew: { shifts: [{ member: "person:bob" }] } }, people: [ADA] })).toBe('seed.crew.shifts[0].member: no person "bob" in people');
  expect(refused({ seeds: { crew: { shifts: [{ member: "person:ada" }] } } })).toBe('seed.crew.shifts[0].member: no person "ada" in people');
  expect(refused({ seeds: { crew: {} }, configs: { crew: { lead: "person:zed" } }, people: [ADA] })).toBe('config.crew.lead: no person "zed" in people');
  expect(refused({ seeds: { notes: { items: [{ text: "person:ada" }] } }, people: [ADA] })).toBe('seed.notes.items[0].text: provider "notes" takes no people, so "person:ada" names nobody there');
  expect(refused({ seeds: { crew: {} }, people: [{ ...ADA, key: "taken" }] })).toBe("people[0]: crew refuses this person");
});

test("hostile nesting does not exhaust the stack: past 256 levels nothing is replaced, and the pack's own checks refuse it", () => {
  const ids = new Map([["ada", { user: "m-ada" }]]);
  let deep: unknown = "person:ada";
  for (let i = 0; i < 100_000; i++) deep = [deep];
  expect(replacePersonReferences({ x: deep }, ids, "crew", "seed.crew")).toEqual({ x: deep });
  let shallow: unknown = "person:ada";
  for (let i = 0; i < 200; i++) shallow = [shallow];
  expect(JSON.stringify(replacePersonReferences({ x: shallow }, ids, "crew", "seed.crew"))).toContain('"m-ada"');
});
