import { test } from "node:test";
import assert from "node:assert/strict";
import { parseCliArgs, parseDuration } from "../dist/cli-args.js";

const env = { UNDERSTUDY_URL: "http://127.0.0.1:4000", UNDERSTUDY_API_KEY: "usk_test" };
const required = ["--agent", "agent.mjs", "--model", "m"];
const parse = (args, extra = {}) => parseCliArgs(["run", ...required, ...args], { ...env, ...extra });

test("--timeout takes 90s, 30m, 2h or plain seconds", () => {
  assert.deepEqual(["90s", "30m", "2h", "45", "1.5m"].map(parseDuration), [90_000, 1_800_000, 7_200_000, 45_000, 90_000]);
  for (const bad of ["", "0", "-5", "10d", "soon", "5 minutes"]) assert.throws(() => parseDuration(bad), /--timeout must be a duration such as 90s/, bad);
  assert.deepEqual(parse(["--dataset", "crm", "--commit", "abcdef1", "--timeout", "30"]).timeout, { ms: 30_000, text: "30s" });
});

test("--baseline-ref and --baseline-run go into the trigger; one at most; an empty ref is ignored", () => {
  const trigger = (args, extra) => parse(["--dataset", "crm", "--commit", "abcdef1", ...args], extra).source.trigger;
  assert.deepEqual(trigger(["--baseline-ref", "main"]), { commit: "abcdef1", dataset: "crm", baseline: { ref: "main" } });
  assert.deepEqual(trigger(["--baseline-run", "run_0"]).baseline, { runId: "run_0" });
  assert.equal(trigger(["--baseline-ref", ""]).baseline, undefined); // `--baseline-ref "$GITHUB_BASE_REF"` on a push
  assert.throws(() => trigger(["--baseline-ref", "main", "--baseline-run", "run_0"]), /give one/);
  assert.deepEqual(trigger(["--tasks", "a, b,"], { GITHUB_REF: "refs/pull/7/merge" }), { commit: "abcdef1", dataset: "crm", ref: "refs/pull/7/merge", tasks: ["a", "b"] });
});

test("--run-id needs neither --dataset nor --commit, and refuses the flags that only shape a trigger", () => {
  assert.deepEqual(parse(["--run-id", "run_1"]).source, { kind: "existing", runId: "run_1", dataset: undefined, commit: undefined });
  assert.deepEqual(parse(["--run-id", "run_1", "--dataset", "crm"]).source.dataset, "crm");
  for (const [flag, value] of [["--tasks", "x"], ["--baseline-ref", "x"], ["--baseline-run", "x"], ["--ref", "x"], ["--trials", "3"], ["--alpha", "0.1"], ["--mcp-profiles", "slack=official"]])
    assert.throws(() => parse(["--run-id", "run_1", flag, value]), new RegExp(`${flag} applies when the CLI triggers the run`));
  assert.throws(() => parse([]), /missing --dataset \(or --run-id\)/);
});

test("--trials and --alpha go into the trigger only when given, within the service's bounds", () => {
  const trigger = (args) => parse(["--dataset", "crm", "--commit", "abcdef1", ...args]).source.trigger;
  assert.deepEqual(trigger(["--trials", "5", "--alpha", "0.01"]), { commit: "abcdef1", dataset: "crm", trials: 5, alpha: 0.01 });
  assert.deepEqual(trigger(["--trials", "1", "--alpha", "0.5"]), { commit: "abcdef1", dataset: "crm", trials: 1, alpha: 0.5 });
  assert.equal("trials" in trigger([]) || "alpha" in trigger([]), false);
  for (const bad of ["", "0", "21", "-1", "2.5", "1e1", "three"]) assert.throws(() => trigger([`--trials=${bad}`]), /--trials must be a whole number from 1 to 20/, bad);
  for (const bad of ["", "0", "-0.1", "0.51", "1", "NaN", "five percent"]) assert.throws(() => trigger([`--alpha=${bad}`]), /--alpha must be a number above 0 and at most 0\.5/, bad);
});

test("--mcp-profiles goes into the trigger as provider=profile pairs", () => {
  const trigger = (args) => parse(["--dataset", "crm", "--commit", "abcdef1", ...args]).source.trigger;
  assert.deepEqual(trigger(["--mcp-profiles", "slack=official, jira=atlassian"]).mcp_profiles, { slack: "official", jira: "atlassian" });
  assert.equal("mcp_profiles" in trigger([]), false);
  for (const bad of ["", "slack", "slack=", "=official", "Slack=official", "slack=official;jira=x"])
    assert.throws(() => trigger([`--mcp-profiles=${bad}`]), /--mcp-profiles/, bad);
});

test("--gate is strict by default, may be noise-aware (also with --run-id), and nothing else", () => {
  assert.equal(parse(["--dataset", "crm", "--commit", "abcdef1"]).gate, "strict");
  assert.equal(parse(["--run-id", "run_1", "--gate", "noise-aware"]).gate, "noise-aware");
  for (const bad of ["", "Strict", "noise_aware", "lenient"]) assert.throws(() => parse(["--run-id", "run_1", "--gate", bad]), /--gate must be strict or noise-aware/, bad);
});

test("$GITHUB_OUTPUT and $GITHUB_STEP_SUMMARY are read from the environment", () => {
  const options = parse(["--run-id", "run_1"], { GITHUB_OUTPUT: "/tmp/out", GITHUB_STEP_SUMMARY: "" });
  assert.equal(options.githubOutput, "/tmp/out");
  assert.equal(options.githubStepSummary, undefined);
});
