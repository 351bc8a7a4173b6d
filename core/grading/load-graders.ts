import { resolve } from "node:path";
import { moduleSources } from "../pack/module-sources.ts";
import type { GraderDefinition } from "./types.ts";
import type { SchemaCheck } from "../validation/compile-schema.ts";
import { compileOptionsSchema } from "./options-check.ts";

export interface LoadedGrader { def: GraderDefinition; checkOptions: SchemaCheck; source: string }

export interface GraderRegistry {
  get(name: string): LoadedGrader | undefined;
  names(): string[];
}

export const BUILTIN_PLUGINS_DIR = resolve(import.meta.dir, "../../plugins");

/** Every `plugins/<name>/plugin.ts`, plus extra modules (from PACKS) whose default export is a grader. */
export async function loadGraders(pluginsDir: string, extra: string[] = []): Promise<GraderRegistry> {
  const sources = moduleSources(pluginsDir, "plugin.ts", extra);
  const graders = new Map<string, LoadedGrader>();
  for (const source of sources) {
    const def = ((await import(source)) as { default?: GraderDefinition }).default;
    if (!def || typeof def.grade !== "function") continue; // a provider pack named in PACKS
    if (graders.has(def.name)) throw new Error(`Two grading plugins share the name "${def.name}": ${graders.get(def.name)!.source} and ${source}`);
    graders.set(def.name, { def, checkOptions: compileOptionsSchema(def.optionsSchema), source });
  }
  return { get: (name) => graders.get(name), names: () => [...graders.keys()].sort() };
}
