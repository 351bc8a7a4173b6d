// The slack pack's own OpenAPI document: the Web API methods it implements, at `{url}/api/<method>`.
import { methodPaths } from "./paths.ts";

export const openapi = {
  openapi: "3.0.3",
  info: {
    title: "Slack-compatible Web API (Understudy)",
    version: "1.0.0",
    description:
      "Slack Web API subset. Point @slack/web-api at `{url}/api/`. Send the token as `Authorization: Bearer <token>` or a `token` argument. Failures answer HTTP 200 `{ok: false, error}` as Slack does; unknown methods answer `unknown_method`.",
  },
  paths: methodPaths,
  security: [{ token: [] }],
  components: {
    securitySchemes: { token: { type: "http", scheme: "bearer", description: "A seeded token (xoxb-… bot, xoxp-… user); any token when the seed has none" } },
    schemas: {
      Arguments: { type: "object", additionalProperties: true, description: "The method's arguments; `blocks`, `attachments` and `metadata` may be JSON text in a form" },
      Ok: { type: "object", required: ["ok"], properties: { ok: { type: "boolean", enum: [true] } }, additionalProperties: true },
      Error: {
        type: "object", required: ["ok", "error"],
        properties: {
          ok: { type: "boolean", enum: [false] },
          error: { type: "string" },
          needed: { type: "string" },
          provided: { type: "string" },
          response_metadata: { type: "object", properties: { messages: { type: "array", items: { type: "string" } } } },
        },
      },
    },
  },
};
