// Shared OpenAPI pieces for the slack pack's document: arguments as form or JSON, Slack's answer envelope.
import type { OpenAPIV3, OperationExtensions } from "../../../core/pack/index.ts";
import type { SlackMethod } from "../methods.ts";

/** The document's `paths`, with the core's extensions on operations. */
export type Paths = OpenAPIV3.PathsObject<OperationExtensions>;

export const ref = (name: string): OpenAPIV3.ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

/** The handler name for a Web API method: "chat.postMessage" -> "chatPostMessage". */
export function handlerName(method: string): string {
  return method.split(".").map((part, index) => (index === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1))).join("");
}

/** Arguments as Slack takes them: urlencoded or multipart form (what @slack/web-api sends), or JSON. */
export const argumentsBody: OpenAPIV3.RequestBodyObject = {
  required: false,
  content: {
    "application/x-www-form-urlencoded": { schema: ref("Arguments") },
    "multipart/form-data": { schema: ref("Arguments") },
    "application/json": { schema: ref("Arguments") },
  },
};

export const slackResponses: OpenAPIV3.ResponsesObject = {
  "200": {
    description: "Slack's envelope: `{ok: true, ...}` on success, `{ok: false, error}` on failure (still HTTP 200)",
    content: { "application/json": { schema: { oneOf: [ref("Ok"), ref("Error")] } } },
  },
  "429": { description: "ratelimited", content: { "application/json": { schema: ref("Error") } } },
};

/** One operation of a method; GET operations name the POST one's handler. */
export function operation(method: SlackMethod, verb: "get" | "post"): OpenAPIV3.OperationObject<OperationExtensions> {
  const name = handlerName(method);
  const base = {
    summary: method,
    tags: [method.split(".")[0] ?? method],
    externalDocs: { url: `https://api.slack.com/methods/${method}` },
    responses: slackResponses,
  };
  return verb === "post"
    ? { ...base, operationId: name, requestBody: argumentsBody }
    : { ...base, operationId: `${name}Get`, "x-understudy-operation": name, parameters: [{ name: "token", in: "query", required: false, schema: { type: "string" } }] };
}
