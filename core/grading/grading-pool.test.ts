import { afterAll, describe, expect, test } from "bun:test";
import { resolve } from "node:path";
import { createGradingPool, GradingFailed, type StatesToGrade } from "./grading-pool.ts";
import { gradeStates } from "./grade-world.ts";
import { BUILTIN_PLUGINS_DIR, loadGraders } from "./load-graders.ts";
import { BUILTIN_PROVIDERS_DIR, loadPacks } from "../pack/load-packs.ts";
import type { Assertion } from "../evals/types.ts";

const SPIN = resolve(import.meta.dir, "../../tests/fixtures/spin-grader/plugin.ts");
const packs = await loadPacks(BUILTIN_PROVIDERS_DIR);
const pool = createGradingPool({ workers: 1, budgetMs: 1_500, pluginsDir: BUILTIN_PLUGINS_DIR, extraPlugins: [SPIN], packSources: packs.list().map((p) => p.source) });
afterAll(() => pool.close());

const account = (id: string, Name: string) => ({ Id: id, Name, attributes: { type: "Account" } });
const states: StatesToGrade = {
  initial: { salesforce: { Account: { a1: account("a1", "Acme") } } },
  final: { salesforce: { Account: { a1: account("a1", "Acme"), a2: account("a2", "Globex") } } },
  toolCalls: [],
  config: {},
  answer: "There are 2 accounts.",
};
const assertions: Assertion[] = [
  { plugin: "record-exists", requirement: "Globex exists", options: { pack: "salesforce", collection: "Account", where: { Name: { pattern: "^glob", flags: "i" } } } },
  { plugin: "expected-diff", requirement: "one account added", options: { changes: { "salesforce/Account": { added: 1 } } } },
  { plugin: "answer", requirement: "says 2", options: { equals: 2 } },
  { plugin: "record-absent", requirement: "no Initech", options: { pack: "salesforce", collection: "Account", where: { Name: "Initech" } } },
];
const spin = (ms?: number): Assertion => ({ plugin: "spin", requirement: "spins", options: ms === undefined ? {} : { ms } });

describe("the grading pool", () => {
  test("grades in a worker exactly as in-process, with the packs' words", async () => {
    const graders = await loadGraders(BUILTIN_PLUGINS_DIR);
    const inProcess = gradeStates({ graders, packs }, assertions, states);
    expect(inProcess.reward).toBe(1);
    expect(await pool.grade(assertions, states)).toEqual(inProcess);
  });

  test("a task past the budget fails as the service's error, the worker is replaced, and the event loop never waited", async () => {
    await pool.grade([spin(0)], states); // the worker is loaded
    // The event loop keeps turning while a worker spins: ticks run all along (a grade on this thread would allow none).
    let ticks = 0;
    const probe = setInterval(() => ticks++, 5);
    const failure = await pool.grade([spin()], states).catch((error) => error);
    clearInterval(probe);
    expect(failure).toBeInstanceOf(GradingFailed);
    expect(failure.message).toBe("grading took longer than 1500 ms (GRADING_BUDGET_MS) and was stopped");
    expect(ticks).toBeGreaterThan(10);
    // A fresh worker grades the next task.
    expect((await pool.grade(assertions, states)).reward).toBe(1);
  }, 30_000);

  test("tasks wait for a free worker, in order, each with its own budget (not the event loop's WORK_BUDGET_MS)", async () => {
    const grades = await Promise.all([pool.grade([spin(300)], states), pool.grade([spin(300)], states), pool.grade(assertions, states)]);
    expect(grades.map((g) => g.reward)).toEqual([1, 1, 1]);
  }, 30_000);

  test("a plugin's error stays the assertion's grader error", async () => {
    const grade = await pool.grade([{ plugin: "answer", requirement: "r", options: { equals: { field: { pack: "salesforce", collection: "Account", where: { Name: "Nobody" }, field: "Name" } } } }], states);
    expect(grade.assertions[0]!.error).toBe('Grader error in answer: No Salesforce Account with Name = "Nobody" in the final state to read Name from');
  });
});
