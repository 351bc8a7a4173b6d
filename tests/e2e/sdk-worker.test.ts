import { afterAll, expect, test } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";
import { loadDatasetFolder } from "../../core/evals/load-dataset-folder.ts";

// The spec's recommended order on plain Node 20 against a running service: trigger, drain, read.
const service = await startServiceProcess({ LOG_LEVEL: "warn" });
afterAll(() => service.close());

const folder = loadDatasetFolder(`${import.meta.dir}/../../examples/datasets/crm-basics`);
const upload = await fetch(`${service.controlUrl}/api/v1/datasets/${folder.slug}`, { method: "PUT", headers: { "x-api-key": service.key }, body: JSON.stringify(folder.body) });
const uploadBody = await upload.text();
const build = Bun.spawnSync(["npm", "run", "build"], { cwd: `${import.meta.dir}/../../sdk`, stderr: "pipe" });
const suite = runNodeSuite("sdk-suite.mjs", [service.controlUrl, service.key]);

test("the dataset uploaded and the SDK built", () => {
  expect({ status: upload.status, body: upload.ok ? "" : uploadBody }).toEqual({ status: 200, body: "" });
  expect({ exit: build.exitCode, stderr: build.exitCode === 0 ? "" : build.stderr.toString() }).toEqual({ exit: 0, stderr: "" });
});

registerNodeSuite("SDK", "SDK on Node", suite, 5);
