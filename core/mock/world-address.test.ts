import { expect, test } from "bun:test";
import { createWorldAddressing } from "./world-address.ts";

const ID = "a234567abcdefghijklmnopqrst";
const addressing = createWorldAddressing({ mockPublicUrl: "http://127.0.0.1:4001", mockDomain: "mock.test" });
const resolve = (url: string, host?: string) => addressing.resolve(new Request(url, host ? { headers: { host } } : {}));

test("host-style and path-style addresses resolve to a world, a pack and a path", () => {
  expect(resolve(`http://${ID}.notes.mock.test/notes`)).toEqual({ worldId: ID, slug: "notes", path: "/notes" });
  expect(resolve(`http://127.0.0.1:4001/w/${ID}/notes/notes/1`)).toEqual({ worldId: ID, slug: "notes", path: "/notes/1" });
  expect(resolve(`http://127.0.0.1:4001/w/${ID}/notes`)).toEqual({ worldId: ID, slug: "notes", path: "/" });
});

test("incomplete addresses resolve to nothing (the mock plane answers 404)", () => {
  expect(resolve("http://127.0.0.1:4001/notes", `${ID}..localhost`)).toBeUndefined();
  expect(resolve("http://127.0.0.1:4001/w/")).toBeUndefined();
  expect(resolve(`http://127.0.0.1:4001/w/${ID}`)).toBeUndefined();
});

test("the public url ends in a slash, and a path joined to it with another slash resolves as one", () => {
  const pathStyle = createWorldAddressing({ mockPublicUrl: "http://127.0.0.1:4001/" });
  expect(pathStyle.publicUrlFor(ID, "notes")).toBe(`http://127.0.0.1:4001/w/${ID}/notes/`);
  expect(addressing.publicUrlFor(ID, "notes")).toBe(`http://${ID}.notes.mock.test:4001/`);
  expect(resolve(`http://127.0.0.1:4001/w/${ID}/notes//notes/1`)).toEqual({ worldId: ID, slug: "notes", path: "/notes/1" });
  expect(resolve(`http://${ID}.notes.mock.test//notes`)).toEqual({ worldId: ID, slug: "notes", path: "/notes" });
  expect(resolve(`http://127.0.0.1:4001/w/${ID}/notes/`)).toEqual({ worldId: ID, slug: "notes", path: "/" });
});
