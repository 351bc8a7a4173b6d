// Tests only: a slack snapshot reached through one MCP profile (`{url}/mcp/<profile>`) with the MCP SDK
// client, its Web API with a token to read the effects back, and the gateway log as graders read it.
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { connectInProcess } from "../../../core/mcp/in-process-client.ts";
import { withNativeCalls } from "../../../core/grading/native-calls.ts";
import type { ToolCall } from "../../../core/store/types.ts";
import { afterAll, beforeAll } from "bun:test";
import { startTestService, type TestService } from "../../../tests/support/test-service.ts";

export interface ProfileWorld {
  url: string;
  client: Client;
  /** A tool's text and whether it is an error. */
  call(name: string, args?: Record<string, unknown>): Promise<{ text: string; isError: boolean }>;
  /** A Web API call with a token, as @slack/web-api makes it. */
  api(method: string, token: string, args?: Record<string, string>): Promise<Record<string, any>>;
  /** The world's logged tool calls, with the native tool each profile call counts as (what graders read). */
  gradedCalls(): Promise<ToolCall[]>;
}

export async function profileWorld(t: TestService, profile: string, seed: Record<string, unknown>): Promise<ProfileWorld> {
  const snapshot = await t.createSnapshot("slack", { seed });
  const url = snapshot.url.replace(/\/+$/, "");
  const client = await connectInProcess((request) => t.service.mockApp.handle(request), `${url}/mcp/${profile}`);
  return {
    url,
    client,
    async call(name, args = {}) {
      const result = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: Array<{ type: string; text: string }> };
      return { text: result.content.map((block) => block.text).join("\n"), isError: result.isError === true };
    },
    async api(method, token, args = {}) {
      const response = await t.mock(`${url}/api/${method}`, {
        method: "POST",
        body: new URLSearchParams(args),
        headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${token}` },
      });
      return response.json();
    },
    async gradedCalls() {
      return withNativeCalls(t.service.packs, await t.service.store.listToolCalls(snapshot.snapshotId));
    },
  };
}

/** A test file's profile world on its own service: started before its tests, closed after them. */
export function useProfileWorld(profile: string, seed: Record<string, unknown>): ProfileWorld & { readonly service: TestService } {
  let service: TestService | undefined;
  let world: ProfileWorld | undefined;
  beforeAll(async () => {
    service = await startTestService();
    world = await profileWorld(service, profile, seed);
  }, 30_000);
  afterAll(() => service?.close());
  const ready = (): { service: TestService; world: ProfileWorld } => {
    if (!service || !world) throw new Error("the profile world starts in beforeAll: use it inside a test");
    return { service, world };
  };
  return {
    get url() {
      return ready().world.url;
    },
    get client() {
      return ready().world.client;
    },
    get service() {
      return ready().service;
    },
    call: (name, args) => ready().world.call(name, args),
    api: (method, token, args) => ready().world.api(method, token, args),
    gradedCalls: () => ready().world.gradedCalls(),
  };
}
