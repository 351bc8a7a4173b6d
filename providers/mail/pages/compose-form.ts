// The compose form, blank, prefilled (reply, reply all, forward, a draft, a contact) or re-shown with an
// error and what the user typed. Threading travels in hidden fields so a reply stays in its thread.
import type { OperationContext } from "../../../core/pack/index.ts";
import { html } from "../../../core/pack/index.ts";
import { layout } from "./layout.ts";
import { basePath, htmlResponse } from "./responses.ts";

/** What the form holds: the same names as its fields. */
export interface ComposeFields {
  to: string;
  cc: string;
  subject: string;
  body: string;
  /** The draft being edited (sending it replaces it). */
  draft: string;
  /** The RFC 5322 Message-ID answered, and the thread the message joins. */
  inReplyTo: string;
  threadId: string;
}

export const EMPTY_FIELDS: ComposeFields = { to: "", cc: "", subject: "", body: "", draft: "", inReplyTo: "", threadId: "" };

// The newline after <textarea> is there because HTML drops the first one: the text then round-trips intact.
export function composeResponse(ctx: Pick<OperationContext, "baseUrl" | "world" | "query">, fields: ComposeFields, heading: string, error?: string): Response {
  const base = basePath(ctx);
  const field = (id: keyof ComposeFields, label: string, type = "text", hint?: string) => html`<div class="field">
<label for="${id}">${label}</label>
<input type="${type}" id="${id}" name="${id}" value="${fields[id]}"${hint ? html` aria-describedby="${id}-hint"` : ""}${id === "to" && error ? html` aria-invalid="true" aria-errormessage="form-error"` : ""}>
${hint ? html`<small id="${id}-hint">${hint}</small>` : ""}
</div>`;
  const hidden = (id: keyof ComposeFields) => (fields[id] ? html`<input type="hidden" name="${id}" value="${fields[id]}">` : "");
  const content = html`<h1 id="page-title">${heading}</h1>
${error ? html`<div class="alert" role="alert" id="form-error">${error}</div>` : ""}
<form method="post" action="${base}/compose" id="compose-form" aria-labelledby="page-title">
${hidden("draft")}${hidden("inReplyTo")}${hidden("threadId")}
${field("to", "To", "text", "Addresses separated by commas, e.g. Sam Okafor <sam@northwind.example>")}
${field("cc", "Cc")}
${field("subject", "Subject")}
<div class="field">
<label for="body">Message</label>
<textarea id="body" name="body" rows="14">
${fields.body}</textarea>
</div>
<div class="toolbar">
<button type="submit" class="primary" name="intent" value="send" id="send-button">Send</button>
<button type="submit" name="intent" value="draft" id="save-draft-button">Save draft</button>
<a class="button" href="${base}/folder/inbox" id="discard-link">Cancel</a>
</div>
</form>`;
  return htmlResponse(layout(ctx, { title: heading, current: fields.draft ? "folder:drafts" : undefined, content }), error ? 400 : 200);
}
