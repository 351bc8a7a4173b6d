import { expect, test } from "bun:test";
import { addressFromCredential } from "./address-from-credential.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";

const ID = "a234567abcdefghijklmnopqrst";
// Two packs: one names a world from an `X-World` header, one never claims anything.
const packs = {
  list: () => [
    { def: { slug: "quiet" } },
    { def: { slug: "named", worldFromCredential: (request: Request) => request.headers.get("x-world") ?? undefined } },
  ],
} as unknown as PackRegistry;
const address = (headers: Record<string, string>) => addressFromCredential(packs, new Request("http://localhost:4001/api/items?x=1", { headers }), new URL("http://localhost:4001/api/items?x=1"));

test("a request outside every world's address goes to the world its credential names, with its whole path", () => {
  expect(address({ "x-world": ID })).toEqual({ worldId: ID, slug: "named", path: "/api/items", byCredential: true });
});

test("no claim, or a claim that is no world id, leaves it unaddressed", () => {
  expect(address({})).toBeUndefined();
  expect(address({ "x-world": "../etc" })).toBeUndefined();
});
