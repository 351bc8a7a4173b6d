import { expect, test } from "bun:test";
import { readReferenceJson } from "../../tests/reference/reference-file.ts";
import { decodeCursor, encodeCursor, pageMetadata, paginate } from "./cursor-paging.ts";
import { SlackFault } from "./slack-errors.ts";

const items = Array.from({ length: 7 }, (_, i) => i);
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof SlackFault ? error.code : String(error);
  }
  return "no error";
};

test("pages follow next_cursor to the end, where it is the empty string", () => {
  const seen: number[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = paginate(items, { limit: "3", cursor }, { scope: "members" });
    seen.push(...page.items);
    cursor = page.nextCursor;
    pages++;
  } while (cursor);
  expect(seen).toEqual(items);
  expect(pages).toBe(3);
  expect(pageMetadata(paginate(items, { limit: 100 }))).toEqual({ next_cursor: "" });
});

test("response_metadata has the samples' shape", () => {
  const sample = readReferenceJson<Record<string, any>>("slack/samples/conversations.members.json");
  expect(Object.keys(pageMetadata(paginate(items, {})))).toEqual(Object.keys(sample.response_metadata));
});

test("cursors are opaque base64 and refused when forged, foreign or past the end", () => {
  const cursor = encodeCursor(3, "users");
  expect(cursor).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect(decodeCursor(cursor, "users")).toBe(3);
  expect(code(() => paginate(items, { cursor: "%%%" }))).toBe("invalid_cursor");
  expect(code(() => paginate(items, { cursor: btoa("hello") }))).toBe("invalid_cursor");
  expect(code(() => paginate(items, { cursor }, { scope: "channels" }))).toBe("invalid_cursor");
  expect(code(() => paginate(items, { cursor: encodeCursor(99) }))).toBe("invalid_cursor");
});

test("limit: default when missing or 0, capped at the maximum, refused when not a count", () => {
  expect(paginate(items, {}, { defaultLimit: 2 }).items).toEqual([0, 1]);
  expect(paginate(items, { limit: 0 }, { defaultLimit: 2 }).items).toEqual([0, 1]);
  expect(paginate(items, { limit: 50 }, { maxLimit: 4 }).items).toHaveLength(4);
  expect(code(() => paginate(items, { limit: "ten" }))).toBe("invalid_limit");
  expect(code(() => paginate(items, { limit: -1 }))).toBe("invalid_limit");
});
