import { expect, test } from "bun:test";
import { startWorkSlice } from "../../../core/pack/index.ts";
import { MAX_RECIPIENTS, parseRecipients } from "./addresses.ts";
import { send } from "./compose.ts";
import { memoryWorld } from "./test-world.fixture.ts";

const addresses = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `r${from + i}@x.example`);

test("each address once across To and Cc, named from the world's mailboxes and contacts", () => {
  const { world } = memoryWorld();
  const { to, cc } = parseRecipients(world, "sam@northwind.example, SAM@northwind.example; priya.natarajan@contoso.example", ["Sam <sam@northwind.example>", "z@x.example"]);
  expect(to).toEqual([{ name: "Sam Okafor", email: "sam@northwind.example" }, { name: "Priya Natarajan", email: "priya.natarajan@contoso.example" }]);
  expect(cc).toEqual([{ name: "", email: "z@x.example" }]);
});

test("a message takes at most 500 recipients, To and Cc together, as Gmail", () => {
  const { world, clock, ids } = memoryWorld();
  expect(MAX_RECIPIENTS).toBe(500);
  const sent = send(world, clock, ids, { to: addresses(300), cc: addresses(200, 300).join(", "), subject: "All hands" });
  expect(sent.to.length + sent.cc.length).toBe(500);
  const before = world.collection("messages").count();
  expect(() => send(world, clock, ids, { to: addresses(300), cc: addresses(201, 300) })).toThrow("Too many recipients: a message can have at most 500");
  expect(world.collection("messages").count()).toBe(before);
});

// Parsing 40,000 addresses pairwise took 2.7 s: the work budget (50 ms, checked as parsing goes) now
// stops such a request, so the refusal must come before the list is parsed. How fast is the benchmark's
// to say; a timing assert here would fail on a busy CI machine.
test("a huge recipient list is refused at once, and parsing stays linear (no pairwise dedupe)", () => {
  const { world, clock, ids } = memoryWorld();
  expect(() => send(world, clock, ids, { to: addresses(40_000).join(",") })).toThrow("Too many recipients");
  // 500 distinct addresses: each is compared through a set, not against every earlier one.
  startWorkSlice();
  const { to } = parseRecipients(world, addresses(500), addresses(0));
  expect(to).toHaveLength(500);
});
