import { readdirSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createLoadedPack, createPackRegistry, type LoadedPack, type PackRegistry } from "./loaded-pack.ts";
import type { PackDefinition } from "./types.ts";

/** Every folder under `providersDir` with a `pack.ts`, plus extra modules named by path or URL. */
export async function loadPacks(providersDir: string, extra: string[] = []): Promise<PackRegistry> {
  const sources = existsSync(providersDir)
    ? readdirSync(providersDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(providersDir, entry.name, "pack.ts")))
        .map((entry) => pathToFileURL(join(providersDir, entry.name, "pack.ts")).href)
    : [];
  for (const spec of extra) sources.push(/^[a-z]+:\/\//i.test(spec) ? spec : pathToFileURL(resolve(spec)).href);

  const packs: LoadedPack[] = [];
  for (const source of sources) {
    const mod = (await import(source)) as { default?: PackDefinition };
    packs.push(createLoadedPack(mod.default as PackDefinition, source));
  }
  return createPackRegistry(packs);
}

/** Where the built-in packs live, relative to this file. */
export const BUILTIN_PROVIDERS_DIR = resolve(import.meta.dir, "../../providers");
