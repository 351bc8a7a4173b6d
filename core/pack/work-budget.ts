/**
 * No request may hold the event loop for long: every other tenant waits meanwhile. Code that loops over
 * input a client sized (query rows, OR terms, aliases, recipients, search terms, assertions) calls
 * `checkWorkBudget()` inside its loops. Once the current stretch of synchronous work (since the event
 * loop last turned, or since the request began: `startWorkSlice`) is over the budget, it throws
 * WorkBudgetExceeded, which the core answers in the surface's own shape (a pack's
 * `errors.workBudgetExceeded`: Salesforce QUERY_TIMEOUT, Slack internal_error, Jira 400; an MCP tool
 * error; a control-plane 503). Long jobs that must finish instead `await yieldIfHeld()` between slices.
 *
 * Measuring stretches needs no context threaded through the engines: JavaScript runs one stretch at a
 * time, and a stretch ends when the event loop turns, which a scheduled callback observes.
 */
const BRAND = Symbol.for("understudy.work-budget-exceeded");
/** A job that yields gives the loop back once a slice has run this long. */
const YIELD_AFTER_MS = 10;

let limitMs = 50;
let sliceStart = -1;
let releaseScheduled = false;
// A long stretch is judged by the thread's CPU time, not the clock: on a busy machine the OS may take
// the thread away mid-stretch, and that wait is no work of the request's (3 nodes, PostgreSQL and 12
// workers on 2 cores timed a 3-row COUNT() out after 11 ms of CPU in 76 ms). Reading the CPU clock costs
// ~1.3 µs, so it is read at a stretch's first check, not at every request's start: the clock time
// before that mark counts in full, CPU time after it.
let markWall = -1;
let markCpu = 0;
let recheckAt = 0;

export class WorkBudgetExceeded extends Error {
  readonly [BRAND] = true;
  constructor(readonly heldMs: number, readonly limitMs: number) {
    super(`The request needed more than ${limitMs} ms of uninterrupted work and was stopped; narrow it.`);
    this.name = "WorkBudgetExceeded";
  }

  /** True for a budget overrun, also one thrown by another copy of this module (a pack loaded by URL). */
  static is(error: unknown): error is WorkBudgetExceeded {
    return typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;
  }
}

/** The service sets the budget from WORK_BUDGET_MS at start-up. */
export function setWorkBudgetMs(ms: number): void {
  limitMs = ms;
}

export function workBudgetMs(): number {
  return limitMs;
}

/** A request starts: its stretch is measured from here, not from whatever ran before it in this turn. */
export function startWorkSlice(): void {
  sliceStart = performance.now();
  markWall = -1;
  scheduleRelease();
}

/** Throws WorkBudgetExceeded when the current stretch of synchronous work is over the budget. */
export function checkWorkBudget(): void {
  const now = performance.now();
  if (sliceStart < 0) {
    sliceStart = now;
    scheduleRelease();
  }
  if (markWall < 0 && threadCpuMs) {
    markWall = now;
    markCpu = threadCpuMs();
  }
  const held = now - sliceStart;
  if (held <= limitMs || now < recheckAt) return;
  const worked = markWall < 0 || !threadCpuMs ? held : held - offCpuMs(now);
  if (worked > limitMs) throw new WorkBudgetExceeded(worked, limitMs);
  // The thread was kept waiting: the work cannot pass the budget before this much more time has gone.
  recheckAt = now + (limitMs - worked);
}

/**
 * How long, since the mark, the thread was kept off the CPU: clock time less CPU time, counted only past
 * OFF_CPU_MIN_MS, as the CPU clock may advance in ticks of a few ms.
 */
function offCpuMs(now: number): number {
  const off = now - markWall - (threadCpuMs!() - markCpu);
  return off > OFF_CPU_MIN_MS ? off : 0;
}
const OFF_CPU_MIN_MS = 5;

/** The calling thread's CPU time in ms, where the runtime offers it (Bun and Node 23.9+). */
const threadCpuMs: (() => number) | undefined = (() => {
  const usage = (globalThis as { process?: { threadCpuUsage?: () => { user: number; system: number } } }).process?.threadCpuUsage;
  if (typeof usage !== "function") return undefined;
  return () => {
    const { user, system } = usage();
    return (user + system) / 1000;
  };
})();

/** For jobs that must run to the end (seeding, validation): gives the event loop a turn once a slice ran long. */
export async function yieldIfHeld(): Promise<void> {
  if (sliceStart < 0) {
    sliceStart = performance.now();
    scheduleRelease();
    return;
  }
  if (performance.now() - sliceStart < YIELD_AFTER_MS) return;
  await nextTurn();
}

/** Resolves on the event loop's next turn (after pending I/O), not as a microtask. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => schedule(() => resolve()));
}

function scheduleRelease(): void {
  if (releaseScheduled) return;
  releaseScheduled = true;
  schedule(release);
}

function release(): void {
  releaseScheduled = false;
  sliceStart = -1;
  markWall = -1;
  recheckAt = 0;
}

// setImmediate runs after the loop's I/O callbacks on every turn; packs may load where only setTimeout exists.
const schedule: (callback: () => void) => void =
  typeof (globalThis as { setImmediate?: unknown }).setImmediate === "function"
    ? (callback) => void (globalThis as unknown as { setImmediate(cb: () => void): unknown }).setImmediate(callback)
    : (callback) => void setTimeout(callback, 0);
