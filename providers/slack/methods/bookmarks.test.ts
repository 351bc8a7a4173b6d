import { expect, test } from "bun:test";
import { bookmarksAdd, bookmarksEdit, bookmarksList, bookmarksRemove, nextRank } from "./bookmarks.ts";
import { errorOf, expectSampleShape, world } from "./fixture.ts";

const NOW = 1709640000; // the fixture clock
const HANDBOOK = { channel_id: "C0GENERAL", title: "Handbook", type: "link", link: "https://acme.example/handbook", emoji: ":book:" };

test("bookmarks.add answers the bookmark as Slack shows it", () => {
  const w = world();
  const added = bookmarksAdd(w.as("U0ADA", HANDBOOK));
  expectSampleShape(added, "bookmarks.add");
  expect(added.bookmark).toEqual({
    id: expect.stringMatching(/^Bk0[0-9A-Z]+$/),
    channel_id: "C0GENERAL",
    title: "Handbook",
    link: "https://acme.example/handbook",
    emoji: ":book:",
    icon_url: "https://acme.example/favicon.ico",
    type: "link",
    entity_id: null,
    date_created: NOW,
    date_updated: 0,
    rank: "g",
    last_updated_by_user_id: "U0ADA",
    last_updated_by_team_id: "T0ACME",
    shortcut_id: null,
    app_id: null,
    app_action_id: null,
  });
  const byBot = bookmarksAdd(w.as("U0BOT", { channel_id: "C0GENERAL", title: "Status", type: "link", link: "http://status.acme.example" }));
  expect(byBot.bookmark).toMatchObject({ rank: "h", emoji: null, app_id: "A0BOT", last_updated_by_user_id: "U0BOT" });
});

test("bookmarks.list, edit and remove", () => {
  const w = world();
  const first = (bookmarksAdd(w.as("U0ADA", HANDBOOK)).bookmark as { id: string }).id;
  const second = (bookmarksAdd(w.as("U0BOT", { ...HANDBOOK, title: "Runbook", link: "https://ops.example/run" })).bookmark as { id: string }).id;
  // Anyone who can see the channel may list its bookmarks (Bea is not in #general).
  const list = bookmarksList(w.as("U0BEA", { channel_id: "C0GENERAL" }));
  expectSampleShape(list, "bookmarks.list");
  expect((list.bookmarks as Array<{ id: string }>).map((b) => b.id)).toEqual([first, second]);
  expect(bookmarksList(w.as("U0ADA", { channel_id: "C0RANDOM" })).bookmarks).toEqual([]);

  const edited = bookmarksEdit(w.as("U0BOT", { channel_id: "C0GENERAL", bookmark_id: first, title: "The handbook", link: "https://docs.acme.example/h" }));
  expectSampleShape(edited, "bookmarks.edit");
  expect(edited.bookmark).toMatchObject({ id: first, title: "The handbook", link: "https://docs.acme.example/h", icon_url: "https://docs.acme.example/favicon.ico", emoji: ":book:", date_updated: NOW, last_updated_by_user_id: "U0BOT", rank: "g" });

  expectSampleShape(bookmarksRemove(w.as("U0ADA", { channel_id: "C0GENERAL", bookmark_id: second })), "bookmarks.remove");
  expect((bookmarksList(w.as("U0ADA", { channel_id: "C0GENERAL" })).bookmarks as Array<{ id: string }>).map((b) => b.id)).toEqual([first]);
  expect(errorOf(() => bookmarksRemove(w.as("U0ADA", { channel_id: "C0GENERAL", bookmark_id: second })))).toBe("not_found");
  // A bookmark is addressed through its own channel only.
  expect(errorOf(() => bookmarksEdit(w.as("U0ADA", { channel_id: "C0RANDOM", bookmark_id: first, title: "x" })))).toBe("not_found");
});

test("bookmarks refusals", () => {
  const w = world();
  const add = (user: string, args: Record<string, string>) => errorOf(() => bookmarksAdd(w.as(user, { ...HANDBOOK, ...args })));
  expect(add("U0ADA", { type: "file" })).toBe("invalid_bookmark_type");
  expect(add("U0ADA", { link: "ftp://acme.example/x" })).toBe("invalid_link");
  expect(add("U0ADA", { link: "" })).toBe("invalid_link");
  expect(add("U0ADA", { emoji: "book" })).toBe("invalid_emoji");
  expect(add("U0ADA", { title: "" })).toBe("invalid_arguments");
  expect(add("U0ADA", { channel_id: "G0SECRET" })).toBe("channel_not_found");
  expect(add("U0BEA", {})).toBe("not_in_channel");
  expect(add("U0ADA", { channel_id: "C0OLD" })).toBe("is_archived");
  expect(add("U0ADA", { parent_id: "Bk0NOPE" })).toBe("invalid_parent_type");
  expect(w.records.collection("bookmarks").all()).toEqual([]);
  const id = (bookmarksAdd(w.as("U0ADA", HANDBOOK)).bookmark as { id: string }).id;
  expect(add("U0ADA", { parent_id: id })).toBe("parent_with_link");
  expect(errorOf(() => bookmarksEdit(w.as("U0ADA", { channel_id: "C0GENERAL", bookmark_id: id, link: "not a link" })))).toBe("invalid_link");
  expect(errorOf(() => bookmarksRemove(w.as("U0BEA", { channel_id: "C0GENERAL", bookmark_id: id })))).toBe("not_in_channel");
  for (let i = 1; i < 100; i++) bookmarksAdd(w.as("U0ADA", { ...HANDBOOK, title: `b${i}` }));
  expect(add("U0ADA", {})).toBe("too_many_bookmarks");
});

test("ranks sort in the order bookmarks were added", () => {
  expect(nextRank([])).toBe("g");
  expect(nextRank(["g", "h"])).toBe("i");
  expect(nextRank(["y", "z"])).toBe("za");
  const ranks = ["g"];
  for (let i = 0; i < 60; i++) ranks.push(nextRank(ranks));
  expect([...ranks].sort()).toEqual(ranks);
  expect(new Set(ranks).size).toBe(ranks.length);
});
