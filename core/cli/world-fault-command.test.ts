import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { WORLD_COMMANDS } from "./world-commands.ts";
import type { ApiTarget } from "./dataset-commands.ts";
import { UsageError } from "./commands.ts";

// `world faults` reads, sets and clears a world's rules over the API, printing what `--set` reads back.
let t: TestService;
let server: ReturnType<typeof Bun.serve>;
let target: ApiTarget;
const dir = mkdtempSync(join(tmpdir(), "understudy-faults-cli-"));
beforeAll(async () => {
  t = await startTestService();
  server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (request) => t.service.controlApp.handle(request) });
  target = { url: `http://127.0.0.1:${server.port}`, key: t.key };
}, 30_000);
afterAll(async () => {
  server.stop(true);
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function faults(...args: string[]) {
  const out: string[] = [];
  await WORLD_COMMANDS.faults!.run(target, args, (line) => out.push(line));
  return JSON.parse(out.join("\n"));
}

test("world faults prints the rules; --set sets them from a file (its own output, or a bare list); --clear clears them", async () => {
  const { snapshotId } = await t.createSnapshot("slack", {});
  const rules = [{ match: { tool: "slack_post_message" }, effect: "rate_limit", ms: 2000, nth: [2, 3] }];
  expect(await faults(snapshotId)).toEqual({ rules: [] });
  writeFileSync(join(dir, "bare.json"), JSON.stringify(rules));
  expect(await faults(snapshotId, "--set", join(dir, "bare.json"))).toEqual({ rules });
  writeFileSync(join(dir, "printed.json"), JSON.stringify(await faults(snapshotId)));
  expect(await faults(snapshotId, "--set", join(dir, "printed.json"))).toEqual({ rules });
  expect(await faults(snapshotId, "--clear")).toEqual({ rules: [] });
  expect((await (await t.control(`/api/v1/worlds/${snapshotId}/faults`)).json()).rules).toEqual([]);
});

test("bad usage is a UsageError; the service's refusal is an error naming the field", async () => {
  for (const args of [[], ["--clear"], ["w1", "--set"], ["w1", "--clear", "x"], ["w1", "--other"]])
    await expect(faults(...args)).rejects.toBeInstanceOf(UsageError);
  const { snapshotId } = await t.createSnapshot("slack", {});
  writeFileSync(join(dir, "bad.json"), JSON.stringify({ rules: [{ match: { pack: "jira" }, effect: "rate_limit" }] }));
  await expect(faults(snapshotId, "--set", join(dir, "bad.json"))).rejects.toThrow(`PUT /api/v1/worlds/${snapshotId}/faults: 400 rules[0].match.pack: the world has no provider "jira"`);
  await expect(faults("w_missing")).rejects.toThrow("404 No live world");
});
