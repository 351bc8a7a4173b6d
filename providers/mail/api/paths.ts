// The JSON API's OpenAPI paths, under the world's mail url: `/api/messages`, `/api/threads/{id}`, …
// Each operationId starts with "api" so it never meets a page's. The simple per-message actions
// (archive, trash, restore, star, unstar, read, unread) are one operation each, made from one list.
import type { OpenAPIV3 } from "../../../core/pack/index.ts";

const ok = (description: string): OpenAPIV3.ResponsesObject => ({
  "200": { description, content: { "application/json": { schema: { type: "object" } } } },
  "4XX": { description: "`{ error: { status, message } }`", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
});
const id: OpenAPIV3.ParameterObject = { name: "id", in: "path", required: true, schema: { type: "string", minLength: 1 } };
const q = (name: string, schema: OpenAPIV3.SchemaObject, description: string): OpenAPIV3.ParameterObject => ({ name, in: "query", required: false, schema, description });
const recipients: OpenAPIV3.SchemaObject = { anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }], description: 'Addresses: "a@x.example, Name <b@y.example>" or a list' };
const jsonBody = (properties: Record<string, OpenAPIV3.SchemaObject>, required: string[] = []): OpenAPIV3.RequestBodyObject => ({
  required: true,
  content: { "application/json": { schema: { type: "object", properties, ...(required.length ? { required } : {}) } } },
});
const compose = { to: recipients, cc: recipients, subject: { type: "string" }, body: { type: "string" }, inReplyTo: { type: "string" }, threadId: { type: "string" }, draftId: { type: "string" } } satisfies Record<string, OpenAPIV3.SchemaObject>;
const bool: OpenAPIV3.SchemaObject = { type: "boolean" };
const scope = q("scope", { type: "string", enum: ["thread", "message"] }, "thread (the default): every message of the thread; message: that one message");

export const MESSAGE_ACTIONS = ["archive", "trash", "spam", "restore", "star", "unstar", "read", "unread"] as const;
export type MessageAction = (typeof MESSAGE_ACTIONS)[number];
/** "apiMessageArchive": one operation (and handler) per action, so tools can call each by name. */
export const actionOperationId = (action: MessageAction) => `apiMessage${action[0]!.toUpperCase()}${action.slice(1)}`;

const actionPaths = Object.fromEntries(MESSAGE_ACTIONS.map((action) => [`/api/messages/{id}/${action}`, {
  post: {
    operationId: actionOperationId(action),
    summary: `${action} the message (its thread, except star/unstar, unless scope=message)`,
    parameters: action === "star" || action === "unstar" ? [id] : [id, scope], responses: ok("The changed messages"),
  },
}]));

export const apiPaths: OpenAPIV3.PathsObject = {
  "/api/messages": {
    get: {
      operationId: "apiListMessages", summary: "Threads, newest first, in a folder or matching a search",
      parameters: [
        q("folder", { type: "string", enum: ["inbox", "sent", "drafts", "archive", "trash", "spam", "starred", "all"] }, "Default inbox (all with q or label)"),
        q("q", { type: "string" }, "Search: words, from:, to:, subject:, label:, in:, is:unread|starred"),
        q("label", { type: "string" }, "A label id or name"),
        q("starred", bool, "Only starred (true) or unstarred (false) messages"), q("unread", bool, "Only unread (true) or read (false) messages"),
        q("page", { type: "integer", minimum: 1 }, "1-based"), q("pageSize", { type: "integer", minimum: 1, maximum: 200 }, "Default 50"),
      ],
      responses: ok("A page of thread summaries"),
    },
    post: { operationId: "apiSendMessage", summary: "Send a message", requestBody: jsonBody(compose, ["to"]), responses: ok("The sender's copy") },
  },
  "/api/drafts": { post: { operationId: "apiSaveDraft", summary: "Create or update (draftId) a draft", requestBody: jsonBody(compose), responses: ok("The draft") } },
  "/api/messages/{id}": { get: { operationId: "apiGetMessage", parameters: [id], responses: ok("One message") } },
  "/api/threads/{id}": {
    get: {
      operationId: "apiGetThread", summary: "A thread, oldest first; marks it read unless markRead=false",
      parameters: [id, q("markRead", bool, "false: read the thread without marking it read")], responses: ok("The thread"),
    },
  },
  "/api/messages/{id}/reply": {
    post: { operationId: "apiReply", parameters: [id], requestBody: jsonBody({ body: { type: "string" }, cc: recipients, all: bool, draftId: { type: "string" } }), responses: ok("The sent reply") },
  },
  "/api/messages/{id}/forward": {
    post: { operationId: "apiForward", parameters: [id], requestBody: jsonBody({ to: recipients, cc: recipients, body: { type: "string" } }, ["to"]), responses: ok("The sent forward") },
  },
  "/api/messages/{id}/labels": {
    post: {
      operationId: "apiEditLabels", summary: "Add and remove labels on the message's thread (or, with scope=message, the message)", parameters: [id, scope],
      requestBody: jsonBody({ add: { type: "array", items: { type: "string" } }, remove: { type: "array", items: { type: "string" } } }), responses: ok("The changed messages"),
    },
  },
  ...actionPaths,
  "/api/labels": {
    get: { operationId: "apiListLabels", responses: ok("Labels") },
    post: {
      operationId: "apiCreateLabel", summary: "Create a user label",
      requestBody: jsonBody({ name: { type: "string", minLength: 1 }, color: { type: "string", description: '"#rrggbb"' } }, ["name"]), responses: ok("The label"),
    },
  },
  "/api/contacts": { get: { operationId: "apiListContacts", parameters: [q("q", { type: "string" }, "Name, email or company contains")], responses: ok("Contacts") } },
  "/api/folders": { get: { operationId: "apiFolderCounts", responses: ok("Unread and total per folder and label") } },
};

export const apiSchemas: Record<string, OpenAPIV3.SchemaObject> = {
  Error: { type: "object", properties: { error: { type: "object", properties: { status: { type: "integer" }, message: { type: "string" } } } } },
};
