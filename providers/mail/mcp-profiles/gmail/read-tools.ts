// get_thread and get_message: one thread or message in the format asked for (FULL_CONTENT by default).
// Like Gmail's API, reading changes nothing: the thread is not marked read.
import type { MailMessage } from "../../records.ts";
import { gmailAnswer, mailApi } from "./gmail-answer.ts";
import { gmailTool } from "./gmail-listing.ts";
import { gmailMessage, gmailThread, type MessageFormat } from "./gmail-shapes.ts";
import { peekThread } from "./search-threads.ts";

const formatOf = (value: unknown): MessageFormat => (value === "MINIMAL" || value === "METADATA_ONLY" ? value : "FULL_CONTENT");

export const getThread = gmailTool("get_thread", {
  native: { tool: "mail_read_thread", arguments: (input) => ({ thread_id: input.threadId }) },
  run: async (ctx, input) => {
    const threadId = String(input.threadId);
    return gmailAnswer(gmailThread(threadId, await peekThread(ctx, threadId), formatOf(input.messageFormat)));
  },
});

// The native tools read whole threads only: get_message has no native equivalent.
export const getMessage = gmailTool("get_message", {
  run: async (ctx, input) => {
    const { message } = await mailApi<{ message: MailMessage }>(ctx, "apiGetMessage", { method: "GET", params: { id: String(input.messageId) } });
    return gmailAnswer(gmailMessage(message, formatOf(input.messageFormat)));
  },
});
