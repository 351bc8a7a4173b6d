// Tests only: a slack snapshot on an in-process service, its MCP tools through the official MCP client,
// and its Web API with a token, so a test can write one way and read the other.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { connectInProcess } from "../../../core/mcp/in-process-client.ts";
import type { TestService } from "../../../tests/support/test-service.ts";

export interface SlackTestWorld {
  url: string;
  snapshotId: string;
  client: Client;
  /** A tool's JSON result; throws with the text when the tool answers isError. */
  tool(name: string, args?: Record<string, unknown>): Promise<Record<string, any>>;
  /** A tool's error text (fails when the tool succeeds). */
  toolError(name: string, args?: Record<string, unknown>): Promise<string>;
  /** A Web API call with a token, as @slack/web-api makes it (form body, bearer header). */
  api(method: string, token: string, args?: Record<string, string>): Promise<Record<string, any>>;
}

export async function slackWorld(t: TestService, body: Record<string, unknown>): Promise<SlackTestWorld> {
  const { url, snapshotId } = await t.createSnapshot("slack", body);
  const client = await connectInProcess((request) => t.service.mockApp.handle(request), `${url}/mcp`);
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
    async api(method, token, args = {}) {
      const response = await t.mock(`${url}/api/${method}`, {
        method: "POST",
        body: new URLSearchParams(args),
        headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${token}` },
      });
      return response.json();
    },
  };
}
