// One conversation: its messages oldest first (opening it marks it read, as the actions' getThread does)
// and a toolbar of small forms whose buttons carry the plain names an agent or a screen reader looks for.
import type { OperationHandler } from "../../../core/pack/index.ts";
import type { MailMessage } from "../records.ts";
import { attempt, formatAddress, getThread, listLabels } from "./actions.ts";
import { html, type SafeHtml } from "../../../core/pack/index.ts";
import { layout } from "./layout.ts";
import { notFoundPage } from "./not-found-page.ts";
import { basePath, htmlResponse } from "./responses.ts";
import { shortDate } from "./thread-list.ts";

export const threadPage: OperationHandler = async (ctx) => {
  const threadId = ctx.params.id ?? "";
  const opened = await attempt(ctx.world, () => getThread(ctx.world, threadId));
  if (!opened.ok) return notFoundPage(ctx, "This conversation is not in your mailbox.");
  const { messages, subject, labels: labelIds } = opened.value;
  const base = basePath(ctx);
  const action = `${base}/thread/${encodeURIComponent(threadId)}`;
  const sent = messages.filter((m) => !m.draft);
  const newest = sent.at(-1) ?? messages.at(-1)!;
  const starred = messages.some((m) => m.starred);
  const away = messages.some((m) => m.folder === "archive" || m.folder === "trash" || m.folder === "spam");
  const all = listLabels(ctx.world);
  const onThread = all.filter((l) => labelIds.includes(l.id));
  const addable = all.filter((l) => !labelIds.includes(l.id));
  const post = (verb: string, name: string, id: string, extra?: SafeHtml) =>
    html`<form method="post" action="${action}/${verb}">${extra}<button type="submit" id="${id}">${name}</button></form>`;
  const compose = (field: string, name: string, id: string) =>
    html`<form method="get" action="${base}/compose"><input type="hidden" name="${field}" value="${newest.id}"><button type="submit" id="${id}">${name}</button></form>`;

  const content = html`<h1 id="thread-subject">${subject || "(no subject)"}</h1>
<p class="folders">In: ${[...new Set(messages.map((m) => m.folder))].join(", ")}${onThread.length ? html` · Labels: ${onThread.map((l) => l.name).join(", ")}` : ""}</p>
<div class="toolbar" id="thread-actions">
${compose("reply", "Reply", "reply-button")}
${compose("replyAll", "Reply all", "reply-all-button")}
${compose("forward", "Forward", "forward-button")}
${post("archive", "Archive", "archive-button")}
${post("delete", "Delete", "delete-button")}
${away ? post("restore", "Move to Inbox", "restore-button") : ""}
${starred ? post("unstar", "Unstar", "unstar-button") : post("star", "Star", "star-button")}
${post("unread", "Mark as unread", "unread-button")}
</div>
<div class="toolbar" id="label-actions">
${addable.length ? html`<form method="post" action="${action}/label"><label for="add-label">Label</label> <select id="add-label" name="label">${addable.map((l) => html`<option value="${l.id}">${l.name}</option>`)}</select> <button type="submit" id="add-label-button">Add label</button></form>` : ""}
${onThread.map((l) => post("unlabel", `Remove label ${l.name}`, `remove-label-${l.id}`, html`<input type="hidden" name="label" value="${l.id}">`))}
</div>
${messages.map((m) => messageArticle(m, base))}`;
  // The nav marks where the thread lives for the reader: the inbox while any message is there (a reply
  // of Dana's sits in Sent, but the conversation is still in her inbox), else the newest message's folder.
  const home = messages.some((m) => m.folder === "inbox") ? "inbox" : newest.folder;
  return htmlResponse(layout(ctx, { title: subject || "(no subject)", current: `folder:${home}`, content }));
};

function messageArticle(m: MailMessage, base: string): SafeHtml {
  const people = (list: MailMessage["to"]) => list.map(formatAddress).join(", ");
  return html`<article class="message" id="message-${m.id}" aria-labelledby="from-${m.id}">
<header>
<h2 id="from-${m.id}">${m.draft ? "Draft: " : ""}${formatAddress(m.from)}</h2>
<p>To: ${people(m.to) || "(no recipients)"}</p>
${m.cc.length ? html`<p>Cc: ${people(m.cc)}</p>` : ""}
<p><time datetime="${m.date}">${shortDate(m.date)}</time>${m.starred ? html` · <span class="starred">★ Starred</span>` : ""}</p>
${m.draft ? html`<p><a href="${base}/compose?draft=${encodeURIComponent(m.id)}">Edit draft</a></p>` : ""}
</header>
<div class="body">${m.body}</div>
</article>`;
}
