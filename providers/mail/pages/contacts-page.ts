// The address book: who the user corresponds with, each address a link that starts a message to them.
import type { OperationHandler } from "../../../core/pack/index.ts";
import { listContacts } from "./actions.ts";
import { html } from "../../../core/pack/index.ts";
import { layout } from "./layout.ts";
import { basePath, htmlResponse } from "./responses.ts";

export const contactsPage: OperationHandler = (ctx) => {
  const base = basePath(ctx);
  const q = (ctx.query.get("q") ?? "").trim();
  const contacts = listContacts(ctx.world, q);
  const content = html`<h1 id="page-title">Contacts</h1>
<form method="get" action="${base}/contacts" role="search" aria-label="Contacts" class="toolbar">
<label for="contacts-q">Find a contact</label> <input type="search" id="contacts-q" name="q" value="${q}"> <button type="submit">Find</button>
</form>
${contacts.length === 0 ? html`<p class="empty" id="empty-list">No contacts${q ? " match" : ""}.</p>` : html`<table id="contacts-table">
<caption class="visually-hidden">Contacts</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Company</th><th scope="col">Title</th><th scope="col">Phone</th></tr></thead>
<tbody>
${contacts.map((c) => html`<tr id="contact-${c.id}"><th scope="row">${c.name}</th><td><a href="${base}/compose?to=${encodeURIComponent(c.name ? `${c.name} <${c.email}>` : c.email)}" aria-label="Write to ${c.name || c.email} (${c.email})">${c.email}</a></td><td>${c.company}</td><td>${c.title}</td><td>${c.phone}</td></tr>`)}
</tbody>
</table>`}`;
  return htmlResponse(layout(ctx, { title: "Contacts", current: "contacts", content }));
};
