import { NATIVE_PROFILE, type PackRegistry } from "../pack/loaded-pack.ts";
import type { DatasetTask } from "./types.ts";
import { evalError } from "./eval-errors.ts";

/** A run's MCP profiles by provider slug (`mcp_profiles` on the trigger): each a profile of that pack, or native. */
export type RunProfiles = Record<string, string>;

/** Null when every entry names a profile its pack declares (or native), else the problem in words. */
export function profileProblem(packs: PackRegistry, slug: string, profile: unknown): string | null {
  const pack = packs.get(slug);
  if (!pack) return `unknown provider "${slug}"`;
  if (typeof profile !== "string" || !profile) return `the profile of ${slug} must be a profile name`;
  if (profile === NATIVE_PROFILE || pack.profiles.has(profile)) return null;
  return `${slug} has no MCP profile "${profile}" (it has: ${[NATIVE_PROFILE, ...pack.profiles.keys()].join(", ")})`;
}

/**
 * The profile each provider of a task's world speaks through: the trigger's `mcp_profiles` first, then
 * the task's own `mcp.<slug>.profile`; native otherwise. What the EvalTask's `mcp.url` ends with is
 * the non-native ones joined (core/mcp/mcp-profiles.ts).
 */
export function taskProfileSegment(task: DatasetTask, runProfiles: RunProfiles | undefined): string {
  const names = Object.keys(task.seed).map((slug) => runProfiles?.[slug] ?? task.mcp?.[slug]?.profile ?? NATIVE_PROFILE);
  return names.filter((name) => name !== NATIVE_PROFILE).sort().join("+");
}

/** The world's MCP address at a surface (`.../mcp/official+atlassian`); `base` is its `/mcp` address. */
export function surfaceUrl(base: string, segment: string): string {
  return segment ? `${base}/${segment}` : base;
}

/** `mcp_profiles: {slug: profile}` of a trigger or a check: each a profile its pack declares, or native; anything else is 400. */
export function readRunProfiles(packs: PackRegistry, value: unknown): RunProfiles {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw evalError("invalidInput", 'mcp_profiles must map provider slugs to profile names, e.g. {"slack": "official"}');
  for (const [slug, profile] of Object.entries(value)) {
    const problem = profileProblem(packs, slug, profile);
    if (problem) throw evalError("invalidInput", `mcp_profiles.${slug}: ${problem}`);
  }
  return value as RunProfiles;
}
