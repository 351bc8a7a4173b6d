// Slack's hosted MCP server (mcp.slack.com/mcp) as recorded on 2026-08-10: its 19 tools, listed exactly
// (listing.json), each doing its work through the pack's Web API methods as the user the world's MCP
// tools act as. Five descriptions name the recording workspace's signed-in user; a world serves them
// with its own acting user's id.
import type { McpProfile } from "../../../../core/pack/index.ts";
import { profileTools, type Listing } from "../profile-tools.ts";
import { canvasTools } from "./canvas-tools.ts";
import { conversationTools } from "./conversation-tools.ts";
import listings from "./listing.json" with { type: "json" };
import { actingUserId } from "./people.ts";
import { reactionTools } from "./reaction-tools.ts";
import { readTools } from "./read-tools.ts";
import { searchTools } from "./search-tools.ts";
import { sendTools } from "./send-tools.ts";

/** The user id the recording's descriptions name: the recording workspace's signed-in user. */
export const RECORDED_USER_ID = "U0B79GFLEH0";

export const officialProfile: McpProfile = {
  title: "Slack's hosted MCP server (mcp.slack.com/mcp), recorded 2026-08-10",
  source: "pome-sh/digital-twins @ 9913100d227924c71a6a77307fd3c042197576f9, fixtures/mcp-tools-list/slack.raw.json (Apache-2.0)",
  tools: profileTools(listings as Listing[], { ...sendTools, ...reactionTools, ...conversationTools, ...canvasTools, ...searchTools, ...readTools }),
  async personalize(ctx, tools) {
    // A workspace with nobody to act as (no bot, no mcp_user) lists the recording as it is; its calls fail.
    const id = await actingUserId(ctx).catch(() => RECORDED_USER_ID);
    return tools.map((tool) => JSON.parse(JSON.stringify(tool).replaceAll(RECORDED_USER_ID, id)));
  },
};
