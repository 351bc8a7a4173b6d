import { afterAll, expect, test } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";

// A world's fault rules as the official clients meet them, under Node against a real service process:
// each sees its provider's own error (tests/e2e/node/world-faults-suite.mjs). The Salesforce CLI is
// covered through jsforce, the library it is built on.
const service = await startServiceProcess({ LOG_LEVEL: "info" });
afterAll(() => service.close());

const worlds = Object.fromEntries(
  await Promise.all(["salesforce", "slack", "jira"].map(async (slug) => {
    const snapshot = await service.createSnapshot(slug, {});
    return [slug, { id: snapshot.snapshotId, url: snapshot.url }] as const;
  })),
);
const suite = runNodeSuite("world-faults-suite.mjs", [service.controlUrl, service.key, JSON.stringify(worlds)]);

registerNodeSuite("world faults", "faults", suite, 8);

test("every fault a rule injected on REST is in the service log; through MCP, in the world's tool-call log", async () => {
  expect(service.output()).toContain(`[faults] world ${worlds.salesforce!.id}: rules[0] rate_limit on salesforce.query (GET /services/data/v67.0/query)`);
  expect(service.output()).toContain(`[faults] world ${worlds.slack!.id}: rules[0] rate_limit on slack.chatPostMessage (POST /api/chat.postMessage)`);
  const log = await (await fetch(`${service.controlUrl}/api/v1/worlds/${worlds.jira!.id}/tool-calls`, { headers: { authorization: `Bearer ${service.key}` } })).json();
  expect(log.calls.map((call: { fault?: unknown }) => call.fault)).toEqual([
    { rule: 0, effect: "rate_limit", on: "tool jira_get_current_user" },
    { rule: 1, effect: "server_error", on: "jira.getCurrentUser" },
    undefined,
  ]);
});
