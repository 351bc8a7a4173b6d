// Grading at its costliest, as a dataset author or a worker can make it: a catastrophic pattern
// (`^(a+)+$`) in record-exists over seeded rows, then a dataset check; `answer.matches` patterns, then
// a completion with a long answer; thousands of record-exists `contains` assertions over the most rows,
// then a completion. Each is a scenario of several control-plane calls; an upload refused (a cap, a
// pattern checked at upload) ends it there, and that refusal is its answer.
import { SHA } from "../support/eval-fixtures.ts";
import { stallCase, type ControlSend as Send, type StallCase } from "./stall-case.ts";

export interface GradingSizes {
  /** `a`s before the `!` that makes `^(a+)+$` backtrack (2^n steps per row on a backtracking engine). */
  redosLength: number;
  /** Seeded rows the pattern runs over. */
  redosRows: number;
  /** `answer.matches` assertions of one task. */
  answerPatterns: number;
  /** record-exists `contains` assertions of one task, and the rows they scan. */
  containsAssertions: number;
  containsRows: number;
}


const REDOS = "^(a+)+$";
const accounts = (count: number, name: (i: number) => string) => Array.from({ length: count }, (_, i) => ({ Name: name(i) }));
const task = (id: string, seed: unknown, assertions: unknown[]) => ({ id, ticket: `Stall case ${id}.`, seed: { salesforce: seed }, assertions });
const recordExists = (where: unknown) => ({ plugin: "record-exists", requirement: "A matching account exists", options: { pack: "salesforce", collection: "Account", where } });

/** Runs steps until one is not 2xx; that answer, or the last step's, is the scenario's. */
async function steps(send: Send, list: [string, string, unknown?][]): Promise<{ status: number; body: string; values: Record<string, unknown> }> {
  let last = { status: 0, body: "" };
  let values: Record<string, unknown> = {};
  for (const [method, pathTemplate, body] of list) {
    const path = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
    last = await send(method, path, typeof body === "function" ? body(values) : body);
    if (last.status >= 300) break;
    try {
      const answer = JSON.parse(last.body) as Record<string, unknown>;
      values = { ...values, ...answer, ...((answer.task as Record<string, unknown>) ?? {}), ...((answer.lease as Record<string, unknown>) ?? {}) };
    } catch {}
  }
  return { ...last, values };
}

let runs = 0;
const evalRun = (send: Send, dataset: string, answer: string) =>
  steps(send, [
    ["POST", "/api/v1/evals", { commit: SHA(100 + (++runs % 100)), dataset, ref: "stall" }],
    ["POST", "/api/v1/evals/{runId}/lease", { model: "stall-model" }],
    ["POST", "/api/v1/evals/{runId}/tasks/{taskResultId}/complete", (v: Record<string, unknown>) => ({ leaseId: v.leaseId, answer, usage: { inputTokens: 1 } })],
  ]);

export function gradingCases(sizes: GradingSizes): StallCase[] {
  const redosName = (i: number) => `${"a".repeat(sizes.redosLength)}!${i}`;
  return [
    stallCase("control", "POST /api/v1/datasets/{slug}/check", "redos-pattern", { method: "POST", path: "/api/v1/datasets/stall-redos/check", auth: "key" }, {
      scenario: async (send, waitMs) => {
        const put = await send("PUT", "/api/v1/datasets/stall-redos", { name: "Stall ReDoS", tasks: [task("redos", { Account: accounts(sizes.redosRows, redosName) }, [recordExists({ Name: { pattern: REDOS } })])] });
        if (put.status >= 300) return put;
        const started = await send("POST", "/api/v1/datasets/stall-redos/check");
        if (started.status >= 300) return started;
        const { checkId } = JSON.parse(started.body) as { checkId: string };
        // The check runs in the background: the scenario lasts until it is over, so its work is in the window.
        for (const deadline = performance.now() + waitMs; performance.now() < deadline; await Bun.sleep(50)) {
          const check = await send("GET", `/api/v1/datasets/stall-redos/checks/${checkId}`);
          if (check.status !== 200 || !check.body.includes('"status":"running"')) return check;
        }
        return { status: 0, body: "the check was still running" };
      },
    }),
    stallCase("control", "POST /api/v1/evals/{runId}/tasks/{taskResultId}/complete", "answer-patterns", { method: "POST", path: "/api/v1/evals/{runId}/tasks/{taskResultId}/complete", auth: "key" }, {
      scenario: async (send) => {
        const assertions = Array.from({ length: sizes.answerPatterns }, () => ({ plugin: "answer", requirement: "The answer has the shape", options: { matches: REDOS } }));
        const put = await send("PUT", "/api/v1/datasets/stall-answer", { name: "Stall answer", tasks: [task("answer", { Account: [{ Name: "Acme" }] }, assertions)] });
        return put.status >= 300 ? put : evalRun(send, "stall-answer", `${"a".repeat(40)}!`);
      },
    }),
    stallCase("control", "POST /api/v1/evals/{runId}/tasks/{taskResultId}/complete", "contains-assertions", { method: "POST", path: "/api/v1/evals/{runId}/tasks/{taskResultId}/complete", auth: "key" }, {
      scenario: async (send) => {
        const assertions = Array.from({ length: sizes.containsAssertions }, (_, i) => recordExists({ Name: { contains: `no such name ${i}` } }));
        const put = await send("PUT", "/api/v1/datasets/stall-contains", { name: "Stall contains", tasks: [task("contains", { Account: accounts(sizes.containsRows, (i) => `Account ${i}`) }, assertions)] });
        return put.status >= 300 ? put : evalRun(send, "stall-contains", "done");
      },
    }),
  ];
}
