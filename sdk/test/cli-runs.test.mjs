import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { withFake } from "./fake-control-plane.mjs";
import { cli, runArgs, scratch, writeAgents } from "./cli-helpers.mjs";

const dir = scratch();
const { quick } = writeAgents(dir);
const drainArgs = (url, extra = []) => ["run", "--run-id", "run1", "--agent", quick, "--model", "m", "--base-url", url, ...extra];

test("--run-id drains an existing run: no trigger, no --dataset or --commit needed", async () => {
  await withFake({ tasks: ["a", "b"] }, async (fake) => {
    const report = join(dir, "run-id-report.md");
    const result = await cli(drainArgs(fake.url, ["--report", report]));
    assert.equal(result.code, 0, result.err);
    assert.deepEqual(fake.state.triggered, []);
    assert.equal(fake.state.completed.length, 2);
    assert.match(result.err, /run run1: 2 task\(s\) of crm at abcdef123456, 0 done so far/);
    assert.match(result.err, /2\/2 tasks done/);
    assert.match(readFileSync(report, "utf8"), /^<!-- understudy-eval dataset=crm model=m -->\n### report \(neutral\)/);
  });
});

test("--run-id checks --dataset and --commit against the run, and an unknown run is exit 2", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    const wrongDataset = await cli(drainArgs(fake.url, ["--dataset", "other"]));
    assert.equal(wrongDataset.code, 2);
    assert.match(wrongDataset.err, /--dataset other does not match run run1, which is of dataset crm/);
    const wrongCommit = await cli(drainArgs(fake.url, ["--commit", "0123456"]));
    assert.equal(wrongCommit.code, 2);
    assert.match(wrongCommit.err, /--commit 0123456 does not match run run1/);
    assert.equal(fake.count("lease"), 0);
    const unknown = await cli(["run", "--run-id", "nope", "--agent", quick, "--model", "m", "--base-url", fake.url]);
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /error: read run: HTTP 404/);
  });
});

test("--run-id on a run that already finished leases nothing and exits on its conclusion", async () => {
  await withFake({ tasks: [] }, async (fake) => {
    fake.state.final = { status: "succeeded", conclusion: "failure" };
    const result = await cli(drainArgs(fake.url, ["--dataset", "crm", "--commit", "ABCDEF1234567"]));
    assert.equal(result.code, 1, result.err);
    assert.match(result.err, /already succeeded/);
    assert.equal(fake.count("lease"), 0);
  });
});

test("--baseline-ref and --baseline-run put the baseline in the trigger body", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    for (const [flags, baseline] of [[["--baseline-ref", "main"], { ref: "main" }], [["--baseline-run", "run0"], { runId: "run0" }], [["--baseline-ref", ""], undefined]]) {
      fake.state.triggered.length = 0;
      const result = await cli(runArgs(fake.url, quick, flags));
      assert.equal(result.code, 0, result.err);
      assert.deepEqual(fake.state.triggered, [{ commit: "abcdef1", dataset: "crm", ...(baseline ? { baseline } : {}) }]);
    }
    const both = await cli(runArgs(fake.url, quick, ["--baseline-ref", "main", "--baseline-run", "run0"]));
    assert.equal(both.code, 2);
    assert.match(both.err, /give one/);
  });
});

test("$GITHUB_OUTPUT gets the run's outputs and $GITHUB_STEP_SUMMARY the report, both appended", async () => {
  await withFake({ tasks: ["a", "b", "c"] }, async (fake) => {
    fake.state.final = { status: "succeeded", conclusion: "failure", resolved: 1, total: 3 };
    const output = join(dir, "github-output");
    const summary = join(dir, "step-summary.md");
    writeFileSync(output, "earlier=1\n");
    writeFileSync(summary, "# Before\n");
    const result = await cli(runArgs(fake.url, quick), { GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary });
    assert.equal(result.code, 1, result.err);
    assert.equal(readFileSync(output, "utf8"), [
      "earlier=1", "run-id=run1", "status=succeeded", "conclusion=failure", "resolved=1", "total=3", "score=0.3333",
      "noise-aware-conclusion=failure", "trials=1", "pass-at-1=0.3333", "pass-hat-k=0.3333", "pass-at-k=0.3333", "gate=strict", "",
    ].join("\n"));
    assert.equal(readFileSync(summary, "utf8"), "# Before\n### report (failure)\n\n");
  });
});
