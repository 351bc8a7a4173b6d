import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { until, withFake } from "./fake-control-plane.mjs";
import { cli, exited, runArgs, scratch, withCli, writeAgents } from "./cli-helpers.mjs";

// Trials, alpha and the two verdicts (issue 26): what the CLI sends, what it counts, and which verdict
// its exit code follows.
const dir = scratch();
const { quick } = writeAgents(dir);
const drainArgs = (url, extra = []) => ["run", "--run-id", "run1", "--agent", quick, "--model", "m", "--base-url", url, ...extra];

test("--trials and --alpha go into the trigger; progress counts trials; the last line gives pass^k, pass@1 and both verdicts", async () => {
  await withFake({ tasks: ["a", "b"] }, async (fake) => {
    fake.state.final = { status: "succeeded", conclusion: "success", noise_aware_conclusion: "neutral", resolved: 1, total: 2, pass_hat_k: 0.5, pass_at_1: 2 / 3, pass_at_k: 1 };
    const result = await cli(runArgs(fake.url, quick, ["--trials", "3", "--alpha", "0.1"]));
    assert.equal(result.code, 0, result.err);
    assert.deepEqual(fake.state.triggered, [{ commit: "abcdef1", dataset: "crm", trials: 3, alpha: 0.1 }]);
    assert.equal(fake.state.completed.length, 6);
    assert.match(result.err, /run run1: 2 task\(s\) × 3 trials of crm/);
    assert.match(result.err, /6\/6 trials done/);
    assert.match(result.err, /succeeded: 1\/2 resolved \(score 0\.5000\), 0\/0 assertions, 3 trials per task: pass\^k 0\.5000, pass@1 0\.6667, conclusion success, noise-aware neutral/);
  });
});

test("at one trial the last line leaves out pass^k and pass@1 but still gives the noise-aware verdict", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    const result = await cli(runArgs(fake.url, quick));
    assert.equal(result.code, 0, result.err);
    assert.match(result.err, /1\/1 tasks done/);
    assert.match(result.err, /resolved \(score 1\.0000\), 0\/0 assertions, conclusion neutral, noise-aware neutral$/m);
  });
});

test("bad --trials, --alpha and --gate values exit 2 and say what is expected, before anything is triggered", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    const cases = [
      [["--trials", "0"], /--trials must be a whole number from 1 to 20, got "0"/],
      [["--trials", "21"], /--trials must be a whole number from 1 to 20/],
      [["--trials", "2.5"], /--trials must be a whole number from 1 to 20/],
      [["--alpha", "0"], /--alpha must be a number above 0 and at most 0\.5/],
      [["--alpha", "0.6"], /--alpha must be a number above 0 and at most 0\.5/],
      [["--alpha", "often"], /--alpha must be a number above 0 and at most 0\.5/],
      [["--gate", "lenient"], /--gate must be strict or noise-aware, got "lenient"/],
    ];
    for (const [flags, message] of cases) {
      const result = await cli(runArgs(fake.url, quick, flags));
      assert.equal(result.code, 2, flags.join(" "));
      assert.match(result.err, message);
    }
    assert.deepEqual(fake.state.triggered, []);
  });
});

test("--trials and --alpha with --run-id are usage errors: the run already has them; --gate is allowed", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    for (const flags of [["--trials", "3"], ["--alpha", "0.1"]]) {
      const result = await cli(drainArgs(fake.url, flags));
      assert.equal(result.code, 2);
      assert.match(result.err, new RegExp(`${flags[0]} applies when the CLI triggers the run; with --run-id the run already has it`));
    }
    assert.equal(fake.count("lease"), 0);
    const gated = await cli(drainArgs(fake.url, ["--gate", "noise-aware"]));
    assert.equal(gated.code, 0, gated.err);
  });
});

// Each gate exits 1 on its own verdict only: the other verdict's failure does not fail the run.
const verdicts = [
  { conclusion: "failure", noise_aware_conclusion: "success", strict: 1, "noise-aware": 0 },
  { conclusion: "success", noise_aware_conclusion: "failure", strict: 0, "noise-aware": 1 },
];
for (const { conclusion, noise_aware_conclusion, ...codes } of verdicts) {
  for (const [gate, code] of Object.entries(codes)) {
    test(`conclusion ${conclusion} and noise-aware ${noise_aware_conclusion}: --gate ${gate} exits ${code}`, async () => {
      await withFake({ tasks: ["a"] }, async (fake) => {
        fake.state.final = { status: "succeeded", conclusion, noise_aware_conclusion };
        const gateFlag = gate === "strict" ? [] : ["--gate", gate]; // strict is the default
        const result = await cli(runArgs(fake.url, quick, gateFlag));
        assert.equal(result.code, code, result.err);
      });
    });
  }
}

test("a failed run exits 2 under either gate, whatever its verdicts", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    fake.state.final = { status: "failed", conclusion: "success", noise_aware_conclusion: "success" };
    for (const gate of ["strict", "noise-aware"]) assert.equal((await cli(runArgs(fake.url, quick, ["--gate", gate]))).code, 2, gate);
  });
});

test("--gate noise-aware against a service that gives no noise-aware verdict exits 2 instead of passing", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    fake.state.final = { status: "succeeded", conclusion: "failure", noise_aware_conclusion: undefined };
    const result = await cli(runArgs(fake.url, quick, ["--gate", "noise-aware"]));
    assert.equal(result.code, 2, result.err);
    assert.match(result.err, /gives no noise-aware verdict .*use --gate strict/);
    assert.equal((await cli(runArgs(fake.url, quick))).code, 1); // strict still reads the conclusion
  });
});

test("$GITHUB_OUTPUT gets the noise-aware verdict, the trials, the three pass rates and the gate", async () => {
  await withFake({ tasks: ["a", "b"] }, async (fake) => {
    fake.state.final = { status: "succeeded", conclusion: "failure", noise_aware_conclusion: "success", resolved: 1, total: 2, pass_at_1: 0.625, pass_hat_k: 0.5, pass_at_k: 1 };
    const output = join(dir, "github-output-trials");
    writeFileSync(output, "");
    const result = await cli(runArgs(fake.url, quick, ["--trials", "4", "--gate", "noise-aware"]), { GITHUB_OUTPUT: output });
    assert.equal(result.code, 0, result.err);
    assert.equal(readFileSync(output, "utf8"), [
      "run-id=run1", "status=succeeded", "conclusion=failure", "resolved=1", "total=2", "score=0.5000",
      "noise-aware-conclusion=success", "trials=4", "pass-at-1=0.6250", "pass-hat-k=0.5000", "pass-at-k=1.0000", "gate=noise-aware", "",
    ].join("\n"));
  });
});

test("--run-id on a run with trials counts them, and waits on graded trials from other workers", async () => {
  await withFake({ tasks: ["a"], trials: 2 }, async (fake) => {
    // Trial 1 is another worker's: this CLI drains trial 0, then waits for it.
    fake.state.queue = fake.state.queue.filter((t) => t.trial === 0);
    fake.state.leased.set("tr1", "lease-elsewhere");
    fake.state.drainedAnswer = true;
    await withCli(drainArgs(fake.url), {}, async (cli) => {
      await until(() => /waiting for other workers: 1\/2 done/.test(cli.io.err), "the CLI to wait for the other trial");
      fake.state.leased.delete("tr1");
      fake.state.completed.push({ taskResultId: "tr1" });
      const result = await exited(cli);
      assert.equal(result.code, 0, result.err);
      assert.match(result.err, /run run1: 1 task\(s\) × 2 trials of crm at abcdef123456, 0 done so far/);
      assert.match(result.err, /1\/2 trials done/);
    });
  });
});
