// Tests only: a jira snapshot on an in-process service, its MCP tools through the official MCP client,
// and its REST API with Basic auth (as jira.js sends it), so a test can write one way and read the other.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { connectInProcess } from "../../../core/mcp/in-process-client.ts";
import type { TestService } from "../../../tests/support/test-service.ts";

export const basicAuth = (email: string) => `Basic ${btoa(`${email}:any-api-token`)}`;

export interface JiraTestWorld {
  url: string;
  snapshotId: string;
  client: Client;
  /** A tool's JSON result; throws with the text when the tool answers isError. */
  tool(name: string, args?: Record<string, unknown>): Promise<Record<string, any>>;
  /** A tool's error text (fails when the tool succeeds). */
  toolError(name: string, args?: Record<string, unknown>): Promise<string>;
  /** A REST call on /rest/api/3 as `email` (Basic auth); the parsed JSON body (undefined when empty) and status. */
  rest(method: string, path: string, options?: { body?: unknown; as?: string }): Promise<{ status: number; body: any }>;
}

export async function jiraWorld(t: TestService, body: Record<string, unknown>): Promise<JiraTestWorld> {
  const { url, snapshotId } = await t.createSnapshot("jira", body);
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
    async rest(method, path, options = {}) {
      const headers: Record<string, string> = { authorization: basicAuth(options.as ?? "ada@acme.example"), accept: "application/json" };
      if (options.body !== undefined) headers["content-type"] = "application/json";
      const response = await t.mock(`${url}/rest/api/3${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}
