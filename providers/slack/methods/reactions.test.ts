import { expect, test } from "bun:test";
import { chatPostMessage } from "./chat.ts";
import { errorOf, expectSampleShape, world } from "./fixture.ts";
import { reactionsAdd, reactionsGet, reactionsList, reactionsRemove } from "./reactions.ts";

const PARENT = "1700000100.000100";

test("reactions.add and remove keep one entry per name with its users", () => {
  const w = world();
  const posted = chatPostMessage(w.as("U0ADA", { channel: "C0RANDOM", text: "lunch?" }));
  const at = { channel: "C0RANDOM", timestamp: posted.ts as string };
  expectSampleShape(reactionsAdd(w.as("U0ADA", { ...at, name: ":tada:" })), "reactions.add");
  reactionsAdd(w.as("U0BEA", { ...at, name: "tada" }));
  expect(errorOf(() => reactionsAdd(w.as("U0BEA", { ...at, name: "tada" })))).toBe("already_reacted");
  const got = reactionsGet(w.as("U0ADA", at));
  expectSampleShape(got, "reactions.get");
  expect(got).toMatchObject({ type: "message", channel: "C0RANDOM", message: { reactions: [{ name: "tada", users: ["U0ADA", "U0BEA"], count: 2 }] } });
  expect((got.message as any).permalink).toContain("/archives/C0RANDOM/p");
  expectSampleShape(reactionsRemove(w.as("U0ADA", { ...at, name: "tada" })), "reactions.remove");
  expect(errorOf(() => reactionsRemove(w.as("U0ADA", { ...at, name: "tada" })))).toBe("no_reaction");
  reactionsRemove(w.as("U0BEA", { ...at, name: "tada" }));
  expect((reactionsGet(w.as("U0ADA", at)).message as any).reactions).toBeUndefined();
});

test("reactions refusals", () => {
  const w = world();
  expect(errorOf(() => reactionsAdd(w.as("U0ADA", { channel: "C0GENERAL", timestamp: "1600000000.000100", name: "x" })))).toBe("message_not_found");
  expect(errorOf(() => reactionsAdd(w.as("U0ADA", { channel: "G0SECRET", timestamp: PARENT, name: "x" })))).toBe("channel_not_found");
  expect(errorOf(() => reactionsAdd(w.as("U0ADA", { channel: "C0GENERAL", name: "x" })))).toBe("no_item_specified");
  expect(errorOf(() => reactionsRemove(w.as("U0ADA", { channel: "C0GENERAL", timestamp: PARENT, name: "wave" })))).toBe("no_reaction");
});

test("reactions.list: what a user reacted to, newest first, paged", () => {
  const w = world();
  const posted = chatPostMessage(w.as("U0BOT", { channel: "C0GENERAL", text: "later" }));
  reactionsAdd(w.as("U0BOT", { channel: "C0GENERAL", timestamp: posted.ts as string, name: "eyes" }));
  const list = reactionsList(w.as("U0BOT"));
  expect(Object.keys(list).sort()).toEqual(["items", "ok", "response_metadata"]);
  expect(Object.keys((list.items as any[])[0]).sort()).toEqual(["channel", "message", "type"]);
  expect((list.items as any[]).map((i) => i.message.ts)).toEqual([posted.ts, PARENT]);
  const page = reactionsList(w.as("U0ADA", { user: "U0BOT", limit: "1" }));
  expect((page.items as any[]).length).toBe(1);
  expect((page.response_metadata as any).next_cursor).not.toBe("");
});
