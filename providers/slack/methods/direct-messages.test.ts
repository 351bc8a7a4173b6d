import { expect, test } from "bun:test";
import { chatPostMessage } from "./chat.ts";
import { conversationsHistory } from "./conversation-history.ts";
import { conversationsInfo, conversationsList, conversationsOpen } from "./conversations.ts";
import { errorOf, expectSampleShape, METHODS_SEED, world } from "./fixture.ts";

type Obj = Record<string, any>;

test("conversations.open with several users opens an mpim, named for its members, and finds it again", () => {
  const w = world();
  const opened = conversationsOpen(w.as("U0ADA", { users: "U0BEA,U0BOT" }));
  expectSampleShape(opened, "conversations.open");
  const id = (opened.channel as Obj).id as string;
  expect(id).toMatch(/^G[0-9A-Z]+$/);
  expect(opened.already_open).toBeUndefined();
  const info = conversationsInfo(w.as("U0BEA", { channel: id, include_num_members: "true" })).channel as Obj;
  expect(info).toMatchObject({ name: "mpdm-ada--bea--helper-1", is_mpim: true, is_private: true, is_channel: false, is_group: false, is_member: true, num_members: 3 });
  // The same set, asked by another member in another order, is the same conversation.
  const again = conversationsOpen(w.as("U0BOT", { users: "U0ADA,U0BEA", return_im: "true" }));
  expect(again).toMatchObject({ ok: true, no_op: true, already_open: true, channel: { id, is_mpim: true } });
  expect((conversationsList(w.as("U0ADA", { types: "mpim" })).channels as Obj[]).map((c) => c.id)).toEqual([id]);
  expect(errorOf(() => conversationsInfo(w.as("U0ADA", { channel: "G0SECRET" })))).toBe("channel_not_found");
  // A different set is a different mpim; posting works for members.
  const other = conversationsOpen(w.as("U0ADA", { users: "U0BEA,U0BOT,U0ADA" })).channel as Obj;
  expect(other.id).toBe(id); // the caller listed too: the same three people
  expect(chatPostMessage(w.as("U0BEA", { channel: id, text: "hi all" }))).toMatchObject({ ok: true, channel: id });
});

test("mpim refusals: unknown or deactivated users, more than 8 others", () => {
  const seed = {
    ...METHODS_SEED,
    users: [...METHODS_SEED.users, { id: "U0GONE", name: "gone", deleted: true }, ...Array.from({ length: 8 }, (_, i) => ({ id: `U0X${i}`, name: `x${i}` }))],
  };
  const w = world(seed);
  expect(errorOf(() => conversationsOpen(w.as("U0ADA", { users: "U0BEA,U0NOPE" })))).toBe("user_not_found");
  expect(errorOf(() => conversationsOpen(w.as("U0ADA", { users: "U0BEA,U0GONE" })))).toBe("user_disabled");
  expect(errorOf(() => conversationsOpen(w.as("U0ADA", { users: ["U0BEA", ...Array.from({ length: 8 }, (_, i) => `U0X${i}`)].join(",") })))).toBe("too_many_users");
  expect(conversationsOpen(w.as("U0ADA", { users: Array.from({ length: 8 }, (_, i) => `U0X${i}`).join(",") })).ok).toBe(true);
});

test("either side opening an im finds the same one, and return_im shows the other person as `user`", () => {
  const w = world();
  const mine = conversationsOpen(w.as("U0ADA", { users: "U0BEA" })).channel as Obj;
  const theirs = conversationsOpen(w.as("U0BEA", { users: "U0ADA", return_im: "true" }));
  expect(theirs).toMatchObject({ already_open: true, channel: { id: mine.id, is_im: true, user: "U0ADA" } });
});

test("chat.postMessage to a user id posts in the caller's im with that user, opening it when needed", () => {
  const w = world();
  const posted = chatPostMessage(w.as("U0BOT", { channel: "U0ADA", text: "psst" }));
  expect(posted.channel).toMatch(/^D[0-9A-Z]+$/);
  expect(conversationsInfo(w.as("U0ADA", { channel: posted.channel as string })).channel).toMatchObject({ is_im: true });
  const again = chatPostMessage(w.as("U0BOT", { channel: "U0ADA", text: "again" }));
  expect(again.channel).toBe(posted.channel);
  expect((conversationsHistory(w.as("U0ADA", { channel: posted.channel as string })).messages as Obj[]).map((m) => m.text)).toEqual(["again", "psst"]);
  expect(errorOf(() => chatPostMessage(w.as("U0BOT", { channel: "U0NOPE", text: "x" })))).toBe("channel_not_found");
});
