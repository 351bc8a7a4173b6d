// The "gmail" profile: Google's Gmail MCP server (gmailmcp.googleapis.com/mcp/v1), its 13 tools listed
// exactly as recorded, acting on the mail pack's records through its JSON API (docs/mcp.md, "Profiles").
import type { McpProfile, ToolDefinition } from "../../../../core/pack/index.ts";
import { createDraft, listDrafts } from "./draft-tools.ts";
import { GMAIL_TOOL_NAMES } from "./gmail-listing.ts";
import { labelMessage, labelThread, unlabelMessage, unlabelThread } from "./label-changes.ts";
import { createLabel, listLabels } from "./label-tools.ts";
import { getMessage, getThread } from "./read-tools.ts";
import { searchThreads } from "./search-threads.ts";
import { applySensitiveMessageLabel, applySensitiveThreadLabel } from "./sensitive-labels.ts";

const TOOLS = new Map([
  createDraft, listDrafts, getThread, getMessage, searchThreads, labelThread, unlabelThread, applySensitiveThreadLabel,
  listLabels, labelMessage, unlabelMessage, applySensitiveMessageLabel, createLabel,
].map((tool): [string, ToolDefinition] => [tool.name, tool]));

export const gmailProfile: McpProfile = {
  title: "Google's Gmail MCP server (gmailmcp.googleapis.com/mcp/v1)",
  source: "tests/reference/mcp-servers/gmail.tools-list.raw.json: a live tools/list of 2026-08-10, from pome-sh/digital-twins @ 9913100d (Apache-2.0)",
  // The recording holds tools/list only: the server's initialize answer (serverInfo, instructions) is unknown.
  tools: GMAIL_TOOL_NAMES.map((name) => {
    const tool = TOOLS.get(name);
    if (!tool) throw new Error(`The gmail profile does not implement ${name}`);
    return tool;
  }),
};
