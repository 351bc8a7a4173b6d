import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { condition, interpolate, type Contexts, type Functions, type Value } from "./workflow-expression.ts";

// Runs one job of a GitHub Actions workflow on this machine the way a runner does, for testing a
// workflow template: each `run:` step under `bash --noprofile --norc -eo pipefail` in the workspace,
// with its `env:` evaluated and fresh GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files; `if:` conditions,
// `continue-on-error`, step outcomes and outputs, and the job's `outputs:` as the runner has them.
// `uses:` steps go to a handler the test supplies (skip them, or emulate the action).

export interface Step {
  name?: string;
  id?: string;
  if?: string | boolean;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string | number | boolean>;
  "continue-on-error"?: boolean;
}
export interface Job { if?: string; env?: Record<string, string>; outputs?: Record<string, string>; steps: Step[] }

export interface StepResult {
  label: string;
  id?: string;
  outcome: "success" | "failure" | "skipped";
  exitCode?: number;
  outputs: Record<string, string>;
  summary: string;
  log: string;
}
export interface JobResult { ran: boolean; steps: StepResult[]; outputs: Record<string, string>; summary: string }

export interface RunJobOptions {
  job: Job;
  workspace: string;
  /** Scratch space for scripts and output files (RUNNER_TEMP). */
  runnerTemp: string;
  /** github, secrets, vars... (steps and env are filled in here). */
  contexts: Contexts;
  /** The process environment every step starts from (PATH, HOME, the GITHUB_* variables). */
  env: Record<string, string>;
  /** A `uses:` step: its result, or "skip" for an action that has nothing to do here. */
  uses(step: Step, env: Record<string, string>): Promise<Pick<StepResult, "outcome" | "outputs" | "log"> | "skip">;
  timeoutMs?: number;
}

export async function runJob(options: RunJobOptions): Promise<JobResult> {
  const steps: Record<string, Value> = {};
  let failed = false;
  const functions: Functions = {
    always: () => true,
    success: () => !failed,
    failure: () => failed,
    cancelled: () => false,
    hashFiles: (...patterns) => {
      const files = patterns.map((pattern) => {
        if (/[*?[\]{}!]/.test(String(pattern))) throw new Error(`hashFiles() here takes plain paths, not ${pattern}`);
        return join(options.workspace, String(pattern));
      }).filter((path) => existsSync(path));
      if (!files.length) return "";
      const hash = createHash("sha256");
      for (const file of files) hash.update(readFileSync(file));
      return hash.digest("hex");
    },
  };
  const contexts = (): Contexts => ({ ...options.contexts, steps, env: {} });
  if (!condition(options.job.if, contexts(), functions)) return { ran: false, steps: [], outputs: {}, summary: "" };

  const results: StepResult[] = [];
  for (const [index, step] of options.job.steps.entries()) {
    const label = step.name ?? step.uses ?? `step ${index + 1}`;
    let result: StepResult;
    if (!condition(step.if, contexts(), functions)) result = { label, id: step.id, outcome: "skipped", outputs: {}, summary: "", log: "" };
    else {
      const env = Object.fromEntries(Object.entries({ ...options.job.env, ...step.env }).map(([k, v]) => [k, interpolate(String(v), contexts(), functions)]));
      if (step.run !== undefined) result = { label, id: step.id, ...(await runScript(options, index, step.run, env)) };
      else {
        const outcome = await options.uses(step, env);
        result = outcome === "skip" ? { label, id: step.id, outcome: "skipped", outputs: {}, summary: "", log: "" } : { label, id: step.id, summary: "", ...outcome };
      }
    }
    results.push(result);
    if (result.outcome === "failure" && !step["continue-on-error"]) failed = true;
    const conclusion = result.outcome === "failure" && step["continue-on-error"] ? "success" : result.outcome;
    if (step.id) steps[step.id] = { outputs: result.outputs, outcome: result.outcome, conclusion };
  }
  const outputs = Object.fromEntries(Object.entries(options.job.outputs ?? {}).map(([k, v]) => [k, interpolate(v, contexts(), functions)]));
  return { ran: true, steps: results, outputs, summary: results.map((r) => r.summary).join("") };
}

async function runScript(options: RunJobOptions, index: number, script: string, stepEnv: Record<string, string>) {
  const dir = join(options.runnerTemp, `step-${index + 1}`);
  mkdirSync(dir, { recursive: true });
  const files = { script: join(dir, "script.sh"), output: join(dir, "output"), summary: join(dir, "summary.md") };
  writeFileSync(files.script, script);
  writeFileSync(files.output, "");
  writeFileSync(files.summary, "");
  const proc = Bun.spawn(["bash", "--noprofile", "--norc", "-eo", "pipefail", files.script], {
    cwd: options.workspace,
    env: { ...options.env, ...stepEnv, GITHUB_OUTPUT: files.output, GITHUB_STEP_SUMMARY: files.summary },
    stdout: "pipe",
    stderr: "pipe",
  });
  const timer = setTimeout(() => proc.kill("SIGKILL"), options.timeoutMs ?? 120_000);
  const [stdout, stderr, exitCode] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  clearTimeout(timer);
  return {
    outcome: exitCode === 0 ? ("success" as const) : ("failure" as const),
    exitCode,
    outputs: parseOutputs(readFileSync(files.output, "utf8")),
    summary: readFileSync(files.summary, "utf8"),
    log: `${stdout}${stderr}`,
  };
}

/** The GITHUB_OUTPUT file: `name=value` lines and `name<<DELIMITER` ... `DELIMITER` blocks. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2]!, i + 1);
      if (end < 0) throw new Error(`GITHUB_OUTPUT: no closing ${heredoc[2]} for ${heredoc[1]}`);
      outputs[heredoc[1]!] = lines.slice(i + 1, end).join("\n");
      i = end;
    } else if (line.includes("=")) outputs[line.slice(0, line.indexOf("="))] = line.slice(line.indexOf("=") + 1);
    else if (line.trim()) throw new Error(`GITHUB_OUTPUT: cannot read the line "${line}"`);
  }
  return outputs;
}
