import { NATIVE_PROFILE, type PackRegistry } from "../pack/loaded-pack.ts";

/** Which profile each pack of a world speaks through, by pack slug; a pack not in it speaks its native tools. */
export type ProfileSelection = ReadonlyMap<string, string>;

export const NO_PROFILES: ProfileSelection = new Map();

/**
 * The profiles an MCP address names: `{world}/mcp` (none), `{world}/mcp/native`, `{world}/mcp/official`,
 * or several joined with `+` (`official+atlassian`) for a world of several packs. A name no pack of the
 * world declares, or two names for one pack, is refused with the names it could have used.
 */
export function selectProfiles(packs: PackRegistry, worldPacks: readonly string[], segment: string | undefined): ProfileSelection | { error: string } {
  if (segment === undefined || segment === "" || segment === NATIVE_PROFILE) return NO_PROFILES;
  const selection = new Map<string, string>();
  for (const name of segment.split("+")) {
    if (name === NATIVE_PROFILE) continue;
    const owner = packs.profileOwner(name);
    if (!owner || !worldPacks.includes(owner.def.slug)) return { error: `No MCP profile "${name}" in this world. ${available(packs, worldPacks)}` };
    const taken = selection.get(owner.def.slug);
    if (taken) return { error: `"${taken}" and "${name}" are both profiles of ${owner.def.slug}: name one per provider.` };
    selection.set(owner.def.slug, name);
  }
  return selection;
}

/** The profile names a world's packs offer, in words. */
export function available(packs: PackRegistry, worldPacks: readonly string[]): string {
  const names = worldPacks.flatMap((slug) => [...(packs.get(slug)?.profiles.keys() ?? [])].map((name) => `${name} (${slug})`));
  return names.length ? `Its profiles: ${NATIVE_PROFILE}, ${names.join(", ")}.` : `Its only profile is ${NATIVE_PROFILE} (the packs' own tools, also at /mcp).`;
}

/** The address segment that names a selection: what an EvalTask's mcp.url ends with. */
export function profileSegment(selection: ProfileSelection): string {
  return [...selection.values()].sort().join("+");
}
