import { afterAll, expect, test } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";
import { loadDatasetFolder } from "../../core/evals/load-dataset-folder.ts";

// The second example dataset end to end: every task's world holds two or three packs and the task's
// people. `dataset check` proves each task sound, then the built SDK drains it on plain Node with the
// scripted agent, and a worse agent's run on a later commit reads `failure` naming the flipped tasks.
// Through the providers' own MCP servers (slack official, jira atlassian, salesforce hosted) the
// oracles score as they do natively, and the scripted agent resolves every task again.
const service = await startServiceProcess({ LOG_LEVEL: "warn" });
afterAll(() => service.close());

const folder = loadDatasetFolder(`${import.meta.dir}/../../examples/datasets/support-desk`);
const upload = await fetch(`${service.controlUrl}/api/v1/datasets/${folder.slug}`, { method: "PUT", headers: { "x-api-key": service.key }, body: JSON.stringify(folder.body) });
const uploadBody = await upload.text();

test("the support-desk dataset uploaded", () => {
  expect({ status: upload.status, body: upload.ok ? "" : uploadBody }).toEqual({ status: 200, body: "" });
});

/** `dataset check support-desk` with these extra arguments: its per-task lines, its output, its exit code. */
function checkLines(...extra: string[]) {
  const run = Bun.spawnSync([process.execPath, "core/cli/main.ts", "dataset", "check", "support-desk", ...extra], {
    cwd: `${import.meta.dir}/../..`,
    env: { ...process.env, UNDERSTUDY_URL: service.controlUrl, UNDERSTUDY_API_KEY: service.key },
  });
  const out = run.stdout.toString();
  return { lines: out.split("\n").filter((line) => / oracle /.test(line)), out, exitCode: run.exitCode };
}

let native: string[] = [];

test("dataset check proves every support-desk task sound: oracle 1, idle below 1", () => {
  const { lines, out, exitCode } = checkLines();
  native = lines;
  expect(lines.length).toBe(folder.body.tasks.length);
  expect(lines.length).toBeGreaterThanOrEqual(12);
  for (const line of lines) expect(line).toMatch(/^ok {3}\S+: oracle 1\.00, idle 0\.\d\d$/);
  expect(out).toContain("dataset support-desk is sound");
  expect(exitCode).toBe(0);
}, 60_000);

test("through the providers' own MCP servers every oracle scores as it does natively: same oracle and idle scores", () => {
  const { lines, out, exitCode } = checkLines("--mcp-profiles", "slack=official,jira=atlassian,salesforce=hosted");
  expect(out).toContain("oracles played through the MCP profiles slack=official,jira=atlassian,salesforce=hosted");
  expect(native.length).toBe(folder.body.tasks.length);
  expect(lines).toEqual(native);
  expect(exitCode).toBe(0);
}, 60_000);

const suite = runNodeSuite("support-desk-drain-suite.mjs", [service.controlUrl, service.key]);
registerNodeSuite("support-desk drain", "support-desk on Node", suite, 3);
