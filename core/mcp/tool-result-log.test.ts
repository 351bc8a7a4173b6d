import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { connectInProcess } from "./in-process-client.ts";
import { TOOL_RESULT_CHARS } from "./tool-result-text.ts";

// The gateway log keeps what each tool answered, as the agent read it, cut to TOOL_RESULT_CHARS.
let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(() => t.close());

test("GET .../tool-calls carries each result's text, a long one cut at 4,000 characters; a protocol error has none", async () => {
  const { snapshotId, url } = await t.createSnapshot("notes", {});
  const client = await connectInProcess((r) => t.service.mockApp.handle(r), `${url}/mcp`);
  const long = "é".repeat(5000);
  const created = await client.callTool({ name: "notes_create_note", arguments: { text: long } });
  const seen = (created.content as Array<{ text: string }>)[0]!.text;
  await client.callTool({ name: "notes_create_note", arguments: { body: "wrong" } });
  await expect(client.callTool({ name: "notes_nope", arguments: {} })).rejects.toThrow("Unknown tool");
  await client.close();

  const { calls } = await (await t.control(`/api/v1/worlds/${snapshotId}/tool-calls`)).json();
  expect(calls.map((c: { tool: string; outcome: string }) => [c.tool, c.outcome])).toEqual([["notes_create_note", "ok"], ["notes_create_note", "error"], ["notes_nope", "error"]]);
  expect(seen.length).toBeGreaterThan(TOOL_RESULT_CHARS);
  expect(calls[0].result).toBe(`${seen.slice(0, TOOL_RESULT_CHARS)}… (${seen.length - TOOL_RESULT_CHARS} more characters)`);
  expect(calls[1].result).toContain("Invalid arguments for notes_create_note");
  expect(calls[2].result).toBeUndefined();
});
