// Other MCP servers' tool surfaces over the mail pack's records, each at {world}/mcp/<name>.
import { gmailProfile } from "./gmail/gmail-profile.ts";

export const mailMcpProfiles = { gmail: gmailProfile };
