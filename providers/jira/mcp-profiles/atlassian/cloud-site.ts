// The world's Jira site as Atlassian's server names it: a cloudId, the site's URL and name. A Jira Cloud
// site's cloudId is a UUID fixed for the site's life; a world's is derived from its Jira address (the
// same for REST and MCP), so it is stable for the world and differs between worlds. Tools take the
// cloudId, the site URL (any URL under it) or, for a host-style address, the bare host name, as the real
// server does ("Cloud ID (UUID or site URL)").
import type { ToolContext } from "../../../../core/pack/index.ts";
import { AtlassianRefusal, jira } from "./answers.ts";

export interface CloudSite {
  cloudId: string;
  url: string;
  name: string;
}

async function uuidOf(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The site's name: its first host label (`<world>.jira.<domain>`) or, path style, the world id (`/w/<world>/jira`). */
function nameOf(url: URL): string {
  const path = url.pathname.replace(/\/+$/, "").split("/").filter(Boolean);
  return path.length >= 2 ? path[path.length - 2]! : url.hostname.split(".")[0]!;
}

export async function worldSite(ctx: ToolContext): Promise<CloudSite> {
  const info = await jira<{ baseUrl: string }>(ctx, "getServerInfo");
  const url = String(info.baseUrl).replace(/\/+$/, "");
  return { cloudId: await uuidOf(url), url, name: nameOf(new URL(url)) };
}

const withoutScheme = (text: string): string => text.replace(/^[a-z]+:\/\//i, "").replace(/\/+$/, "").toLowerCase();

/** Whether `given` names the site: its cloudId, its URL or a URL under it, or (host style) its host. */
export function namesSite(site: CloudSite, given: string): boolean {
  const value = given.trim();
  if (value.toLowerCase() === site.cloudId) return true;
  const bare = withoutScheme(value);
  const siteBare = withoutScheme(site.url);
  return bare === siteBare || bare.startsWith(`${siteBare}/`);
}

/**
 * The world's site when `cloudId` names it. Anything else is refused as the server refuses a site the
 * credential cannot reach; its exact wording is not in any public recording (see docs/mcp.md).
 */
export async function siteFor(ctx: ToolContext, cloudId: string): Promise<CloudSite> {
  const site = await worldSite(ctx);
  if (namesSite(site, cloudId)) return site;
  throw new AtlassianRefusal(
    `Failed to fetch tenant info for cloudId or site "${cloudId}": it is not an Atlassian site you can access. Use the 'getAccessibleAtlassianResources' tool to find accessible Cloud IDs.`,
  );
}
