// What a renderer needs: the world's records, the site's address and the API version the request came
// in on (self links follow it; v2 renders rich text as wiki markup instead of ADF).
import type { OperationContext, PackWorld } from "../../core/pack/index.ts";

export type ApiVersion = 2 | 3;

export interface JiraView {
  world: Pick<PackWorld, "collection">;
  /** The site's address: the pack's base URL in this world, without a trailing slash. */
  baseUrl: string;
  version: ApiVersion;
}

/** `${baseUrl}/rest/api/<version>`: the prefix of every self link. */
export const apiBase = (view: Pick<JiraView, "baseUrl" | "version">): string => `${view.baseUrl}/rest/api/${view.version}`;

/** The API version of a request: /rest/api/2/… and its alias /rest/api/latest/… are v2, anything else v3. */
export function requestVersion(ctx: Pick<OperationContext, "url">): ApiVersion {
  return /\/rest\/api\/(2|latest)\//.test(ctx.url.pathname) ? 2 : 3;
}

export function viewOf(ctx: Pick<OperationContext, "world" | "baseUrl" | "url">): JiraView {
  return { world: ctx.world, baseUrl: ctx.baseUrl, version: requestVersion(ctx) };
}
