import type { TestService } from "./test-service.ts";
import { connectInProcess } from "../../core/mcp/in-process-client.ts";
import { runOracle } from "../../core/evals/run-oracle.ts";
import type { DatasetTask } from "../../core/evals/types.ts";

const ACME = { Id: "001000000000001AAA", Name: "Acme" };
// Each task gets its own copy, so a test that edits one task's seed leaves the others alone.
const acme = () => ({ ...ACME });

/** A small CRM dataset whose oracles solve it; used by the evaluation tests. */
export const CRM_TASKS: DatasetTask[] = [
  {
    id: "add-contact",
    ticket: "Add Ada Lovelace as a contact at Acme.",
    seed: { salesforce: { Account: [acme()] } },
    assertions: [
      { plugin: "record-exists", requirement: "A contact Ada Lovelace exists at Acme", options: { pack: "salesforce", collection: "Contact", where: { LastName: "Lovelace", FirstName: "Ada", AccountId: ACME.Id } } },
      { plugin: "record-count", requirement: "Exactly one contact was created", options: { pack: "salesforce", collection: "Contact", equals: 1 } },
    ],
    oracle: [{ tool: "salesforce_create_record", arguments: { sobject: "Contact", fields: { FirstName: "Ada", LastName: "Lovelace", AccountId: ACME.Id } } }],
  },
  {
    id: "rename-account",
    ticket: "Acme is now called Acme Corporation; update the account.",
    seed: { salesforce: { Account: [acme()] } },
    assertions: [{ plugin: "record-exists", requirement: "The account is named Acme Corporation", options: { pack: "salesforce", collection: "Account", where: { Id: ACME.Id, Name: "Acme Corporation" } } }],
    oracle: [{ tool: "salesforce_update_record", arguments: { sobject: "Account", id: ACME.Id, fields: { Name: "Acme Corporation" } } }],
  },
  {
    id: "delete-account",
    ticket: "Delete the Globex account; keep Acme.",
    seed: { salesforce: { Account: [acme(), { Id: "001000000000002AAA", Name: "Globex" }] } },
    assertions: [
      { plugin: "record-absent", requirement: "Globex is gone", options: { pack: "salesforce", collection: "Account", where: { Name: "Globex" } } },
      { plugin: "record-exists", requirement: "Acme is kept", options: { pack: "salesforce", collection: "Account", where: { Name: "Acme" } } },
    ],
    oracle: [
      { tool: "salesforce_search_records", arguments: { text: "Globex", sobjects: ["Account"] } },
      { tool: "salesforce_delete_record", arguments: { sobject: "Account", id: "${steps.0.records.0.Id}" } },
    ],
  },
];

/**
 * A task whose grade depends on the world's random source, which a fresh world draws afresh: the
 * board-ui fixture seeds three cards with 1 to 8 points each from it, and the assertions ask whether
 * each card has more than 1, 2, ... 7 points. Two worlds agree on every verdict once in 512.
 */
export const RANDOM_BOARD_TASK: DatasetTask = {
  id: "random-board",
  ticket: "Look at the board; nothing needs changing.",
  seed: { "board-ui": {} },
  assertions: ["Plan", "Build", "Ship"].flatMap((title) => Array.from({ length: 7 }, (_, i) => ({
    plugin: "record-exists", requirement: `${title} has more than ${i + 1} points`, options: { pack: "board-ui", collection: "cards", where: { title, points: { gt: i + 1 } } },
  }))),
  oracle: [{ answer: "The board is fine." }],
};

export const SHA = (n: number) => n.toString(16).padStart(40, "a");

export async function putDataset(t: TestService, slug: string, tasks: unknown[], key?: string) {
  return t.control(`/api/v1/datasets/${slug}`, { method: "PUT", body: JSON.stringify({ name: `Dataset ${slug}`, tasks }), key });
}

export async function post(t: TestService, path: string, body: unknown, key?: string) {
  return t.control(path, { method: "POST", body: JSON.stringify(body), key });
}

/** A dataset check as the CLI runs it: POST (202), then GET the check until it is no longer running. */
export async function checkDataset(t: TestService, slug: string, key?: string, body: { trials?: number; mcp_profiles?: Record<string, string> } = {}) {
  const started = await post(t, `/api/v1/datasets/${slug}/check`, body, key);
  if (started.status !== 202) throw new Error(`check ${started.status}: ${await started.text()}`);
  const { checkId } = await started.json();
  for (;;) {
    const answer = await t.control(`/api/v1/datasets/${slug}/checks/${checkId}`, { key });
    // A check that waits for a grading worker to load polls for seconds: past the key's burst, wait as told.
    if (answer.status === 429) {
      await Bun.sleep(Number(answer.headers.get("retry-after") ?? 1) * 1000);
      continue;
    }
    const check = await answer.json();
    if (check.status !== "running") return check;
    await Bun.sleep(10);
  }
}

/**
 * Drains a run like a worker: lease, run a scripted agent against the task's MCP server, complete.
 * `solve` decides per task: "oracle" plays the oracle, "nothing" does nothing, "throw" reports an error.
 */
export async function drainRun(t: TestService, runId: string, model: string, solve: (taskId: string) => "oracle" | "nothing" | "throw", tasks = CRM_TASKS) {
  for (;;) {
    const leased = await (await post(t, `/api/v1/evals/${runId}/lease`, { model })).json();
    if (!leased.task) return leased;
    const { task, lease } = leased;
    const mode = solve(task.taskId);
    if (mode === "oracle") {
      const client = await connectInProcess((r) => t.service.mockApp.handle(r), task.mcp.url, task.mcp.headers);
      const played = await runOracle(client, tasks.find((x) => x.id === task.taskId)!.oracle!);
      await client.close();
      if (!played.ok) throw new Error(played.error);
    }
    const body = { leaseId: lease.leaseId, error: mode === "throw" ? "agent crashed: context length exceeded" : undefined };
    const completed = await post(t, `/api/v1/evals/${runId}/tasks/${task.taskResultId}/complete`, body);
    if (completed.status !== 200) throw new Error(`complete ${completed.status}: ${await completed.text()}`);
  }
}

/** Drains a run; `solve(taskId, trial)` says whether the agent plays the oracle. Returns the EvalTasks handed out. */
export async function drainTrials(t: TestService, runId: string, model: string, solve: (taskId: string, trial: number) => boolean, tasks = CRM_TASKS) {
  const handed: Array<{ taskId: string; trial: number }> = [];
  for (;;) {
    const leased = await (await post(t, `/api/v1/evals/${runId}/lease`, { model })).json();
    if (!leased.task) return handed;
    const { task, lease } = leased;
    handed.push({ taskId: task.taskId, trial: task.trial });
    if (solve(task.taskId, task.trial)) {
      const client = await connectInProcess((r) => t.service.mockApp.handle(r), task.mcp.url, task.mcp.headers);
      const played = await runOracle(client, tasks.find((x) => x.id === task.taskId)!.oracle!);
      await client.close();
      if (!played.ok) throw new Error(played.error);
    }
    const completed = await post(t, `/api/v1/evals/${runId}/tasks/${task.taskResultId}/complete`, { leaseId: lease.leaseId });
    if (completed.status !== 200) throw new Error(`complete ${completed.status}: ${await completed.text()}`);
  }
}

/** Reads a run until it is no longer running (a regrade grades in the background). */
export async function waitForRun(t: TestService, runId: string) {
  for (let i = 0; ; i++) {
    const run = await (await t.control(`/api/v1/evals/${runId}`)).json();
    if (run.status !== "running" || i >= 1000) return run;
    await Bun.sleep(10);
  }
}
