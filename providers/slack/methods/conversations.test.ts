import { expect, test } from "bun:test";
import { conversationsArchive, conversationsCreate, conversationsInfo, conversationsList, conversationsMark, conversationsOpen, conversationsRename, conversationsSetPurpose, conversationsSetTopic, conversationsUnarchive } from "./conversations.ts";
import { errorOf, expectSampleShape, world } from "./fixture.ts";

test("conversations.list shows public channels, and private ones only to members", () => {
  const w = world();
  const ada = conversationsList(w.as("U0ADA", { types: "public_channel,private_channel" }));
  expectSampleShape(ada, "conversations.list");
  expect((ada.channels as any[]).map((c) => c.id)).toEqual(["C0GENERAL", "C0OLD", "C0RANDOM"]);
  const bea = conversationsList(w.as("U0BEA", { types: "private_channel" }));
  expect((bea.channels as any[]).map((c) => c.id)).toEqual(["G0SECRET"]);
  const page = conversationsList(w.as("U0ADA", { limit: "1", exclude_archived: "true" }));
  expect((page.channels as any[]).map((c) => c.id)).toEqual(["C0GENERAL"]);
  expect((page.response_metadata as any).next_cursor).not.toBe("");
});

test("conversations.info: a private conversation the caller is not in does not exist", () => {
  const w = world();
  const info = conversationsInfo(w.as("U0BOT", { channel: "G0SECRET", include_num_members: "true" }));
  expectSampleShape(info, "conversations.info");
  expect(info.channel).toMatchObject({ id: "G0SECRET", is_private: true, is_member: true, num_members: 2 });
  expect(errorOf(() => conversationsInfo(w.as("U0ADA", { channel: "G0SECRET" })))).toBe("channel_not_found");
  expect(errorOf(() => conversationsInfo(w.as("U0ADA", { channel: "C0NOPE" })))).toBe("channel_not_found");
});

test("conversations.create and rename check names", () => {
  const w = world();
  const made = conversationsCreate(w.as("U0ADA", { name: "launch", is_private: "true" }));
  expectSampleShape(made, "conversations.create");
  const channel = made.channel as any;
  expect(channel).toMatchObject({ name: "launch", is_private: true, is_member: true, creator: "U0ADA" });
  expect(errorOf(() => conversationsInfo(w.as("U0BEA", { channel: channel.id })))).toBe("channel_not_found");
  expect(errorOf(() => conversationsCreate(w.as("U0ADA", { name: "random" })))).toBe("name_taken");
  expect(errorOf(() => conversationsCreate(w.as("U0ADA", { name: "" })))).toBe("invalid_name_required");
  expect(errorOf(() => conversationsCreate(w.as("U0ADA", { name: "x".repeat(81) })))).toBe("invalid_name_maxlength");
  expect(errorOf(() => conversationsCreate(w.as("U0ADA", { name: "no spaces" })))).toBe("invalid_name_specials");
  const renamed = conversationsRename(w.as("U0ADA", { channel: channel.id, name: "liftoff" }));
  expectSampleShape(renamed, "conversations.rename");
  expect(renamed.channel).toMatchObject({ name: "liftoff", previous_names: ["launch"] });
  expect(errorOf(() => conversationsRename(w.as("U0ADA", { channel: channel.id, name: "general" })))).toBe("name_taken");
  expect(errorOf(() => conversationsRename(w.as("U0BOT", { channel: "C0RANDOM", name: "x" })))).toBe("not_in_channel");
});

test("conversations.archive and unarchive", () => {
  const w = world();
  expectSampleShape(conversationsArchive(w.as("U0ADA", { channel: "C0RANDOM" })), "conversations.archive");
  expect((conversationsInfo(w.as("U0ADA", { channel: "C0RANDOM" })).channel as any).is_archived).toBe(true);
  expect(errorOf(() => conversationsArchive(w.as("U0ADA", { channel: "C0RANDOM" })))).toBe("already_archived");
  expect(errorOf(() => conversationsArchive(w.as("U0ADA", { channel: "C0GENERAL" })))).toBe("cant_archive_general");
  expect(errorOf(() => conversationsRename(w.as("U0ADA", { channel: "C0RANDOM", name: "y" })))).toBe("is_archived");
  expectSampleShape(conversationsUnarchive(w.as("U0ADA", { channel: "C0RANDOM" })), "conversations.unarchive");
  expect(errorOf(() => conversationsUnarchive(w.as("U0ADA", { channel: "C0RANDOM" })))).toBe("not_archived");
});

test("conversations.setTopic, setPurpose and mark", () => {
  const w = world();
  const topic = conversationsSetTopic(w.as("U0ADA", { channel: "C0RANDOM", topic: "Lunch" }));
  expectSampleShape(topic, "conversations.setTopic");
  expect((topic.channel as any).topic).toEqual({ value: "Lunch", creator: "U0ADA", last_set: 1709640000 });
  const purpose = conversationsSetPurpose(w.as("U0ADA", { channel: "C0RANDOM", purpose: "Chat" }));
  expectSampleShape(purpose, "conversations.setPurpose");
  expect(errorOf(() => conversationsSetTopic(w.as("U0BOT", { channel: "C0RANDOM", topic: "x" })))).toBe("not_in_channel");
  expect(errorOf(() => conversationsSetTopic(w.as("U0ADA", { channel: "C0OLD", topic: "x" })))).toBe("is_archived");
  expect(errorOf(() => conversationsSetTopic(w.as("U0ADA", { channel: "C0RANDOM", topic: "x".repeat(251) })))).toBe("too_long");
  expectSampleShape(conversationsMark(w.as("U0ADA", { channel: "C0RANDOM", ts: "1700000100.000100" })), "conversations.mark");
  expect((conversationsInfo(w.as("U0ADA", { channel: "C0RANDOM" })).channel as any).last_read).toBe("1700000100.000100");
  expect(errorOf(() => conversationsMark(w.as("U0ADA", { channel: "C0RANDOM", ts: "yesterday" })))).toBe("invalid_timestamp");
  expect(errorOf(() => conversationsMark(w.as("U0ADA", { channel: "C0RANDOM" })))).toBe("invalid_arguments");
});

test("conversations.open finds or makes the direct message, visible only to its two members", () => {
  const w = world();
  const opened = conversationsOpen(w.as("U0ADA", { users: "U0BEA" }));
  expectSampleShape(opened, "conversations.open");
  const id = (opened.channel as any).id as string;
  expect(id.startsWith("D")).toBe(true);
  expect(opened.already_open).toBeUndefined();
  const again = conversationsOpen(w.as("U0ADA", { users: "U0BEA", return_im: "true" }));
  expect(again).toMatchObject({ no_op: true, already_open: true, channel: { id, is_im: true, user: "U0BEA" } });
  expectSampleShape(again, "conversations.open");
  expect(errorOf(() => conversationsInfo(w.as("U0BOT", { channel: id })))).toBe("channel_not_found");
  expect(errorOf(() => conversationsOpen(w.as("U0ADA", { users: "U0NOPE" })))).toBe("user_not_found");
  expect(errorOf(() => conversationsOpen(w.as("U0ADA")))).toBe("users_list_not_supplied");
});
