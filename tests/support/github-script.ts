import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The `script` of an actions/github-script step, run as that action runs it (an async function body
// under Node 20, given require, github, context and core), with a fake `github` that serves the given
// comments and records every call. Any API the fake lacks throws, so the script uses only these.

export interface FakeComment { id: number; body: string; user: { login: string } }
export interface ApiCall { method: string; params: Record<string, unknown> }
export interface GithubScriptInput {
  script: string;
  cwd: string;
  env?: Record<string, string>;
  comments: FakeComment[];
  context: { eventName: string; sha: string; runId: number; repo: { owner: string; repo: string }; payload: Record<string, unknown> };
}

const HARNESS = `
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
const input = JSON.parse(readFileSync(process.argv[1], "utf8"));
const calls = [];
const answer = (method) => async (params) => (calls.push({ method, params }), { data: method.endsWith("listComments") ? input.comments : {} });
const github = {
  rest: { issues: { listComments: answer("issues.listComments"), createComment: answer("issues.createComment"), updateComment: answer("issues.updateComment") } },
  paginate: async (method, params) => (await method(params)).data,
};
const number = input.context.payload.pull_request?.number;
const context = { ...input.context, serverUrl: "https://github.com", issue: { ...input.context.repo, number } };
const core = { setFailed: (message) => { calls.push({ method: "core.setFailed", params: { message } }); process.exitCode = 1; }, info() {}, warning() {}, error() {} };
const AsyncFunction = (async () => {}).constructor;
try {
  await new AsyncFunction("require", "github", "context", "core", input.script)(createRequire(process.cwd() + "/"), github, context, core);
} catch (error) {
  console.error(error.stack);
  process.exitCode = 1;
}
console.log(JSON.stringify(calls));
`;

export function runGithubScript(input: GithubScriptInput): { exitCode: number; calls: ApiCall[]; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), "understudy-github-script-"));
  try {
    const file = join(dir, "input.json");
    writeFileSync(file, JSON.stringify(input));
    const run = Bun.spawnSync(["node", "--input-type=module", "-e", HARNESS, file], {
      cwd: input.cwd,
      env: { PATH: process.env.PATH ?? "", ...input.env },
      stderr: "pipe",
    });
    const stdout = run.stdout.toString().trim();
    return { exitCode: run.exitCode ?? -1, calls: stdout ? JSON.parse(stdout.split("\n").at(-1)!) : [], stderr: run.stderr.toString() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
