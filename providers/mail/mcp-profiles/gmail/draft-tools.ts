// create_draft and list_drafts over the mail pack's drafts (messages in the drafts folder). A draft's id
// is its message's id, so apply_sensitive_message_label takes it as the tool says. The pack keeps plain
// text only, and no Bcc or attachments: those are refused with Google's UNIMPLEMENTED text.
import { quote, type ThreadSummary } from "../../actions/index.ts";
import type { MailMessage } from "../../records.ts";
import type { ToolContext } from "../../../../core/pack/index.ts";
import { GMAIL_ERRORS, gmailAnswer, gmailFailure, mailApi, withoutEmpty } from "./gmail-answer.ts";
import { gmailTool } from "./gmail-listing.ts";
import { gmailDraft } from "./gmail-shapes.ts";
import { nextPageToken, readPage } from "./paging.ts";
import { peekThread } from "./search-threads.ts";

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** A plain address, as the tool asks ("user@example.com"; no "Name <…>"), checked in one pass. */
function isPlainAddress(text: string): boolean {
  const at = text.indexOf("@");
  if (at <= 0 || at !== text.lastIndexOf("@")) return false;
  const domain = text.slice(at + 1);
  const dot = domain.indexOf(".");
  if (dot <= 0 || domain.endsWith(".")) return false;
  for (const c of text) if (c <= " " || '<>(),;:"[]\\'.includes(c)) return false;
  return true;
}

/** An HTML body's text, for a draft given only htmlBody: tags dropped, the five basic entities decoded. */
function textOfHtml(html: string): string {
  let text = "";
  let inTag = false;
  for (const c of html) {
    if (c === "<") inTag = true;
    else if (c === ">") inTag = false;
    else if (!inTag) text += c;
  }
  return text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&nbsp;", " ").replaceAll("&amp;", "&");
}

const prefixed = (subject: string) => (subject.toLowerCase().startsWith("re:") ? subject : `Re: ${subject}`);

// The native tools send; none saves a draft, so create_draft has no native equivalent.
export const createDraft = gmailTool("create_draft", {
  run: async (ctx, input) => {
    if (list(input.attachments).length > 0 || list(input.bcc).length > 0) throw gmailFailure(GMAIL_ERRORS.unimplemented);
    const to = list(input.to);
    const cc = list(input.cc);
    if (!to.every(isPlainAddress)) throw gmailFailure(GMAIL_ERRORS.invalidHeader("To"));
    if (!cc.every(isPlainAddress)) throw gmailFailure(GMAIL_ERRORS.invalidHeader("Cc"));
    const original = typeof input.replyToMessageId === "string" && input.replyToMessageId !== ""
      ? (await mailApi<{ message: MailMessage }>(ctx, "apiGetMessage", { method: "GET", params: { id: input.replyToMessageId } })).message
      : undefined;
    const text = typeof input.body === "string" ? input.body : typeof input.htmlBody === "string" ? textOfHtml(input.htmlBody) : "";
    const body = original ? `${text.trimEnd()}\n\n${quote(original)}`.trimStart() : text;
    const subject = typeof input.subject === "string" ? input.subject : original ? prefixed(original.subject) : "";
    const { message } = await mailApi<{ message: MailMessage }>(ctx, "apiSaveDraft", {
      method: "POST",
      body: { to, cc, subject, body, ...(original ? { inReplyTo: original.messageId, threadId: original.threadId } : {}) },
    });
    return gmailAnswer({ id: message.id });
  },
});

/** The user's drafts matching a query, newest first. */
async function matchingDrafts(ctx: ToolContext, q: string): Promise<MailMessage[]> {
  const summaries: ThreadSummary[] = [];
  for (let page = 1; ; page++) {
    const list = await mailApi<{ pages: number; threads: ThreadSummary[] }>(ctx, "apiListMessages", { method: "GET", query: { q, pageSize: "200", page: String(page) } });
    summaries.push(...list.threads);
    if (page >= list.pages) break;
  }
  const drafts: MailMessage[] = [];
  for (const summary of summaries) {
    const inThread = (await peekThread(ctx, summary.threadId)).filter((m) => m.draft);
    // A thread's summary counts the messages that matched: when it holds more drafts than that, ask for each.
    for (const draft of inThread)
      if (inThread.length === summary.count || (await isMatch(ctx, q, draft))) drafts.push(draft);
  }
  return drafts.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

async function isMatch(ctx: ToolContext, q: string, draft: MailMessage): Promise<boolean> {
  const only = `${q} rfc822msgid:${draft.messageId.replace(/^<|>$/g, "")}`;
  return (await mailApi<{ total: number }>(ctx, "apiListMessages", { method: "GET", query: { q: only, pageSize: "1" } })).total > 0;
}

export const listDrafts = gmailTool("list_drafts", {
  native: { tool: "mail_search_messages", arguments: (input) => ({ folder: "drafts", ...(typeof input.query === "string" && input.query !== "" ? { query: input.query } : {}) }) },
  run: async (ctx, input) => {
    const query = typeof input.query === "string" ? input.query.trim() : "";
    const q = query === "" ? "in:drafts" : `(${query}) in:drafts`;
    const page = readPage(input, `list_drafts\n${q}`);
    const drafts = await matchingDrafts(ctx, q);
    // DRAFT_VIEW_UNSPECIFIED is metadata only, as the view's own description says (docs/mcp.md).
    const full = input.view === "DRAFT_VIEW_FULL";
    return gmailAnswer(withoutEmpty({
      drafts: drafts.slice(page.offset, page.offset + page.size).map((d) => gmailDraft(d, full)),
      nextPageToken: nextPageToken(page, drafts.length),
    }));
  },
});
