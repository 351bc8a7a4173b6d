// The pages' part of the pack's OpenAPI document. Page operation ids start with "page" so they never meet
// the JSON API's. Parameters are checked loosely on purpose: a wrong folder or action is the webmail's
// own 404 page (pages/not-found-page.ts), not the API's JSON error.
import type { OpenAPIV3 } from "openapi-types";

const page = (summary: string, operationId: string, parameters: OpenAPIV3.ParameterObject[] = []): OpenAPIV3.OperationObject => ({
  summary, operationId, tags: ["pages"], parameters,
  responses: { "200": { description: "An HTML page", content: { "text/html": { schema: { type: "string" } } } }, "404": { description: "Not in this mailbox (an HTML page)" } },
});
const pathParam = (name: string, description: string): OpenAPIV3.ParameterObject => ({ name, in: "path", required: true, description, schema: { type: "string" } });
const queryParam = (name: string, description: string): OpenAPIV3.ParameterObject => ({ name, in: "query", required: false, description, schema: { type: "string" } });
const pageParam = queryParam("page", "1-based page of the list (25 threads a page)");

/** A browser form's fields: every one optional text, so the handler can answer a bad one with the form and a message. */
const form = (properties: Record<string, string>): OpenAPIV3.RequestBodyObject => {
  const schema: OpenAPIV3.SchemaObject = { type: "object", properties: Object.fromEntries(Object.entries(properties).map(([k, description]) => [k, { type: "string", description }])) };
  return { required: false, content: { "application/x-www-form-urlencoded": { schema }, "multipart/form-data": { schema } } };
};
const seeOther = (description: string): OpenAPIV3.ResponsesObject => ({ "303": { description, headers: { location: { schema: { type: "string" } } } } });

export const pagePaths: OpenAPIV3.PathsObject = {
  "/": { get: page("The inbox (home page)", "pageInbox", [pageParam]) },
  "/folder/{folder}": { get: page("A folder: inbox, sent, drafts, archive, trash or spam", "pageFolder", [pathParam("folder", "inbox | sent | drafts | archive | trash | spam"), pageParam]) },
  "/label/{id}": { get: page("Threads with a label", "pageLabel", [pathParam("id", "A label id"), pageParam]) },
  "/search": { get: page("Search results", "pageSearch", [queryParam("q", "Words (all must match), \"phrases\", from:, to:, subject:, label:, in:, is:"), pageParam]) },
  "/thread/{id}": { get: page("One conversation; opening it marks it read", "pageThread", [pathParam("id", "A thread id")]) },
  "/thread/{id}/{action}": {
    post: {
      summary: "A thread button: archive, delete, restore, star, unstar, unread, label, unlabel",
      operationId: "pageThreadAction", tags: ["pages"],
      parameters: [pathParam("id", "A thread id"), pathParam("action", "archive | delete | restore | star | unstar | unread | label | unlabel")],
      requestBody: form({ label: "The label id (label, unlabel)" }),
      responses: { ...seeOther("To the inbox (archive, delete, unread) or back to the thread"), "404": { description: "No such thread, label or action (an HTML page)" } },
    },
  },
  "/compose": {
    get: page("The compose form, blank or prefilled", "pageCompose", [
      queryParam("reply", "Message id to reply to"), queryParam("replyAll", "Message id to reply all to"), queryParam("forward", "Message id to forward"),
      queryParam("draft", "A draft's message id to edit"), queryParam("to", "Recipient to start with"),
    ]),
    post: {
      summary: "Send the message (intent=send) or save it as a draft (intent=draft)",
      operationId: "pageComposeSubmit", tags: ["pages"],
      requestBody: form({
        to: "Recipients, comma-separated", cc: "Cc recipients", subject: "Subject", body: "Message text", intent: "send | draft",
        draft: "The draft this replaces", inReplyTo: "Message-ID answered", threadId: "Thread joined",
      }),
      responses: { ...seeOther("To the thread (a reply), Sent, or Drafts"), "400": { description: "The form again, with the error and what was typed" } },
    },
  },
  "/contacts": { get: page("The address book", "pageContacts", [queryParam("q", "Name, address or company to find")]) },
  "/assets/mail.css": { get: { summary: "The stylesheet", operationId: "pageStylesheet", tags: ["pages"], responses: { "200": { description: "CSS", content: { "text/css": { schema: { type: "string" } } } } } } },
};
