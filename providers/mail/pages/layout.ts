// The frame every page shares: a banner with the search form and the signed-in user, the folder and label
// nav with unread counts, and the page's own content in <main>. Landmarks and labels are what a screen
// reader and a browser agent find their way by, so their names stay fixed (ids too: the browser tests use them).
import type { OperationContext } from "../../../core/pack/index.ts";
import { html, type SafeHtml } from "../../../core/pack/index.ts";
import { folderCounts, listLabels, me } from "./actions.ts";
import { FOLDERS } from "./mail-view.ts";
import { noticeText } from "./notices.ts";
import { basePath } from "./responses.ts";

export interface PageOptions {
  title: string;
  /** What the nav marks as the current page: "folder:inbox", "label:<id>", "contacts"… */
  current?: string;
  /** The search box's value on a search page. */
  query?: string;
  content: SafeHtml;
}

type PageContext = Pick<OperationContext, "baseUrl" | "world" | "query">;

export function layout(ctx: PageContext, options: PageOptions): SafeHtml {
  const base = basePath(ctx);
  const user = me(ctx.world);
  const notice = noticeText(ctx.query);
  return html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} – Mail</title>
<link rel="stylesheet" href="${base}/assets/mail.css">
</head>
<body>
<a class="skip-link" href="#content">Skip to content</a>
<header class="top">
<a class="brand" href="${base}/">Mail</a>
<form role="search" method="get" action="${base}/search" id="search-form" aria-label="Search mail">
<label for="search-q" class="visually-hidden">Search</label>
<input type="search" id="search-q" name="q" value="${options.query ?? ""}" placeholder="Search mail">
<button type="submit">Search</button>
</form>
<p class="signed-in" id="signed-in-user">Signed in as <strong>${user.name}</strong> <span>&lt;${user.address}&gt;</span></p>
</header>
${nav(ctx, base, options.current)}
<main id="content">
${notice ? html`<p class="notice" role="status" id="notice">${notice}</p>` : ""}
${options.content}
</main>
</body>
</html>`;
}

function nav(ctx: PageContext, base: string, current: string | undefined): SafeHtml {
  const counts = folderCounts(ctx.world);
  const link = (href: string, key: string, name: string, unread: number, extra?: SafeHtml) =>
    html`<li><a href="${base}${href}" id="nav-${key.replace(":", "-")}"${current === key ? html` aria-current="page"` : ""}><span>${extra}${name}</span>${
      unread > 0 ? html`<span class="count">${unread}<span class="visually-hidden"> unread</span></span>` : ""
    }</a></li>`;
  return html`<nav class="side" aria-label="Mail folders">
<form method="get" action="${base}/compose"><button type="submit" class="primary" id="compose-button">Compose</button></form>
<h2 id="folders-heading">Folders</h2>
<ul aria-labelledby="folders-heading">
${FOLDERS.map((f) => link(`/folder/${f.id}`, `folder:${f.id}`, f.name, f.id === "drafts" || f.id === "sent" ? 0 : counts.folders[f.id]?.unread ?? 0))}
</ul>
<h2 id="labels-heading">Labels</h2>
<ul aria-labelledby="labels-heading">
${listLabels(ctx.world).map((l) => link(`/label/${encodeURIComponent(l.id)}`, `label:${l.id}`, l.name, counts.labels[l.id]?.unread ?? 0, html`<span class="label-dot" style="background:${safeColor(l.color)}" aria-hidden="true"></span>`))}
</ul>
<h2 id="people-heading">People</h2>
<ul aria-labelledby="people-heading">${link("/contacts", "contacts", "Contacts", 0)}</ul>
</nav>`;
}

/** A label's colour goes into a style attribute: only a plain #hex or a colour name gets through. */
const safeColor = (color: string): string => (/^#[0-9a-f]{3,8}$|^[a-z]{3,20}$/i.test(color) ? color : "#9aa0a6");
