// apply_sensitive_thread_label and apply_sensitive_message_label: TRASH moves the thread (or the message)
// to Trash, SPAM to Spam, as the mail pack's trash and spam actions do. Both count as the native
// mail_trash_thread, the only native tool that does either; a SPAM call says so in its arguments.
import type { ToolContext, ToolDefinition } from "../../../../core/pack/index.ts";
import { GMAIL_ERRORS, gmailAnswer, gmailFailure, mailApi } from "./gmail-answer.ts";
import { gmailTool } from "./gmail-listing.ts";
import { peekThread } from "./search-threads.ts";

const OPERATIONS: Record<string, string> = { TRASH: "apiMessageTrash", SPAM: "apiMessageSpam" };

function sensitiveTool(name: string, target: (ctx: ToolContext, input: Record<string, unknown>) => Promise<{ id: string; scope: string }>): ToolDefinition {
  return gmailTool(name, {
    native: { tool: "mail_trash_thread", arguments: (input) => (input.labelOption === "TRASH" ? {} : { labelOption: input.labelOption }) },
    run: async (ctx, input) => {
      const operation = OPERATIONS[String(input.labelOption)];
      if (!operation) throw gmailFailure(GMAIL_ERRORS.invalidLabelOption);
      const { id, scope } = await target(ctx, input);
      await mailApi(ctx, operation, { method: "POST", params: { id }, query: { scope } });
      return gmailAnswer({});
    },
  });
}

export const applySensitiveThreadLabel = sensitiveTool("apply_sensitive_thread_label", async (ctx, input) =>
  ({ id: (await peekThread(ctx, String(input.threadId)))[0]!.id, scope: "thread" }));

export const applySensitiveMessageLabel = sensitiveTool("apply_sensitive_message_label", async (_ctx, input) => ({ id: String(input.messageId), scope: "message" }));
