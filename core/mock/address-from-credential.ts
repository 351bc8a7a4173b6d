import type { PackRegistry } from "../pack/loaded-pack.ts";
import { WORLD_ID_PATTERN } from "../world/world-id.ts";

/**
 * The address of a request that lost its world prefix, from the first pack that recognises its
 * credential (`worldFromCredential`). The request's whole path is the provider path. A pack that
 * names no well-formed world id leaves the request unaddressed.
 */
export function addressFromCredential(packs: PackRegistry, request: Request, url: URL): { worldId: string; slug: string; path: string; byCredential: true } | undefined {
  for (const pack of packs.list()) {
    const worldId = pack.def.worldFromCredential?.(request);
    if (worldId !== undefined && WORLD_ID_PATTERN.test(worldId)) return { worldId, slug: pack.def.slug, path: url.pathname, byCredential: true };
  }
  return undefined;
}
