import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, RANDOM_BOARD_TASK, putDataset } from "../../tests/support/eval-fixtures.ts";
import { DATASET_COMMANDS, progressBar, type ApiTarget } from "./dataset-commands.ts";
import { UsageError } from "./commands.ts";

// `dataset check` starts the check job, polls it with a progress bar on stderr, and prints the report.
let t: TestService;
let server: ReturnType<typeof Bun.serve>;
let target: ApiTarget;
beforeAll(async () => {
  t = await startTestService();
  server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (request) => t.service.controlApp.handle(request) });
  target = { url: `http://127.0.0.1:${server.port}`, key: t.key };
});
afterAll(async () => {
  server.stop(true);
  await t.close();
});

async function check(slug: string, isTTY: boolean) {
  const out: string[] = [];
  let err = "";
  const ok = await DATASET_COMMANDS.check!.run(target, [slug], (line) => out.push(line), { progress: { write: (text) => (err += text), isTTY }, pollMs: 1 });
  return { ok, out, err };
}

test("the progress bar has ten cells, full only when every task is done", () => {
  expect(progressBar(12, 40)).toBe("[###.......] 12/40 tasks");
  expect(progressBar(0, 3)).toBe("[..........] 0/3 tasks");
  expect(progressBar(39, 40)).toBe("[#########.] 39/40 tasks");
  expect(progressBar(40, 40)).toBe("[##########] 40/40 tasks");
});

test("a sound dataset: progress on stderr, the same report on stdout, success", async () => {
  await putDataset(t, "crm", CRM_TASKS);
  const { ok, out, err } = await check("crm", false);
  expect(ok).toBe(true);
  expect(out).toEqual([
    "ok   add-contact: oracle 1.00, idle 0.00",
    "ok   rename-account: oracle 1.00, idle 0.00",
    "ok   delete-account: oracle 1.00, idle 0.50",
    "dataset crm is sound",
  ]);
  // Not a terminal: one line per change of progress, starting at zero and ending full.
  const lines = err.trimEnd().split("\n");
  expect(lines[0]).toBe("[..........] 0/3 tasks");
  expect(lines.at(-1)).toBe("[##########] 3/3 tasks");
  expect(new Set(lines).size).toBe(lines.length);
});

test("on a terminal the bar redraws in place and ends the line; an unsound dataset fails", async () => {
  const weak = structuredClone(CRM_TASKS);
  delete weak[1]!.oracle;
  await putDataset(t, "weak", weak);
  const { ok, out, err } = await check("weak", true);
  expect(ok).toBe(false);
  expect(out).toContain("FAIL rename-account: oracle none, idle 0.00 (no oracle: the task cannot be proven solvable)");
  expect(out.at(-1)).toBe("dataset weak has unsound tasks");
  expect(err.startsWith("\r[..........] 0/3 tasks")).toBe(true);
  expect(err.endsWith("\r[##########] 3/3 tasks\n")).toBe(true);
  expect(err).not.toContain("\n\r");
});

test("an unknown dataset is an error with the service's message", async () => {
  await expect(check("nope", false)).rejects.toThrow('404 No dataset "nope"');
});

test("--trials k replays each oracle k times; the report names the tasks whose grade is not deterministic", async () => {
  const run = async (args: string[]) => {
    const out: string[] = [];
    const ok = await DATASET_COMMANDS.check!.run(target, args, (line) => out.push(line), { pollMs: 1 });
    return { ok, out };
  };
  await putDataset(t, "steady", CRM_TASKS.slice(0, 2));
  expect(await run(["--trials", "2", "steady"])).toEqual({
    ok: true,
    out: ["ok   add-contact: oracle 1.00, idle 0.00", "ok   rename-account: oracle 1.00, idle 0.00", "every oracle graded the same over 2 replays", "dataset steady is sound"],
  });

  await putDataset(t, "random", [CRM_TASKS[0]!, RANDOM_BOARD_TASK]);
  const { ok, out } = await run(["random", "--trials", "3"]);
  expect(ok).toBe(false);
  expect(out[0]).toBe("ok   add-contact: oracle 1.00, idle 0.00");
  expect(out[1]).toMatch(/^FAIL random-board: oracle \d\.\d\d, idle \d\.\d\d \(the grade is not deterministic: .* 3 replays\)$/);
  expect(out.slice(2)).toEqual(["not deterministic over 3 replays: random-board", "dataset random has unsound tasks"]);

  await expect(run(["random", "--trials"])).rejects.toBeInstanceOf(UsageError);
  await expect(run(["random", "--trials", "three"])).rejects.toThrow("usage: understudy dataset check <slug> [--trials <k>] [--mcp-profiles <provider>=<profile>,...] (--trials takes a whole number)");
  await expect(run(["random", "--trials", "21"])).rejects.toThrow("400 trials must be a whole number from 1 to 20");
});
