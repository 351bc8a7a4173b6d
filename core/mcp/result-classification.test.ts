import { describe, expect, test } from "bun:test";
import { defineTool, json, PackError } from "../pack/define-pack.ts";
import { createPackRegistry } from "../pack/loaded-pack.ts";
import type { PackDefinition } from "../pack/types.ts";
import { createWorldAddressing } from "../mock/world-address.ts";
import { createLogger } from "../log/logger.ts";
import { createWorldToolbox } from "./world-toolbox.ts";
import { hostPack, tinyPack } from "../mock/pack-harness.fixture.ts";

/** Slack's style: every answer is 200, and `{ ok: false, error }` is the failure. */
const slackish = (extra: Partial<PackDefinition> = {}) =>
  tinyPack({
    paths: { "/chat.postMessage": { post: { operationId: "postMessage" } } },
    operations: {
      postMessage: (ctx) => {
        const body = ctx.body as { channel?: string; text?: string };
        return body.channel === "C1" ? { ok: true, ts: "1.0" } : { ok: false, error: "channel_not_found" };
      },
    },
    tools: [
      defineTool({
        name: "tiny_post_message",
        description: "post",
        inputSchema: { type: "object", properties: { channel: { type: "string" } } },
        run: (ctx, input) => ctx.callJson("postMessage", { method: "POST", body: { channel: input.channel, text: "hi" } }),
      }),
      defineTool({
        name: "tiny_fail_hard",
        description: "throws a provider error",
        inputSchema: { type: "object" },
        run: () => { throw new PackError(200, { ok: false, error: "not_in_channel" }); },
      }),
    ],
    ...extra,
  });

async function toolbox(def: PackDefinition) {
  const host = await hostPack(def);
  const box = createWorldToolbox(
    {
      packs: createPackRegistry([host.pack]),
      addressing: createWorldAddressing({ mockPublicUrl: "http://tiny.test" }),
      now: () => Date.parse("2026-01-01T00:00:00Z"),
      log: createLogger("error", () => {}),
    },
    host.world,
  );
  return { box, host };
}

describe("MCP result classification", () => {
  test("by default any status under 400 is a success, even 200 {ok:false}", async () => {
    const { box, host } = await toolbox(slackish());
    const result = await box.call("tiny_post_message", { channel: "nope" });
    expect(result.isError).toBeUndefined();
    expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual({ ok: false, error: "channel_not_found" });
    await host.close();
  });

  test("a pack's classifyResult turns 200 {ok:false,error} into a tool error with its text, logged as an error", async () => {
    const classifyResult: PackDefinition["classifyResult"] = (response, body) => {
      const b = body as { ok?: boolean; error?: string } | undefined;
      return response.status < 400 && b?.ok !== false ? { ok: true } : { ok: false, error: `Slack error: ${b?.error ?? response.status}` };
    };
    const { box, host } = await toolbox(slackish({ classifyResult }));
    const failed = await box.call("tiny_post_message", { channel: "nope" });
    expect(failed).toEqual({ content: [{ type: "text", text: "Slack error: channel_not_found" }], isError: true });
    const ok = await box.call("tiny_post_message", { channel: "C1" });
    expect(ok.isError).toBeUndefined();
    expect(JSON.parse((ok.content[0] as { text: string }).text)).toEqual({ ok: true, ts: "1.0" });
    // A PackError a tool throws is rendered in the pack's shape, then classified the same way.
    const thrown = await box.call("tiny_fail_hard", {});
    expect(thrown).toEqual({ content: [{ type: "text", text: "Slack error: not_in_channel" }], isError: true });
    expect((await host.world.toolCalls()).map((call) => [call.tool, call.outcome, call.error])).toEqual([
      ["tiny_post_message", "error", "Slack error: channel_not_found"],
      ["tiny_post_message", "ok", null],
      ["tiny_fail_hard", "error", "Slack error: not_in_channel"],
    ]);
    await host.close();
  });

  test("without classifyResult a 4xx is a tool error naming the pack and status", async () => {
    const { box, host } = await toolbox(slackish({ operations: { postMessage: () => json({ error: "nope" }, 404) } }));
    const result = await box.call("tiny_post_message", { channel: "C1" });
    expect(result).toEqual({ content: [{ type: "text", text: 'Tiny answered 404: {"error":"nope"}' }], isError: true });
    await host.close();
  });
});
