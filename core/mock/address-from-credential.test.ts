import { expect, test } from "bun:test";
import { addressFromCredential } from "./address-from-credential.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";

const ID = "a234567abcdefghijklmnopqrst";
const OTHER = "b234567abcdefghijklmnopqrst";
// Three packs: one never claims anything, one names a world from an `X-World` header, and one from a
// `world=<id>` line in the body (as a SOAP envelope carries its session).
const packs = {
  list: () => [
    { def: { slug: "quiet" } },
    { def: { slug: "named", worldFromCredential: (request: Request) => request.headers.get("x-world") ?? undefined } },
    {
      def: {
        slug: "enveloped",
        worldFromCredential: async (_request: Request, body: () => Promise<string | undefined>) => /world=(\w+)/.exec((await body()) ?? "")?.[1],
      },
    },
  ],
} as unknown as PackRegistry;
const URL_TEXT = "http://localhost:4001/api/items?x=1";
const address = (headers: Record<string, string>, body?: string, limit = 1024) =>
  addressFromCredential(packs, new Request(URL_TEXT, { method: body === undefined ? "GET" : "POST", headers, body }), new URL(URL_TEXT), limit);

test("a request outside every world's address goes to the world its credential names, with its whole path", async () => {
  expect(await address({ "x-world": ID })).toEqual({ worldId: ID, slug: "named", path: "/api/items", byCredential: true });
});

test("no claim, or a claim that is no world id, leaves it unaddressed", async () => {
  expect(await address({})).toBeUndefined();
  expect(await address({ "x-world": "../etc" })).toBeUndefined();
});

test("a pack may read the credential from a copy of the body; the request's own body stays readable", async () => {
  const request = new Request(URL_TEXT, { method: "POST", body: `world=${OTHER}` });
  expect(await addressFromCredential(packs, request, new URL(URL_TEXT), 1024)).toEqual({ worldId: OTHER, slug: "enveloped", path: "/api/items", byCredential: true });
  expect(await request.text()).toBe(`world=${OTHER}`);
});

test("a body past the limit is not read for a credential", async () => {
  expect(await address({}, `world=${OTHER}`, 8)).toBeUndefined();
});
