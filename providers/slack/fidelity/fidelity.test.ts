// Every implemented Web API method, called over HTTP (form body, token) in a fresh snapshot of a rich workspace,
// answers what Slack answers: its success body validates against the method's 200 schema in Slack's 2021 OpenAPI
// document (tests/reference/slack/slack-web-openapi-subset.json) and carries the keys and JSON types of the
// method's recorded sample (tests/reference/slack/samples/), top level and one level down, with no key neither
// knows. Two rules apply to every method (shape.ts, check.ts): the document's `items: [A, B]`
// tuples are read as the unions they mean, and a key the document forbids where Slack's recorded answer has it is
// the document's age, not a fault. Every other accepted difference is listed with its reason in
// cases.ts (per method) and conditions.ts (shared by messages, conversations,
// users, profiles and files).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../../tests/support/test-service.ts";
import { SLACK_HANDLERS } from "../methods/index.ts";
import { fidelityProblems } from "./check.ts";
import { CASES, type FidelityContext, type Fields, type Json } from "./cases.ts";
import { BOT, FIDELITY_SEED } from "./seed.ts";

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
});
afterAll(() => t.close());

async function call(url: string, method: string, fields: Fields, token: string): Promise<{ status: number; body: Json }> {
  const response = await t.mock(`${url}/api/${method}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
}

async function context(): Promise<{ url: string; ctx: FidelityContext }> {
  const { url } = await t.createSnapshot("slack", { seed: FIDELITY_SEED });
  const ctx: FidelityContext = {
    async api(method, fields = {}, token = BOT) {
      const { status, body } = await call(url, method, fields, token);
      if (status !== 200 || body.ok !== true) throw new Error(`setup ${method}: ${status} ${JSON.stringify(body)}`);
      return body;
    },
    post: (target, body) => t.mock(target, { method: "POST", body, headers: { "content-type": "application/octet-stream" } }),
    now: Math.floor(t.clock.now / 1000),
  };
  return { url, ctx };
}

const implemented = Object.keys(SLACK_HANDLERS).sort();

test("the table has a case for every implemented method, and none for a method that is not", () => {
  expect(Object.keys(CASES).sort()).toEqual(implemented);
});

describe("each method's success answer matches Slack's schema and recorded sample", () => {
  for (const method of [...new Set([...implemented, ...Object.keys(CASES)])].sort()) {
    test(method, async () => {
      const c = CASES[method];
      expect(c, `no case for ${method} in cases.ts`).toBeDefined();
      expect(implemented, `${method} is not in SLACK_HANDLERS`).toContain(method);
      const { url, ctx } = await context();
      const fields = typeof c!.args === "function" ? await c!.args(ctx) : c!.args;
      const { status, body } = await call(url, method, fields, c!.token ?? BOT);
      expect({ status, ok: body.ok, error: body.error }).toEqual({ status: 200, ok: true, error: undefined });
      expect(fidelityProblems(method, body, c!)).toEqual([]);
    });
  }
});
