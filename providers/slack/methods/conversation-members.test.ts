import { expect, test } from "bun:test";
import { conversationsInvite, conversationsJoin, conversationsKick, conversationsLeave, conversationsMembers } from "./conversation-members.ts";
import { errorOf, expectSampleShape, world } from "./fixture.ts";

test("conversations.join and leave", () => {
  const w = world();
  const joined = conversationsJoin(w.as("U0BOT", { channel: "C0RANDOM" }));
  expectSampleShape(joined, "conversations.join");
  expect(joined.channel).toMatchObject({ id: "C0RANDOM", is_member: true });
  const again = conversationsJoin(w.as("U0BOT", { channel: "C0RANDOM" }));
  expect(again).toMatchObject({ warning: "already_in_channel", response_metadata: { warnings: ["already_in_channel"] } });
  expectSampleShape(again, "conversations.join");
  expect(errorOf(() => conversationsJoin(w.as("U0ADA", { channel: "G0SECRET" })))).toBe("channel_not_found");
  expect(errorOf(() => conversationsJoin(w.as("U0BEA", { channel: "C0OLD" })))).toBe("is_archived");
  expectSampleShape(conversationsLeave(w.as("U0BOT", { channel: "C0RANDOM" })), "conversations.leave");
  expect(errorOf(() => conversationsLeave(w.as("U0BOT", { channel: "C0RANDOM" })))).toBe("not_in_channel");
  expect(errorOf(() => conversationsLeave(w.as("U0BOT", { channel: "C0GENERAL" })))).toBe("cant_leave_general");
});

test("conversations.invite and kick", () => {
  const w = world();
  const invited = conversationsInvite(w.as("U0ADA", { channel: "C0RANDOM", users: "U0BOT" }));
  expectSampleShape(invited, "conversations.invite");
  expect(conversationsMembers(w.as("U0ADA", { channel: "C0RANDOM" })).members).toEqual(["U0ADA", "U0BEA", "U0BOT"]);
  expect(errorOf(() => conversationsInvite(w.as("U0ADA", { channel: "C0RANDOM", users: "U0BOT" })))).toBe("already_in_channel");
  expect(errorOf(() => conversationsInvite(w.as("U0ADA", { channel: "C0RANDOM", users: "U0ADA" })))).toBe("cant_invite_self");
  expect(errorOf(() => conversationsInvite(w.as("U0ADA", { channel: "C0RANDOM", users: "U0NOPE" })))).toBe("user_not_found");
  expect(errorOf(() => conversationsInvite(w.as("U0ADA", { channel: "G0SECRET", users: "U0BOT" })))).toBe("channel_not_found");
  expect(errorOf(() => conversationsInvite(w.as("U0BOT", { channel: "C0OLD", users: "U0BEA" })))).toBe("is_archived");
  expectSampleShape(conversationsKick(w.as("U0ADA", { channel: "C0RANDOM", user: "U0BOT" })), "conversations.kick");
  expect(errorOf(() => conversationsKick(w.as("U0ADA", { channel: "C0RANDOM", user: "U0BOT" })))).toBe("user_not_in_channel");
  expect(errorOf(() => conversationsKick(w.as("U0ADA", { channel: "C0RANDOM", user: "U0ADA" })))).toBe("cant_kick_self");
  expect(errorOf(() => conversationsKick(w.as("U0ADA", { channel: "C0GENERAL", user: "U0BEA" })))).toBe("cant_kick_from_general");
});

test("conversations.members pages the member ids", () => {
  const w = world();
  const first = conversationsMembers(w.as("U0ADA", { channel: "C0GENERAL", limit: "1" }));
  expectSampleShape(first, "conversations.members");
  expect(first.members).toEqual(["U0ADA"]);
  const rest = conversationsMembers(w.as("U0ADA", { channel: "C0GENERAL", cursor: (first.response_metadata as any).next_cursor }));
  expect(rest).toMatchObject({ members: ["U0BOT"], response_metadata: { next_cursor: "" } });
  expect(errorOf(() => conversationsMembers(w.as("U0ADA", { channel: "G0SECRET" })))).toBe("channel_not_found");
});
