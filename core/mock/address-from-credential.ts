import type { PackRegistry } from "../pack/loaded-pack.ts";
import { json } from "../pack/define-pack.ts";
import { readBodyText } from "../http/request-checks.ts";
import { WORLD_ID_PATTERN } from "../world/world-id.ts";
import { unauthorizedResponse } from "./world-credential.ts";

/**
 * The address of a request that lost its world prefix, from the first pack that recognises its
 * credential (`worldFromCredential`). The request's whole path is the provider path. A pack that
 * names no well-formed world id leaves the request unaddressed. A pack that reads the body gets a
 * copy (read at most once, within `bodyLimit`): the request's own body is left for its handler.
 */
export async function addressFromCredential(
  packs: PackRegistry,
  request: Request,
  url: URL,
  bodyLimit: number,
): Promise<{ worldId: string; slug: string; path: string; byCredential: true } | undefined> {
  let copy: Promise<string | undefined> | undefined;
  const body = () => (copy ??= request.body === null ? Promise.resolve(undefined) : readBodyText(request.clone(), bodyLimit).catch(() => undefined));
  for (const pack of packs.list()) {
    const worldId = await pack.def.worldFromCredential?.(request, body);
    if (worldId !== undefined && WORLD_ID_PATTERN.test(worldId)) return { worldId, slug: pack.def.slug, path: url.pathname, byCredential: true };
  }
  return undefined;
}

/**
 * A request outside every world that no credential routes. On a path some credential-routing pack
 * serves, that pack's answer to a session it does not know (Salesforce's 401 INVALID_SESSION_ID), so
 * its client reports something it understands; anywhere else, the mock plane's own 404.
 */
export function noWorldAnswer(packs: PackRegistry, request: Request, url: URL): Response {
  const pack = packs.list().find((p) => p.def.worldFromCredential && p.routes.match(request.method, url.pathname).kind !== "not-found");
  if (pack) return unauthorizedResponse(pack, request, "No world at this address: use the snapshot's url, or a token its token endpoint issued.");
  return json({ error: "No world at this address. Use the url returned by create-snapshot." }, 404);
}
