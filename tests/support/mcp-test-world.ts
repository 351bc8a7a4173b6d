// Tests only: a snapshot of one provider on an in-process service with its MCP tools through the
// official MCP client. Providers' fixtures add their own REST helper on top (providers/*/tools/test-world.fixture.ts).
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { connectInProcess } from "../../core/mcp/in-process-client.ts";
import type { TestService } from "./test-service.ts";
import { trimTrailingSlashes } from "../../core/http/trim-trailing-slashes.ts";

export interface McpTestWorld {
  /** The pack's base in the world: the snapshot's url without its trailing slash, as provider links name it. */
  url: string;
  snapshotId: string;
  client: Client;
  /** A tool's JSON result; throws with the text when the tool answers isError. */
  tool(name: string, args?: Record<string, unknown>): Promise<Record<string, any>>;
  /** A tool's error text (fails when the tool succeeds). */
  toolError(name: string, args?: Record<string, unknown>): Promise<string>;
}

/** `headers` go on every MCP request (an `Authorization` naming who the tools act as, for instance). */
export async function mcpTestWorld(t: TestService, provider: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<McpTestWorld> {
  const snapshot = await t.createSnapshot(provider, body);
  const [url, snapshotId] = [trimTrailingSlashes(snapshot.url), snapshot.snapshotId];
  const client = await connectInProcess((request) => t.service.mockApp.handle(request), `${url}/mcp`, headers);
  const raw = async (name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: Array<{ text: string }> };
    return { isError: result.isError === true, text: result.content[0]?.text ?? "" };
  };
  return {
    url,
    snapshotId,
    client,
    async tool(name, args = {}) {
      const { isError, text } = await raw(name, args);
      if (isError) throw new Error(`${name} failed: ${text}`);
      return JSON.parse(text);
    },
    async toolError(name, args = {}) {
      const { isError, text } = await raw(name, args);
      if (!isError) throw new Error(`${name} succeeded: ${text}`);
      return text;
    },
  };
}
