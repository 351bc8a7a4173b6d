// The slack pack's own OpenAPI document: the Web API methods it implements, at `{url}/api/<method>`.
import { filePaths } from "./file-paths.ts";
import { methodPaths } from "./paths.ts";
import { permalinkPaths } from "./permalink-path.ts";
import type { OpenApi30Document } from "../../../core/pack/index.ts";
import type { Paths } from "./parts.ts";

export const openapi: OpenApi30Document = {
  openapi: "3.0.3",
  info: {
    title: "Slack-compatible Web API (Understudy)",
    version: "1.0.0",
    description:
      "Slack Web API subset. Point @slack/web-api at `{url}/api/`. Send the token as `Authorization: Bearer <token>` or a `token` argument. Failures answer HTTP 200 `{ok: false, error}` as Slack does; unknown methods answer `unknown_method`.",
  },
  // Built per method from parts.ts's typed `operation()`; paths.ts and file-paths.ts declare their maps loosely.
  paths: { ...methodPaths, ...filePaths, ...permalinkPaths } as Paths,
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
