// search_threads: threads matching a Gmail query, newest first, each with its messages (subject and
// snippet, or metadata only). The mail pack's search speaks Gmail's syntax (actions/search-query.ts);
// as the tool says, drafts are left out unless the query names in:draft, and Trash joins with includeTrash.
import type { MailMessage } from "../../records.ts";
import { foldersNamed, parseSearch } from "../../actions/search-query.ts";
import { gmailAnswer, mailApi, withoutEmpty } from "./gmail-answer.ts";
import { gmailTool } from "./gmail-listing.ts";
import { gmailThread } from "./gmail-shapes.ts";
import { nextPageToken, readPage, threadWindow } from "./paging.ts";
import type { ToolContext } from "../../../../core/pack/index.ts";

/** The query the mail pack runs for search_threads' `query` and `includeTrash`. */
export function threadQuery(query: string, includeTrash: boolean): string {
  const named = foldersNamed(parseSearch(query));
  let q = query.trim() === "" ? "" : `(${query})`;
  if (!named.has("draft") && !named.has("drafts")) q += " -in:draft";
  // in:anywhere lifts the default exclusion of Trash and Spam; Spam stays out unless the query names it.
  if (includeTrash && !named.has("anywhere")) q += named.has("spam") ? " in:anywhere" : " in:anywhere -in:spam";
  return q.trim();
}

/** A thread's messages, oldest first, read without marking them read (Gmail's API never does). */
export async function peekThread(ctx: ToolContext, threadId: string): Promise<MailMessage[]> {
  const thread = await mailApi<{ messages: MailMessage[] }>(ctx, "apiGetThread", { method: "GET", params: { id: threadId }, query: { markRead: "false" } });
  return thread.messages;
}

export const searchThreads = gmailTool("search_threads", {
  native: { tool: "mail_search_messages", arguments: (input) => (typeof input.query === "string" && input.query !== "" ? { query: input.query } : {}) },
  run: async (ctx, input) => {
    const q = threadQuery(typeof input.query === "string" ? input.query : "", input.includeTrash === true);
    const page = readPage(input, `search_threads\n${q}`);
    const { threads, total } = await threadWindow(ctx, { q }, page);
    const format = input.view === "THREAD_VIEW_METADATA_ONLY" ? "METADATA_ONLY" : "MINIMAL";
    const found = [];
    for (const thread of threads) found.push(gmailThread(thread.threadId, await peekThread(ctx, thread.threadId), format));
    return gmailAnswer(withoutEmpty({ threads: found, nextPageToken: nextPageToken(page, total), resultCountEstimate: total > 0 ? String(total) : undefined }));
  },
});
