// Compiled, never run: typed uses of the SDK's published API. A line marked @ts-expect-error must
// fail to typecheck; every other line must typecheck.
import {
  EvalWorker, getRun, cancelRun, triggerRun, type EvalEventArgs, type RunAgent, type RunSummary, type RunView, type ErrorOutcome,
  type Gate, type RunStatistics, type TaskChange, type TrialView, type Comparability,
} from "../dist/index.js";

// runAgent resolves with nothing, the final answer, or { answer?, usage? }.
const nothing: RunAgent = async (task, { signal }) => {
  signal.throwIfAborted();
  void task.mcp.headers;
};
const text: RunAgent = async (task) => `answer to ${task.ticket} (trial ${task.trial + 1})`;
const result: RunAgent = async () => ({ answer: "Acme", usage: { inputTokens: 1200, outputTokens: 300, costUsd: 0.01 } });
// @ts-expect-error a number is not an answer
const numeric: RunAgent = async () => 42;
// @ts-expect-error usage counts are numbers
const badUsage: RunAgent = async () => ({ usage: { inputTokens: "many" } });

// onEvent narrows its data by its event.
const worker = new EvalWorker({
  baseUrl: "http://127.0.0.1:4000", apiKey: "usk_test", runId: "run1", model: "m", runAgent: text,
  onEvent: (event, data) => {
    if (event === "reported") {
      const id: string = data.taskResultId;
      const error: string | undefined = data.error;
    }
    if (event === "task") {
      const taskId: string = data.taskId;
    }
    if (event === "error") {
      const outcome: ErrorOutcome = data.outcome;
      const fatal: boolean = data.outcome === "fatal";
      const status: number | undefined = data.status;
    }
    // @ts-expect-error a task event has no error
    if (event === "task") void data.error;
    // @ts-expect-error a reported event has no operation
    if (event === "reported") void data.operation;
  },
});
void worker.stop({ abort: true });

const entry: EvalEventArgs = ["reported", { taskResultId: "tr0" }];
// @ts-expect-error the data belongs to another event
const mismatched: EvalEventArgs = ["idle", { taskResultId: "tr0" }];

// RunSummary is the protocol's RunView: tasks, dataset, regression and baseline are typed.
async function read(): Promise<void> {
  const connection = { baseUrl: "http://127.0.0.1:4000", apiKey: "usk_test" };
  const run: RunSummary = await getRun(connection, "run1");
  const same: RunView = run;
  const dataset: string = run.dataset;
  const answer: string | null | undefined = run.tasks[0]?.answer;
  const toFailing: string[] | undefined = run.regression?.flipped.toFailing;
  const reason: string | undefined = run.baseline?.reason;
  const status: "running" | "succeeded" | "failed" | "cancelled" = (await cancelRun(connection, "run1")).status;
  // Trials and the noise-aware verdict (null while running, like the conclusion).
  const { trialCount } = await triggerRun(connection, { commit: "abcdef1", dataset: "crm", trials: 5, alpha: 0.05 });
  const noiseAware: "success" | "failure" | "neutral" | null = run.noise_aware_conclusion;
  const passHatK: number = run.pass_hat_k;
  const statistics: RunStatistics | null = run.statistics;
  const drops: TaskChange[] = statistics?.tasks.filter((task) => task.significant && !task.known_flaky) ?? [];
  const interval: [number, number] | undefined = statistics?.resolution.interval;
  const trials: TrialView[] = run.tasks[0]?.trials ?? [];
  const comparable: boolean | undefined = (run.comparability satisfies Comparability | null)?.comparable;
  const infraErrors: number = run.progress.infra_error;
  // @ts-expect-error "error" became "infra_error" (and "not_graded")
  const oldStatus: RunView["tasks"][number]["status"] = "error";
  // @ts-expect-error trials is a number, not a string
  await triggerRun(connection, { commit: "abcdef1", dataset: "crm", trials: "5" });
}

const gate: Gate = "noise-aware";
// @ts-expect-error the gates are strict and noise-aware
const lenient: Gate = "lenient";

void [nothing, text, result, numeric, badUsage, entry, mismatched, read, gate, lenient];
