import { expect, test } from "bun:test";
import { chatDelete, chatPostMessage } from "./chat.ts";
import { conversationsHistory } from "./conversation-history.ts";
import { errorOf, expectSampleShape, world } from "./fixture.ts";
import { pinsAdd, pinsList, pinsRemove } from "./pins.ts";

const PARENT = "1700000100.000100";

test("pins.add, list and remove", () => {
  const w = world();
  const at = { channel: "C0GENERAL", timestamp: PARENT };
  expectSampleShape(pinsAdd(w.as("U0BOT", at)), "pins.add");
  expect(errorOf(() => pinsAdd(w.as("U0BOT", at)))).toBe("already_pinned");
  const list = pinsList(w.as("U0ADA", { channel: "C0GENERAL" }));
  expect(Object.keys(list).sort()).toEqual(["items", "ok"]);
  expect((list.items as any[])[0]).toMatchObject({ type: "message", created_by: "U0BOT", channel: "C0GENERAL", message: { ts: PARENT, pinned_to: ["C0GENERAL"] } });
  expect(conversationsHistory(w.as("U0BOT", { channel: "C0GENERAL" })).pin_count).toBe(1);
  expectSampleShape(pinsRemove(w.as("U0BOT", at)), "pins.remove");
  expect(errorOf(() => pinsRemove(w.as("U0BOT", at)))).toBe("not_pinned");
  expect(pinsList(w.as("U0ADA", { channel: "C0GENERAL" })).items).toEqual([]);
});

test("pins refusals, and a deleted message loses its pin", () => {
  const w = world();
  expect(errorOf(() => pinsAdd(w.as("U0BOT", { channel: "C0GENERAL", timestamp: "1600000000.000100" })))).toBe("message_not_found");
  expect(errorOf(() => pinsAdd(w.as("U0ADA", { channel: "G0SECRET", timestamp: PARENT })))).toBe("channel_not_found");
  expect(errorOf(() => pinsAdd(w.as("U0BOT", { channel: "C0GENERAL" })))).toBe("no_item_specified");
  const posted = chatPostMessage(w.as("U0ADA", { channel: "C0RANDOM", text: "pin me" }));
  expect(errorOf(() => pinsAdd(w.as("U0BOT", { channel: "C0RANDOM", timestamp: posted.ts as string })))).toBe("not_in_channel");
  pinsAdd(w.as("U0ADA", { channel: "C0RANDOM", timestamp: posted.ts as string }));
  chatDelete(w.as("U0ADA", { channel: "C0RANDOM", ts: posted.ts as string }));
  expect(pinsList(w.as("U0ADA", { channel: "C0RANDOM" })).items).toEqual([]);
});
