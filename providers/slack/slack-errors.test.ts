import { expect, test } from "bun:test";
import { readReferenceJson } from "../../tests/reference/reference-file.ts";
import { NEWER_CODES, SLACK_ERROR_CODES, SlackFault, missingArgument, slackErrorBody, slackErrorResponse } from "./slack-errors.ts";
import { SLACK_METHODS } from "./methods.ts";
import { slackPackErrors } from "./slack-pack-errors.ts";

type Obj = Record<string, any>;
const openapi = readReferenceJson<Obj>("slack/slack-web-openapi-subset.json");

/** Error codes the OpenAPI document lists for the implemented methods. */
const documented = new Set<string>(
  Object.values(openapi.paths as Obj).flatMap((path: Obj) =>
    Object.values(path).flatMap((op: Obj) => (op.responses?.default?.schema?.properties?.error?.enum ?? []) as string[])),
);

test("every catalogued code is one Slack documents for these methods, or a newer one marked as such", () => {
  for (const code of SLACK_ERROR_CODES) expect([code, documented.has(code) || NEWER_CODES.has(code)]).toEqual([code, true]);
  for (const code of NEWER_CODES) expect(SLACK_ERROR_CODES).toContain(code);
});

test("the catalogue covers the codes the document lists for the core messaging methods", () => {
  for (const method of ["chat.postMessage", "conversations.history", "conversations.create", "reactions.add", "pins.add", "users.info"]) {
    const op = Object.values(openapi.paths[`/${method}`] as Obj)[0] as Obj;
    const codes = op.responses.default.schema.properties.error.enum as string[];
    // request-encoding and workspace-migration codes the mock never produces
    const never = new Set(["invalid_charset", "invalid_post_type", "missing_post_type", "request_timeout", "upgrade_required", "team_added_to_org",
      "invalid_array_arg", "rate_limited", "user_is_restricted", "too_many_emoji", "permission_denied", "file_not_shared"]);
    for (const code of codes) if (!never.has(code)) expect([method, code, (SLACK_ERROR_CODES as readonly string[]).includes(code)]).toEqual([method, code, true]);
  }
});

test("an error is HTTP 200 { ok: false, error } with the keys of the samples' error envelope", async () => {
  const response = slackErrorResponse("channel_not_found");
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body).toEqual({ ok: false, error: "channel_not_found" });
  for (const method of SLACK_METHODS) {
    let sample: Obj;
    try {
      sample = readReferenceJson<Obj>(`slack/samples/${method}.json`);
    } catch {
      continue; // methods without a sample are listed in reference.test.ts
    }
    for (const key of Object.keys(body)) expect([method, Object.keys(sample)]).toEqual([method, expect.arrayContaining([key])]);
  }
});

test("missing_scope carries needed/provided; invalid_arguments carries response_metadata.messages", () => {
  expect(slackErrorBody("missing_scope", { needed: "chat:write", provided: "users:read" })).toEqual({ ok: false, error: "missing_scope", needed: "chat:write", provided: "users:read" });
  const fault = missingArgument("channel");
  expect(fault).toBeInstanceOf(SlackFault);
  expect(slackErrorBody(fault.code, fault.extra)).toEqual({ ok: false, error: "invalid_arguments", response_metadata: { messages: ["[ERROR] missing required field: channel"] } });
  const postMessage = readReferenceJson<Obj>("slack/samples/chat.postMessage.json");
  expect(Object.keys(postMessage.response_metadata)).toEqual(["messages"]);
});

test("ratelimited is 429 with Retry-After", () => {
  const response = slackErrorResponse("ratelimited", { retryAfter: 30 });
  expect(response.status).toBe(429);
  expect(response.headers.get("retry-after")).toBe("30");
});

test("a request stopped by the work budget is HTTP 200 internal_error, not a 429 the client would retry", async () => {
  const answer = slackPackErrors.workBudgetExceeded("The request needed more than 50 ms of uninterrupted work and was stopped; narrow it.");
  expect(answer.status).toBe(200);
  expect(answer.headers.get("retry-after")).toBeNull();
  expect(await answer.json()).toEqual({
    ok: false, error: "internal_error",
    response_metadata: { messages: ["[ERROR] The request needed more than 50 ms of uninterrupted work and was stopped; narrow it."] },
  });
});
