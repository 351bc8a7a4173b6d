// The JSON API's handlers: each reads its request, runs one action in a world transaction and answers
// JSON. A MailError thrown inside renders as `{ error: { status, message } }` (a PackError).
import type { OperationContext, OperationHandler } from "../../../core/pack/index.ts";
import * as mail from "../actions/index.ts";
import type { MailMessage } from "../records.ts";
import { MESSAGE_ACTIONS, actionOperationId, type MessageAction } from "./paths.ts";

type Body = Record<string, any>;
const body = (ctx: OperationContext): Body => (ctx.body && typeof ctx.body === "object" ? (ctx.body as Body) : {});
const flag = (value: string | null) => (value === null ? undefined : value === "true");
const int = (value: string | null) => (value === null ? undefined : Number(value));
const tx = <T>(ctx: OperationContext, fn: () => T) => ctx.world.transaction(fn);
const scopeOf = (ctx: OperationContext): mail.Scope => (ctx.query.get("scope") === "message" ? "message" : "thread");
const changed = (messages: MailMessage[]) => ({ messages });

const ACTIONS: Record<MessageAction, (world: OperationContext["world"], id: string, scope: mail.Scope) => MailMessage[]> = {
  archive: mail.archive,
  trash: mail.trash,
  spam: mail.spam,
  restore: mail.restore,
  star: (world, id) => [mail.star(world, id)],
  unstar: (world, id) => [mail.unstar(world, id)],
  read: mail.markRead,
  unread: mail.markUnread,
};

const actionHandlers = Object.fromEntries(MESSAGE_ACTIONS.map((action): [string, OperationHandler] =>
  [actionOperationId(action), (ctx) => tx(ctx, () => changed(ACTIONS[action](ctx.world, ctx.params.id!, scopeOf(ctx))))]));

export const apiOperations: Record<string, OperationHandler> = {
  apiListMessages: (ctx) => tx(ctx, () => mail.listMessages(ctx.world, {
    folder: (ctx.query.get("folder") ?? undefined) as mail.ListOptions["folder"], query: ctx.query.get("q") ?? undefined,
    label: ctx.query.get("label") ?? undefined, starred: flag(ctx.query.get("starred")), unread: flag(ctx.query.get("unread")),
    page: int(ctx.query.get("page")), pageSize: int(ctx.query.get("pageSize")), now: ctx.clock.now(),
  })),
  apiSendMessage: (ctx) => tx(ctx, () => ({ message: mail.send(ctx.world, ctx.clock, ctx.ids, body(ctx)) })),
  apiSaveDraft: (ctx) => tx(ctx, () => ({ message: mail.saveDraft(ctx.world, ctx.clock, ctx.ids, body(ctx)) })),
  apiGetMessage: (ctx) => tx(ctx, () => ({ message: mail.myMessage(ctx.world, ctx.params.id!) })),
  apiGetThread: (ctx) => tx(ctx, () => mail.getThread(ctx.world, ctx.params.id!, { markRead: flag(ctx.query.get("markRead")) ?? true })),
  apiReply: (ctx) => tx(ctx, () => {
    const b = body(ctx);
    const answer = b.all === true ? mail.replyAll : mail.reply;
    return { message: answer(ctx.world, ctx.clock, ctx.ids, ctx.params.id!, { body: b.body, cc: b.cc, draftId: b.draftId }) };
  }),
  apiForward: (ctx) => tx(ctx, () => {
    const b = body(ctx);
    return { message: mail.forward(ctx.world, ctx.clock, ctx.ids, ctx.params.id!, { to: b.to, cc: b.cc, body: b.body }) };
  }),
  apiEditLabels: (ctx) => tx(ctx, () => {
    const b = body(ctx);
    let messages: MailMessage[] = [];
    for (const label of (b.add as string[] | undefined) ?? []) messages = mail.addLabel(ctx.world, ctx.params.id!, label, scopeOf(ctx));
    for (const label of (b.remove as string[] | undefined) ?? []) messages = mail.removeLabel(ctx.world, ctx.params.id!, label, scopeOf(ctx));
    return changed(messages);
  }),
  ...actionHandlers,
  apiListLabels: (ctx) => ({ labels: mail.listLabels(ctx.world) }),
  apiCreateLabel: (ctx) => tx(ctx, () => ({ label: mail.createLabel(ctx.world, body(ctx)) })),
  apiListContacts: (ctx) => ({ contacts: mail.listContacts(ctx.world, ctx.query.get("q") ?? "") }),
  apiFolderCounts: (ctx) => mail.folderCounts(ctx.world),
};
