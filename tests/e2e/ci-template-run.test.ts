import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parse as parseYaml } from "yaml";
import { loadDatasetFolder } from "../../core/evals/load-dataset-folder.ts";
import { runGithubScript, type ApiCall } from "../support/github-script.ts";
import { startServiceProcess, type ServiceProcess } from "../support/service-process.ts";
import type { Value } from "../support/workflow-expression.ts";
import { runJob, type Job, type JobResult, type Step } from "../support/workflow-runner.ts";


// A job installs the SDK from the service and runs a whole evaluation: tens of seconds on a slow machine.
setDefaultTimeout(120_000);
// The workflow template's steps, run as a GitHub runner would, in a user's repository (package.json,
// agent.mjs, one commit) against a real service: the SDK installed from the service's tarball, the
// eval step's bash with the env the template gives it, its outputs and job summary, and the comment
// step's script with a fake GitHub API. checkout and setup-node are emulated (the workspace is the
// checkout; Node is on PATH).
const ROOT = resolve(import.meta.dir, "../..");
const job = (parseYaml(readFileSync(join(ROOT, "sdk/templates/understudy-eval.yml"), "utf8")) as { jobs: { eval: Job } }).jobs.eval;

const REPOSITORY = "acme/support-agent";
const MODEL = "no-op-agent";
const MARKER = `<!-- understudy-eval dataset=crm-basics model=${MODEL} -->`;
let service: ServiceProcess;
let workspace: string;
let runnerTemp: string;

/** git in the temporary repository only: no inherited GIT_DIR, no user or system configuration. */
const git = (...args: string[]) => {
  if (!workspace?.startsWith(tmpdir())) throw new Error("git runs only in the temporary workspace");
  const env = { PATH: process.env.PATH ?? "", HOME: workspace, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
  const run = Bun.spawnSync(["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd: workspace, env, stderr: "pipe" });
  if (run.exitCode !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr}`);
  return run.stdout.toString().trim();
};

beforeAll(async () => {
  service = await startServiceProcess({ LOG_LEVEL: "warn" });
  const folder = loadDatasetFolder(join(ROOT, "examples/datasets/crm-basics"));
  const upload = await fetch(`${service.controlUrl}/api/v1/datasets/${folder.slug}`, { method: "PUT", headers: { "x-api-key": service.key }, body: JSON.stringify(folder.body) });
  if (!upload.ok) throw new Error(`dataset upload: ${upload.status} ${await upload.text()}`);

  // A user's repository: its own package.json and lockfile, an agent that solves nothing, one commit.
  workspace = mkdtempSync(join(tmpdir(), "understudy-user-repo-"));
  runnerTemp = mkdtempSync(join(tmpdir(), "understudy-runner-"));
  const manifest = { name: "support-agent", version: "1.0.0", private: true, type: "module" };
  writeFileSync(join(workspace, "package.json"), JSON.stringify(manifest, null, 2));
  writeFileSync(join(workspace, "package-lock.json"), JSON.stringify({ ...manifest, lockfileVersion: 3, requires: true, packages: { "": manifest } }, null, 2));
  writeFileSync(join(workspace, "agent.mjs"), "// Reads the ticket and solves nothing.\nexport default async function runAgent(task) {\n  void task.ticket;\n}\n");
  writeFileSync(join(workspace, ".gitignore"), "node_modules/\nunderstudy-report.md\n");
  git("init", "--quiet", "--initial-branch=main");
  git("add", ".");
  git("commit", "--quiet", "-m", "An agent");
}, 60_000);

afterAll(async () => {
  await service?.close();
  for (const dir of [workspace, runnerTemp]) if (dir) rmSync(dir, { recursive: true, force: true });
}, 30_000);

/** Runs the job for an event, as GitHub would set it up; the comment step sees the given comments. */
async function runTemplate(event: "push" | "pull_request", existingComments: unknown[] = []) {
  const sha = git("rev-parse", "HEAD");
  const pr = event === "pull_request";
  const github = {
    event_name: event,
    repository: REPOSITORY,
    sha: pr ? "f".repeat(40) : sha, // a pull request's github.sha is its merge commit
    ref: pr ? "refs/pull/7/merge" : "refs/heads/main",
    base_ref: pr ? "main" : "",
    head_ref: pr ? "feature" : "",
  };
  const payload: Record<string, Value> = pr ? { pull_request: { number: 7, head: { sha, repo: { full_name: REPOSITORY } }, base: { ref: "main" } } } : {};
  const env = {
    PATH: (process.env.PATH ?? "").split(":").filter((dir) => !dir.includes("node_modules")).join(":"),
    HOME: process.env.HOME ?? tmpdir(),
    CI: "true", GITHUB_ACTIONS: "true", GITHUB_WORKSPACE: workspace, RUNNER_TEMP: runnerTemp, GITHUB_RUN_ID: "4242",
    GITHUB_EVENT_NAME: event, GITHUB_REPOSITORY: REPOSITORY, GITHUB_SHA: github.sha, GITHUB_REF: github.ref,
    GITHUB_BASE_REF: github.base_ref, GITHUB_HEAD_REF: github.head_ref,
    // What the runner image has no say in: keep npm off the network for things this test does not check.
    npm_config_audit: "false", npm_config_fund: "false", npm_config_update_notifier: "false",
  };
  const comments: ApiCall[][] = [];
  rmSync(join(workspace, "understudy-report.md"), { force: true }); // each run starts from a fresh checkout
  const result = await runJob({
    job, workspace, runnerTemp, env,
    contexts: {
      github: { ...github, event: payload },
      secrets: { UNDERSTUDY_API_KEY: service.key, ANTHROPIC_API_KEY: "sk-ant-test-not-used" },
      vars: { UNDERSTUDY_URL: `${service.controlUrl}/`, UNDERSTUDY_DATASET: "crm-basics", UNDERSTUDY_MODEL: MODEL, UNDERSTUDY_TASKS: "add-contact,update-industry" },
    },
    uses: async (step: Step, stepEnv) => {
      const action = step.uses!.split("@")[0];
      if (action === "actions/checkout" || action === "actions/setup-node") return { outcome: "success", outputs: {}, log: "emulated" };
      if (action !== "actions/github-script") throw new Error(`The test does not emulate ${step.uses}`);
      const run = runGithubScript({
        script: String(step.with!.script), cwd: workspace, env: stepEnv, comments: existingComments as never,
        context: { eventName: event, sha: github.sha, runId: 4242, repo: { owner: "acme", repo: "support-agent" }, payload },
      });
      comments.push(run.calls);
      return { outcome: run.exitCode === 0 ? "success" : "failure", outputs: {}, log: run.stderr };
    },
  });
  return { result, comments, step: (label: string) => result.steps.find((s) => s.label === label)! };
}

const explain = (result: JobResult) => result.steps.map((s) => `--- ${s.label}: ${s.outcome} (exit ${s.exitCode})\n${s.log}`).join("\n");
let push: Awaited<ReturnType<typeof runTemplate>>;

test("on a push (no baseline yet), every step runs from the service's SDK and the eval step exits 0", async () => {
  push = await runTemplate("push");
  expect(push.result.ran).toBe(true);
  const outcomes = Object.fromEntries(push.result.steps.map((s) => [s.label, s.outcome]));
  if (outcomes["Run the evaluation"] !== "success") throw new Error(explain(push.result));
  expect(outcomes).toEqual({
    "actions/checkout@v4": "success",
    "actions/setup-node@v4": "success",
    "Install": "success",
    "Install the Understudy SDK from the service": "success",
    "Run the evaluation": "success",
    "Comment on the pull request": "skipped",
    "Fail on regression or error": "skipped",
  });
  expect(push.step("Run the evaluation").exitCode).toBe(0);
  expect(push.comments).toEqual([]);
  // The SDK came from the service's tarball, and the user's package.json and lockfile are untouched.
  const installed = JSON.parse(readFileSync(join(workspace, "node_modules/@understudy/eval-sdk/package.json"), "utf8"));
  const sdk = await (await fetch(`${service.controlUrl}/sdk`)).json();
  expect(installed.version).toBe(sdk.version);
  expect(git("status", "--porcelain")).toBe("");
});

test("the push run's report is in the job summary", () => {
  const report = readFileSync(join(workspace, "understudy-report.md"), "utf8");
  expect(report.startsWith(MARKER)).toBe(true);
  const markdown = report.slice(MARKER.length).trim();
  expect(markdown.length).toBeGreaterThan(0);
  expect(push.result.summary).toContain(markdown);
});

test("the push run's outputs: run-id, status, conclusion (neutral: no baseline), resolved, total, score", async () => {
  const { outputs } = push.result;
  expect(outputs["run-id"]).toMatch(/^run_/);
  expect(outputs["exit-code"]).toBe("0");
  expect({ status: outputs.status, conclusion: outputs.conclusion, resolved: outputs.resolved, total: outputs.total }).toEqual({ status: "succeeded", conclusion: "neutral", resolved: "0", total: "2" });
  expect(Number(outputs.score)).toBe(0);
  const run = await (await fetch(`${service.controlUrl}/api/v1/evals/${outputs["run-id"]}`, { headers: { "x-api-key": service.key } })).json();
  expect(run.commit).toBe(git("rev-parse", "HEAD"));
  expect(run.ref).toBe("refs/heads/main");
});

test("on a pull request, the run is compared with main's and its one comment is updated in place", async () => {
  git("checkout", "--quiet", "-b", "feature");
  writeFileSync(join(workspace, "agent.mjs"), `${readFileSync(join(workspace, "agent.mjs"), "utf8")}// still nothing\n`);
  git("commit", "--quiet", "-am", "A change under review");
  const existing = [
    { id: 1, user: { login: "octocat" }, body: "Looks good" },
    { id: 2, user: { login: "github-actions[bot]" }, body: `${MARKER}\nthe previous run's report` },
  ];
  const pr = await runTemplate("pull_request", existing);
  if (pr.step("Run the evaluation").outcome !== "success") throw new Error(explain(pr.result));
  expect(pr.result.steps.map((s) => s.outcome)).toEqual(["success", "success", "success", "success", "success", "success", "skipped"]);
  expect(pr.result.outputs.conclusion).toBe("success"); // a baseline was found: main's run, with the same score
  const report = readFileSync(join(workspace, "understudy-report.md"), "utf8");
  expect(pr.comments).toEqual([[
    { method: "issues.listComments", params: { owner: "acme", repo: "support-agent", issue_number: 7, per_page: 100 } },
    { method: "issues.updateComment", params: { owner: "acme", repo: "support-agent", comment_id: 2, body: report } },
  ]]);
});
