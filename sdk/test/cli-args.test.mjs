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
  for (const flag of ["--tasks", "--baseline-ref", "--baseline-run", "--ref"])
    assert.throws(() => parse(["--run-id", "run_1", flag, "x"]), new RegExp(`${flag} applies when the CLI triggers the run`));
  assert.throws(() => parse([]), /missing --dataset \(or --run-id\)/);
});

test("$GITHUB_OUTPUT and $GITHUB_STEP_SUMMARY are read from the environment", () => {
  const options = parse(["--run-id", "run_1"], { GITHUB_OUTPUT: "/tmp/out", GITHUB_STEP_SUMMARY: "" });
  assert.equal(options.githubOutput, "/tmp/out");
  assert.equal(options.githubStepSummary, undefined);
});
