// Runs the real CLI (dist/cli.js) as a child process, with an environment free of the caller's
// GITHUB_* and UNDERSTUDY_* variables (a CI runner's $GITHUB_OUTPUT must not receive test lines).
import { after } from "node:test";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { until } from "./fake-control-plane.mjs";

const CLI = new URL("../dist/cli.js", import.meta.url).pathname;

/** A temporary folder, removed when the test file ends. */
export function scratch() {
  const dir = mkdtempSync(join(tmpdir(), "understudy-cli-"));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Writes the test agents into `dir`: `quick` answers at once; `waiting` logs "agent: started <taskId>"
 * and answers once the file named by $RELEASE exists, logging "agent: aborted" if its signal aborts.
 */
export function writeAgents(dir) {
  const quick = join(dir, "quick-agent.mjs");
  writeFileSync(quick, "export default async function runAgent(task) { if (!task.ticket) throw new Error('no ticket'); }\n");
  const waiting = join(dir, "waiting-agent.mjs");
  writeFileSync(waiting, `import { existsSync } from "node:fs";
export default async function runAgent(task, { signal }) {
  console.error("agent: started " + task.taskId);
  signal.addEventListener("abort", () => console.error("agent: aborted"), { once: true });
  while (!existsSync(process.env.RELEASE)) await new Promise((resolve) => setTimeout(resolve, 10));
  return "answer to " + task.ticket;
}
`);
  return { quick, waiting };
}

export function startCli(args, env = {}) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(GITHUB_|UNDERSTUDY_)/.test(name)));
  const child = spawn(process.execPath, [CLI, ...args], { env: { ...clean, UNDERSTUDY_API_KEY: "usk_test", ...env } });
  const io = { out: "", err: "", result: undefined };
  child.stdout.on("data", (d) => (io.out += d));
  child.stderr.on("data", (d) => (io.err += d));
  const exited = new Promise((resolve) => child.on("close", (code, signal) => resolve((io.result = { code, signal, out: io.out, err: io.err }))));
  return { child, io, exited };
}

/** Runs `body` with a started CLI, killed whatever happens. */
export async function withCli(args, env, body) {
  const cli = startCli(args, env);
  try {
    return await body(cli);
  } finally {
    if (!cli.io.result) cli.child.kill("SIGKILL");
    await cli.exited;
  }
}

/** The CLI's exit, within the `until` bound: a CLI that hangs fails the test instead of stalling it. */
export async function exited(cli, what = "the CLI to exit") {
  await until(() => cli.io.result, what);
  return cli.io.result;
}

/** Runs the CLI to its exit. */
export const cli = (args, env) => withCli(args, env, exited);

export const runArgs = (url, agent, extra = []) => ["run", "--dataset", "crm", "--agent", agent, "--model", "m", "--commit", "abcdef1", "--base-url", url, ...extra];
