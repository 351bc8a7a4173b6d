import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { GraderDefinition } from "./types.ts";
import { compileSchema, type SchemaCheck } from "../validation/compile-schema.ts";

export interface LoadedGrader { def: GraderDefinition; checkOptions: SchemaCheck; source: string }

export interface GraderRegistry {
  get(name: string): LoadedGrader | undefined;
  names(): string[];
}

export const BUILTIN_PLUGINS_DIR = resolve(import.meta.dir, "../../plugins");

/** Every `plugins/<name>/plugin.ts`, plus extra modules (from PACKS) whose default export is a grader. */
export async function loadGraders(pluginsDir: string, extra: string[] = []): Promise<GraderRegistry> {
  const sources = existsSync(pluginsDir)
    ? readdirSync(pluginsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(join(pluginsDir, entry.name, "plugin.ts")))
        .map((entry) => pathToFileURL(join(pluginsDir, entry.name, "plugin.ts")).href)
    : [];
  for (const spec of extra) sources.push(/^[a-z]+:\/\//i.test(spec) ? spec : pathToFileURL(resolve(spec)).href);
  const graders = new Map<string, LoadedGrader>();
  for (const source of sources) {
    const def = ((await import(source)) as { default?: GraderDefinition }).default;
    if (!def || typeof def.grade !== "function") continue; // a provider pack named in PACKS
    if (graders.has(def.name)) throw new Error(`Two grading plugins share the name "${def.name}": ${graders.get(def.name)!.source} and ${source}`);
    graders.set(def.name, { def, checkOptions: compileSchema(def.optionsSchema), source });
  }
  return { get: (name) => graders.get(name), names: () => [...graders.keys()].sort() };
}
