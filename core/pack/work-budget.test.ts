import { expect, test } from "bun:test";
import { checkWorkBudget, nextTurn, setWorkBudgetMs, startWorkSlice, WorkBudgetExceeded, workBudgetMs, yieldIfHeld } from "./work-budget.ts";

function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** Runs `body` under a budget of `ms`, restoring the service's own afterwards. */
async function withBudget(ms: number, body: () => Promise<void>): Promise<void> {
  const before = workBudgetMs();
  setWorkBudgetMs(ms);
  try {
    await body();
  } finally {
    setWorkBudgetMs(before);
  }
}

test("a stretch of work longer than the budget is stopped; one that lets the loop turn is not", async () =>
  withBudget(20, async () => {
    await nextTurn();
    startWorkSlice();
    spin(25);
    const thrown = (() => { try { checkWorkBudget(); } catch (error) { return error; } })();
    expect(WorkBudgetExceeded.is(thrown)).toBe(true);
    expect((thrown as WorkBudgetExceeded).message).toContain("20 ms");
    // The same amount of work in slices with turns between them is never over the budget.
    await nextTurn();
    for (let i = 0; i < 5; i++) {
      spin(8);
      checkWorkBudget();
      await nextTurn();
    }
  }));

test("a stretch is measured from the request's start even when the first check comes late", async () =>
  withBudget(20, async () => {
    await nextTurn();
    startWorkSlice();
    spin(25);
    expect(() => checkWorkBudget()).toThrow(WorkBudgetExceeded);
  }));

test("yieldIfHeld gives the loop a turn once a slice ran long, so a job never trips the budget", async () =>
  withBudget(20, async () => {
    let turned = false;
    await nextTurn();
    setImmediate(() => (turned = true));
    startWorkSlice();
    spin(12);
    await yieldIfHeld();
    expect(turned).toBe(true);
    expect(() => checkWorkBudget()).not.toThrow();
  }));

test("WorkBudgetExceeded.is knows no other error", () => {
  expect(WorkBudgetExceeded.is(new Error("x"))).toBe(false);
  expect(WorkBudgetExceeded.is(null)).toBe(false);
  expect(WorkBudgetExceeded.is(new WorkBudgetExceeded(60, 50))).toBe(true);
});

test("time the thread spends kept off the CPU is not counted as the request's work; CPU time is", async () =>
  withBudget(20, async () => {
    await nextTurn();
    startWorkSlice();
    checkWorkBudget(); // the stretch's first check: from here the thread's CPU time counts
    // Blocked without running, as when the OS gives the core to another process for 40 ms.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 40);
    expect(() => checkWorkBudget()).not.toThrow();
    spin(25);
    expect(() => checkWorkBudget()).toThrow(WorkBudgetExceeded);
  }));
