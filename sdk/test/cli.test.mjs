import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { withFake } from "./fake-control-plane.mjs";
import { cli, runArgs, scratch, writeAgents } from "./cli-helpers.mjs";

const dir = scratch();
const { quick } = writeAgents(dir);

test("usage errors exit 2 and say what is missing; --help exits 0 and lists every flag", async () => {
  const missing = await cli(["run", "--dataset", "crm"]);
  assert.equal(missing.code, 2);
  assert.match(missing.err, /missing --agent/);
  const noKey = await cli(runArgs("http://127.0.0.1:1", quick), { UNDERSTUDY_API_KEY: "" });
  assert.equal(noKey.code, 2);
  assert.match(noKey.err, /UNDERSTUDY_API_KEY/);
  const help = await cli(["--help"]);
  assert.equal(help.code, 0);
  for (const flag of ["--dataset", "--agent", "--model", "--commit", "--ref", "--tasks", "--baseline-ref", "--baseline-run", "--trials", "--alpha", "--gate", "noise-aware", "--run-id", "--concurrency", "--timeout", "--base-url", "--report", "--help", "GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY", "SIGINT", "Exit codes"])
    assert.ok(help.out.includes(flag), `--help mentions ${flag}`);
});

test("a --base-url without an http(s) scheme is a usage error naming the flag", async () => {
  const result = await cli(runArgs("localhost:4000", quick));
  assert.equal(result.code, 2);
  assert.match(result.err, /--base-url must be an http\(s\) URL .*got "localhost:4000"/);
});

for (const [final, code] of [[{ status: "succeeded", conclusion: "neutral" }, 0], [{ status: "succeeded", conclusion: "success" }, 0], [{ status: "succeeded", conclusion: "failure" }, 1], [{ status: "failed", conclusion: "success" }, 2]]) {
  test(`a ${final.status} run concluding ${final.conclusion} exits ${code}, with progress and the report`, async () => {
    await withFake({ tasks: ["a", "b"] }, async (fake) => {
      fake.state.final = final;
      const report = join(dir, `report-${code}.md`);
      const result = await cli(runArgs(fake.url, quick, ["--tasks", "a,b", "--report", report, "--concurrency", "2"]));
      assert.equal(result.code, code, result.err);
      assert.deepEqual(fake.state.triggered, [{ commit: "abcdef1", dataset: "crm", tasks: ["a", "b"] }]);
      assert.match(result.err, /2\/2 tasks done/);
      assert.match(result.out, new RegExp(`### report \\(${final.conclusion}\\)`));
      assert.match(readFileSync(report, "utf8"), /^<!-- understudy-eval dataset=crm model=m -->\n### report/);
    });
  });
}

test("an unreachable service is an infrastructure error: exit 2", async () => {
  const result = await cli(runArgs("http://127.0.0.1:9", quick));
  assert.equal(result.code, 2);
  assert.match(result.err, /error: trigger/);
});

test('"retrying" is printed only for what is retried; a lost lease and a refused key say what happened', async () => {
  await withFake({ tasks: ["a", "b"] }, async (fake) => {
    fake.state.faults.lease.push(503);
    fake.state.faults.complete.push(409);
    fake.state.drainIgnoringLeases = true;
    const result = await cli(runArgs(fake.url, quick));
    assert.equal(result.code, 0, result.err);
    assert.match(result.err, /lease: HTTP 503: injected; retrying/);
    assert.match(result.err, /task tr0: lease lost \(complete: HTTP 409: injected\): the task is abandoned here/);
    assert.doesNotMatch(result.err, /409.*retrying/);
  });
  await withFake({ tasks: ["a"] }, async (fake) => {
    fake.state.faults.lease.push(403);
    const result = await cli(runArgs(fake.url, quick));
    assert.equal(result.code, 2);
    assert.match(result.err, /lease: HTTP 403: injected: the worker stops/);
    assert.match(result.err, /error: Understudy eval worker stopped: the service refused the worker's API key/);
    assert.doesNotMatch(result.err, /retrying/);
  });
});

test("a run someone else cancelled exits 2", async () => {
  await withFake({ tasks: [] }, async (fake) => {
    fake.state.cancelled = true;
    const result = await cli(runArgs(fake.url, quick));
    assert.equal(result.code, 2, result.err);
    assert.match(result.err, /cancelled: 0\/0 resolved/);
  });
});
