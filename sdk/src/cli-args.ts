import { parseArgs } from "node:util";
import { execFileSync } from "node:child_process";
import { checkBaseUrl } from "./http.js";
import type { Gate, TriggerRequest } from "./protocol.js";

export class UsageError extends Error {}

export const USAGE = `usage: understudy-eval run --dataset <slug> --agent <module> --model <label> [options]
       understudy-eval run --run-id <id> --agent <module> --model <label> [options]

Triggers a run of the dataset for the commit (or, with --run-id, drains a run that exists), runs the
agent on its tasks, waits for the run to finish and prints its markdown report.

  --dataset <slug>        dataset to run (required unless --run-id)
  --agent <module>        module whose default export (or runAgent export) is
                          async (task, context) => void | string | { answer?, usage? } (required)
  --model <label>         the model the agent uses; labels the run and picks its baseline (required)
  --commit <sha>          commit to evaluate (default: $GITHUB_SHA, else git rev-parse HEAD)
  --ref <ref>             git ref shown with the run (default: $GITHUB_REF)
  --tasks <a,b,...>       a subset of task ids (default: the whole dataset)
  --baseline-ref <ref>    compare with the newest finished run on this ref, e.g. a pull request's
                          base branch (default: the previous run of the dataset and model);
                          an empty value is ignored
  --baseline-run <runId>  compare with this run
  --trials <k>            run each task k times, each on a fresh world, 1 to 20 (default 1); more
                          trials tell a flaky task from a regression better
  --alpha <level>         significance level of the noise-aware verdict, above 0 and at most 0.5
                          (default: the service's, 0.05)
  --gate <verdict>        which verdict sets the exit code: strict (default) or noise-aware
  --mcp-profiles <a=b,..> the MCP profile per provider every task's agent uses, e.g.
                          slack=official,jira=atlassian ("native" for the packs' own tools;
                          default: each task's own, else native)
  --run-id <id>           drain this run instead of triggering one; its dataset, commit, trials and
                          alpha come from the run (--dataset and --commit, when given, must match it)
  --concurrency <n>       tasks at once (default 1)
  --timeout <duration>    90s, 30m, 2h or plain seconds: then stop as on Ctrl-C (exit 2)
  --base-url <url>        control plane, http(s)://... (default: $UNDERSTUDY_URL)
  --report <file>         also write the markdown report there
  -h, --help              show this help

The API key comes from $UNDERSTUDY_API_KEY, never from the command line.
With $GITHUB_OUTPUT set, appends run-id, status, conclusion, resolved, total, score (resolved/total),
noise-aware-conclusion, trials, pass-at-1, pass-hat-k, pass-at-k and gate lines to it; with
$GITHUB_STEP_SUMMARY set, appends the report to it.
Ctrl-C (SIGINT) or SIGTERM: lease no more tasks, finish and report the tasks in hand, cancel the run,
print the report, exit 2. A second Ctrl-C aborts the agents, cancels the run and exits 2 at once.
Exit codes: 0 success or neutral, 1 regression, 2 usage or infrastructure error, a failed run, or a
cancelled, interrupted or timed-out run. Which verdict is the regression depends on --gate:
  strict        the run's conclusion is failure (any drop against the baseline)
  noise-aware   its noise_aware_conclusion is failure (a drop too large to be noise)`;

/** Where the run comes from: triggered by the CLI, or named with --run-id. */
export type RunSource =
  | { kind: "trigger"; trigger: TriggerRequest }
  | { kind: "existing"; runId: string; dataset?: string; commit?: string };

export interface CliOptions {
  source: RunSource;
  /** Which verdict sets the exit code. */
  gate: Gate;
  agent: string;
  model: string;
  concurrency: number;
  /** --timeout in milliseconds, and as written. */
  timeout?: { ms: number; text: string };
  baseUrl: string;
  apiKey: string;
  report?: string;
  githubOutput?: string;
  githubStepSummary?: string;
}

export function parseCliArgs(argv: string[], env: Record<string, string | undefined>): CliOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      dataset: { type: "string" }, agent: { type: "string" }, model: { type: "string" }, commit: { type: "string" },
      ref: { type: "string" }, tasks: { type: "string" }, concurrency: { type: "string" }, "base-url": { type: "string" },
      report: { type: "string" }, "run-id": { type: "string" }, timeout: { type: "string" },
      "baseline-ref": { type: "string" }, "baseline-run": { type: "string" }, trials: { type: "string" }, alpha: { type: "string" }, "mcp-profiles": { type: "string" },
      gate: { type: "string" }, help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || positionals[0] !== "run" || positionals.length > 1) throw new UsageError(USAGE);
  const need = (name: string, value: string | undefined) => {
    if (!value) throw new UsageError(`missing ${name}\n\n${USAGE}`);
    return value;
  };
  const concurrency = Number(values.concurrency ?? 1);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new UsageError("--concurrency must be a whole number of at least 1");
  const gate = parseGate(values.gate ?? "strict");
  const agent = need("--agent", values.agent);
  const model = need("--model", values.model);
  let baseUrl = need("--base-url or $UNDERSTUDY_URL", values["base-url"] ?? env.UNDERSTUDY_URL);
  try {
    baseUrl = checkBaseUrl(baseUrl, values["base-url"] ? "--base-url" : "$UNDERSTUDY_URL");
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const apiKey = need("$UNDERSTUDY_API_KEY", env.UNDERSTUDY_API_KEY);
  const timeout = values.timeout === undefined ? undefined : { ms: parseDuration(values.timeout), text: /[smh]\s*$/.test(values.timeout) ? values.timeout.trim() : `${values.timeout.trim()}s` };
  return {
    source: readSource(values, env, need), gate, agent, model, concurrency, timeout, baseUrl, apiKey, report: values.report,
    githubOutput: env.GITHUB_OUTPUT || undefined, githubStepSummary: env.GITHUB_STEP_SUMMARY || undefined,
  };
}

type Values = Partial<Record<"dataset" | "commit" | "ref" | "tasks" | "run-id" | "baseline-ref" | "baseline-run" | "trials" | "alpha" | "mcp-profiles", string>>;

function readSource(values: Values, env: Record<string, string | undefined>, need: (name: string, value: string | undefined) => string): RunSource {
  const baselineRef = values["baseline-ref"] || undefined; // `--baseline-ref "$GITHUB_BASE_REF"` is empty on pushes
  const baselineRun = values["baseline-run"] || undefined;
  if (baselineRef && baselineRun) throw new UsageError("--baseline-ref and --baseline-run name two baselines: give one");
  // Checked before --run-id, so that an empty or malformed value is reported as such either way.
  const trials = values.trials === undefined ? undefined : parseTrials(values.trials);
  const alpha = values.alpha === undefined ? undefined : parseAlpha(values.alpha);
  const profiles = values["mcp-profiles"] === undefined ? undefined : parseProfiles(values["mcp-profiles"]);
  if (values["run-id"] !== undefined) {
    const runId = need("a value for --run-id", values["run-id"]);
    for (const flag of ["tasks", "ref", "baseline-ref", "baseline-run", "trials", "alpha", "mcp-profiles"] as const)
      if (values[flag]) throw new UsageError(`--${flag} applies when the CLI triggers the run; with --run-id the run already has it`);
    return { kind: "existing", runId, dataset: values.dataset, commit: values.commit };
  }
  const tasks = values.tasks?.split(",").map((id) => id.trim()).filter(Boolean);
  const dataset = need("--dataset (or --run-id)", values.dataset);
  const trigger: TriggerRequest = { commit: values.commit ?? (env.GITHUB_SHA || gitHead()), dataset };
  const ref = values.ref ?? env.GITHUB_REF;
  if (ref) trigger.ref = ref;
  if (tasks?.length) trigger.tasks = tasks;
  if (baselineRef) trigger.baseline = { ref: baselineRef };
  if (baselineRun) trigger.baseline = { runId: baselineRun };
  if (trials !== undefined) trigger.trials = trials;
  if (alpha !== undefined) trigger.alpha = alpha;
  if (profiles !== undefined) trigger.mcp_profiles = profiles;
  return { kind: "trigger", trigger };
}

/** The service's bounds for trials and alpha (TriggerRequest), checked here so that a typo is a usage error (exit 2) before anything is triggered. */
function parseTrials(text: string): number {
  const trials = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || trials < 1 || trials > 20) throw new UsageError(`--trials must be a whole number from 1 to 20, got "${text}"`);
  return trials;
}

function parseAlpha(text: string): number {
  const alpha = Number(text);
  if (text.trim() === "" || !(alpha > 0 && alpha <= 0.5)) throw new UsageError(`--alpha must be a number above 0 and at most 0.5, such as 0.05, got "${text}"`);
  return alpha;
}

const GATES: readonly Gate[] = ["strict", "noise-aware"];

function parseGate(text: string): Gate {
  if (!GATES.includes(text as Gate)) throw new UsageError(`--gate must be strict or noise-aware, got "${text}"`);
  return text as Gate;
}

/** `90s`, `30m`, `2h` or plain seconds, in milliseconds. */
export function parseDuration(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(s|m|h)?\s*$/.exec(text);
  const seconds = match ? Number(match[1]) * { s: 1, m: 60, h: 3600 }[(match[2] ?? "s") as "s" | "m" | "h"] : NaN;
  if (!(seconds > 0)) throw new UsageError(`--timeout must be a duration such as 90s, 30m, 2h or a number of seconds, got "${text}"`);
  return Math.round(seconds * 1000);
}

function gitHead(): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    throw new UsageError("--commit is required outside a git checkout");
  }
}

/** `slack=official,jira=atlassian` as `{slack: "official", jira: "atlassian"}`; the service checks the names. */
export function parseProfiles(text: string): Record<string, string> {
  const profiles: Record<string, string> = {};
  for (const pair of text.split(",").map((part) => part.trim()).filter(Boolean)) {
    const match = /^([a-z][a-z0-9-]*)=([a-z][a-z0-9-]*)$/.exec(pair);
    if (!match) throw new UsageError(`--mcp-profiles takes provider=profile pairs separated by commas, such as slack=official,jira=atlassian; got "${pair}"`);
    profiles[match[1]!] = match[2]!;
  }
  if (!Object.keys(profiles).length) throw new UsageError("--mcp-profiles needs at least one provider=profile pair");
  return profiles;
}
