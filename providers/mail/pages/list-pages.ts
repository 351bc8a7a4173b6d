// The list pages: a folder (the inbox is the home page), a label, and search results.
import type { OperationContext, OperationHandler } from "../../../core/pack/index.ts";
import { findLabelOrNull, listMessages, type ListOptions as Query } from "./actions.ts";
import { html } from "../../../core/pack/index.ts";
import { layout } from "./layout.ts";
import { FOLDERS, isFolder, rowPeople } from "./mail-view.ts";
import { notFoundPage } from "./not-found-page.ts";
import { basePath, htmlResponse } from "./responses.ts";
import { PAGE_SIZE, pageNumber, threadList } from "./thread-list.ts";

const list = (ctx: OperationContext, query: Query) => listMessages(ctx.world, { ...query, page: pageNumber(ctx.query), pageSize: PAGE_SIZE, now: ctx.clock.now() });

export const inboxPage: OperationHandler = (ctx) => folderPage({ ...ctx, params: { folder: "inbox" } });

export const folderPage: OperationHandler = (ctx) => {
  const folder = ctx.params.folder ?? "";
  if (!isFolder(folder)) return notFoundPage(ctx, "There is no such folder.");
  const name = FOLDERS.find((f) => f.id === folder)!.name;
  const base = basePath(ctx);
  const content = html`<h1 id="page-title">${name}</h1>
${threadList(list(ctx, { folder }), {
  base,
  path: `/folder/${folder}`,
  empty: `No conversations in ${name}.`,
  people: (t) => rowPeople(ctx.world, t, folder),
  // A draft opens in the compose form, where it can be finished and sent.
  hrefFor: folder === "drafts" ? (t) => `${base}/compose?draft=${encodeURIComponent(t.messageId)}` : undefined,
})}`;
  return htmlResponse(layout(ctx, { title: name, current: `folder:${folder}`, content }));
};

export const labelPage: OperationHandler = (ctx) => {
  const label = findLabelOrNull(ctx.world, ctx.params.id ?? "");
  if (!label) return notFoundPage(ctx, "There is no such label.");
  const content = html`<h1 id="page-title">Label: ${label.name}</h1>
${threadList(list(ctx, { label: label.id, folder: "all" }), {
  base: basePath(ctx),
  path: `/label/${encodeURIComponent(label.id)}`,
  empty: `No conversations labelled ${label.name}.`,
  people: (t) => rowPeople(ctx.world, t, undefined),
})}`;
  return htmlResponse(layout(ctx, { title: label.name, current: `label:${label.id}`, content }));
};

export const searchPage: OperationHandler = (ctx) => {
  const q = (ctx.query.get("q") ?? "").trim();
  // The actions' search (Gmail's syntax, actions/search-query.ts); Trash and Spam only when in: names them.
  const found = q ? list(ctx, { query: q, folder: "all" }) : undefined;
  const content = html`<h1 id="page-title">${q ? `Search results for “${q}”` : "Search"}</h1>
${found
  ? html`<p id="result-count" role="status">${found.total === 1 ? "1 conversation" : `${found.total} conversations`} found.</p>
${threadList(found, { base: basePath(ctx), path: "/search", extraQuery: { q }, empty: "No messages match your search.", people: (t) => rowPeople(ctx.world, t, undefined) })}`
  : html`<p>Type words to find in the search box above.</p>`}`;
  return htmlResponse(layout(ctx, { title: q ? `Search: ${q}` : "Search", query: q, content }));
};
