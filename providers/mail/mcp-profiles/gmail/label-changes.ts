// label_thread, unlabel_thread, label_message, unlabel_message. A user label is the pack's label; a
// system label is a folder move or a flag: adding INBOX brings a message back from Archive, Trash or
// Spam (restore), removing it archives; UNREAD and STARRED mark. TRASH and SPAM can be removed (the
// message goes back where it belongs) but are added only with apply_sensitive_*_label. Every id is
// checked before anything changes; an unknown one (or SENT, DRAFT, IMPORTANT…) is "Invalid label: X".
// A thread's labels are changed message by message (scope=message), so each message changes exactly
// as Gmail would change it and no other message of the thread moves.
import type { ToolContext, ToolDefinition } from "../../../../core/pack/index.ts";
import type { MailMessage } from "../../records.ts";
import { GMAIL_ERRORS, gmailAnswer, gmailFailure, mailApi } from "./gmail-answer.ts";
import { gmailTool } from "./gmail-listing.ts";
import { userLabels } from "./label-tools.ts";
import { peekThread } from "./search-threads.ts";

type Change = { op: string; body?: Record<string, unknown> } | null;
type System = (m: MailMessage, adding: boolean) => Change;

const action = (op: string): Change => ({ op });
const SYSTEM: Record<string, System> = {
  INBOX: (m, adding) => {
    if (adding) return m.folder === "archive" || m.folder === "trash" || m.folder === "spam" ? action("apiMessageRestore") : null;
    return m.folder === "inbox" ? action("apiMessageArchive") : null;
  },
  UNREAD: (m, adding) => (m.draft || m.read !== adding ? null : action(adding ? "apiMessageUnread" : "apiMessageRead")),
  STARRED: (m, adding) => (m.starred === adding ? null : action(adding ? "apiMessageStar" : "apiMessageUnstar")),
  TRASH: (m, adding) => (!adding && m.folder === "trash" ? action("apiMessageRestore") : null),
  SPAM: (m, adding) => (!adding && m.folder === "spam" ? action("apiMessageRestore") : null),
};
/** Only apply_sensitive_*_label adds these. */
const REMOVE_ONLY = new Set(["TRASH", "SPAM"]);

function userLabel(id: string): System {
  return (m, adding) => (m.labels.includes(id) === adding ? null : { op: "apiEditLabels", body: adding ? { add: [id] } : { remove: [id] } });
}

async function changeLabels(ctx: ToolContext, messages: MailMessage[], labelIds: unknown, adding: boolean) {
  const ids = Array.isArray(labelIds) ? labelIds.map(String) : [];
  const users = new Set((await userLabels(ctx)).map((l) => l.id));
  const changes = ids.map((id) => {
    if (users.has(id)) return userLabel(id);
    if (SYSTEM[id] && !(adding && REMOVE_ONLY.has(id))) return SYSTEM[id]!;
    throw gmailFailure(GMAIL_ERRORS.invalidLabel(id));
  });
  for (const m of messages)
    for (const change of changes) {
      const todo = change(m, adding);
      if (todo) await mailApi(ctx, todo.op, { method: "POST", params: { id: m.id }, query: { scope: "message" }, ...(todo.body ? { body: todo.body } : {}) });
    }
  return gmailAnswer({});
}

const threadMessages = (ctx: ToolContext, input: Record<string, unknown>) => peekThread(ctx, String(input.threadId));
const oneMessage = async (ctx: ToolContext, input: Record<string, unknown>) =>
  [(await mailApi<{ message: MailMessage }>(ctx, "apiGetMessage", { method: "GET", params: { id: String(input.messageId) } })).message];

/** The native mail_label_thread labels by id too; its INBOX, UNREAD or STARRED are folder and flag tools there. */
function labelTool(name: string, messages: typeof oneMessage, adding: boolean): ToolDefinition {
  return gmailTool(name, {
    native: { tool: "mail_label_thread", arguments: (input) => (adding ? { add: input.labelIds } : { remove: input.labelIds }) },
    run: async (ctx, input) => changeLabels(ctx, await messages(ctx, input), input.labelIds, adding),
  });
}

export const labelThread = labelTool("label_thread", threadMessages, true);
export const unlabelThread = labelTool("unlabel_thread", threadMessages, false);
export const labelMessage = labelTool("label_message", oneMessage, true);
export const unlabelMessage = labelTool("unlabel_message", oneMessage, false);
