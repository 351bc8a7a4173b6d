// A grading worker thread (grading-pool.ts): loads the plugins and the packs once, then grades one task,
// or validates one dataset upload, per message. Whatever a plugin or a large seed costs, only this
// thread waits for it.
import { gradeAndKeep, regradeState } from "./grade-world.ts";
import { loadGraders, type GraderRegistry } from "./load-graders.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";
import { loadPackSources } from "../pack/load-packs.ts";
import { validateDataset } from "../evals/validate-dataset.ts";
import type { PoolMessage } from "./grading-pool.ts";
import { setWorkBudgetMs } from "../pack/work-budget.ts";

declare const self: Worker;

// This thread holds no one's requests: GRADING_BUDGET_MS bounds a task here, not the event loop's
// WORK_BUDGET_MS (a SOQL or JQL assertion over a large world would otherwise stop as a grader error).
setWorkBudgetMs(Number.POSITIVE_INFINITY);

let loaded: { graders: GraderRegistry; packs: PackRegistry } | undefined;

self.onmessage = async ({ data }: MessageEvent<PoolMessage>) => {
  try {
    if (data.type === "load") {
      loaded = { graders: await loadGraders(data.pluginsDir, data.extraPlugins), packs: await loadPackSources(data.packSources) };
      return self.postMessage({ type: "ready" });
    }
    if (!loaded) throw new Error("the worker was given work before it loaded the plugins");
    if (data.type === "grade") return self.postMessage({ type: "done", result: gradeAndKeep(loaded, data.assertions, data.states, data.keep) });
    if (data.type === "regrade") return self.postMessage({ type: "done", result: regradeState(loaded, data.assertions, data.kept) });
    const problem = await validateDataset(JSON.parse(data.text), { ...loaded, granted: data.granted, limits: data.limits }).then(
      () => null,
      (error: Error) => error.message,
    );
    self.postMessage({ type: "done", result: problem });
  } catch (error) {
    self.postMessage({ type: "failed", message: (error as Error).message });
  }
};
