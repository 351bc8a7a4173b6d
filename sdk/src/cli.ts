#!/usr/bin/env node
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { EvalWorker } from "./eval-worker.js";
import { triggerRun, waitForRun } from "./runs.js";
import { parseCliArgs, UsageError, USAGE, type CliOptions } from "./cli-args.js";
import type { RunAgent } from "./types.js";

export const EXIT = { ok: 0, regression: 1, error: 2 } as const;

/** Trigger, drain with the named agent, wait, print the report; the exit code carries the conclusion. */
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
  const log = (line: string) => console.error(`[understudy-eval] ${line}`);
  const runAgent = await loadAgent(options.agent);
  const connection = { baseUrl: options.baseUrl, apiKey: options.apiKey };
  const run = await triggerRun(connection, { commit: options.commit, dataset: options.dataset, ref: options.ref, tasks: options.tasks });
  log(`run ${run.runId}: ${run.taskCount} task(s) of ${options.dataset} at ${options.commit.slice(0, 12)} with ${options.model}`);

  let done = 0;
  const worker = new EvalWorker({
    ...connection, runId: run.runId, model: options.model, runAgent, concurrency: options.concurrency,
    onEvent: (event, data) => {
      if (event === "reported") log(`${++done}/${run.taskCount} tasks done${"error" in data && data.error ? ` (agent error: ${data.error})` : ""}`);
      if (event === "error") log(`retrying after ${JSON.stringify(data)}`);
    },
  });
  process.once("SIGINT", () => {
    log("stopping: finishing the tasks in hand");
    void worker.stop();
  });
  await worker.start();
  const final = await waitForRun(connection, run.runId, {
    onProgress: (r) => r.status === "running" && log(`waiting for other workers: ${r.progress.graded + r.progress.error}/${r.total} done`),
  });
  console.log(final.comment_markdown);
  if (options.report) writeFileSync(options.report, `<!-- understudy-eval dataset=${options.dataset} model=${options.model} -->\n${final.comment_markdown}`);
  log(`${final.status}: ${final.resolved}/${final.total} resolved, ${final.assertions_passed}/${final.assertions_counted} assertions, conclusion ${final.conclusion}`);
  if (final.status === "failed") return EXIT.error;
  return final.conclusion === "failure" ? EXIT.regression : EXIT.ok;
}

async function loadAgent(specifier: string): Promise<RunAgent> {
  const mod = await import(pathToFileURL(resolve(specifier)).href);
  const runAgent = mod.runAgent ?? mod.default;
  if (typeof runAgent !== "function") throw new UsageError(`${specifier} must export default (or runAgent) an async function (task, context) => void`);
  return runAgent;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[understudy-eval] ${error instanceof UsageError ? "" : "error: "}${(error as Error).message}`);
    process.exit(EXIT.error);
  },
);
