// Reactions: add and remove an emoji on a message.
import { defineTool } from "../../../core/pack/index.ts";
import { WRITE, channel, channelId, slackCall, ts } from "./shared.ts";

const emoji = { type: "string", minLength: 1, maxLength: 100, description: "The emoji name, with or without colons: thumbsup, :white_check_mark:" } as const;
const bare = (name: string) => name.trim().replace(/^:|:$/g, "");

export const addReaction = defineTool({
  name: "slack_add_reaction",
  description: "Add an emoji reaction to a message (already_reacted if you reacted with it before).",
  inputSchema: { type: "object", properties: { channel, ts, name: emoji }, required: ["channel", "ts", "name"], additionalProperties: false },
  annotations: { title: "Add a reaction", ...WRITE },
  async run(ctx, input) {
    await slackCall(ctx, "reactionsAdd", { channel: await channelId(ctx, input.channel), timestamp: input.ts, name: bare(input.name) });
    return { ok: true, name: bare(input.name) };
  },
});

export const removeReaction = defineTool({
  name: "slack_remove_reaction",
  description: "Remove your emoji reaction from a message (no_reaction if you had not reacted with it).",
  inputSchema: { type: "object", properties: { channel, ts, name: emoji }, required: ["channel", "ts", "name"], additionalProperties: false },
  annotations: { title: "Remove a reaction", ...WRITE, destructiveHint: true },
  async run(ctx, input) {
    await slackCall(ctx, "reactionsRemove", { channel: await channelId(ctx, input.channel), timestamp: input.ts, name: bare(input.name) });
    return { ok: true, name: bare(input.name) };
  },
});

export const reactionTools = [addReaction, removeReaction];
