import { after, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withFake } from "./fake-control-plane.mjs";

const CLI = new URL("../dist/cli.js", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "understudy-cli-"));
after(() => rmSync(dir, { recursive: true, force: true }));
const agent = join(dir, "agent.mjs");
writeFileSync(agent, "export default async function runAgent(task) { if (!task.ticket) throw new Error('no ticket'); }\n");

function cli(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, UNDERSTUDY_API_KEY: "usk_test", ...env } });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("close", (code) => resolve({ code, out, err }));
  });
}

const runArgs = (url, extra = []) => ["run", "--dataset", "crm", "--agent", agent, "--model", "m", "--commit", "abcdef1", "--base-url", url, ...extra];

test("usage errors exit 2 and say what is missing; --help exits 0", async () => {
  const missing = await cli(["run", "--dataset", "crm"]);
  assert.equal(missing.code, 2);
  assert.match(missing.err, /missing --agent/);
  const noKey = await cli(runArgs("http://127.0.0.1:1"), { UNDERSTUDY_API_KEY: "" });
  assert.equal(noKey.code, 2);
  assert.match(noKey.err, /UNDERSTUDY_API_KEY/);
  assert.equal((await cli(["--help"])).code, 0);
});

for (const [final, code] of [[{ status: "succeeded", conclusion: "neutral" }, 0], [{ status: "succeeded", conclusion: "success" }, 0], [{ status: "succeeded", conclusion: "failure" }, 1], [{ status: "failed", conclusion: "success" }, 2]]) {
  test(`a ${final.status} run concluding ${final.conclusion} exits ${code}, with progress and the report`, async () => {
    await withFake({ tasks: ["a", "b"] }, async (fake) => {
      fake.state.final = final;
      const report = join(dir, `report-${code}.md`);
      const result = await cli(runArgs(fake.url, ["--tasks", "a,b", "--report", report, "--concurrency", "2"]));
      assert.equal(result.code, code, result.err);
      assert.deepEqual(fake.state.triggered, [{ commit: "abcdef1", dataset: "crm", tasks: ["a", "b"] }]);
      assert.match(result.err, /2\/2 tasks done/);
      assert.match(result.out, new RegExp(`### report \\(${final.conclusion}\\)`));
      assert.match(readFileSync(report, "utf8"), /^<!-- understudy-eval dataset=crm model=m -->\n### report/);
    });
  });
}

test("an unreachable service is an infrastructure error: exit 2", async () => {
  const result = await cli(runArgs("http://127.0.0.1:9"));
  assert.equal(result.code, 2);
  assert.match(result.err, /error: trigger/);
});
