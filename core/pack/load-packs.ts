import { resolve } from "node:path";
import { moduleSources } from "./module-sources.ts";
import { createLoadedPack, createPackRegistry, type LoadedPack, type PackRegistry } from "./loaded-pack.ts";
import type { PackDefinition } from "./types.ts";

/** Every folder under `providersDir` with a `pack.ts`, plus extra modules named by path or URL. */
export async function loadPacks(providersDir: string, extra: string[] = []): Promise<PackRegistry> {
  return loadPackSources(moduleSources(providersDir, "pack.ts", extra));
}

/** The packs of these modules (a grading worker loads the same ones the service did). */
export async function loadPackSources(sources: string[]): Promise<PackRegistry> {
  const packs: LoadedPack[] = [];
  for (const source of sources) {
    const mod = (await import(source)) as { default?: PackDefinition & { grade?: unknown } };
    if (typeof mod.default?.grade === "function") continue; // a grading plugin named in PACKS
    packs.push(createLoadedPack(mod.default as PackDefinition, source));
  }
  return createPackRegistry(packs);
}

/** Where the built-in packs live, relative to this file. */
export const BUILTIN_PROVIDERS_DIR = resolve(import.meta.dir, "../../providers");
