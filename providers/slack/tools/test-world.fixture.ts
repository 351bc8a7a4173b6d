// Tests only: a slack snapshot's MCP tools (tests/support/mcp-test-world.ts) and its Web API with a token,
// so a test can write one way and read the other.
import { mcpTestWorld, type McpTestWorld } from "../../../tests/support/mcp-test-world.ts";
import type { TestService } from "../../../tests/support/test-service.ts";

export interface SlackTestWorld extends McpTestWorld {
  /** A Web API call with a token, as @slack/web-api makes it (form body, bearer header). */
  api(method: string, token: string, args?: Record<string, string>): Promise<Record<string, any>>;
}

/** `mcpHeaders` go on every MCP request (e.g. `authorization: "Bearer xoxp-…"`: the tools act as that token's user). */
export async function slackWorld(t: TestService, body: Record<string, unknown>, mcpHeaders: Record<string, string> = {}): Promise<SlackTestWorld> {
  const world = await mcpTestWorld(t, "slack", body, mcpHeaders);
  return {
    ...world,
    async api(method, token, args = {}) {
      const response = await t.mock(`${world.url}/api/${method}`, {
        method: "POST",
        body: new URLSearchParams(args),
        headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${token}` },
      });
      return response.json();
    },
  };
}
