// Writing tools: send, reply, forward, and organizing threads (archive, trash, labels, read, star).
import { defineTool, type ToolContext } from "../../../core/pack/index.ts";
import type { MailMessage } from "../records.ts";
import { MARK, WRITE, body, messageId, recipients, sentAnswer } from "./shared.ts";

type Sent = { message: MailMessage };
type Changed = { messages: MailMessage[] };
const summary = (c: Changed) => ({ changed: c.messages.length, messages: c.messages.map((m) => ({ id: m.id, folder: m.folder, labels: m.labels, read: m.read, starred: m.starred })) });

export const sendMessage = defineTool({
  name: "mail_send_message",
  description: "Send a new email from the signed-in user. Colleagues at the company receive it in their inbox; it is kept in Sent.",
  inputSchema: { type: "object", properties: { to: recipients, cc: recipients, subject: { type: "string", minLength: 1 }, body }, required: ["to", "subject", "body"], additionalProperties: false },
  annotations: { title: "Send an email", ...WRITE },
  run: async (ctx, input) => sentAnswer((await ctx.callJson<Sent>("apiSendMessage", { method: "POST", body: input })).message),
});

export const replyMessage = defineTool({
  name: "mail_reply_message",
  description: "Reply to a message (its sender; with reply_all, everyone on it) in the same thread. The subject gets Re: and the original is quoted below your text.",
  inputSchema: { type: "object", properties: { message_id: messageId, body, reply_all: { type: "boolean" }, cc: recipients }, required: ["message_id", "body"], additionalProperties: false },
  annotations: { title: "Reply to a message", ...WRITE },
  run: async (ctx, input) =>
    sentAnswer((await ctx.callJson<Sent>("apiReply", { method: "POST", params: { id: input.message_id }, body: { body: input.body, all: input.reply_all === true, cc: input.cc } })).message),
});

export const forwardMessage = defineTool({
  name: "mail_forward_message",
  description: "Forward a message to new recipients with an optional note; the subject gets Fwd: and the original follows.",
  inputSchema: { type: "object", properties: { message_id: messageId, to: recipients, cc: recipients, body }, required: ["message_id", "to"], additionalProperties: false },
  annotations: { title: "Forward a message", ...WRITE },
  run: async (ctx, input) =>
    sentAnswer((await ctx.callJson<Sent>("apiForward", { method: "POST", params: { id: input.message_id }, body: { to: input.to, cc: input.cc, body: input.body } })).message),
});


const action = (op: string) => async (ctx: ToolContext, id: string) => summary(await ctx.callJson<Changed>(op, { method: "POST", params: { id } }));

export const archiveThread = defineTool({
  name: "mail_archive_thread",
  description: "Archive the thread of a message: its inbox messages move to the archive (out of the inbox, still searchable).",
  inputSchema: { type: "object", properties: { message_id: messageId }, required: ["message_id"], additionalProperties: false },
  annotations: { title: "Archive a thread", ...MARK },
  run: (ctx, input) => action("apiMessageArchive")(ctx, input.message_id),
});

export const trashThread = defineTool({
  name: "mail_trash_thread",
  description: "Move the thread of a message to the trash (mail_restore_thread brings it back).",
  inputSchema: { type: "object", properties: { message_id: messageId }, required: ["message_id"], additionalProperties: false },
  annotations: { title: "Trash a thread", ...MARK, destructiveHint: true },
  run: (ctx, input) => action("apiMessageTrash")(ctx, input.message_id),
});

export const restoreThread = defineTool({
  name: "mail_restore_thread",
  description: "Move the thread of a message out of trash, spam or archive, back to the inbox (your own messages to sent, drafts to drafts).",
  inputSchema: { type: "object", properties: { message_id: messageId }, required: ["message_id"], additionalProperties: false },
  annotations: { title: "Restore a thread", ...MARK },
  run: (ctx, input) => action("apiMessageRestore")(ctx, input.message_id),
});

export const markRead = defineTool({
  name: "mail_mark_read",
  description: "Mark the thread of a message read (read: true, the default) or unread (read: false).",
  inputSchema: { type: "object", properties: { message_id: messageId, read: { type: "boolean" } }, required: ["message_id"], additionalProperties: false },
  annotations: { title: "Mark read or unread", ...MARK },
  run: (ctx, input) => action(input.read === false ? "apiMessageUnread" : "apiMessageRead")(ctx, input.message_id),
});

export const starMessage = defineTool({
  name: "mail_star_message",
  description: "Star one message (starred: true, the default) or remove its star (starred: false).",
  inputSchema: { type: "object", properties: { message_id: messageId, starred: { type: "boolean" } }, required: ["message_id"], additionalProperties: false },
  annotations: { title: "Star a message", ...MARK },
  run: (ctx, input) => action(input.starred === false ? "apiMessageUnstar" : "apiMessageStar")(ctx, input.message_id),
});

export const labelThread = defineTool({
  name: "mail_label_thread",
  description: "Add and/or remove labels (by name or id, e.g. Finance) on every message of a message's thread. mail_list_folders lists the labels.",
  inputSchema: {
    type: "object",
    properties: { message_id: messageId, add: { type: "array", items: { type: "string", minLength: 1 } }, remove: { type: "array", items: { type: "string", minLength: 1 } } },
    required: ["message_id"], additionalProperties: false,
  },
  annotations: { title: "Label a thread", ...MARK },
  run: async (ctx, input) => summary(await ctx.callJson<Changed>("apiEditLabels", { method: "POST", params: { id: input.message_id }, body: { add: input.add ?? [], remove: input.remove ?? [] } })),
});
