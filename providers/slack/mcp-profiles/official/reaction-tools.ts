// Reactions and emoji: add one, read a message's, search the workspace's custom emoji (none here).
import { ToolError } from "../../../../core/pack/index.ts";
import { slackCall } from "../../tools/shared.ts";
import type { ProfileToolSpec } from "../profile-tools.ts";
import { answerText, refuse } from "./answers.ts";
import { directory, displayName, type User } from "./people.ts";

const MAX_USERS_SHOWN = 50;
const bare = (name: unknown) => String(name ?? "").trim().replace(/^:|:$/g, "");

export const reactionTools: Record<string, ProfileToolSpec> = {
  slack_add_reaction: {
    native: { tool: "slack_add_reaction", arguments: (input) => ({ channel: input.channel_id, ts: input.message_ts, name: input.emoji }) },
    async run(ctx, input) {
      const emoji = bare(input.emoji);
      try {
        await slackCall(ctx, "reactionsAdd", { channel: input.channel_id, timestamp: input.message_ts, name: emoji });
      } catch (error) {
        // "Adding a duplicate reaction succeeds silently."
        if (!(error instanceof ToolError && error.message.startsWith("already_reacted"))) throw error;
      }
      return answerText([`Added :${emoji}: to message ${input.message_ts} in ${input.channel_id}.`]);
    },
  },
  slack_get_reactions: {
    async run(ctx, input) {
      const { message } = await slackCall(ctx, "reactionsGet", { channel: input.channel_id, timestamp: input.message_ts, full: true });
      const reactions = (message?.reactions ?? []) as User[];
      if (!reactions.length) return answerText([`No reactions on message ${input.message_ts} in ${input.channel_id}.`]);
      const users = await directory(ctx);
      const lines = reactions.map((r) => {
        const ids = ((r.users ?? []) as string[]).slice(0, MAX_USERS_SHOWN);
        const who = ids.map((id) => (users.has(id) ? `${displayName(users.get(id)!)} (${id})` : id));
        return `:${r.name}: ${r.count ?? ids.length} — ${who.join(", ")}`;
      });
      return answerText([`Reactions on message ${input.message_ts} in ${input.channel_id}:`, ...lines]);
    },
  },
  // The pack has no custom emoji (no emoji.list), so there is nothing to search: the feature's absence
  // is said, not answered as an empty result a model would read as "this emoji does not exist".
  slack_search_emojis: {
    run: () =>
      refuse(
        "custom_emoji_not_supported: this mock workspace has no custom emoji to search. Standard Unicode emoji names (thumbsup, eyes, white_check_mark, ...) work as reactions and in messages.",
      ),
  },
};
