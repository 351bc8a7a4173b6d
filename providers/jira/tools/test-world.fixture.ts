// Tests only: a jira snapshot's MCP tools (tests/support/mcp-test-world.ts) and its REST API with Basic
// auth (as jira.js sends it), so a test can write one way and read the other.
import { mcpTestWorld, type McpTestWorld } from "../../../tests/support/mcp-test-world.ts";
import type { TestService } from "../../../tests/support/test-service.ts";

export const basicAuth = (email: string) => `Basic ${btoa(`${email}:any-api-token`)}`;

export interface JiraTestWorld extends McpTestWorld {
  /** A REST call on /rest/api/3 as `email` (Basic auth); the parsed JSON body (undefined when empty) and status. */
  rest(method: string, path: string, options?: { body?: unknown; as?: string }): Promise<{ status: number; body: any }>;
}

/** `mcpHeaders` go on every MCP request (e.g. `authorization: basicAuth(email)`: the tools act as that user). */
export async function jiraWorld(t: TestService, body: Record<string, unknown>, mcpHeaders: Record<string, string> = {}): Promise<JiraTestWorld> {
  const world = await mcpTestWorld(t, "jira", body, mcpHeaders);
  return {
    ...world,
    async rest(method, path, options = {}) {
      const headers: Record<string, string> = { authorization: basicAuth(options.as ?? "ada@acme.example"), accept: "application/json" };
      if (options.body !== undefined) headers["content-type"] = "application/json";
      const response = await t.mock(`${world.url}/rest/api/3${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}
