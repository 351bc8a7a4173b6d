/** The REST versions this mock answers to; the docs use v67.0 (Summer '26). */
export const OLDEST_VERSION = 20;
export const LATEST_VERSION = 67;
/** The `{version}` path parameter of the latest version, as MCP tools call the REST operations. */
export const LATEST_VERSION_PARAM = `v${LATEST_VERSION}.0`;

// Every request names its version: a lookup in the few served ones instead of a pattern match.
const SERVED = new Map(Array.from({ length: LATEST_VERSION - OLDEST_VERSION + 1 }, (_, i) => [`v${OLDEST_VERSION + i}.0`, `${OLDEST_VERSION + i}.0`]));

/** "v67.0" -> "67.0"; undefined for a version Salesforce would not serve. */
export function parseApiVersion(segment: string | undefined): string | undefined {
  return segment === undefined ? undefined : SERVED.get(segment);
}

/** Release names follow a fixed cycle: v60.0 is Spring '24, then Summer, then Winter of the next year. */
export function releaseLabel(major: number): string {
  const step = major - 60;
  const season = ["Spring", "Summer", "Winter"][((step % 3) + 3) % 3];
  const year = 24 + Math.floor(step / 3) + (season === "Winter" ? 1 : 0);
  return `${season} '${String(year).padStart(2, "0")}`;
}

export function listVersions(): Array<{ label: string; url: string; version: string }> {
  const versions = [];
  for (let major = OLDEST_VERSION; major <= LATEST_VERSION; major++)
    versions.push({ label: releaseLabel(major), url: `/services/data/v${major}.0`, version: `${major}.0` });
  return versions;
}
