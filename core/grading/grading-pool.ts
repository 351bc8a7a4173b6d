import type { Assertion } from "../evals/types.ts";
import type { GradingInput } from "./types.ts";
import type { KeptGrade, KeptState, WorldGrade } from "./grade-world.ts";
import type { ResourceLimits } from "../config.ts";

/** What a worker needs to grade a task: the states and log, by structured clone (the diff and words it derives itself). */
export type StatesToGrade = Pick<GradingInput, "initial" | "final" | "toolCalls" | "config" | "answer">;

/** What a worker needs besides the dataset to validate it as the service would. */
export interface DatasetContext { granted: string[]; limits: Pick<ResourceLimits, "seedRows" | "generatedRows" | "datasetTasks" | "assertionsPerTask"> }

export type PoolMessage =
  | { type: "load"; pluginsDir: string; extraPlugins: string[]; packSources: string[] }
  | { type: "grade"; assertions: Assertion[]; states: StatesToGrade; keep: boolean }
  | { type: "regrade"; assertions: Assertion[]; kept: KeptState }
  | ({ type: "validate"; text: string } & DatasetContext);

type WorkerMessage = { type: "ready" } | { type: "done"; result: unknown } | { type: "failed"; message: string };

/** Grading did not finish: the service's failure (a budget overrun, a worker that died), never the agent's. */
export class GradingFailed extends Error {
  override name = "GradingFailed";
}

export interface GradingPool {
  /**
   * The task's grade, computed in a worker thread; GradingFailed past the budget or when the worker
   * fails. With `keep`, also the trial's state packed for regrading (trial-state.ts), by the worker.
   */
  grade(assertions: Assertion[], states: StatesToGrade, keep?: boolean): Promise<KeptGrade>;
  /** Grades a kept trial state with these assertions (a regrade), in a worker thread, within the same budget. */
  regrade(assertions: Assertion[], kept: KeptState): Promise<WorldGrade>;
  /**
   * Validates a dataset upload (its JSON text) as validateDataset does: the problem that refuses it, or
   * null. A large seed's dry run takes a while; here it takes a worker's time, not the event loop's.
   */
  validateDataset(text: string, context: DatasetContext): Promise<string | null>;
  /** Ends every worker; waiting and running gradings fail. */
  close(): void;
}

export interface GradingPoolOptions {
  /** Worker threads (GRADING_WORKERS); all start on the first grading, none before. */
  workers: number;
  /** Wall-clock time one task's plugins may take (GRADING_BUDGET_MS); past it the worker is ended and replaced. */
  budgetMs: number;
  pluginsDir: string;
  extraPlugins: string[];
  /** The modules of the packs the service loaded, for the words of reports. */
  packSources: string[];
}

interface Slot { worker: Worker; ready: Promise<void> }

/**
 * Worker threads that run the grading plugins, so a slow or hostile assertion holds a worker, not the
 * event loop every organization is answered from. Tasks wait for a free worker in arrival order.
 */
export function createGradingPool(options: GradingPoolOptions): GradingPool {
  const all = new Set<Slot>();
  const idle: Slot[] = [];
  const waiting: Array<{ take: (slot: Slot) => void; fail: (error: Error) => void }> = [];
  let started = 0;
  let closed = false;

  function spawn(): Slot {
    started++;
    const worker = new Worker(new URL("./grading-worker.ts", import.meta.url));
    (worker as unknown as { unref(): void }).unref(); // an idle pool never keeps the process alive
    const ready = new Promise<void>((resolve, reject) => {
      worker.onmessage = ({ data }: MessageEvent<WorkerMessage>) => (data.type === "ready" ? resolve() : reject(new GradingFailed(`the grading worker could not load the plugins: ${(data as { message?: string }).message}`)));
      worker.onerror = (event) => reject(new GradingFailed(`the grading worker could not start: ${event.message}`));
    });
    const { pluginsDir, extraPlugins, packSources } = options;
    worker.postMessage({ type: "load", pluginsDir, extraPlugins, packSources } satisfies PoolMessage);
    const slot = { worker, ready };
    all.add(slot);
    return slot;
  }

  function acquire(): Promise<Slot> {
    if (closed) return Promise.reject(new GradingFailed("the service is closing"));
    const slot = idle.pop();
    if (slot) return Promise.resolve(slot);
    if (started < options.workers) {
      const slot = spawn();
      // The others start loading now too (in their own threads): a second grading at once then never
      // waits seconds for a worker to load while the first one is about to be free.
      while (started < options.workers) idle.push(spawn());
      return Promise.resolve(slot);
    }
    return new Promise((take, fail) => waiting.push({ take, fail }));
  }

  function release(slot: Slot): void {
    const next = waiting.shift();
    if (next) next.take(slot);
    else idle.push(slot);
  }

  /** A worker that overran or failed is ended; whoever waits gets a fresh one. */
  function discard(slot: Slot): void {
    void slot.worker.terminate();
    all.delete(slot);
    started--;
    const next = waiting.shift();
    if (next && !closed) next.take(spawn());
  }

  function run<T>(slot: Slot, message: PoolMessage, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      // The budget starts once the worker is ready: loading the plugins is not the task's time.
      const timer = setTimeout(() => {
        discard(slot);
        reject(new GradingFailed(`${what} took longer than ${options.budgetMs} ms (GRADING_BUDGET_MS) and was stopped`));
      }, options.budgetMs);
      slot.worker.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
        clearTimeout(timer);
        if (data.type === "done") {
          release(slot);
          resolve(data.result as T);
        } else {
          discard(slot);
          reject(new GradingFailed(`the grading worker failed: ${(data as { message?: string }).message}`));
        }
      };
      slot.worker.onerror = (event) => {
        clearTimeout(timer);
        discard(slot);
        reject(new GradingFailed(`the grading worker failed: ${event.message}`));
      };
      try {
        slot.worker.postMessage(message);
      } catch (error) {
        clearTimeout(timer);
        release(slot);
        reject(new GradingFailed(`the work could not be handed to a grading worker: ${(error as Error).message}`));
      }
    });
  }

  async function perform<T>(message: PoolMessage, what: string): Promise<T> {
    const slot = await acquire();
    try {
      await slot.ready;
    } catch (error) {
      discard(slot);
      throw error;
    }
    return run<T>(slot, message, what);
  }

  return {
    grade: (assertions, states, keep = false) => perform({ type: "grade", assertions, states, keep }, "grading"),
    regrade: (assertions, kept) => perform({ type: "regrade", assertions, kept }, "regrading"),
    validateDataset: (text, context) => perform({ type: "validate", text, ...context }, "validating the dataset"),
    close() {
      closed = true;
      idle.length = 0;
      for (const slot of all) void slot.worker.terminate();
      all.clear();
      for (const waiter of waiting.splice(0)) waiter.fail(new GradingFailed("the service is closing"));
    },
  };
}
