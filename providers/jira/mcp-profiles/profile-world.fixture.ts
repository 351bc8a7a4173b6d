// Tests only: a jira snapshot seen through one MCP profile (the official MCP client on {url}/mcp/<name>),
// its REST API as Ada (Basic auth), and the service's packs for grading checks.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { connectInProcess } from "../../../core/mcp/in-process-client.ts";
import { trimTrailingSlashes } from "../../../core/http/trim-trailing-slashes.ts";
import type { TestService } from "../../../tests/support/test-service.ts";
import { OPS_SEED } from "../seed-example.ts";
import { basicAuth } from "../tools/test-world.fixture.ts";

export interface ProfileAnswer {
  isError: boolean;
  text: string;
  structuredContent?: Record<string, unknown>;
}

export interface ProfileWorld {
  url: string;
  snapshotId: string;
  client: Client;
  /** A call through the profile, its first text block and structuredContent. */
  call(name: string, args?: Record<string, unknown>): Promise<ProfileAnswer>;
  /** A successful call's text, parsed as JSON (fails with the text on an error result). */
  json(name: string, args?: Record<string, unknown>): Promise<any>;
  rest(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

export async function profileWorld(t: TestService, profile: string, seed: object = OPS_SEED): Promise<ProfileWorld> {
  const snapshot = await t.createSnapshot("jira", { seed });
  const url = trimTrailingSlashes(snapshot.url);
  const client = await connectInProcess((request) => t.service.mockApp.handle(request), `${url}/mcp/${profile}`);
  const call: ProfileWorld["call"] = async (name, args = {}) => {
    const result = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: Array<{ text: string }>; structuredContent?: Record<string, unknown> };
    return { isError: result.isError === true, text: result.content[0]?.text ?? "", ...(result.structuredContent ? { structuredContent: result.structuredContent } : {}) };
  };
  return {
    url,
    snapshotId: snapshot.snapshotId,
    client,
    call,
    async json(name, args) {
      const answer = await call(name, args);
      if (answer.isError) throw new Error(`${name} failed: ${answer.text}`);
      return JSON.parse(answer.text);
    },
    async rest(method, path, body) {
      const headers: Record<string, string> = { authorization: basicAuth("ada@acme.example"), accept: "application/json" };
      if (body !== undefined) headers["content-type"] = "application/json";
      const response = await t.mock(`${url}/rest/api/3${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}
