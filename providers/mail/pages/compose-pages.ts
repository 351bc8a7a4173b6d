// GET /compose shows the form; POST /compose sends it (intent=send) or saves it as a draft (intent=draft),
// then 303s: a reply to its thread, a new message to Sent, a draft to Drafts. A refused input (no
// recipient, a bad address) re-shows the form with the message and everything typed, as 400.
import type { OperationHandler, PackWorld } from "../../../core/pack/index.ts";
import { COLLECTIONS } from "../records.ts";
import { attempt, me, saveDraft, send, type ComposeInput } from "./actions.ts";
import { composeResponse, type ComposeFields } from "./compose-form.ts";
import { prefill } from "./compose-prefill.ts";
import { notFoundPage } from "./not-found-page.ts";
import { seeOther } from "./responses.ts";

export const composePage: OperationHandler = async (ctx) => {
  const start = await attempt(ctx.world, () => prefill(ctx.world, ctx.query));
  if (!start.ok) return notFoundPage(ctx, "That message is not in your mailbox.");
  return composeResponse(ctx, start.value.fields, start.value.heading);
};

export const composeSubmit: OperationHandler = async (ctx) => {
  const raw = (typeof ctx.body === "object" && ctx.body !== null ? ctx.body : {}) as Record<string, unknown>;
  const text = (name: string) => (typeof raw[name] === "string" ? (raw[name] as string) : Array.isArray(raw[name]) ? String((raw[name] as unknown[])[0] ?? "") : "");
  const fields: ComposeFields = {
    to: text("to"), cc: text("cc"), subject: text("subject"), body: text("body").replace(/\r\n/g, "\n"),
    draft: text("draft"), inReplyTo: text("inReplyTo"), threadId: text("threadId"),
  };
  const asDraft = text("intent") === "draft";
  const input: ComposeInput = {
    to: fields.to, cc: fields.cc, subject: fields.subject, body: fields.body,
    inReplyTo: fields.inReplyTo || null, threadId: fields.threadId || undefined, draftId: fields.draft || undefined,
  };
  const done = await attempt(ctx.world, () => {
    // A thread id from the form must be one of the user's threads, or the message starts a new one.
    if (input.threadId && !ownsThread(ctx.world, input.threadId)) input.threadId = undefined;
    return asDraft ? saveDraft(ctx.world, ctx.clock, ctx.ids, input) : send(ctx.world, ctx.clock, ctx.ids, input);
  });
  if (!done.ok) {
    if (done.error.status === 404) fields.draft = ""; // the draft is gone (sent elsewhere): save or send anew
    return composeResponse(ctx, fields, fields.draft ? "Edit draft" : "New message", done.error.message);
  }
  if (asDraft) return seeOther(ctx, "/folder/drafts?notice=draft-saved");
  return seeOther(ctx, fields.threadId || fields.inReplyTo ? `/thread/${encodeURIComponent(done.value.threadId)}?notice=sent` : "/folder/sent?notice=sent");
};

function ownsThread(world: PackWorld, threadId: string): boolean {
  const address = me(world).address;
  return world.collection(COLLECTIONS.messages).find((m) => m.mailbox === address && m.threadId === threadId).length > 0;
}
