import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { until, withFake } from "./fake-control-plane.mjs";
import { exited, runArgs, scratch, withCli, writeAgents } from "./cli-helpers.mjs";

// The waiting agent answers once its $RELEASE file exists: the test holds the task in hand while it
// signals the CLI, then lets it finish.
const dir = scratch();
const { waiting } = writeAgents(dir);
const seen = (cli, text) => until(() => cli.io.err.includes(text), `"${text}" on the CLI's stderr`);
const order = (fake) => fake.state.requests.map((r) => r.operation).filter((op) => op === "complete" || op === "cancel");

test("a first Ctrl-C stops leasing, lets the task in hand finish and be reported, cancels the run, exits 2", async () => {
  await withFake({ tasks: ["a", "b", "c"] }, async (fake) => {
    const release = join(dir, "release-sigint");
    await withCli(runArgs(fake.url, waiting), { RELEASE: release }, async (cli) => {
      await seen(cli, "agent: started a");
      cli.child.kill("SIGINT");
      await seen(cli, "interrupted (SIGINT): leasing no more tasks");
      writeFileSync(release, "");
      const result = await exited(cli);
      assert.equal(result.code, 2, result.err);
      assert.deepEqual(fake.state.completed.map((c) => [c.taskResultId, c.answer]), [["tr0", "answer to do a"]]);
      assert.equal(fake.count("lease"), 1, "no lease after Ctrl-C");
      assert.deepEqual(order(fake), ["complete", "cancel"], "cancelled once the task in hand was reported");
      assert.match(result.err, /interrupted \(SIGINT\): run run1 cancelled/);
      assert.match(result.out, /### report \(cancelled\)/);
      assert.doesNotMatch(result.err, /agent: aborted/);
    });
  });
});

test("a second Ctrl-C aborts the agents, cancels the run and exits 2 at once", async () => {
  await withFake({ tasks: ["a", "b"] }, async (fake) => {
    await withCli(runArgs(fake.url, waiting), { RELEASE: join(dir, "never-released") }, async (cli) => {
      await seen(cli, "agent: started a");
      cli.child.kill("SIGINT");
      await seen(cli, "leasing no more tasks");
      cli.child.kill("SIGINT");
      // The agent never finishes on its own: only the second Ctrl-C gets the CLI out.
      const result = await exited(cli, "the CLI to exit on the second Ctrl-C");
      assert.equal(result.code, 2, result.err);
      assert.match(result.err, /SIGINT again: aborting the agents, cancelling the run and exiting/);
      assert.match(result.err, /agent: aborted/);
      assert.equal(fake.count("cancel"), 1);
      assert.deepEqual(fake.state.completed, []);
    });
  });
});

test("SIGTERM stops like a first Ctrl-C", async () => {
  await withFake({ tasks: ["a", "b"] }, async (fake) => {
    const release = join(dir, "release-sigterm");
    await withCli(runArgs(fake.url, waiting), { RELEASE: release }, async (cli) => {
      await seen(cli, "agent: started a");
      cli.child.kill("SIGTERM");
      await seen(cli, "interrupted (SIGTERM)");
      writeFileSync(release, "");
      const result = await exited(cli);
      assert.equal(result.code, 2, result.err);
      assert.deepEqual(order(fake), ["complete", "cancel"]);
    });
  });
});

test("--timeout, once it passes, stops like a first Ctrl-C and says it timed out", async () => {
  await withFake({ tasks: ["a", "b", "c"] }, async (fake) => {
    const release = join(dir, "release-timeout");
    const output = join(dir, "timeout-output");
    await withCli(runArgs(fake.url, waiting, ["--timeout", "1"]), { RELEASE: release, GITHUB_OUTPUT: output }, async (cli) => {
      await seen(cli, "timed out after 1s: leasing no more tasks");
      writeFileSync(release, "");
      const result = await exited(cli);
      assert.equal(result.code, 2, result.err);
      // Whatever the agent had started by then (on a slow machine, maybe nothing) was finished and reported.
      const started = [...result.err.matchAll(/agent: started (\w+)/g)].map((m) => m[1]);
      assert.deepEqual(fake.state.completed.map((c) => c.answer), started.map((id) => `answer to do ${id}`));
      assert.equal(fake.count("cancel"), 1);
      assert.match(result.err, /timed out after 1s: run run1 cancelled/);
      assert.match(readFileSync(output, "utf8"), /^run-id=run1\nstatus=cancelled\nconclusion=none\n/);
    });
  });
});

for (const [phase, drainedAnswer] of [["polling an empty queue", false], ["waiting for the run to finish", true]]) {
  test(`Ctrl-C while other workers hold the last task (${phase}) cancels the run instead of waiting forever`, async () => {
    await withFake({ tasks: [] }, async (fake) => {
      fake.state.leased.set("tr9", "lease-elsewhere"); // another worker's task: the run stays running
      fake.state.drainedAnswer = drainedAnswer;
      await withCli(runArgs(fake.url, waiting), { RELEASE: join(dir, "unused") }, async (cli) => {
        await until(() => fake.count(drainedAnswer ? "run" : "lease") >= 1, `the CLI to be ${phase}`);
        cli.child.kill("SIGINT");
        const result = await exited(cli);
        assert.equal(result.code, 2, result.err);
        assert.equal(fake.count("cancel"), 1);
        assert.match(result.err, /interrupted \(SIGINT\): run run1 cancelled/);
      });
    });
  });
}
