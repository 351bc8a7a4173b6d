import { afterAll, expect, test } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { runNodeSuite } from "../support/node-suite.ts";
import { loadDatasetFolder } from "../../core/evals/load-dataset-folder.ts";

// The spec's recommended order on plain Node 20 against a running service: trigger, drain, read.
const service = await startServiceProcess({ LOG_LEVEL: "warn" });
afterAll(() => service.close());

const folder = loadDatasetFolder(`${import.meta.dir}/../../examples/datasets/crm-basics`);
await fetch(`${service.controlUrl}/api/v1/datasets/${folder.slug}`, { method: "PUT", headers: { "x-api-key": service.key }, body: JSON.stringify(folder.body) });
Bun.spawnSync(["npm", "run", "build"], { cwd: `${import.meta.dir}/../../sdk` });
const { results, stderr } = runNodeSuite("sdk-suite.mjs", [service.controlUrl, service.key]);

test("the SDK suite ran under Node", () => {
  expect(stderr).toBe("");
  expect(results.length).toBe(5);
});
for (const result of results)
  test(`SDK on Node: ${result.name}`, () => {
    if (!result.ok) throw new Error(result.error);
  });
