import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { connectInProcess } from "../../../core/mcp/in-process-client.ts";
import type { SfOrg } from "../operations/org.fixture.ts";

/** A tool result as the MCP client reads it. */
export interface ProfileResult {
  isError?: boolean;
  content: Array<{ type: string; text: string }>;
  structuredContent?: Record<string, any>;
}

/** The official MCP client on `{snapshot}/mcp/<profile>` of the org's world. */
export function connectProfile(org: SfOrg, profile: string): Promise<Client> {
  return connectInProcess((request) => org.t.service.mockApp.handle(request), `${org.url}/mcp/${profile}`);
}

export async function callProfileTool(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ProfileResult> {
  return (await client.callTool({ name, arguments: args })) as ProfileResult;
}

/** The world id in a snapshot's path-style url (`.../w/<id>/salesforce`), for the gateway log. */
export function worldIdOf(org: SfOrg): string {
  return /\/w\/([^/]+)\//.exec(`${org.url}/`)![1]!;
}
