// A page that does not exist in this world (an unknown thread, folder or label): 404 in the webmail's own frame.
import type { OperationContext } from "../../../core/pack/index.ts";
import { html } from "../../../core/pack/index.ts";
import { layout } from "./layout.ts";
import { basePath, htmlResponse } from "./responses.ts";

export function notFoundPage(ctx: Pick<OperationContext, "baseUrl" | "world" | "query">, message: string): Response {
  const content = html`<h1 id="page-title">Not found</h1><p>${message}</p><p><a href="${basePath(ctx)}/folder/inbox">Back to Inbox</a></p>`;
  return htmlResponse(layout(ctx, { title: "Not found", content }), 404);
}
