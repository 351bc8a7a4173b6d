import { afterAll, expect, test } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";
import { loadDatasetFolder } from "../../core/evals/load-dataset-folder.ts";

// Trials and both verdicts, driven through the built SDK on plain Node by scripted agents of known
// success probability (tests/e2e/node/trials-suite.mjs).
// 43 runs back to back poll and lease fast: past the per-key request rate this suite is not about.
const service = await startServiceProcess({ LOG_LEVEL: "warn", CONTROL_REQUESTS_PER_SECOND: "100000" });
afterAll(() => service.close());

const folder = loadDatasetFolder(`${import.meta.dir}/../../examples/datasets/crm-basics`);
const upload = await fetch(`${service.controlUrl}/api/v1/datasets/${folder.slug}`, { method: "PUT", headers: { "x-api-key": service.key }, body: JSON.stringify(folder.body) });
const uploadBody = await upload.text();
const suite = runNodeSuite("trials-suite.mjs", [service.controlUrl, service.key]);

test("the example dataset uploaded", () => {
  expect({ status: upload.status, body: upload.ok ? "" : uploadBody }).toEqual({ status: 200, body: "" });
});
registerNodeSuite("trials", "trials on Node", suite, 4);
