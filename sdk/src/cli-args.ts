import { parseArgs } from "node:util";
import { execFileSync } from "node:child_process";

export class UsageError extends Error {}

export const USAGE = `usage: understudy-eval run --dataset <slug> --agent <module> --model <label> [options]

  --dataset <slug>        dataset to run (required)
  --agent <module>        module whose default export (or runAgent export) is async (task, context) => void (required)
  --model <label>         the model the agent uses; labels the run and picks its baseline (required)
  --commit <sha>          commit to evaluate (default: $GITHUB_SHA, else git rev-parse HEAD)
  --ref <ref>             git ref shown with the run (default: $GITHUB_REF)
  --tasks <a,b,...>       a subset of task ids (default: the whole dataset)
  --concurrency <n>       tasks at once (default 1)
  --base-url <url>        control plane (default: $UNDERSTUDY_URL)
  --report <file>         also write the markdown report there
The API key comes from $UNDERSTUDY_API_KEY, never from the command line.
Exit codes: 0 success or neutral, 1 regression (failure), 2 usage or infrastructure error.`;

export interface CliOptions {
  dataset: string;
  agent: string;
  model: string;
  commit: string;
  ref?: string;
  tasks?: string[];
  concurrency: number;
  baseUrl: string;
  apiKey: string;
  report?: string;
}

export function parseCliArgs(argv: string[], env: Record<string, string | undefined>): CliOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      dataset: { type: "string" }, agent: { type: "string" }, model: { type: "string" }, commit: { type: "string" },
      ref: { type: "string" }, tasks: { type: "string" }, concurrency: { type: "string" }, "base-url": { type: "string" },
      report: { type: "string" }, help: { type: "boolean" },
    },
  });
  if (values.help || positionals[0] !== "run") throw new UsageError(USAGE);
  const need = (name: string, value: string | undefined) => {
    if (!value) throw new UsageError(`missing ${name}\n\n${USAGE}`);
    return value;
  };
  const concurrency = Number(values.concurrency ?? 1);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new UsageError("--concurrency must be a whole number of at least 1");
  const tasks = values.tasks?.split(",").map((id) => id.trim()).filter(Boolean);
  return {
    dataset: need("--dataset", values.dataset),
    agent: need("--agent", values.agent),
    model: need("--model", values.model),
    commit: values.commit ?? env.GITHUB_SHA ?? gitHead(),
    ref: values.ref ?? env.GITHUB_REF,
    tasks: tasks?.length ? tasks : undefined,
    concurrency,
    baseUrl: need("--base-url or $UNDERSTUDY_URL", values["base-url"] ?? env.UNDERSTUDY_URL),
    apiKey: need("$UNDERSTUDY_API_KEY", env.UNDERSTUDY_API_KEY),
    report: values.report,
  };
}

function gitHead(): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    throw new UsageError("--commit is required outside a git checkout");
  }
}
