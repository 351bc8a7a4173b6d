// A grading worker thread (grading-pool.ts): loads the plugins and the packs' record descriptions once,
// then grades one task per message. Whatever a plugin does, only this thread waits for it.
import { gradeStates } from "./grade-world.ts";
import { loadGraders, type GraderRegistry } from "./load-graders.ts";
import type { PackDefinition } from "../pack/types.ts";
import type { PackDefinitions } from "./vocabulary.ts";
import type { PoolMessage } from "./grading-pool.ts";

declare const self: Worker;

let loaded: { graders: GraderRegistry; packs: PackDefinitions } | undefined;

self.onmessage = async ({ data }: MessageEvent<PoolMessage>) => {
  try {
    if (data.type === "load") {
      loaded = { graders: await loadGraders(data.pluginsDir, data.extraPlugins), packs: await loadPackDefinitions(data.packSources) };
      self.postMessage({ type: "ready" });
    } else {
      if (!loaded) throw new Error("the worker was asked to grade before it loaded the plugins");
      self.postMessage({ type: "graded", grade: gradeStates(loaded, data.assertions, data.states) });
    }
  } catch (error) {
    self.postMessage({ type: "failed", message: (error as Error).message });
  }
};

/** The packs' definitions by slug: only their `records` and `private` are read here, for the reports' words. */
async function loadPackDefinitions(sources: string[]): Promise<PackDefinitions> {
  const bySlug = new Map<string, { def: PackDefinition }>();
  for (const source of sources) {
    const def = ((await import(source)) as { default?: PackDefinition }).default;
    if (def?.slug) bySlug.set(def.slug, { def });
  }
  return { get: (slug) => bySlug.get(slug) };
}
