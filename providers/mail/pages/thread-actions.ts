// POST /thread/{id}/{action}: the thread page's buttons. Each runs one action on the thread, then 303s to
// where a webmail user lands next: the inbox after archive, delete and mark-as-unread; the thread otherwise.
import type { OperationHandler, PackWorld } from "../../../core/pack/index.ts";
import { myThread } from "../actions/mailbox.ts";
import type { MailMessage } from "../records.ts";
import { addLabel, archive, attempt, markUnread, removeLabel, restore, star, trash, unstar } from "./actions.ts";
import { notFoundPage } from "./not-found-page.ts";
import { seeOther } from "./responses.ts";

interface ThreadAction {
  /** Runs on the thread's newest message (the thread-wide actions reach the rest from it). */
  run(world: PackWorld, newest: MailMessage, thread: MailMessage[], body: Record<string, unknown>): unknown;
  /** Where to go next, and the notice to show there. */
  then: "inbox" | "thread";
  notice: string;
}

const label = (body: Record<string, unknown>) => String(body.label ?? "");

export const THREAD_ACTIONS: Record<string, ThreadAction> = {
  archive: { run: (w, m) => archive(w, m.id), then: "inbox", notice: "archived" },
  delete: { run: (w, m) => trash(w, m.id), then: "inbox", notice: "trashed" },
  restore: { run: (w, m) => restore(w, m.id), then: "thread", notice: "restored" },
  star: { run: (w, m) => star(w, m.id), then: "thread", notice: "starred" },
  // A star sits on one message; unstarring the thread clears every one, or the thread would stay starred.
  unstar: { run: (w, _m, thread) => thread.filter((x) => x.starred).forEach((x) => unstar(w, x.id)), then: "thread", notice: "unstarred" },
  unread: { run: (w, m) => markUnread(w, m.id), then: "inbox", notice: "unread" },
  label: { run: (w, m, _t, body) => addLabel(w, m.id, label(body)), then: "thread", notice: "labelled" },
  unlabel: { run: (w, m, _t, body) => removeLabel(w, m.id, label(body)), then: "thread", notice: "unlabelled" },
};

export const threadAction: OperationHandler = async (ctx) => {
  const threadId = ctx.params.id ?? "";
  const action = THREAD_ACTIONS[ctx.params.action ?? ""];
  if (!action) return notFoundPage(ctx, "There is no such action.");
  const body = (typeof ctx.body === "object" && ctx.body !== null ? ctx.body : {}) as Record<string, unknown>;
  const done = await attempt(ctx.world, () => {
    const thread = myThread(ctx.world, threadId);
    const newest = thread.filter((m) => !m.draft).at(-1) ?? thread.at(-1)!;
    return action.run(ctx.world, newest, thread, body);
  });
  if (!done.ok) return notFoundPage(ctx, done.error.message);
  const to = action.then === "inbox" ? "/folder/inbox" : `/thread/${encodeURIComponent(threadId)}`;
  return seeOther(ctx, `${to}?notice=${action.notice}`);
};
