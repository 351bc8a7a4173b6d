#!/usr/bin/env node
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { EvalWorker } from "./eval-worker.js";
import { ApiError } from "./http.js";
import { sleep } from "./backoff.js";
import { cancelRun, getRun, triggerRun, waitForRun, type Connection } from "./runs.js";
import { parseCliArgs, UsageError, USAGE, type CliOptions } from "./cli-args.js";
import { describeFailure, gatedConclusion, publish, summaryLine, trialsOf } from "./cli-output.js";
import type { RunProgress, RunView } from "./protocol.js";
import type { RunAgent } from "./types.js";

export const EXIT = { ok: 0, regression: 1, error: 2 } as const;
/** How long a second Ctrl-C waits for its best-effort cancel before exiting. */
const HARD_EXIT_CANCEL_MS = 3000;

const log = (line: string) => console.error(`[understudy-eval] ${line}`);

/**
 * Ctrl-C, SIGTERM and --timeout. The first asks for a graceful stop: no more leases, the tasks in
 * hand finish and are reported, then the run is cancelled. A second signal aborts the agents and
 * exits at once, after a best-effort cancel.
 */
class Stopper {
  reason?: string;
  worker?: EvalWorker;
  /** Set once the run is known: the CLI triggered it or was given it with --run-id. */
  cancel?: () => Promise<unknown>;
  private readonly wake = new AbortController();
  private exiting = false;

  get signal(): AbortSignal {
    return this.wake.signal;
  }

  request(reason: string): void {
    if (this.reason) return;
    this.reason = reason;
    log(`${reason}: leasing no more tasks; the tasks in hand finish and are reported, then the run is cancelled (Ctrl-C again to abort them)`);
    this.wake.abort(new Error(reason));
    this.worker?.stop().catch(() => {}); // start() carries the error
  }

  async hard(signal: string): Promise<never> {
    if (this.exiting) process.exit(EXIT.error);
    this.exiting = true;
    log(`${signal} again: aborting the agents${this.cancel ? ", cancelling the run" : ""} and exiting`);
    this.worker?.stop({ abort: true }).catch(() => {});
    if (this.cancel) await Promise.race([this.cancel().catch(() => {}), sleep(HARD_EXIT_CANCEL_MS)]);
    process.exit(EXIT.error);
  }
}

/** Trigger (or open), drain with the named agent, wait, print the report; the exit code carries the conclusion. */
async function main(argv: string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(USAGE);
    return EXIT.ok;
  }
  let options: CliOptions;
  try {
    options = parseCliArgs(argv, process.env);
  } catch (error) {
    console.error((error as Error).message);
    return EXIT.error;
  }
  const stopper = new Stopper();
  const onSignal = (signal: NodeJS.Signals) => (stopper.reason ? void stopper.hard(signal) : stopper.request(`interrupted (${signal})`));
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  const { timeout } = options;
  if (timeout) setTimeout(() => stopper.request(`timed out after ${timeout.text}`), timeout.ms).unref();

  const runAgent = await loadAgent(options.agent);
  const connection: Connection = { baseUrl: options.baseUrl, apiKey: options.apiKey };
  if (stopper.reason && options.source.kind === "trigger") {
    log(`${stopper.reason} before the run was triggered`);
    return EXIT.error;
  }
  const target = await openRun(connection, options);
  stopper.cancel = () => cancelRun(connection, target.runId);

  if (target.running && !stopper.reason) {
    let done = target.done;
    const worker = new EvalWorker({
      ...connection, runId: target.runId, model: options.model, runAgent, concurrency: options.concurrency,
      onEvent: (event, data) => {
        if (event === "reported") log(`${++done}/${target.trialCount} ${target.trials > 1 ? "trials" : "tasks"} done${data.error ? ` (agent error: ${data.error})` : ""}`);
        else if (event === "error") log(describeFailure(data));
      },
    });
    stopper.worker = worker;
    await worker.start();
  }

  let final: RunView | undefined;
  if (!stopper.reason) {
    let shown = "";
    try {
      final = await waitForRun(connection, target.runId, {
        signal: stopper.signal,
        onProgress: (run) => {
          const line = `waiting for other workers: ${run.progress.graded + infraErrors(run.progress)}/${run.total * trialsOf(run)} done`;
          if (run.status === "running" && line !== shown) log((shown = line));
        },
      });
    } catch (error) {
      if (!stopper.reason) throw error;
    }
  }
  if (stopper.reason) final = await cancelAndRead(connection, target.runId, stopper.reason);
  if (!final) throw new Error("no run to report"); // unreachable: either waited for or cancelled

  publish(final, options.model, options);
  log(summaryLine(final));
  if (stopper.reason || final.status === "failed" || final.status === "cancelled") return EXIT.error;
  const verdict = gatedConclusion(final, options.gate);
  if (verdict === undefined) {
    // Passing silently would let every regression through a gate the service cannot judge.
    log("the service gives no noise-aware verdict (it predates trials): use --gate strict");
    return EXIT.error;
  }
  return verdict === "failure" ? EXIT.regression : EXIT.ok;
}

/** Progress counts task results, so with trials they count trials (one result per trial). */
interface Target { runId: string; trials: number; trialCount: number; done: number; running: boolean }

/** A service older than trials counts them as `error` only. */
const infraErrors = (progress: RunProgress) => progress.infra_error ?? progress.error;

/** Triggers the run, or reads the one --run-id names (its dataset and commit must match the flags given). */
async function openRun(connection: Connection, options: CliOptions): Promise<Target> {
  const { source } = options;
  if (source.kind === "trigger") {
    const { commit, dataset, baseline, trials = 1 } = source.trigger;
    const run = await triggerRun(connection, source.trigger);
    const against = baseline ? `, compared with ${"runId" in baseline ? `run ${baseline.runId}` : `the newest run on ${baseline.ref}`}` : "";
    log(`run ${run.runId}: ${run.taskCount} task(s)${timesTrials(trials)} of ${dataset} at ${commit.slice(0, 12)} with ${options.model}${against}`);
    // A service older than trials answers no trialCount: it runs each task once.
    return { runId: run.runId, trials, trialCount: run.trialCount ?? run.taskCount, done: 0, running: true };
  }
  const run = await getRun(connection, source.runId);
  if (source.dataset && source.dataset !== run.dataset) throw new UsageError(`--dataset ${source.dataset} does not match run ${run.runId}, which is of dataset ${run.dataset}`);
  const [given, actual] = [source.commit?.toLowerCase(), run.commit.toLowerCase()];
  if (given && !actual.startsWith(given) && !given.startsWith(actual)) throw new UsageError(`--commit ${source.commit} does not match run ${run.runId}, which is of commit ${run.commit}`);
  const { progress } = run;
  const done = progress.graded + infraErrors(progress) + progress.cancelled + (progress.not_graded ?? 0);
  const trials = trialsOf(run);
  log(`run ${run.runId}: ${run.total} task(s)${timesTrials(trials)} of ${run.dataset} at ${run.commit.slice(0, 12)}, ${run.status === "running" ? `${done} done so far, draining with ${options.model}` : `already ${run.status}`}`);
  return { runId: run.runId, trials, trialCount: run.total * trials, done, running: run.status === "running" };
}

const timesTrials = (trials: number) => (trials > 1 ? ` × ${trials} trials` : "");

/** POST .../cancel; a run that finished meanwhile answers 409 and is read as it is. */
async function cancelAndRead(connection: Connection, runId: string, reason: string): Promise<RunView> {
  try {
    const run = await cancelRun(connection, runId);
    log(`${reason}: run ${runId} cancelled`);
    return run;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    const run = await getRun(connection, runId);
    log(`${reason}: run ${runId} had already ${run.status}, nothing to cancel`);
    return run;
  }
}

async function loadAgent(specifier: string): Promise<RunAgent> {
  const mod = await import(pathToFileURL(resolve(specifier)).href);
  const runAgent = mod.runAgent ?? mod.default;
  if (typeof runAgent !== "function") throw new UsageError(`${specifier} must export default (or runAgent) an async function (task, context) => void | string | { answer?, usage? }`);
  return runAgent;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[understudy-eval] ${error instanceof UsageError ? "" : "error: "}${(error as Error).message}`);
    process.exit(EXIT.error);
  },
);
