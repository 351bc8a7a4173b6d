// A list of threads (a folder, a label, search results), a page at a time. Each row is one link to the
// thread whose text says who, what and, first, "Unread" when it is: bold is for eyes, the words for the rest.
import type { ThreadSummary } from "../actions/index.ts";
import { html, type SafeHtml } from "../../../core/pack/index.ts";

export const PAGE_SIZE = 25;

export interface ListPage {
  threads: ThreadSummary[];
  page: number;
  pages: number;
  total: number;
  pageSize: number;
}

export interface ListOptions {
  base: string;
  /** The list's own address, to which `?page=N` (and any `extraQuery`) is added for paging. */
  path: string;
  extraQuery?: Record<string, string>;
  empty: string;
  people: (thread: ThreadSummary) => string;
  /** Drafts open in the compose form rather than as a thread. */
  hrefFor?: (thread: ThreadSummary) => string;
}

/** The 1-based page number from `?page=`, 1 when absent or nonsense. */
export function pageNumber(query: URLSearchParams): number {
  const n = Number.parseInt(query.get("page") ?? "1", 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

export function threadList(list: ListPage, options: ListOptions): SafeHtml {
  if (list.threads.length === 0) return html`<p class="empty" id="empty-list">${list.total > 0 ? "There is nothing on this page." : options.empty}</p>`;
  const first = (list.page - 1) * list.pageSize + 1;
  return html`<ul class="threads" id="thread-list" aria-label="Conversations">
${list.threads.map((t) => row(t, options))}
</ul>
<nav class="paging" aria-label="Pages">
<span id="paging-status">${first}–${first + list.threads.length - 1} of ${list.total}</span>
${list.page > 1 ? html`<a rel="prev" id="newer-page" href="${pageHref(options, list.page - 1)}">Newer</a>` : ""}
${list.page < list.pages ? html`<a rel="next" id="older-page" href="${pageHref(options, list.page + 1)}">Older</a>` : ""}
</nav>`;
}

function row(t: ThreadSummary, options: ListOptions): SafeHtml {
  const href = options.hrefFor?.(t) ?? `${options.base}/thread/${encodeURIComponent(t.threadId)}`;
  const subject = html`<span class="subject">${t.subject || "(no subject)"}</span>`;
  return html`<li class="${t.unread ? "unread" : "read"}" data-thread-id="${t.threadId}">
<a href="${href}">${t.unread ? html`<span class="visually-hidden">Unread: </span>` : ""}<span class="from">${options.people(t)}${t.count > 1 ? ` (${t.count})` : ""}</span> ${t.unread ? html`<strong>${subject}</strong>` : subject}<span class="snippet"> – ${t.snippet.slice(0, 90)}</span></a>
<span>${t.starred ? html`<span class="starred" title="Starred">★<span class="visually-hidden"> Starred</span></span> ` : ""}<time datetime="${t.date}">${shortDate(t.date)}</time></span>
</li>`;
}

function pageHref(options: ListOptions, page: number): string {
  const query = new URLSearchParams({ ...options.extraQuery, page: String(page) });
  return `${options.base}${options.path}?${query}`;
}

/** "Nov 23, 10:15" in UTC: the world's clock is UTC and pages must render the same for every viewer. */
export function shortDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const month = d.toLocaleString("en-US", { month: "short", timeZone: "UTC" });
  return `${month} ${d.getUTCDate()}, ${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")}`;
}
