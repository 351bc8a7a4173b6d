import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadDatasetFolder } from "../evals/load-dataset-folder.ts";
import { FIRST_KEY_FILE } from "../bootstrap.ts";
import { UsageError } from "./commands.ts";

/** Dataset commands talk to a running service with an organization key, like any customer. */
export interface ApiTarget { url: string; key: string }

export function apiTarget(env: Record<string, string | undefined>): ApiTarget {
  const url = env.UNDERSTUDY_URL ?? `http://127.0.0.1:${env.PORT ?? 4000}`;
  const keyFile = join(env.DATA_DIR ?? "./.understudy", FIRST_KEY_FILE);
  const key = env.UNDERSTUDY_API_KEY ?? (existsSync(keyFile) ? readFileSync(keyFile, "utf8").trim() : "");
  if (!key) throw new Error("Set UNDERSTUDY_API_KEY to an organization key (or run where the service saved its first key)");
  return { url: url.replace(/\/+$/, ""), key };
}

/** One call of the service's API with the target's key: the JSON answer, or an Error with the status and the service's `error`. */
export async function call(target: ApiTarget, method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${target.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${target.key}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.error ?? ""}`);
  return answer;
}

/** The one argument a command takes, or a UsageError showing how to call it. */
function need(args: string[], usage: string): [string] {
  const [first] = args;
  if (first === undefined) throw new UsageError(`usage: understudy ${usage}`);
  return [first];
}

/** `<flag> <value>` anywhere in the arguments, its value checked by `pattern`, and the other arguments. */
function takeOption(args: string[], flag: string, pattern: RegExp, usage: string, what: string): { rest: string[]; value?: string } {
  const at = args.indexOf(flag);
  if (at < 0) return { rest: args };
  const value = args[at + 1];
  if (value === undefined || !pattern.test(value)) throw new UsageError(`usage: understudy ${usage} (${flag} takes ${what})`);
  return { rest: args.filter((_, i) => i !== at && i !== at + 1), value };
}

/** `slack=official,jira=atlassian` as `{slack: "official", jira: "atlassian"}`; the service checks the names. */
const PROFILE_PAIRS = /^[a-z][a-z0-9-]*=[a-z][a-z0-9-]*(,[a-z][a-z0-9-]*=[a-z][a-z0-9-]*)*$/;
const profilesOf = (text: string): Record<string, string> => Object.fromEntries(text.split(",").map((pair) => pair.split("=") as [string, string]));

/** Where a long command shows progress (stderr), and how often it polls. */
export interface CommandIo {
  progress?: { write(text: string): unknown; isTTY?: boolean };
  pollMs?: number;
}

/** `[###.......] 12/40 tasks`: ten cells, full only when every task is done. */
export function progressBar(done: number, total: number): string {
  const filled = total > 0 ? Math.floor((done / total) * 10) : 10;
  return `[${"#".repeat(filled)}${".".repeat(10 - filled)}] ${done}/${total} tasks`;
}

export const DATASET_COMMANDS: Record<string, { usage: string; run(target: ApiTarget, args: string[], print: (l: string) => void, io?: CommandIo): Promise<boolean> }> = {
  push: {
    usage: "dataset push <folder> [--slug <slug>]",
    async run(target, args, print) {
      const folder = loadDatasetFolder(args[0] ?? ".");
      const slug = args.includes("--slug") ? args[args.indexOf("--slug") + 1] : folder.slug;
      if (slug === undefined) throw new UsageError(`usage: understudy ${this.usage}`);
      const stored = await call(target, "PUT", `/api/v1/datasets/${slug}`, folder.body);
      print(`${stored.created ? "created" : "updated"} dataset ${stored.slug} (${stored.taskCount} tasks)`);
      return true;
    },
  },
  list: {
    usage: "dataset list",
    async run(target, _args, print) {
      for (const d of (await call(target, "GET", "/api/v1/datasets")).datasets) print(`${d.slug}  ${d.taskCount} tasks  ${d.name}`);
      return true;
    },
  },
  show: {
    usage: "dataset show <slug>",
    async run(target, args, print) {
      const [slug] = need(args, this.usage);
      print(JSON.stringify(await call(target, "GET", `/api/v1/datasets/${slug}`), null, 2));
      return true;
    },
  },
  check: {
    usage: "dataset check <slug> [--trials <k>] [--mcp-profiles <provider>=<profile>,...]",
    async run(target, args, print, io = {}) {
      const trials = takeOption(args, "--trials", /^\d+$/, this.usage, "a whole number");
      const profiles = takeOption(trials.rest, "--mcp-profiles", PROFILE_PAIRS, this.usage, "provider=profile pairs separated by commas, such as slack=official,jira=atlassian");
      const [slug] = need(profiles.rest, this.usage);
      const body = {
        ...(trials.value === undefined ? {} : { trials: Number(trials.value) }),
        ...(profiles.value === undefined ? {} : { mcp_profiles: profilesOf(profiles.value) }),
      };
      // The check is a job on the service: start it, then poll it, drawing progress on stderr.
      const started = await call(target, "POST", `/api/v1/datasets/${slug}/check`, Object.keys(body).length ? body : undefined);
      if (profiles.value !== undefined) print(`oracles played through the MCP profiles ${profiles.value}`);
      const stream = io.progress;
      let shown = "";
      const show = (line: string) => {
        if (!stream || line === shown) return;
        stream.write(stream.isTTY ? `\r${line}` : `${line}\n`);
        shown = line;
      };
      let report = { ...started, done: 0 };
      for (;;) {
        show(progressBar(report.done, report.total));
        if (report.status !== "running") break;
        await Bun.sleep(io.pollMs ?? 500);
        report = await call(target, "GET", `/api/v1/datasets/${slug}/checks/${started.checkId}`);
      }
      if (stream?.isTTY && shown) stream.write("\n");
      if (report.status === "failed") throw new Error(`dataset check ${started.checkId} failed: ${report.error}`);
      for (const t of report.tasks)
        print(`${t.sound ? "ok  " : "FAIL"} ${t.task}: oracle ${t.oracle ? t.oracle.reward.toFixed(2) : "none"}, idle ${t.idle.reward.toFixed(2)}${t.problem ? ` (${t.problem})` : ""}`);
      if (report.trials > 1) {
        const unstable = report.tasks.filter((t: { replays?: unknown[] }) => new Set(t.replays?.map((r) => JSON.stringify(r))).size > 1).map((t: { task: string }) => t.task);
        print(unstable.length ? `not deterministic over ${report.trials} replays: ${unstable.join(", ")}` : `every oracle graded the same over ${report.trials} replays`);
      }
      print(report.sound ? `dataset ${report.dataset} is sound` : `dataset ${report.dataset} has unsound tasks`);
      return report.sound;
    },
  },
};
