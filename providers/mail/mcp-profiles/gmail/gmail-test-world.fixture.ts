// Tests only: a mail snapshot spoken to through {url}/mcp/gmail with the official MCP client, which lists
// the tools first and so checks every structuredContent against its tool's outputSchema itself. Each
// answer is also checked here with Ajv (as the SDK configures it) and against its JSON text, and the
// JSON API is at hand to read the effects back.
import { afterAll, beforeAll, expect } from "bun:test";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { connectInProcess } from "../../../../core/mcp/in-process-client.ts";
import { trimTrailingSlashes } from "../../../../core/http/trim-trailing-slashes.ts";
import { readReferenceJson } from "../../../../tests/reference/reference-file.ts";
import { startTestService, type TestService } from "../../../../tests/support/test-service.ts";
import type { MailMessage } from "../../records.ts";

export type Tool = { name: string; outputSchema?: Record<string, unknown>; [key: string]: unknown };
/** The recorded listing (tests/reference/mcp-servers/README.md). */
export const REFERENCE = readReferenceJson<{ result: { tools: Tool[] } }>("mcp-servers/gmail.tools-list.raw.json");

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map(REFERENCE.result.tools.map((tool) => [tool.name, ajv.compile(tool.outputSchema ?? {})]));

export interface GmailWorld {
  t: TestService;
  /** The mail pack's base url (no trailing slash) and its world's id. */
  url: string;
  worldId: string;
  client: Client;
  /** A successful call's structuredContent, checked against the tool's outputSchema and its JSON text. */
  call(name: string, args?: Record<string, unknown>): Promise<Record<string, any>>;
  /** A failed call's text (the test fails when the call succeeds). */
  failure(name: string, args?: Record<string, unknown>): Promise<string>;
  /** The mail pack's JSON API. */
  api(path: string, init?: { method?: string; body?: unknown }): Promise<Record<string, any>>;
  /** Dana's copies of a thread, read through the API without marking them read. */
  thread(threadId: string): Promise<MailMessage[]>;
}

/** One service and one fresh mail snapshot per test file. */
export function gmailWorld(): GmailWorld {
  const w = {} as GmailWorld;
  beforeAll(async () => {
    w.t = await startTestService();
    const snapshot = await w.t.createSnapshot("mail", {});
    w.url = trimTrailingSlashes(snapshot.url);
    w.worldId = snapshot.snapshotId;
    w.client = await connectInProcess((request) => w.t.service.mockApp.handle(request), `${w.url}/mcp/gmail`);
    await w.client.listTools(); // the client now checks each answer against its tool's outputSchema
  });
  afterAll(() => w.t.close());
  const raw = async (name: string, args: Record<string, unknown>) =>
    (await w.client.callTool({ name, arguments: args })) as { isError?: boolean; content: Array<{ type: string; text: string }>; structuredContent?: Record<string, any> };
  w.call = async (name, args = {}) => {
    const result = await raw(name, args);
    if (result.isError) throw new Error(`${name} failed: ${result.content[0]?.text}`);
    const validate = validators.get(name)!;
    expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
    expect(result.content).toEqual([{ type: "text", text: JSON.stringify(result.structuredContent) }]);
    return result.structuredContent!;
  };
  w.failure = async (name, args = {}) => {
    const result = await raw(name, args);
    if (!result.isError) throw new Error(`${name} succeeded: ${result.content[0]?.text}`);
    expect(result.structuredContent).toBeUndefined();
    return result.content[0]!.text;
  };
  w.api = async (path, init = {}) => {
    const response = await w.t.mock(`${w.url}/api${path}`, {
      method: init.method ?? "GET",
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body), headers: { "content-type": "application/json" } }),
    });
    return (await response.json()) as Record<string, any>;
  };
  w.thread = async (threadId) => (await w.api(`/threads/${threadId}?markRead=false`)).messages;
  return w;
}
