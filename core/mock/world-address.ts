import { WORLD_ID_PATTERN } from "../world/world-id.ts";

export interface WorldAddressing {
  /** The base URL of one pack inside one world, with no trailing slash (what operations append paths to). */
  urlFor(worldId: string, slug: string): string;
  /**
   * The address handed to users (a snapshot's `url`): `urlFor` with a trailing slash, so clients that
   * append `services/...` and clients that append `/services/...` both land in the world (the second
   * sends `//services/...`, which `resolve` reads as `/services/...`).
   */
  publicUrlFor(worldId: string, slug: string): string;
  /** Which world, pack and provider path a mock-plane request is for (`url` is the request's, parsed once). */
  resolve(request: Request, url?: URL): { worldId: string; slug: string; path: string } | undefined;
}

export interface AddressingOptions {
  /** Public base of the mock listener, e.g. http://127.0.0.1:4001 */
  mockPublicUrl: string;
  /** Wildcard domain: when set, URLs are host-style `https://<id>.<slug>.<domain>`. */
  mockDomain?: string;
}

/** The address label of a world's own MCP endpoint (a reserved slug): `/w/<id>/mcp`, `<id>.mcp.<domain>`. */
export const MCP_LABEL = "mcp";

/** Path-style prefix, for hosts without wildcard DNS (a laptop, CI, Node clients). */
export const PATH_PREFIX = "/w";

export function createWorldAddressing(options: AddressingOptions): WorldAddressing {
  const base = options.mockPublicUrl.replace(/\/+$/, "");
  const domain = options.mockDomain?.toLowerCase().replace(/^\.+|\.+$/g, "");
  const publicUrl = new URL(base);
  const domainSuffix = domain ? `.${domain}` : undefined;
  const urlFor = (worldId: string, slug: string) => {
    if (!domain) return `${base}${PATH_PREFIX}/${worldId}/${slug}`;
    const port = publicUrl.port ? `:${publicUrl.port}` : "";
    return `${publicUrl.protocol}//${worldId}.${slug}.${domain}${port}`;
  };
  return {
    urlFor,
    publicUrlFor: (worldId, slug) => `${urlFor(worldId, slug)}/`,
    resolve(request, parsed) {
      const url = parsed ?? new URL(request.url);
      const rawHost = (request.headers.get("host") ?? url.host).toLowerCase();
      const host = rawHost.includes(":") ? rawHost.replace(/:\d+$/, "") : rawHost;
      // Host style works for the configured domain and, for curl/Bun/browsers on a laptop, for *.localhost
      // (the suffix first: a path-style request, the common one, never splits its host).
      if ((domainSuffix && host.endsWith(domainSuffix)) || host.endsWith(".localhost")) {
        const labels = host.split(".");
        const [hostWorld, hostSlug] = labels;
        // An empty slug label (`<id>..localhost`) is no address: the caller answers 404 as for any other.
        if (labels.length >= 3 && hostWorld && hostSlug && WORLD_ID_PATTERN.test(hostWorld))
          return { worldId: hostWorld, slug: hostSlug, path: oneLeadingSlash(url.pathname) };
      }
      const [, pathWorld, pathSlug, path = "/"] = /^\/w\/([a-z0-9]+)\/([a-z0-9-]+)(\/.*)?$/.exec(url.pathname) ?? [];
      if (pathWorld && pathSlug) return { worldId: pathWorld, slug: pathSlug, path: oneLeadingSlash(path) };
      return undefined;
    },
  };
}

/** `//services/x` as `/services/x`: a client joined the public url (which ends in "/") and a path that starts with one. */
function oneLeadingSlash(path: string): string {
  if (path.charCodeAt(1) !== 47) return path;
  let start = 1;
  while (path.charCodeAt(start) === 47) start++;
  return path.slice(start - 1);
}
